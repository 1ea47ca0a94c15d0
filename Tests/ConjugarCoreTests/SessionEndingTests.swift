import ConjugarTestSupport
import Foundation
import Synchronization
import Testing

@testable import ConjugarCore

/// What happens, in order, as a session ends: one journal that the doubles below
/// and the front end's stand-in (`show`) write to.
private final class Journal: Sendable {
  private let entries = Mutex<[String]>([])
  func log(_ entry: String) { entries.withLock { $0.append(entry) } }
  var all: [String] { entries.withLock { $0 } }
}

/// Records that note each write, and ask the session's end, while the save is
/// under way, what a signal arriving then would be told.
private struct JournalRecords: QuizRecords, SharedRecordsFile {
  let journal: Journal
  let ending: SessionEnding
  let spy = QuizRecordsSpy()
  /// Whether another program is said to hold the write lock.
  var locked = false
  var implementation: String { "JournalRecords" }
  var isPersistent: Bool { true }
  func record(_ quiz: FinishedQuiz) throws(QuizNotSaved) {
    journal.log("record \(quiz.kind.rawValue) \(quiz.player ?? "-")")
    journal.log("a signal now: \(ending.interrupted(patience: .zero))")
    spy.record(quiz)
  }
  func keep(_ answers: [QuestionResult], at date: Date, topics: [String: String]) throws(QuizNotSaved) {
    journal.log("keep \(answers.count)")
    journal.log("a signal now: \(ending.interrupted(patience: .zero))")
    spy.keep(answers, at: date, topics: topics)
  }
  var schedule: any ReviewSchedule { RecordsReadFromItems(self) }
  var sharedFile: (any SharedRecordsFile)? { self }
  func isLocked() -> Bool { locked }
  func lockFrees() -> Bool { true }
  func damagedSchedules() -> String? { nil }
  func reviewItems(for questions: Set<Question>?) -> [ReviewItem] { spy.reviewItems(for: questions) }
  func history(limit: Int, passes: Int, body: (_ pass: Int, HistoryEntry) -> Void) {}
  func stats() -> Stats { spy.stats() }
  func answeredItems(_ body: (AnsweredItem) -> Void) {}
  func progress(now: Date) -> LearningProgress { spy.progress(now: now) }
  func learner(now: Date) -> LearnerSnapshot { spy.learner(now: now) }
  func tutorShape(now: Date, days: Int) -> TutorShape { spy.tutorShape(now: now, days: days) }
  func pictures(now: Date) -> ProgressPictures { spy.pictures(now: now) }
  func personalBest(_ kind: SessionKind, region: Region, difficulty: Difficulty) -> Int? {
    journal.log("read the best")
    return 100
  }
}

private struct JournalBoard: GameCenterable, SharedBoard {
  let journal: Journal
  var implementation: String { "JournalBoard" }
  var shared: (any SharedBoard)? { self }
  func outboxID() -> String? { nil }
  func withdrawWaiting() {}
  var sharedServer: (any ClassBoardServer)? { nil }
  func localTopScores(limit: Int, difficulty: Difficulty?, console: any Console) -> [LeaderboardEntry] { [] }
  func boardAndRefusals(limit: Int, difficulty: Difficulty?, settings: Settings, console: any Console)
    -> (reading: LeaderboardReading, refused: [RefusedScore])
  { (.fresh([]), []) }
  var waiting: Int { 0 }
  func isAuthenticated(_ settings: Settings) -> Bool { true }
  func authenticate() {}
  func reportScore(_ score: Score, player: String, console: any Console) { journal.log("report \(score.value)") }
  func topScores(limit: Int, difficulty: Difficulty?, console: any Console) -> [LeaderboardEntry] { [] }
  func sendWaiting(settings: Settings, console: any Console) { journal.log("send what waits") }
}

private struct JournalAnalytics: AnalyticsServiceable {
  let journal: Journal
  var implementation: String { "JournalAnalytics" }
  func recordEvent(_ name: String, parameters: [String: String], at date: Date, console: any Console) {
    journal.log("analytics \(name)")
  }
}

private struct JournalPrompter: ReviewPromptable {
  let journal: Journal
  var implementation: String { "JournalPrompter" }
  func promptableActionHappened(at now: Date, store: any GetterSetter, console: any Console) {
    journal.log("review prompt")
  }
}

/// The session's end runs the whole ending, in one order, and tells a signal the
/// truth at each point (issue 22 §8: one owner).
@Suite("Finishing a session: its one owner")
struct SessionEndingTests {
  fileprivate static func world(_ journal: Journal, _ ending: SessionEnding) -> World {
    var world = World.test(clock: aDate, input: [])
    world.records = JournalRecords(journal: journal, ending: ending)
    world.gameCenter = JournalBoard(journal: journal)
    world.analytics = JournalAnalytics(journal: journal)
    world.reviewPrompter = JournalPrompter(journal: journal)
    return world
  }

  fileprivate static func show(_ journal: Journal) -> (SessionEnding.Step) -> Void {
    { step in
      switch step {
      case let .results(score): journal.log("show results \(score.value)")
      case .waiting: journal.log("show waiting")
      case let .saved(kind): journal.log("show saved \(kind.rawValue)")
      case let .stopped(answered, total): journal.log("show stopped \(answered) of \(total)")
      case let .end(end): journal.log("show end, best \(end.previousBest.map(String.init) ?? "none")")
      }
    }
  }

  /// Two questions of the embedded catalog, the first answered right.
  static func session(_ kind: SessionKind, answered: Int, in world: World) throws -> QuizSession {
    let questions = [Question("hablar", .presenteDeIndicativo, .yo), Question("tener", .preterito, .yo)]
    var session = QuizSession(
      questions: questions, settings: world.settings, catalog: world.catalog, startDate: aDate, kind: kind)
    for answer in ["hablo", "tuve"].prefix(answered) { _ = try session.answer(answer) }
    return session
  }

  @Test("a ranked quiz played to its end: results, best read, saved and reported, end lines, then the class board")
  func rankedQuiz() throws {
    let journal = Journal()
    let ending = SessionEnding()
    let world = Self.world(journal, ending)
    #expect(ending.interrupted(patience: .zero) == .nothingReported)
    try ending.finish(try Self.session(.quiz, answered: 2, in: world), in: world, show: Self.show(journal))
    // Two right answers, 20 points, at the default Latin America and Easy:
    // Int(20 × 0.833 × 0.5) = 8 (docs/quiz.md).
    #expect(
      journal.all == [
        "show results 8", "read the best", "record quiz Tester", "a signal now: whileSaving", "report 8",
        "analytics quizCompleted", "review prompt", "show saved quiz", "show end, best 100", "send what waits",
      ])
    #expect(ending.interrupted(patience: .zero) == .afterSaving)
  }

  @Test("practice played to its end: no leaderboard, no review prompt, no player")
  func practice() throws {
    let journal = Journal()
    let ending = SessionEnding()
    let world = Self.world(journal, ending)
    try ending.finish(try Self.session(.practice, answered: 2, in: world), in: world, show: Self.show(journal))
    #expect(
      journal.all == [
        "show results 8", "read the best", "record practice -", "a signal now: whileSaving",
        "analytics practiceCompleted", "show saved practice", "show end, best 100", "send what waits",
      ])
  }

  @Test("another program holds the lock: the learner is told before the save waits, and saved only after it")
  func lockedBeforeSaving() throws {
    let journal = Journal()
    let ending = SessionEnding(kind: .practice)
    var world = Self.world(journal, ending)
    world.records = JournalRecords(journal: journal, ending: ending, locked: true)
    try ending.finish(try Self.session(.practice, answered: 2, in: world), in: world, show: Self.show(journal))
    #expect(
      journal.all == [
        "show results 8", "read the best", "show waiting", "record practice -", "a signal now: whileSaving",
        "analytics practiceCompleted", "show saved practice", "show end, best 100", "send what waits",
      ])
  }

  @Test("left early while another program holds the lock: told before the answers are kept")
  func lockedBeforeKeeping() throws {
    let journal = Journal()
    let ending = SessionEnding(kind: .review)
    var world = Self.world(journal, ending)
    world.records = JournalRecords(journal: journal, ending: ending, locked: true)
    try ending.stop(try Self.session(.review, answered: 1, in: world), in: world, show: Self.show(journal))
    #expect(
      journal.all == [
        "show waiting", "keep 1", "a signal now: whileSaving", "show stopped 1 of 2", "show end, best none",
      ])
  }

  @Test("left early with answers: they are kept for review, nothing reported, end lines")
  func stoppedWithAnswers() throws {
    let journal = Journal()
    let ending = SessionEnding()
    let world = Self.world(journal, ending)
    try ending.stop(try Self.session(.quiz, answered: 1, in: world), in: world, show: Self.show(journal))
    #expect(
      journal.all == ["keep 1", "a signal now: whileSaving", "show stopped 1 of 2", "show end, best none"])
    #expect(ending.interrupted(patience: .zero) == .afterSaving)
  }

  @Test("left before any answer: nothing kept, nothing reported, and a signal is told so")
  func stoppedEmpty() throws {
    let journal = Journal()
    let ending = SessionEnding()
    let world = Self.world(journal, ending)
    try ending.stop(try Self.session(.review, answered: 0, in: world), in: world, show: Self.show(journal))
    #expect(journal.all == ["show stopped 0 of 2"])
    #expect(ending.interrupted(patience: .zero) == .nothingReported)
  }

  @Test("a save that fails: the results were shown, nothing after it runs")
  func failedSave() throws {
    let journal = Journal()
    let ending = SessionEnding()
    var world = Self.world(journal, ending)
    world.records = FailingRecords()
    let session = try Self.session(.quiz, answered: 2, in: world)
    #expect(throws: QuizNotSaved.self) { try ending.finish(session, in: world, show: Self.show(journal)) }
    #expect(journal.all == ["show results 8"])
  }
}
