import FoundationEssentials

/// FSRS's memory state of one item.
struct MemoryState: Sendable, Hashable, Codable {
  /// Days until the probability of recall falls to 90%.
  var stability: Double
  /// How hard the item is, from 1 (easy) to 10 (hard).
  var difficulty: Double
}

/// An item's memory state with when it was last reviewed and when it is next due.
public struct CardSchedule: Sendable, Hashable, Codable {
  var memory: MemoryState
  var lastReview: Date
  package var due: Date
  /// The rating of the last review.
  var lastRating: FSRSRating

  init(memory: MemoryState, lastReview: Date, due: Date, lastRating: FSRSRating) {
    self.memory = memory
    self.lastReview = lastReview
    self.due = due
    self.lastRating = lastRating
  }

  /// The interval between the last review and the due date, in whole days.
  var scheduledDays: Int {
    Int((due.timeIntervalSince(lastReview) / FSRS.secondsPerDay).rounded())
  }
}
