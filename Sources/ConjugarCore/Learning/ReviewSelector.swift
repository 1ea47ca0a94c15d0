import FoundationEssentials

/// One answered item (verb, tense, person) and its schedule.
public struct ReviewItem: Sendable, Hashable {
  public let question: Question
  public let schedule: CardSchedule

  public init(_ question: Question, _ schedule: CardSchedule) {
    self.question = question
    self.schedule = schedule
  }

  public func isDue(at now: Date) -> Bool { schedule.due <= now }
  /// Last answered wrong (rated Again).
  public var isMissed: Bool { schedule.lastRating == .again }
  public var isMastered: Bool { schedule.memory.stability > ReviewStatus.masteredStability }
}

/// Counts for `review --status` (the JSON keys of shared/spec/cli.md).
public struct ReviewStatus: Sendable, Hashable, Codable {
  /// Stability, in days, above which an item counts as mastered.
  public static let masteredStability: Double = 21

  /// Due at or before now.
  public var dueNow: Int
  /// Due after now and at most 24 hours from now (not counting those due now).
  public var dueIn24Hours: Int
  /// Stability of 21 days or less.
  public var learning: Int
  /// Stability over 21 days.
  public var mastered: Int

  public init(dueNow: Int, dueIn24Hours: Int, learning: Int, mastered: Int) {
    self.dueNow = dueNow
    self.dueIn24Hours = dueIn24Hours
    self.learning = learning
    self.mastered = mastered
  }
}

/// Which items a review asks: pure functions of the items and `now`.
public enum ReviewSelector {
  /// The due items, most overdue first, then the missed items not yet due, soonest
  /// due first; at most `limit`. Ties go in the order of `items`.
  public static func questions(_ items: [ReviewItem], now: Date, limit: Int) -> [Question] {
    guard limit > 0 else { return [] }
    // Items read from the database come sorted so already (AppDatabase.reviewItems).
    let sorted = zip(items, items.dropFirst()).allSatisfy { $0.schedule.due <= $1.schedule.due }
    let ordered =
      sorted
      ? items
      : items.enumerated().sorted { a, b in
        a.element.schedule.due != b.element.schedule.due
          ? a.element.schedule.due < b.element.schedule.due : a.offset < b.offset
      }.map(\.element)
    let due = ordered.filter { $0.isDue(at: now) }
    let missed = ordered.filter { !$0.isDue(at: now) && $0.isMissed }
    return (due + missed).prefix(limit).map(\.question)
  }

  public static func status(_ items: [ReviewItem], now: Date) -> ReviewStatus {
    let horizon = now.addingTimeInterval(24 * 3600)
    var status = ReviewStatus(dueNow: 0, dueIn24Hours: 0, learning: 0, mastered: 0)
    for item in items {
      if item.isDue(at: now) {
        status.dueNow += 1
      } else if item.schedule.due <= horizon {
        status.dueIn24Hours += 1
      }
      if item.isMastered { status.mastered += 1 } else { status.learning += 1 }
    }
    return status
  }

  /// When the next item falls due after `now` (nil: none is waiting).
  public static func nextDue(_ items: [ReviewItem], after now: Date) -> Date? {
    items.lazy.map(\.schedule.due).filter { $0 > now }.min()
  }
}
