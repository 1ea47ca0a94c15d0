import ConjugarCore
import Foundation
import Synchronization

/// unitTest's leaderboard: records every call. It stands for a board on a
/// server too (`shared` is itself), so that a test sees the sends a session
/// asks for; it queues nothing and knows no server.
public final class GameCenterSpy: GameCenterable, SharedBoard {
  private let state = Mutex<(reported: [Score], shown: Int, authenticated: Bool, sends: Int)>(([], 0, false, 0))

  public init(isAuthenticated: Bool = true) {
    state.withLock { $0.authenticated = isAuthenticated }
  }

  public var implementation: String { "GameCenterSpy (records calls)" }
  public func isAuthenticated(_ settings: Settings) -> Bool { state.withLock { $0.authenticated } }
  public func authenticate() { state.withLock { $0.authenticated = true } }
  public func reportScore(_ score: Score, player: String, console: any Console) {
    state.withLock { $0.reported.append(score) }
  }
  public func topScores(limit: Int, difficulty: Difficulty?, console: any Console) -> [LeaderboardEntry] {
    state.withLock { $0.shown += 1 }
    return []
  }

  /// Itself: a test counts the sends (`sendWaitingCount`).
  public var shared: (any SharedBoard)? { self }
  /// nil: the spy queues nothing in a database.
  public func outboxID() -> String? { nil }
  /// Counts the sends of what waits for a board on a server: a session ended by
  /// `SessionEnding.finish` asks for one, after its results are shown.
  public func sendWaiting(settings: Settings, console: any Console) { state.withLock { $0.sends += 1 } }
  /// Nothing waits: nothing is queued.
  public func withdrawWaiting() {}
  /// nil: the spy knows no server.
  public var sharedServer: (any ClassBoardServer)? { nil }
  /// The board itself (counted as shown).
  public func localTopScores(limit: Int, difficulty: Difficulty?, console: any Console) -> [LeaderboardEntry] {
    topScores(limit: limit, difficulty: difficulty, console: console)
  }
  /// The board as it is (counted as shown); no refusals.
  public func boardAndRefusals(limit: Int, difficulty: Difficulty?, settings: Settings, console: any Console)
    -> (reading: LeaderboardReading, refused: [RefusedScore])
  {
    (.fresh(topScores(limit: limit, difficulty: difficulty, console: console)), [])
  }
  /// 0: nothing is queued.
  public var waiting: Int { 0 }

  public var reportedScores: [Score] { state.withLock { $0.reported } }
  public var leaderboardShownCount: Int { state.withLock { $0.shown } }
  /// How many times what waits for the board was sent (`sendWaiting`).
  public var sendWaitingCount: Int { state.withLock { $0.sends } }
}

/// unitTest's quiz records: keeps what was recorded, reads back nothing.
public final class QuizRecordsSpy: QuizRecords {
  private let recorded = Mutex<[FinishedQuiz]>([])
  private let schedules = Mutex<[ReviewItem]>([])
  public init() {}
  public var implementation: String { "QuizRecordsSpy (records calls)" }
  public var isPersistent: Bool { false }
  /// The schedule's reads from the schedules it keeps.
  public var schedule: any ReviewSchedule { RecordsReadFromItems(self) }
  /// None: no other program shares a spy.
  public var sharedFile: (any SharedRecordsFile)? { nil }
  /// nil: a spy keeps no history, so no best.
  public func personalBest(_ kind: SessionKind, region: Region, difficulty: Difficulty) -> Int? { nil }
  public func record(_ quiz: FinishedQuiz) {
    recorded.withLock { $0.append(quiz) }
    apply(quiz.score.results, at: quiz.score.date)
  }
  public func keep(_ answers: [QuestionResult], at date: Date, topics: [String: String]) {
    kept.withLock { $0.append(answers) }
    apply(answers, at: date)
  }
  private func apply(_ answers: [QuestionResult], at date: Date) {
    schedules.withLock {
      $0 += QuizSession.schedules(after: answers, previous: latest($0, for: nil), at: date)
    }
  }
  private let kept = Mutex<[[QuestionResult]]>([])
  /// The answers kept from sessions left before their end, one array per call.
  public var keptAnswers: [[QuestionResult]] { kept.withLock { $0 } }
  /// No history and no answered item: a spy keeps the sessions, not their rows.
  public func history(limit: Int, passes: Int, body: (_ pass: Int, HistoryEntry) -> Void) {}
  public func stats() -> Stats { Stats(quizzes: 0, tenses: [], mostMissed: []) }
  public func answeredItems(_ body: (AnsweredItem) -> Void) {}
  /// The schedules recorded so far, the latest for each item.
  public func reviewItems(for questions: Set<Question>?) -> [ReviewItem] {
    latest(schedules.withLock { $0 }, for: questions)
  }
  private func latest(_ items: [ReviewItem], for questions: Set<Question>?) -> [ReviewItem] {
    var latest: [Question: ReviewItem] = [:]
    for item in items { latest[item.question] = item }
    return latest.values.filter { questions?.contains($0.question) ?? true }
      .sorted { $0.schedule.due < $1.schedule.due }
  }
  public func progress(now: Date) -> LearningProgress { LearningProgress(days: [], now: now) }
  /// A spy keeps no learner model: an empty one, said here rather than inherited.
  public func learner(now: Date) -> LearnerSnapshot { .empty }
  /// Nor a tutor's shape: an empty one, said here rather than inherited.
  public func tutorShape(now: Date, days: Int) -> TutorShape {
    TutorShape(asOf: now, days: max(1, days), skills: [], patterns: [], diagnoses: [])
  }
  /// Nor schedules or days practised: nothing due, nothing practised.
  public func pictures(now: Date) -> ProgressPictures { .empty(now: now) }
  public var recordedQuizzes: [FinishedQuiz] { recorded.withLock { $0 } }
}

/// A leaderboard and records that fail every call, for the paths where nothing
/// can be kept (as Aviasales' failing client does).
public struct FailingRecords: QuizRecords, GameCenterable {
  public let message: String
  public init(message: String = "the disk is full") { self.message = message }
  public var implementation: String { "FailingRecords (every call throws)" }
  public var isPersistent: Bool { true }
  /// From its items, which throw: every read fails.
  public var schedule: any ReviewSchedule { RecordsReadFromItems(self) }
  /// None: the failure is not another program's.
  public var sharedFile: (any SharedRecordsFile)? { nil }
  public func personalBest(_ kind: SessionKind, region: Region, difficulty: Difficulty) throws(RecordsError)
    -> Int?
  {
    throw RecordsError(message: message)
  }
  public func isAuthenticated(_ settings: Settings) -> Bool { true }
  public func authenticate() {}
  /// None: it fails as a board of this machine.
  public var shared: (any SharedBoard)? { nil }
  public func record(_ quiz: FinishedQuiz) throws(QuizNotSaved) {
    throw QuizNotSaved(message: "the quiz was not saved: \(message)")
  }
  public func keep(_ answers: [QuestionResult], at date: Date, topics: [String: String]) throws(QuizNotSaved) {
    throw QuizNotSaved(message: "the answers were not kept: \(message)")
  }
  public func reportScore(_ score: Score, player: String, console: any Console) throws(QuizNotSaved) {
    throw QuizNotSaved(message: "the score was not put on the leaderboard: \(message)")
  }
  public func history(limit: Int, passes: Int, body: (_ pass: Int, HistoryEntry) -> Void) throws(RecordsError) {
    throw RecordsError(message: message)
  }
  public func stats() throws(RecordsError) -> Stats { throw RecordsError(message: message) }
  public func answeredItems(_ body: (AnsweredItem) -> Void) throws(RecordsError) {
    throw RecordsError(message: message)
  }
  public func reviewItems(for questions: Set<Question>?) throws(RecordsError) -> [ReviewItem] {
    throw RecordsError(message: message)
  }
  public func progress(now: Date) throws(RecordsError) -> LearningProgress {
    throw RecordsError(message: message)
  }
  public func learner(now: Date) throws(RecordsError) -> LearnerSnapshot {
    throw RecordsError(message: message)
  }
  public func tutorShape(now: Date, days: Int) throws(RecordsError) -> TutorShape {
    throw RecordsError(message: message)
  }
  public func pictures(now: Date) throws(RecordsError) -> ProgressPictures {
    throw RecordsError(message: message)
  }
  public func topScores(limit: Int, difficulty: Difficulty?, console: any Console) throws(RecordsError)
    -> [LeaderboardEntry]
  {
    throw RecordsError(message: message)
  }
}

/// Speech a test expects: records what was said, in which voice.
public final class UttererSpy: Utterer {
  private let said = Mutex<[(String, Region)]>([])
  public init() {}
  public var implementation: String { "UttererSpy (records calls)" }
  public func say(_ text: String, region: Region, file: String?, files: any OutputFiling, console: any Console) {
    said.withLock { $0.append((text, region)) }
  }
  public var saidTexts: [String] { said.withLock { $0.map(\.0) } }
  public var regions: [Region] { said.withLock { $0.map(\.1) } }
}

/// unitTest's review prompter: records when each action happened.
public final class ReviewPrompterSpy: ReviewPromptable {
  private let dates = Mutex<[Date]>([])
  public init() {}
  public var implementation: String { "ReviewPrompterSpy (records calls)" }
  public func promptableActionHappened(at now: Date, store: any GetterSetter, console: any Console) {
    dates.withLock { $0.append(now) }
  }
  public var actionCount: Int { dates.withLock { $0.count } }
  public var actionDates: [Date] { dates.withLock { $0 } }
}

/// unitTest's analytics: records events.
public final class AnalyticsSpy: AnalyticsServiceable {
  public struct Event: Sendable, Hashable {
    public let name: String
    public let parameters: [String: String]
    public var date: Date = .distantPast
  }
  private let events = Mutex<[Event]>([])
  public init() {}
  public var implementation: String { "AnalyticsSpy (records calls)" }
  public func recordEvent(_ name: String, parameters: [String: String], at date: Date, console: any Console) {
    events.withLock { $0.append(Event(name: name, parameters: parameters, date: date)) }
  }
  public var recorded: [Event] { events.withLock { $0 } }
}

/// unitTest's class board setup: records what it was asked to do, does nothing,
/// and answers with `status` (the companion's exit status it stands for).
public final class ServerSetupSpy: ClassBoardSetup {
  private let actions = Mutex<[ServerSetupAction]>([])
  private let status: Int32
  public init(status: Int32 = 0) { self.status = status }
  public var implementation: String { "ServerSetupSpy (records calls)" }
  public func setUp(_ action: ServerSetupAction, console: any Console) -> Int32 {
    actions.withLock { $0.append(action) }
    return status
  }
  public var requested: [ServerSetupAction] { actions.withLock { $0 } }
}
