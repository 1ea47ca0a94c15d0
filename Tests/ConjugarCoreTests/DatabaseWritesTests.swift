import ConjugarTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import ConjugarCore

@Suite("AppDatabase: one transaction, many writers, history and stats")
struct DatabaseWritesTests {
  @Test("a quiz and its questions all land, or none when one fails")
  func oneTransaction() throws {
    let db = try AppDatabase.inMemory()
    try db.recordQuiz(AppDatabaseTests.score(300), player: "ana")
    #expect(try db.counts() == (1, 50, 0))
    try db.writer.write {
      try $0.execute(
        sql: """
          CREATE TRIGGER no_last_question BEFORE INSERT ON quizQuestion
          WHEN NEW.position = 50 BEGIN SELECT RAISE(ABORT, 'disk full, say'); END
          """)
    }
    #expect(throws: DatabaseError.self) {
      try db.recordQuiz(AppDatabaseTests.score(500), player: "ana")
    }
    #expect(try db.counts() == (1, 50, 0))
  }

  @Test("device: a quiz whose questions cannot be stored is not stored, nor reported further")
  func deviceAtomic() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let db = try AppDatabase.open(path: dir.file("c.sqlite"))
    try db.writer.write {
      try $0.execute(
        sql: """
          CREATE TRIGGER no_questions BEFORE INSERT ON quizQuestion
          BEGIN SELECT RAISE(ABORT, 'disk full, say'); END
          """)
    }
    var world = try World.device(environment: ["USER": "ana"], databasePath: dir.file("c.sqlite"))
    let analytics = AnalyticsSpy()
    let prompter = ReviewPrompterSpy()
    (world.analytics, world.reviewPrompter) = (analytics, prompter)
    world.clock = TestClock(aDate)
    var session = try Sessions.start(.quiz(), in: world)
    for answer in perfectAnswers(session.questions) { _ = try session.answer(answer) }
    let error = #expect(throws: QuizNotSaved.self) { try session.finish(endingAt: world.clock.now(), in: world) }
    #expect(try db.counts() == (0, 0, 0))
    #expect(try db.leaderboard(limit: 10) == [])
    #expect(analytics.recorded == [])
    #expect(prompter.actionCount == 0)
    #expect(
      error?.message
        == "the quiz was not saved: cannot use the database \(dir.file("c.sqlite")): "
        + "disk full, say; choose another file with --database or CONJUGAR_DATABASE")
  }

  /// Holds the write lock on `path` from another connection for `seconds`.
  static func holdWriteLock(_ path: String, for seconds: Double) throws -> DispatchSemaphore {
    try takeWriteLock(path) { Thread.sleep(forTimeInterval: seconds) }
  }

  /// Holds the write lock on `path` from another connection until `release` is
  /// signalled; `released` is signalled once the lock is gone.
  static func holdWriteLock(_ path: String) throws -> (release: DispatchSemaphore, released: DispatchSemaphore) {
    let release = DispatchSemaphore(value: 0)
    let released = try takeWriteLock(path) { release.wait() }
    return (release, released)
  }

  /// Takes the write lock on `path` from another connection, on a thread of its
  /// own, keeps it while `hold` runs, then commits; the semaphore returned is
  /// signalled once the lock is gone. A lock that cannot be taken throws (the
  /// error that kept it, or after 10 s), so the test fails instead of waiting for ever.
  static func takeWriteLock(_ path: String, hold: @escaping @Sendable () -> Void) throws -> DispatchSemaphore {
    let other = try DatabaseQueue(path: path)
    let taken = DispatchSemaphore(value: 0)
    let released = DispatchSemaphore(value: 0)
    let failure = Mutex<(any Error)?>(nil)
    Thread {
      do {
        try other.writeWithoutTransaction { conn in
          try conn.execute(sql: "BEGIN IMMEDIATE")
          taken.signal()
          hold()
          try conn.execute(sql: "COMMIT")
        }
      } catch {
        failure.withLock { $0 = error }
        taken.signal()
      }
      released.signal()
    }.start()
    guard taken.wait(timeout: .now() + 10) == .success else { throw LockNotTaken(path: path) }
    if let error = failure.withLock({ $0 }) { throw error }
    return released
  }

  /// The other connection did not get the write lock within 10 s.
  struct LockNotTaken: Error {
    let path: String
  }

  /// The refusal before a first question, in process with a busy timeout of 50 ms
  /// (four waits: 0.2 s), where the launched binary waits four times 5 s: the same
  /// rule and the same words, without the 20 s (InterruptCLITests checks the launch
  /// tells the learner at once, and goes on once the lock is let go).
  @Test("a session begun while another program keeps the lock: told, waited for, refused by its name")
  func lockedAtTheStart() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    _ = try AppDatabase.open(path: path)
    var world = World.test()
    world.records = SQLiteQuizRecords(DatabaseOpener(path: path, busyTimeout: 0.05))
    let (release, released) = try Self.holdWriteLock(path)
    defer {
      release.signal()
      released.wait()
    }
    var steps: [String] = []
    let started = Date()
    let error = #expect(throws: QuizNotSaved.self) {
      try SessionEnding(kind: .practice).begin(in: world) { steps.append("\($0)") }
    }
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(steps == ["waiting"])
    #expect(
      error?.message
        == "another program is using the database (it holds the write lock): a practice begun now "
        + "could not be saved; close that program and try again")
  }

  @Test("a practice that cannot be stored says so by its name, not as a quiz")
  func practiceNotSaved() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let db = try AppDatabase.open(path: dir.file("c.sqlite"))
    try db.writer.write {
      try $0.execute(
        sql: """
          CREATE TRIGGER no_questions BEFORE INSERT ON quizQuestion
          BEGIN SELECT RAISE(ABORT, 'disk full, say'); END
          """)
    }
    let records = SQLiteQuizRecords(DatabaseOpener(db))
    let error = #expect(throws: QuizNotSaved.self) {
      try records.record(FinishedQuiz(score: AppDatabaseTests.score(300), player: nil, kind: .practice))
    }
    #expect(
      error?.message
        == "the practice was not saved: cannot use the database \(dir.file("c.sqlite")): "
        + "disk full, say; choose another file with --database or CONJUGAR_DATABASE")
  }

  @Test("another program's write lock is seen without waiting, and the busy timeout is kept")
  func seesALock() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let db = try AppDatabase.open(path: path, busyTimeout: 3)
    let records = SQLiteQuizRecords(DatabaseOpener(db))
    #expect(!records.isLocked())
    let (release, released) = try Self.holdWriteLock(path)
    let start = Date()
    let locked = records.isLocked()
    let took = Date().timeIntervalSince(start)
    release.signal()
    released.wait()
    #expect(locked)
    #expect(took < 1)
    #expect(!records.isLocked())
    #expect(try db.writer.read { try Int.fetchOne($0, sql: "PRAGMA busy_timeout") } == 3000)
  }

  @Test("a quiz waits out another program holding the write lock past the busy timeout")
  func waitsOutALongLock() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let db = try AppDatabase.open(path: path, busyTimeout: 0.1)
    // Longer than one busy timeout, shorter than the four attempts together.
    let released = try Self.holdWriteLock(path, for: 0.25)
    try db.recordQuiz(AppDatabaseTests.score(300), player: "ana")
    released.wait()
    #expect(try db.counts() == (1, 50, 0))
  }

  @Test("a lock held past every attempt: one line saying what to do; reading never waits")
  func lockOutlastsTheWait() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let db = try AppDatabase.open(path: path, busyTimeout: 0.05)
    try db.recordQuiz(AppDatabaseTests.score(300), player: "ana")
    // Held until the write has given up: past the four attempts' 0.2 s.
    let (release, released) = try Self.holdWriteLock(path)
    let start = Date()
    #expect(try db.collectedHistory(limit: 10).count == 1)
    #expect(try db.settings() == [:])
    #expect(Date().timeIntervalSince(start) < 0.5)
    do {
      try db.recordQuiz(AppDatabaseTests.score(500), player: "ana")
      Issue.record("the write went through a held lock")
    } catch {
      #expect(
        DatabaseOpener(db).explain(error)
          == "cannot use the database \(path): another program keeps it locked; try again once the "
          + "other program has finished")
    }
    release.signal()
    released.wait()
  }

  @Test("settings changed from eight connections at once: every change kept, every action counted")
  func settingsFromManyConnections() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let keys: [SettingKey] = [.region, .difficulty, .secondSingularQuiz, .secondSingularBrowse]
    let values = ["Spain", "Difficult", "Vos", "Both"]
    let failures = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { writer in
      do {
        // Each writer as a separate launch would be: its own connection and store.
        let store = SQLiteGetterSetter(DatabaseOpener(path: path))
        let loaded = try Settings.load(from: store)
        // Read while the others write: a count no writer wrote is a torn read.
        #expect((0...80).contains(loaded.promptActionCount), "\(loaded.promptActionCount)")
        let prompter = ReviewPrompter()
        for _ in 0..<10 { prompter.promptableActionHappened(at: aDate, store: store, console: ScriptedConsole()) }
        if writer < keys.count {
          _ = try keys[writer].set(values[writer], in: store, defaultPlayerName: "ana")
        }
      } catch {
        failures.withLock { $0.append("\(error)") }
      }
    }
    #expect(failures.withLock { $0 } == [])
    let stored = try AppDatabase.open(path: path).settings()
    #expect(stored["promptActionCount"] == "80")
    #expect(
      stored.filter { $0.key != "promptActionCount" && $0.key != "lastReviewPromptDate" }
        == ["region": "Spain", "difficulty": "Difficult", "secondSingularQuiz": "Vos", "secondSingularBrowse": "Both"])
  }

  @Test("eight connections writing at once lose no quiz")
  func concurrentConnections() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let failures = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { writer in
      do {
        let db = try AppDatabase.open(path: path)
        for i in 0..<10 {
          try db.recordOnBoard(
            AppDatabaseTests.score(writer * 100 + i), player: "p\(writer)")
        }
      } catch {
        failures.withLock { $0.append("\(error)") }
      }
    }
    #expect(failures.withLock { $0 } == [])
    let db = try AppDatabase.open(path: path)
    #expect(try db.counts() == (80, 4000, 0))
    #expect(try db.leaderboard(limit: 100).count == 80)
    #expect(try db.incompleteQuizzes() == 0)
  }

  @Test("the leaderboard by difficulty, best first, ties to the earlier")
  func leaderboardByDifficulty() throws {
    let db = try AppDatabase.inMemory()
    let easy = Score(
      value: 90, region: .spain, difficulty: .easy, date: aDate, elapsedSeconds: 1, results: [])
    try db.recordOnBoard(easy, player: "eva")
    try db.recordOnBoard(AppDatabaseTests.score(300, at: aDate + 10), player: "ana")
    try db.recordOnBoard(AppDatabaseTests.score(300), player: "luis")
    #expect(try db.leaderboard(limit: 10, difficulty: .moderate).map(\.player) == ["luis", "ana"])
    #expect(try db.leaderboard(limit: 10, difficulty: .easy).map(\.player) == ["eva"])
    #expect(try db.leaderboard(limit: 10, difficulty: .difficult) == [])
    #expect(try db.leaderboard(limit: 10).map(\.player) == ["luis", "ana", "eva"])
  }

  @Test("history: newest first, with counts and every question")
  func history() throws {
    let db = try AppDatabase.inMemory()
    try db.recordQuiz(AppDatabaseTests.score(300), player: "ana")
    try db.recordQuiz(AppDatabaseTests.score(150, at: aDate + 60, questions: 3), player: nil)
    let history = try db.collectedHistory(limit: 10)
    #expect(history.map(\.score) == [150, 300])
    #expect(history.first?.player == nil)
    #expect(history.first?.date == "2023-11-14T22:14:20Z")
    #expect(history.first?.points == 25)  // 10 + 5 + 10
    #expect(history.first.map { [$0.right, $0.partial, $0.wrong] } == [2, 1, 0])
    #expect(
      history.first?.questions.first
        == HistoryQuestion(
          infinitive: "hablar", tense: "presenteDeIndicativo", person: "yo", answer: "hablo",
          correctForm: "hablo", points: 10))
    #expect(history.last?.questions.count == 50)
    #expect(try db.collectedHistory(limit: 1).map(\.score) == [150])
  }

  @Test("stats: accuracy per tense in tense order, verbs most missed")
  func stats() throws {
    let db = try AppDatabase.inMemory()
    func result(_ verb: String, _ tense: Tense, _ grade: Grade) -> QuestionResult {
      QuestionResult(
        question: Question(verb, tense, .yo), answer: "x", correctForm: "y", grade: grade)
    }
    let results = [
      result("tener", .preterito, .wrong), result("tener", .preterito, .total),
      result("ir", .preterito, .wrong), result("tener", .presenteDeIndicativo, .partial),
      result("ser", .presenteDeIndicativo, .total), result("ir", .condicional, .wrong),
    ]
    try db.recordQuiz(
      Score(value: 1, region: .spain, difficulty: .easy, date: aDate, elapsedSeconds: 1, results: results),
      player: "ana")
    let stats = try db.stats()
    #expect(stats.quizzes == 1)
    #expect(
      stats.tenses == [
        TenseAccuracy(tense: "presenteDeIndicativo", asked: 2, right: 1, partial: 1, wrong: 0),
        TenseAccuracy(tense: "preterito", asked: 3, right: 1, partial: 0, wrong: 2),
        TenseAccuracy(tense: "condicional", asked: 1, right: 0, partial: 0, wrong: 1),
      ])
    #expect(stats.tenses.map(\.accuracy) == [50, 33, 0])
    #expect(
      stats.mostMissed == [
        MissedVerb(infinitive: "ir", missed: 2, asked: 2),
        MissedVerb(infinitive: "tener", missed: 1, asked: 3),
      ])
  }

  @Test("settings reset forgets every setting")
  func reset() throws {
    let db = try AppDatabase.inMemory()
    let store = SQLiteGetterSetter(DatabaseOpener(db))
    try store.set(key: "region", value: "Spain")
    try store.set(key: "difficulty", value: "Difficult")
    try store.removeAll()
    #expect(try db.setting("region") == nil)
    let settings = try Settings.load(from: store)
    #expect(settings.region == .latinAmerica)
    #expect(settings.difficulty == .easy)
  }
}
