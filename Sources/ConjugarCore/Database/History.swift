/// A finished quiz as the history shows it, newest first.
public struct HistoryEntry: Sendable, Hashable, Codable {
  /// When it ended: ISO 8601 text in UTC, as stored.
  public let date: String
  /// nil when the player had opted out of the leaderboard.
  public let player: String?
  /// The score: points times the region's and the difficulty's factors.
  public let score: Int
  /// The points of its answers: 10 fully right, 5 partly, 0 wrong.
  public let points: Int
  /// The region it was played in ("Spain", "Latin America").
  public let region: String
  /// The difficulty it was played at ("Easy", "Moderate", "Difficult").
  public let difficulty: String
  /// How long it took, in seconds.
  public let elapsedSeconds: Int
  /// Answers fully right (10 points).
  public let right: Int
  /// Answers right but for accents, or with help (5 points).
  public let partial: Int
  /// Answers wrong or not given (0 points).
  public let wrong: Int
  /// Its questions, in the order asked.
  public let questions: [HistoryQuestion]
  /// A ranked quiz, practice or review.
  public var kind: SessionKind = .quiz
}

/// One question of a finished quiz: what was asked, answered and expected.
public struct HistoryQuestion: Sendable, Hashable, Codable {
  /// The verb asked.
  public let infinitive: String
  /// The tense asked (`Tense`'s raw value).
  public let tense: String
  /// The person asked (`Person`'s raw value); nil for the gerundio and participio.
  public let person: String?
  /// What the learner typed.
  public let answer: String
  /// The form conjugar expected.
  public let correctForm: String
  /// The points it earned: 10, 5 or 0.
  public let points: Int
  /// The context sentence asked (its id), nil for a named-tense question.
  public var sentence: String? = nil
}

/// How a tense went over the whole history: answers fully right (10 points), right
/// but for accents (5) and wrong (0).
public struct TenseAccuracy: Sendable, Hashable, Codable {
  /// The tense (`Tense`'s raw value), or a context topic's name in `Stats.topics`.
  public let tense: String
  /// Questions asked in it.
  public let asked: Int
  /// Answers fully right (10 points).
  public let right: Int
  /// Answers right but for accents (5 points).
  public let partial: Int
  /// Answers wrong (0 points).
  public let wrong: Int
  /// Fully right answers over answers, in percent, rounded to the nearest.
  public var accuracy: Int { Percent.rounded(right, of: asked) }

  enum CodingKeys: String, CodingKey { case tense, asked, right, partial, wrong, accuracy }

  package init(tense: String, asked: Int, right: Int, partial: Int, wrong: Int) {
    (self.tense, self.asked, self.right, self.partial, self.wrong) = (tense, asked, right, partial, wrong)
  }

  /// Reads the four counts; `accuracy` is computed, never read.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      tense: try c.decode(String.self, forKey: .tense), asked: try c.decode(Int.self, forKey: .asked),
      right: try c.decode(Int.self, forKey: .right), partial: try c.decode(Int.self, forKey: .partial),
      wrong: try c.decode(Int.self, forKey: .wrong))
  }

  /// Writes the four counts and `accuracy`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(tense, forKey: .tense)
    try c.encode(asked, forKey: .asked)
    try c.encode(right, forKey: .right)
    try c.encode(partial, forKey: .partial)
    try c.encode(wrong, forKey: .wrong)
    try c.encode(accuracy, forKey: .accuracy)
  }
}

/// A verb answered wrong (0 points) `missed` times out of `asked`.
public struct MissedVerb: Sendable, Hashable, Codable {
  /// The verb.
  public let infinitive: String
  /// Times it was answered wrong.
  public let missed: Int
  /// Times it was asked.
  public let asked: Int

  package init(infinitive: String, missed: Int, asked: Int) {
    (self.infinitive, self.missed, self.asked) = (infinitive, missed, asked)
  }
}

/// `conjugar stats`: accuracy per tense and the verbs most often missed.
public struct Stats: Sendable, Hashable, Codable {
  /// Finished sessions counted.
  public let quizzes: Int
  /// Named-tense questions only: a context sentence counts for its topic.
  public let tenses: [TenseAccuracy]
  /// The verbs most often answered wrong, most missed first.
  public let mostMissed: [MissedVerb]
  /// Context sentences per topic (`tense` holds the topic's name), in the order of
  /// `ContextTopic.allCases`.
  public var topics: [TenseAccuracy] = []

  package init(quizzes: Int, tenses: [TenseAccuracy], mostMissed: [MissedVerb]) {
    (self.quizzes, self.tenses, self.mostMissed) = (quizzes, tenses, mostMissed)
  }
}
