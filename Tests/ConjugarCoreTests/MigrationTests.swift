import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore

@Suite("AppDatabase migrations")
struct MigrationTests {
  static func indexes(_ db: AppDatabase) throws -> [String] {
    try db.writer.read {
      try String.fetchAll(
        $0, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
    }
  }

  /// Every migration, in the order they are applied, written out.
  static let all = [
    "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v-db-strict-schedules", "v-tutor-skills",
    "v-tutor-evidence",
    "v-db-answer-days",
    "v-tutor-usted-adverbial",
    "v-tutor-ustedes",
  ]

  static func applied(_ db: AppDatabase) throws -> [String] {
    // By number: "v10" sorts before "v2" as text; the named ones after v10
    // (v-db-strict-schedules), in the order they were applied.
    try db.writer.read {
      try String.fetchAll(
        $0,
        sql: """
          SELECT identifier FROM grdb_migrations
          ORDER BY CAST(substr(identifier, 2) AS INTEGER) = 0, CAST(substr(identifier, 2) AS INTEGER), rowid
          """)
    }
  }

  @Test("an empty file gets every migration")
  func fromEmpty() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    _ = FileManager.default.createFile(atPath: dir.file("c.sqlite"), contents: Data())
    let db = try AppDatabase.open(path: dir.file("c.sqlite"))
    #expect(try Self.applied(db) == Self.all)
    #expect(
      try Self.indexes(db) == [
        "analyticsEvent_name", "contextReviewItem_dueStability", "contextReviewItem_ratingDue",
        "contextReviewItem_unreadable", "leaderboardEntry_difficulty", "leaderboardEntry_rank", "learnerMistake_date",
        "learnerPatternDay_pattern",
        "quizQuestion_day",
        "quizQuestion_item", "quizQuestion_tense", "quizQuestion_tenseAccuracy", "quizQuestion_topic",
        "quizQuestion_verbAccuracy", "quiz_date", "quiz_difficulty_leaderboard", "quiz_leaderboard", "quiz_share",
        "reviewItem_dueStability", "reviewItem_ratingDue", "reviewItem_unreadable",
      ])
    #expect(try db.counts() == (0, 0, 0))
  }

  @Test("a v1 database keeps its settings, scores and history and gains v2")
  func fromV1() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    do {
      let queue = try DatabaseQueue(path: path)
      try AppDatabase.migrator.migrate(queue, upTo: "v1")
      try queue.write { db in
        try db.execute(
          sql: """
            INSERT INTO setting (key, value) VALUES ('region', 'Spain');
            INSERT INTO quiz (date, player, score, region, difficulty, elapsedSeconds)
              VALUES ('2024-05-01T10:00:00Z', 'ana', 450, 'Spain', 'Moderate', 300);
            INSERT INTO quizQuestion
              (quizId, position, infinitive, tense, person, answer, correctForm, points, date)
              VALUES (1, 1, 'tener', 'preterito', 'yo', 'tuve', 'tuve', 10,
                '2024-05-01T10:00:00Z');
            INSERT INTO analyticsEvent (date, name) VALUES ('2024-05-01T10:00:00Z', 'quizCompleted');
            """)
      }
    }
    let db = try AppDatabase.open(path: path)
    #expect(try Self.applied(db) == Self.all)
    #expect(try db.setting("region") == "Spain")
    #expect(
      try db.leaderboard(limit: 10, difficulty: .moderate) == [
        LeaderboardEntry(
          player: "ana", score: 450, difficulty: "Moderate", region: "Spain",
          date: "2024-05-01T10:00:00Z")
      ])
    #expect(try db.counts() == (1, 1, 1))
    #expect(try Self.indexes(db).contains("quiz_difficulty_leaderboard"))
    #expect(try db.integrityCheck() == ["ok"])
    // v5: the old quiz is a ranked one; the schedule starts empty and fills with
    // the next session's answers.
    #expect(try db.collectedHistory(limit: 10).first?.kind == .quiz)
    #expect(try db.reviewItems().isEmpty)
    try db.recordQuiz(AppDatabaseTests.score(100, questions: 2), player: nil, kind: .practice)
    let items = try db.reviewItems()
    #expect(items.map(\.question) == [Question("hablar", .presenteDeIndicativo, .yo)])
    // Good then Hard the same day: the short-term increase 0.5777 is floored at 1
    // from Hard up, so S stays 2.3065 (py-fsrs 6.3.2: Scheduler(enable_fuzzing=False),
    // review_card(Card(), Rating.Good, t) then Rating.Hard at t; see FSRSTests).
    #expect(abs((items.first?.schedule.memory.stability ?? 0) - 2.3065) < 1e-3)
  }

  @Test("every migration this build knows, in order (v1 to v10, then the named ones)")
  func known() {
    #expect(AppDatabase.migrator.migrations == Self.all)
    #expect(AppDatabase.knownMigrations == Set(Self.all))
  }

  @Test("v6 keeps a v5 database's sessions and answers, and takes context sessions")
  func fromV5() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    do {
      let queue = try DatabaseQueue(path: path)
      try AppDatabase.migrator.migrate(queue, upTo: "v5")
      try queue.write { db in
        try db.execute(
          sql: """
            INSERT INTO quiz (date, player, score, region, difficulty, elapsedSeconds, kind)
              VALUES ('2024-05-01T10:00:00Z', NULL, 0, 'Spain', 'Moderate', 300, 'practice');
            INSERT INTO quizQuestion
              (quizId, position, infinitive, tense, person, answer, correctForm, points, date)
              VALUES (1, 1, 'tener', 'preterito', 'yo', 'tuve', 'tuve', 10, '2024-05-01T10:00:00Z'),
                (1, 2, 'ser', 'preterito', 'yo', 'era', 'fui', 0, '2024-05-01T10:00:00Z');
            """)
      }
    }
    let db = try AppDatabase.open(path: path)
    #expect(try Self.applied(db) == Self.all)
    #expect(try db.counts() == (1, 2, 0))
    let old = try db.collectedHistory(limit: 10)
    #expect(old.map(\.kind) == [.practice])
    #expect(old.first?.questions.map(\.correctForm) == ["tuve", "fui"])
    #expect(old.first?.questions.map(\.sentence) == [nil, nil])
    #expect(try db.writer.read { try Row.fetchAll($0, sql: "PRAGMA foreign_key_check") }.isEmpty)
    #expect(try db.integrityCheck() == ["ok"])
    // A context session: its answer names the sentence and topic, the sentence
    // gets a schedule of its own, stats count it by topic and not by tense.
    let question = Question("llover", .preterito, .el, sentence: "pi-001")
    let score = Score(
      value: 0, region: .spain, difficulty: .easy, date: aDate, elapsedSeconds: 20,
      results: [QuestionResult(question: question, answer: "llovía", correctForm: "llovió", grade: .wrong)])
    try db.recordQuiz(score, player: nil, kind: .context, topics: ["pi-001": "preterito-imperfecto"])
    let context = try db.collectedHistory(limit: 10).first { $0.kind == .context }
    #expect(context?.questions.first?.sentence == "pi-001")
    #expect(try db.reviewItems().map(\.question) == [question])
    let stats = try db.stats()
    #expect(stats.topics == [TenseAccuracy(tense: "preterito-imperfecto", asked: 1, right: 0, partial: 0, wrong: 1)])
    #expect(stats.tenses == [TenseAccuracy(tense: "preterito", asked: 2, right: 1, partial: 0, wrong: 1)])
    #expect(try db.collectedItems().last?.sentence == "pi-001")
  }

  @Test("a database made before the class board (v1, v2, v3, v5) gains its outbox, v4, and keeps its data")
  func outboxAfterV5() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    // As the build before the class board left it: every migration but v4, a quiz.
    do {
      let db = try AppDatabase.open(path: path)
      try db.recordQuiz(
        Score(value: 120, region: .spain, difficulty: .easy, date: aDate, elapsedSeconds: 60, results: []),
        player: "ana")
      try db.writer.write {
        try $0.execute(sql: "DROP TABLE classBoardOutbox; DELETE FROM grdb_migrations WHERE identifier = 'v4'")
      }
      #expect(try Self.applied(db) == Self.all.filter { $0 != "v4" })
    }
    let db = try AppDatabase.open(path: path)
    #expect(try Self.applied(db) == Self.all)
    #expect(try db.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM classBoardOutbox") } == 0)
    #expect(try db.counts().quizzes == 1)
    #expect(try db.integrityCheck() == ["ok"])
  }

  @Test("v8 keeps a v7 database's schedules and queued scores; a score waits, none is marked refused")
  func fromV7() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    do {
      let queue = try DatabaseQueue(path: path)
      try AppDatabase.migrator.migrate(queue, upTo: "v7")
      try queue.write { db in
        try db.execute(
          sql: """
            INSERT INTO reviewItem (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
              VALUES ('tener', 'preterito', 'yo', 30.5, 5, '2024-05-01T10:00:00Z', '2024-05-03T10:00:00Z', 3),
                ('ir', 'preterito', 'yo', 2.5, 5, '2024-05-01T10:00:00Z', '2024-05-01T20:00:00Z', 1);
            INSERT INTO classBoardOutbox (id, score, difficulty, region, date, elapsedSeconds)
              VALUES ('a1', 120, 'Easy', 'Spain', '2024-05-01T10:00:00Z', 60);
            """)
      }
    }
    let db = try AppDatabase.open(path: path)
    #expect(try Self.applied(db) == Self.all)
    #expect(try db.reviewItems().map(\.question.infinitive) == ["ir", "tener"])
    // 2024-05-01T12:00:00Z: ir is due in 8 hours, tener in two days; tener is mastered.
    #expect(
      try db.reviewStatus(now: Date(timeIntervalSince1970: 1_714_564_800))
        == ReviewStatus(dueNow: 0, dueIn24Hours: 1, learning: 1, mastered: 1))
    #expect(
      try db.writer.read { try String?.fetchAll($0, sql: "SELECT refused FROM classBoardOutbox") } == [nil])
    #expect(try db.integrityCheck() == ["ok"])
  }

  @Test("v9 keeps a v8 database's schedules and counts its backlog: due, then missed not yet due")
  func fromV8() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    do {
      let queue = try DatabaseQueue(path: path)
      try AppDatabase.migrator.migrate(queue, upTo: "v8")
      try queue.write { db in
        try db.execute(
          sql: """
            INSERT INTO reviewItem (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
              VALUES ('tener', 'preterito', 'yo', 30.5, 5, '2024-05-01T10:00:00Z', '2024-05-03T10:00:00Z', 1),
                ('ir', 'preterito', 'yo', 2.5, 5, '2024-04-01T10:00:00Z', '2024-04-20T20:00:00Z', 3),
                ('ser', 'preterito', 'yo', 2.5, 5, '2024-05-01T10:00:00Z', '2024-05-02T20:00:00Z', 3);
            """)
      }
    }
    let db = try AppDatabase.open(path: path)
    #expect(try Self.applied(db) == Self.all)
    #expect(try db.reviewItems().map(\.question.infinitive) == ["ir", "ser", "tener"])
    // 2024-05-01T12:00:00Z: ir is due; tener, missed, waits two days; ser was right.
    let backlog = try db.reviewBacklog(now: Date(timeIntervalSince1970: 1_714_564_800))
    #expect(backlog.due == 1 && backlog.missed == 1)
    #expect(try db.integrityCheck() == ["ok"])
  }

  @Test("v10 counts a v9 database's answers and points per session; the personal bests stay")
  func fromV9() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    do {
      let queue = try DatabaseQueue(path: path)
      try AppDatabase.migrator.migrate(queue, upTo: "v9")
      try queue.write { db in
        // Two practices (10 + 0 + 5 of 3 answers: 50%; 10 + 10: 100%), a review
        // with no answer (left out of the best), a ranked quiz.
        try db.execute(
          sql: """
            INSERT INTO quiz (date, player, score, region, difficulty, elapsedSeconds, kind)
              VALUES ('2024-05-01T10:00:00Z', NULL, 0, 'Spain', 'Moderate', 30, 'practice'),
                ('2024-05-02T10:00:00Z', NULL, 0, 'Spain', 'Moderate', 30, 'practice'),
                ('2024-05-03T10:00:00Z', NULL, 0, 'Spain', 'Moderate', 30, 'review'),
                ('2024-05-04T10:00:00Z', 'ana', 420, 'Spain', 'Easy', 30, 'quiz');
            INSERT INTO quizQuestion
              (quizId, position, infinitive, tense, person, answer, correctForm, points, date)
              VALUES (1, 1, 'tener', 'preterito', 'yo', 'tuve', 'tuve', 10, '2024-05-01T10:00:00Z'),
                (1, 2, 'ser', 'preterito', 'yo', 'era', 'fui', 0, '2024-05-01T10:00:00Z'),
                (1, 3, 'ir', 'preterito', 'yo', 'fui', 'fui', 5, '2024-05-01T10:00:00Z'),
                (2, 1, 'ir', 'preterito', 'yo', 'fui', 'fui', 10, '2024-05-02T10:00:00Z'),
                (2, 2, 'ser', 'preterito', 'yo', 'fui', 'fui', 10, '2024-05-02T10:00:00Z'),
                (4, 1, 'ser', 'preterito', 'yo', 'fui', 'fui', 10, '2024-05-04T10:00:00Z');
            """)
      }
    }
    let db = try AppDatabase.open(path: path)
    #expect(try Self.applied(db) == Self.all)
    let sums = try db.writer.read {
      try Row.fetchAll($0, sql: "SELECT questionCount, questionPoints FROM quiz ORDER BY id")
        .map { [$0[0] as Int, $0[1] as Int] }
    }
    #expect(sums == [[3, 15], [2, 20], [0, 0], [1, 10]])
    #expect(try db.personalBest(.practice, region: .spain, difficulty: .moderate) == 100)
    #expect(try db.personalBest(.review, region: .spain, difficulty: .moderate) == nil)
    #expect(try db.personalBest(.quiz, region: .spain, difficulty: .easy) == 420)
    #expect(try db.integrityCheck() == ["ok"])
  }

  @Test("a database from a newer conjugar is refused and left as it was")
  func newer() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    do {
      let db = try AppDatabase.open(path: path)
      try db.writer.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99')") }
    }
    let before = try FileSnapshot(path)
    #expect(throws: DatabaseOpenError(path: path, problem: .newerSchema)) {
      try AppDatabase.open(path: path)
    }
    #expect(try FileSnapshot(path) == before)
    #expect(dir.contents() == ["c.sqlite"])
  }
}

/// A file's bytes and modification time, to show it was left as it was.
struct FileSnapshot: Equatable {
  let bytes: Data
  let modified: Date?

  init(_ path: String) throws {
    bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
  }
}
