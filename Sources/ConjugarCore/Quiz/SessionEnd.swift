import FoundationEssentials

/// What the last lines of a session say (issue 24 §5): the personal best and
/// whether this session beat it, how many items are due for review, and the next
/// command to run. Read from the records; a record that cannot be read leaves its
/// line out rather than stopping the end of a quiz.
public struct SessionEnd: Sendable, Hashable {
  /// The kind of session that ended.
  public let kind: SessionKind
  /// This session's result: the score of a ranked quiz, else the share of points in percent.
  public let value: Int
  /// The best before this session, in the same measure (nil: none before, or unreadable).
  public let previousBest: Int?
  /// Whether the records could be read at all (no best line otherwise).
  public let bestKnown: Bool
  /// Region and difficulty of a ranked quiz, whose scores only compare within them.
  public let region: Region
  /// The difficulty of a ranked quiz (see `region`).
  public let difficulty: Difficulty
  /// Items due for review now, and what `conjugar review` would ask (due, then missed).
  public let dueNow: Int?
  /// How many questions `conjugar review` would ask now (due, then missed).
  public let toReview: Int?

  init(
    kind: SessionKind, value: Int, previousBest: Int?, bestKnown: Bool, region: Region,
    difficulty: Difficulty, dueNow: Int?, toReview: Int?
  ) {
    self.kind = kind
    self.value = value
    self.previousBest = previousBest
    self.bestKnown = bestKnown
    self.region = region
    self.difficulty = difficulty
    self.dueNow = dueNow
    self.toReview = toReview
  }

  /// This session's result in the measure personal bests use.
  public static func value(of score: Score, kind: SessionKind) -> Int {
    guard kind != .quiz else { return score.value }
    let most = score.results.count * Grade.total.points
    return most == 0 ? 0 : score.points * 100 / most
  }

  /// The next command: review when there is something to review, else more practice.
  public var nextCommand: String {
    if let toReview, toReview > 0 { return "conjugar review" }
    return kind == .quiz ? "conjugar practice" : "conjugar quiz"
  }
}

extension QuizSession {
  /// The best earlier session of this kind (a ranked quiz: at the same region and
  /// difficulty), read before this one is recorded; nil when there was none.
  /// Throws when the records cannot be read.
  public func previousBest(in world: World) throws(RecordsError) -> Int? {
    try world.records.personalBest(kind, region: settings.region, difficulty: settings.difficulty)
  }

  /// The end lines' facts once the session's answers are kept.
  public func end(value: Int, previousBest: Int?, bestKnown: Bool, in world: World) -> SessionEnd {
    // Counted by the records, never every schedule read: this runs after every save.
    let backlog = try? world.records.reviewBacklog(now: world.clock.now())
    return SessionEnd(
      kind: kind, value: value, previousBest: previousBest, bestKnown: bestKnown, region: settings.region,
      difficulty: settings.difficulty, dueNow: backlog?.due, toReview: backlog.map { $0.due + $0.missed })
  }
}
