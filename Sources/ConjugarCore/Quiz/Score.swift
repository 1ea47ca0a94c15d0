import FoundationEssentials

/// A finished quiz as it is reported: the score a leaderboard shows and the details
/// behind it, so one report can store the score and its history together.
public struct Score: Sendable, Hashable {
  /// The score: the points times the region's and the difficulty's factors, truncated.
  public let value: Int
  /// The region the quiz was played in.
  public let region: Region
  /// The difficulty the quiz was played at.
  public let difficulty: Difficulty
  /// When the quiz ended.
  package let date: Date
  /// How long the quiz took, in whole seconds.
  public let elapsedSeconds: Int
  package let results: [QuestionResult]

  package init(
    value: Int, region: Region, difficulty: Difficulty, date: Date, elapsedSeconds: Int,
    results: [QuestionResult]
  ) {
    self.value = value
    self.region = region
    self.difficulty = difficulty
    self.date = date
    self.elapsedSeconds = elapsedSeconds
    self.results = results
  }

  /// The points of the answers: 10 fully right, 5 partly, 0 wrong.
  public var points: Int { results.reduce(0) { $0 + $1.grade.points } }
}

/// A row of the leaderboard.
public struct LeaderboardEntry: Sendable, Hashable, Codable {
  /// The name the score was reported under.
  public let player: String
  /// The score (`Score.value`).
  public let score: Int
  /// The difficulty played ("Easy", "Moderate", "Difficult").
  public let difficulty: String
  /// The region played ("Spain", "Latin America").
  public let region: String
  /// ISO-8601.
  public let date: String

  /// An entry as the board stores it. Public for the companion's package
  /// (ClassBoard/), which reads entries from the server.
  public init(player: String, score: Int, difficulty: String, region: String, date: String) {
    self.player = player
    self.score = score
    self.difficulty = difficulty
    self.region = region
    self.date = date
  }
}

/// The score rule of docs/quiz.md: points x region x difficulty, truncated.
public enum Scoring {
  static let questionCount = 50

  static func score(points: Int, region: Region, difficulty: Difficulty) -> Int {
    Int(Double(points) * region.modifier * difficulty.modifier)
  }

  /// m:ss (or h:mm:ss), as the quiz shows elapsed time.
  public static func clock(_ seconds: Int) -> String {
    let s = max(0, seconds)
    let (h, m, r) = (s / 3600, (s / 60) % 60, s % 60)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return h > 0 ? "\(h):\(two(m)):\(two(r))" : "\(m):\(two(r))"
  }
}
