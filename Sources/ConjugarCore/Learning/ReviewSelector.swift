import FoundationEssentials

/// One answered item (verb, tense, person) and its schedule.
public struct ReviewItem: Sendable, Hashable {
  package let question: Question
  package let schedule: CardSchedule

  /// An item: the question it asks and its schedule.
  public init(_ question: Question, _ schedule: CardSchedule) {
    self.question = question
    self.schedule = schedule
  }

  func isDue(at now: Date) -> Bool { schedule.due <= now }
  /// Last answered wrong (rated Again).
  var isMissed: Bool { schedule.lastRating == .again }
  var isMastered: Bool { schedule.memory.stability > ReviewStatus.masteredStability }
}

/// Counts for `review --status` (the JSON keys of docs/cli.md).
public struct ReviewStatus: Sendable, Hashable, Codable {
  /// Stability, in days, above which an item counts as mastered.
  static let masteredStability: Double = 21

  /// Due at or before now.
  public var dueNow: Int
  /// Due after now and at most 24 hours from now (not counting those due now).
  public var dueIn24Hours: Int
  /// Stability of 21 days or less.
  public var learning: Int
  /// Stability over 21 days.
  public var mastered: Int

  /// Counts given as they are.
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
  /// due first, not interleaved: the order in which a review chooses them.
  public static func inPriority(_ items: [ReviewItem], now: Date) -> [Question] {
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
    return (due + missed).map(\.question)
  }

  /// How far ahead `interleave` looks for a question unlike the last one.
  static let interleaveWindow = 32

  /// The questions reordered so that no two in a row share a verb, nor, where it
  /// can be helped, a tense: the items of one quiz fall due together, and asked in
  /// stored order they would come verb by verb. Each next question is the first,
  /// among the next `interleaveWindow` not yet asked, with another verb and
  /// another tense than the last; else the first with another verb; else the
  /// first. So the most overdue still come early.
  public static func interleave(_ questions: [Question]) -> [Question] {
    guard questions.count > 2 else { return questions }
    var taken = [Bool](repeating: false, count: questions.count)
    var head = 0
    var out: [Question] = []
    out.reserveCapacity(questions.count)
    while out.count < questions.count {
      while taken[head] { head += 1 }
      var window: [Int] = []
      var index = head
      while index < questions.count && window.count < interleaveWindow {
        if !taken[index] { window.append(index) }
        index += 1
      }
      var pick = window[0]
      if let last = out.last {
        pick =
          window.first { questions[$0].infinitive != last.infinitive && questions[$0].tense != last.tense }
          ?? window.first { questions[$0].infinitive != last.infinitive } ?? window[0]
      }
      taken[pick] = true
      out.append(questions[pick])
    }
    return out
  }

  /// The counts of `review --status` for `items` as of `now`.
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
