import Foundation

/// The record of finished quizzes: a side effect (recording) and a dependency (the
/// history and statistics read back). device and simulator keep them in their
/// SQLite files, uiTest in memory, unitTest in a spy.
public protocol QuizRecords: Sendable {
  /// Which implementation this is, for `conjugar world`.
  var implementation: String { get }
  /// Whether the records outlive the process (false: "this World keeps none").
  var isPersistent: Bool { get }
  /// Stores a finished quiz and every question of it, in one transaction.
  func record(_ quiz: FinishedQuiz) throws(QuizNotSaved)
  /// The `limit` most recent quizzes, newest first, with their questions.
  func history(limit: Int) throws(RecordsError) -> [HistoryEntry]
  /// Accuracy per tense and the verbs most often missed.
  func stats() throws(RecordsError) -> Stats
  /// Every item answered, with how often asked and missed.
  func answeredItems() throws(RecordsError) -> [AnsweredItem]
  /// Accuracy week by week and the streak of days practised, as of `now`.
  func progress(now: Date) throws(RecordsError) -> LearningProgress
}

/// A finished quiz as it is recorded: the score and its questions, and the name it
/// went on the leaderboard under (nil when the player keeps off the leaderboard).
public struct FinishedQuiz: Sendable, Hashable {
  public let score: Score
  public let player: String?

  public init(score: Score, player: String?) {
    self.score = score
    self.player = player
  }
}

/// Records that could not be read: one line for the user (which file, what to do).
public struct RecordsError: Error, Equatable, Sendable {
  public let message: String
  public init(message: String) { self.message = message }
}

/// A finished quiz that could not be kept; one line for standard error.
public struct QuizNotSaved: Error, Equatable, Sendable {
  public let message: String
  public init(message: String) { self.message = message }
}
