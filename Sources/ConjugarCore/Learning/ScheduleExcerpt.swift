import FoundationEssentials

/// What `conjugar today` needs of the review schedule, without reading every
/// schedule (a history of 100,000 answers has some 20,000): the items a review
/// would ask first, which of the planner's new candidates already have a
/// schedule (so they are not new), and whether there is any schedule at all
/// (none, and no answer in the model: the placement).
public struct ScheduleExcerpt: Sendable, Hashable {
  /// The items a review asks first, in its order (`ReviewSelector.inPriority`): at most `limit`.
  public let due: [Question]
  /// The scheduled forms of the candidate verbs, and every scheduled sentence.
  public let known: Set<Question>
  /// Whether no item has a schedule.
  public let isEmpty: Bool

  /// An excerpt as read: the first items due, the scheduled candidates, whether any schedule exists.
  public init(due: [Question], known: Set<Question>, isEmpty: Bool) {
    self.due = due
    self.known = known
    self.isEmpty = isEmpty
  }

  /// The excerpt of `items` (every schedule): what records kept in memory give,
  /// and what the database's indexed reading must equal (ScheduleExcerptTests).
  public init(_ items: [ReviewItem], now: Date, limit: Int, verbs: Set<String>) {
    due = Array(ReviewSelector.inPriority(items, now: now).prefix(max(0, limit)))
    known = Set(items.map(\.question).filter { $0.sentence != nil || verbs.contains($0.infinitive) })
    isEmpty = items.isEmpty
  }

  /// No schedule at all.
  public static let empty = ScheduleExcerpt(due: [], known: [], isEmpty: true)
}
