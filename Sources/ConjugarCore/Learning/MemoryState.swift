import FoundationEssentials

/// FSRS's memory state of one item.
public struct MemoryState: Sendable, Hashable, Codable {
  /// Days until the probability of recall falls to 90%.
  public var stability: Double
  /// How hard the item is, from 1 (easy) to 10 (hard).
  public var difficulty: Double

  public init(stability: Double, difficulty: Double) {
    self.stability = stability
    self.difficulty = difficulty
  }
}

/// An item's memory state with when it was last reviewed and when it is next due.
public struct CardSchedule: Sendable, Hashable, Codable {
  public var memory: MemoryState
  public var lastReview: Date
  public var due: Date
  /// The rating of the last review.
  public var lastRating: FSRSRating

  public init(memory: MemoryState, lastReview: Date, due: Date, lastRating: FSRSRating) {
    self.memory = memory
    self.lastReview = lastReview
    self.due = due
    self.lastRating = lastRating
  }

  /// The interval between the last review and the due date, in whole days.
  public var scheduledDays: Int {
    Int((due.timeIntervalSince(lastReview) / FSRS.secondsPerDay).rounded())
  }
}
