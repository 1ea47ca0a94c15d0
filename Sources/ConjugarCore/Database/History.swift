/// A finished quiz as the history shows it, newest first.
public struct HistoryEntry: Sendable, Hashable, Codable {
  public let date: String
  /// nil when the player had opted out of the leaderboard.
  public let player: String?
  public let score: Int
  public let points: Int
  public let region: String
  public let difficulty: String
  public let elapsedSeconds: Int
  public let right: Int
  public let partial: Int
  public let wrong: Int
  public let questions: [HistoryQuestion]
  /// A ranked quiz, practice or review.
  public var kind: SessionKind = .quiz
}

/// One question of a finished quiz: what was asked, answered and expected.
public struct HistoryQuestion: Sendable, Hashable, Codable {
  public let infinitive: String
  public let tense: String
  public let person: String?
  public let answer: String
  public let correctForm: String
  public let points: Int
  /// The context sentence asked (its id), nil for a named-tense question.
  public var sentence: String? = nil
}

/// How a tense went over the whole history: answers fully right (10 points), right
/// but for accents (5) and wrong (0).
public struct TenseAccuracy: Sendable, Hashable, Codable {
  public let tense: String
  public let asked: Int
  public let right: Int
  public let partial: Int
  public let wrong: Int
  /// Fully right answers over answers, in percent, rounded to the nearest.
  public var accuracy: Int { Percent.rounded(right, of: asked) }

  enum CodingKeys: String, CodingKey { case tense, asked, right, partial, wrong, accuracy }

  package init(tense: String, asked: Int, right: Int, partial: Int, wrong: Int) {
    (self.tense, self.asked, self.right, self.partial, self.wrong) = (tense, asked, right, partial, wrong)
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      tense: try c.decode(String.self, forKey: .tense), asked: try c.decode(Int.self, forKey: .asked),
      right: try c.decode(Int.self, forKey: .right), partial: try c.decode(Int.self, forKey: .partial),
      wrong: try c.decode(Int.self, forKey: .wrong))
  }

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
  public let infinitive: String
  public let missed: Int
  public let asked: Int

  package init(infinitive: String, missed: Int, asked: Int) {
    (self.infinitive, self.missed, self.asked) = (infinitive, missed, asked)
  }
}

/// `conjugar stats`: accuracy per tense and the verbs most often missed.
public struct Stats: Sendable, Hashable, Codable {
  public let quizzes: Int
  /// Named-tense questions only: a context sentence counts for its topic.
  public let tenses: [TenseAccuracy]
  public let mostMissed: [MissedVerb]
  /// Context sentences per topic (`tense` holds the topic's name), in the order of
  /// `ContextTopic.allCases`.
  public var topics: [TenseAccuracy] = []

  package init(quizzes: Int, tenses: [TenseAccuracy], mostMissed: [MissedVerb]) {
    (self.quizzes, self.tenses, self.mostMissed) = (quizzes, tenses, mostMissed)
  }
}
