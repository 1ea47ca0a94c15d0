import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// Files another program tampered with, moved or locked, and paths that are not
/// what they seem: each gets one accurate line, never a crash or a stray file.
@Suite("AppDatabase against hostile files and neighbours")
struct HostileDatabaseTests {
  static func line(_ path: String, _ detail: String) -> String {
    "cannot use the database \(path): it is damaged (\(detail)); restore a backup or move it "
      + "aside and conjugar starts a new database, or choose another file with --database or "
      + "CONJUGAR_DATABASE"
  }

  @Test("wrongly typed values that pass quick_check: one line naming the row, no crash")
  func tamperedValues() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let db = try AppDatabase.open(path: path)
    for i in 0..<3 { try db.recordOnBoard(AppDatabaseTests.score(100 + i), player: "ana") }
    let opener = DatabaseOpener(db)
    func expectLine(_ detail: String, _ read: () throws -> Void) {
      #expect(throws: (any Error).self) { try read() }
      do { try read() } catch { #expect(opener.explain(error) == Self.line(path, detail)) }
    }
    try db.writer.write { try $0.execute(sql: "UPDATE leaderboardEntry SET score = 'abc' WHERE id = 2") }
    expectLine("row 2 of leaderboardEntry: score is 'abc', not a whole number") {
      _ = try db.leaderboard(limit: 10)
    }
    try db.writer.write { try $0.execute(sql: "UPDATE quiz SET score = 1e300 WHERE id = 3") }
    expectLine("row 3 of quiz: score is 1e+300, not a whole number") { _ = try db.collectedHistory(limit: 10) }
    try db.writer.write { try $0.execute(sql: "UPDATE quiz SET score = 7 WHERE id = 3") }
    try db.writer.writeWithoutTransaction {
      // What another program can do: switch the CHECK constraints off.
      try $0.execute(sql: "PRAGMA ignore_check_constraints = ON")
      try $0.execute(sql: "UPDATE quizQuestion SET points = 9223372036854775807 WHERE rowid = 60")
      try $0.execute(sql: "PRAGMA ignore_check_constraints = OFF")
    }
    expectLine("row 60 of quizQuestion: points is 9223372036854775807, not 0, 5 or 10") {
      _ = try db.collectedHistory(limit: 10)
    }
    // Row 60 mended first: stats checks points too, and would name it before the tense.
    try db.writer.write {
      try $0.execute(sql: "UPDATE quizQuestion SET points = 10 WHERE rowid = 60")
      try $0.execute(sql: "UPDATE quizQuestion SET tense = X'FF' WHERE rowid = 1")
    }
    expectLine("row 1 of quizQuestion: tense is a blob of 1 bytes, not text") { _ = try db.stats() }
    expectLine("row 1 of quizQuestion: tense is a blob of 1 bytes, not text") {
      _ = try db.collectedItems()
    }
    try db.writer.write { try $0.execute(sql: "INSERT INTO setting VALUES ('region', X'FFFE')") }
    expectLine("row 1 of setting: value is a blob of 2 bytes, not text") { _ = try db.settings() }
  }

  @Test(
    "values of the right type but out of their column's range (CHECKs switched off): one line naming the row",
    arguments: [
      (
        "UPDATE leaderboardEntry SET score = -1 WHERE id = 2",
        "row 2 of leaderboardEntry: score is -1, not a whole number of 0 or more"
      ),
      (
        "UPDATE leaderboardEntry SET difficulty = 'Insane' WHERE id = 2",
        "row 2 of leaderboardEntry: difficulty is 'Insane', not Easy, Moderate or Difficult"
      ),
      (
        "UPDATE leaderboardEntry SET region = 'Mars' WHERE id = 3",
        "row 3 of leaderboardEntry: region is 'Mars', not Spain or Latin America"
      ),
      (
        "UPDATE leaderboardEntry SET date = 'garbage' WHERE id = 1",
        "row 1 of leaderboardEntry: date is 'garbage', not a date such as 2024-05-01T10:00:00Z"
      ),
      // A date SQLite would sort among the others, but of a day that does not exist.
      (
        "UPDATE leaderboardEntry SET date = '2023-02-30T10:00:00Z' WHERE id = 1",
        "row 1 of leaderboardEntry: date is '2023-02-30T10:00:00Z', not a date such as 2024-05-01T10:00:00Z"
      ),
      (
        "UPDATE leaderboardEntry SET difficulty = 'easy' WHERE id = 2",
        "row 2 of leaderboardEntry: difficulty is 'easy', not Easy, Moderate or Difficult"
      ),
    ])
  func outOfRangeOnTheBoard(tampering: String, detail: String) throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let db = try AppDatabase.open(path: path)
    for i in 0..<3 { try db.recordOnBoard(AppDatabaseTests.score(100 + i, questions: 2), player: "ana") }
    try Self.tamper(db, tampering)
    #expect(throws: StoredValueError.self) { try db.leaderboard(limit: 10) }
    do { _ = try db.leaderboard(limit: 10) } catch {
      #expect(DatabaseOpener(db).explain(error) == Self.line(path, detail))
    }
    // The board of one difficulty reads the same rows the same way.
    if !tampering.contains("difficulty") {
      #expect(throws: StoredValueError.self) { try db.leaderboard(limit: 10, difficulty: .moderate) }
    }
  }

  @Test(
    "a quiz's values out of range (CHECKs switched off): history names the row",
    arguments: [
      ("UPDATE quiz SET score = -5 WHERE id = 2", "row 2 of quiz: score is -5, not a whole number of 0 or more"),
      (
        "UPDATE quiz SET difficulty = 'Insane' WHERE id = 1",
        "row 1 of quiz: difficulty is 'Insane', not Easy, Moderate or Difficult"
      ),
      ("UPDATE quiz SET region = 'Mars' WHERE id = 3", "row 3 of quiz: region is 'Mars', not Spain or Latin America"),
      (
        "UPDATE quiz SET date = 'garbage' WHERE id = 2",
        "row 2 of quiz: date is 'garbage', not a date such as 2024-05-01T10:00:00Z"
      ),
      (
        "UPDATE quiz SET elapsedSeconds = -3 WHERE id = 2",
        "row 2 of quiz: elapsedSeconds is -3, not a whole number of 0 or more"
      ),
      (
        "UPDATE quiz SET kind = 'game' WHERE id = 3",
        "row 3 of quiz: kind is 'game', not quiz, practice, review or context"
      ),
    ])
  func outOfRangeInTheHistory(tampering: String, detail: String) throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let db = try AppDatabase.open(path: path)
    for i in 0..<3 { try db.recordOnBoard(AppDatabaseTests.score(100 + i, questions: 2), player: "ana") }
    try Self.tamper(db, tampering)
    #expect(throws: StoredValueError.self) { try db.collectedHistory(limit: 10) }
    do { _ = try db.collectedHistory(limit: 10) } catch {
      #expect(DatabaseOpener(db).explain(error) == Self.line(path, detail))
    }
  }

  @Test("points of 7 (CHECKs switched off): stats names the row, as history does")
  func pointsOutOfRangeInStats() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let db = try AppDatabase.open(path: path)
    for i in 0..<2 { try db.recordOnBoard(AppDatabaseTests.score(100 + i, questions: 3), player: "ana") }
    let detail = "row 5 of quizQuestion: points is 7, not 0, 5 or 10"
    try Self.tamper(db, "UPDATE quizQuestion SET points = 7 WHERE rowid = 5")
    let reads: [() throws -> Void] = [{ _ = try db.stats() }, { _ = try db.collectedHistory(limit: 10) }]
    for read in reads {
      #expect(throws: StoredValueError.self) { try read() }
      do { try read() } catch { #expect(DatabaseOpener(db).explain(error) == Self.line(path, detail)) }
    }
  }

  @Test("a personal best read from a tampered score names its row, never shows -1 or 'abc'")
  func personalBestOutOfRange() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let db = try AppDatabase.open(path: path)
    for i in 0..<2 { try db.recordOnBoard(AppDatabaseTests.score(100 + i, questions: 1), player: "ana") }
    func expectLine(_ detail: String) {
      #expect(throws: StoredValueError.self) { try db.personalBest(.quiz, region: .spain, difficulty: .moderate) }
      do { _ = try db.personalBest(.quiz, region: .spain, difficulty: .moderate) } catch {
        #expect(DatabaseOpener(db).explain(error) == Self.line(path, detail))
      }
    }
    try Self.tamper(db, "UPDATE quiz SET score = -1")
    expectLine("row 1 of quiz: score is -1, not a whole number of 0 or more")
    // Text sorts above every number: it is what MAX finds.
    try Self.tamper(db, "UPDATE quiz SET score = 'abc' WHERE id = 2")
    expectLine("row 2 of quiz: score is 'abc', not a whole number")
    // Another region's best is not read.
    #expect(try db.personalBest(.quiz, region: .latinAmerica, difficulty: .moderate) == nil)
  }

  @Test(
    "an item read from tampered answers (CHECKs off): export's read names the row",
    arguments: [
      (
        "UPDATE quizQuestion SET tense = 'futurisimo' WHERE rowid = 2",
        "row 2 of quizQuestion: tense is 'futurisimo', not the name of a tense (presenteDeIndicativo, preterito, …)"
      ),
      (
        "UPDATE quizQuestion SET person = 'usted' WHERE rowid = 3",
        "row 3 of quizQuestion: person is 'usted', not yo, tu, vos, el, nosotros, vosotros or ellos"
      ),
      (
        """
        INSERT INTO reviewItem (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating, reviews)
        VALUES ('tener', 'preterito', 'yo', 2.5, 5, '2024-05-01T10:00:00Z', '2024-05-03T10:00:00Z', 1, -3)
        """,
        "row (tener, preterito, yo) of reviewItem: reviews is -3, not a whole number of 1 or more"
      ),
    ])
  func tamperedItems(tampering: String, detail: String) throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let db = try AppDatabase.open(path: path)
    for i in 0..<2 { try db.recordOnBoard(AppDatabaseTests.score(100 + i, questions: 3), player: "ana") }
    try Self.tamper(db, tampering)
    #expect(throws: StoredValueError.self) { try db.answeredItems { _ in } }
    do { try db.answeredItems { _ in } } catch {
      #expect(DatabaseOpener(db).explain(error) == Self.line(path, detail))
    }
  }

  @Test("a schedule of no tense or person conjugar knows is passed over by export, as a review passes it over")
  func unreadableScheduleLeftOut() throws {
    let db = try AppDatabase.inMemory()
    try db.recordOnBoard(AppDatabaseTests.score(100, questions: 1), player: "ana")
    try Self.tamper(
      db,
      """
      INSERT INTO reviewItem (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating, reviews)
      VALUES ('tener', 'futurisimo', 'yo', 2.5, 5, '2024-05-01T10:00:00Z', '2024-05-03T10:00:00Z', 1, 2),
        ('tener', 'preterito', 'usted', 2.5, 5, '2024-05-01T10:00:00Z', '2024-05-03T10:00:00Z', 1, 2),
        ('tener', 'preterito', 'yo', 2.5, 5, '2024-05-01T10:00:00Z', '2024-05-03T10:00:00Z', 1, 2)
      """)
    var items: [String] = []
    try db.answeredItems { items.append("\($0.infinitive) \($0.tense) \($0.person ?? "-") \($0.asked) \($0.missed)") }
    #expect(items == ["hablar presenteDeIndicativo yo 1 0", "tener preterito yo 2 1"])
  }

  @Test(
    "a day that is none (CHECKs off): the week-by-week read names the row",
    arguments: [
      (
        "UPDATE quizQuestion SET date = 'garbage' WHERE rowid = 3",
        "row 3 of quizQuestion: date is 'garbage', not a date such as 2024-05-01T10:00:00Z"
      ),
      (
        "UPDATE quizQuestion SET date = '2024-02-30T10:00:00Z' WHERE rowid = 4",
        "row 4 of quizQuestion: date is '2024-02-30T10:00:00Z', not a date such as 2024-05-01T10:00:00Z"
      ),
    ])
  func tamperedDays(tampering: String, detail: String) throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let db = try AppDatabase.open(path: path)
    for i in 0..<2 { try db.recordOnBoard(AppDatabaseTests.score(100 + i, questions: 3), player: "ana") }
    try Self.tamper(db, tampering)
    let since = Date(timeIntervalSince1970: 0)
    #expect(throws: StoredValueError.self) { try db.dailyAnswers(since: since) }
    do { _ = try db.dailyAnswers(since: since) } catch {
      #expect(DatabaseOpener(db).explain(error) == Self.line(path, detail))
    }
  }

  @Test("a session's best share from tampered sums (over 100% or below 0) names the row, never shows 16666%")
  func bestShareOutOfRange() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let db = try AppDatabase.open(path: path)
    // Each of 3 answers: 10, 5, 10 points, 25 of 30: 83% (truncated).
    for i in 0..<2 { try db.recordQuiz(AppDatabaseTests.score(100 + i, questions: 3), player: nil, kind: .practice) }
    #expect(try db.personalBest(.practice, region: .spain, difficulty: .moderate) == 83)
    func expectLine(_ detail: String) {
      #expect(throws: StoredValueError.self) { try db.personalBest(.practice, region: .spain, difficulty: .moderate) }
      do { _ = try db.personalBest(.practice, region: .spain, difficulty: .moderate) } catch {
        #expect(DatabaseOpener(db).explain(error) == Self.line(path, detail))
      }
    }
    try Self.tamper(db, "UPDATE quiz SET questionPoints = 5000 WHERE id = 2")
    expectLine("row 2 of quiz: questionPoints is 5000, not a whole number from 0 to 30")
    try Self.tamper(db, "UPDATE quiz SET questionPoints = -10")
    expectLine("row 1 of quiz: questionPoints is -10, not a whole number from 0 to 30")
    // Another kind's best is not read.
    #expect(try db.personalBest(.review, region: .spain, difficulty: .moderate) == nil)
  }

  /// What another program can do to a file: switch the CHECK constraints off and
  /// write what they would refuse.
  static func tamper(_ db: AppDatabase, _ sql: String) throws {
    try db.writer.writeWithoutTransaction {
      try $0.execute(sql: "PRAGMA ignore_check_constraints = ON")
      try $0.execute(sql: sql)
      try $0.execute(sql: "PRAGMA ignore_check_constraints = OFF")
    }
  }

  @Test("review schedules of the wrong type or not finite are left out, never a crash")
  func tamperedSchedules() throws {
    let db = try AppDatabase.inMemory()
    try db.writer.writeWithoutTransaction {
      try $0.execute(sql: "PRAGMA ignore_check_constraints = ON")
      for (verb, stability, rating) in [
        ("tener", "2.5", "3"), ("ir", "'abc'", "3"), ("ser", "1e999", "3"), ("dar", "2.5", "1e300"),
      ] {
        try $0.execute(
          sql: """
            INSERT INTO reviewItem
              (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
            VALUES ('\(verb)', 'preterito', 'yo', \(stability), 5, '2024-05-01T10:00:00Z',
              '2024-05-03T10:00:00Z', \(rating))
            """)
      }
    }
    try db.writer.writeWithoutTransaction {
      try $0.execute(sql: "PRAGMA ignore_check_constraints = ON")
      // A blob for a stability, a number for a date, a date that does not exist, a
      // tense and a person that are none, a difficulty out of range, a text rating.
      try $0.execute(
        sql: """
          INSERT INTO reviewItem
            (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
          VALUES ('ir', 'preterito', 'el', X'00', 5, '2024-05-01T10:00:00Z', '2024-05-03T10:00:00Z', 3),
            ('ver', 'preterito', 'el', 2.5, 5, 20240501, '2024-05-03T10:00:00Z', 3),
            ('oir', 'preterito', 'el', 2.5, 5, '2024-05-01T10:00:00Z', '2024-02-30T10:00:00Z', 3),
            ('caer', 'presente', 'el', 2.5, 5, '2024-05-01T10:00:00Z', '2024-05-03T10:00:00Z', 3),
            ('caer', 'preterito', 'usted', 2.5, 5, '2024-05-01T10:00:00Z', '2024-05-03T10:00:00Z', 3),
            ('leer', 'preterito', 'el', 2.5, 11, '2024-05-01T10:00:00Z', '2024-05-03T10:00:00Z', 3),
            ('reir', 'preterito', 'el', 2.5, 5, '2024-05-01T10:00:00Z', '2024-05-03T10:00:00Z', 'x')
          """)
    }
    // Only the one well-formed row.
    #expect(try db.reviewItems().map(\.question.infinitive) == ["tener"])
    #expect(ReviewSelector.status(try db.reviewItems(), now: .now).learning == 1)
  }

  @Test("a dropped setting table: one line when opening")
  func droppedTable() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    try AppDatabase.open(path: path).writer.write { try $0.execute(sql: "DROP TABLE setting") }
    #expect(throws: DatabaseOpenError(path: path, problem: .damaged("its table setting is missing"))) {
      try AppDatabase.open(path: path)
    }
  }

  @Test("a table whose name holds a double quote is checked, not parsed as SQL")
  func quotedIdentifier() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    try AppDatabase.open(path: path).writer.write {
      try $0.execute(sql: #"CREATE TABLE "odd""name" (x)"#)
    }
    #expect(AppDatabase.quoted(#"odd"name"#) == #""odd""name""#)
    let db = try AppDatabase.open(path: path)
    #expect(try db.counts() == (0, 0, 0))
  }

  @Test("a dangling link: the target is created 0600 in a 0700 directory, the link kept")
  func danglingLink() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    chmod(dir.path, 0o755)
    #expect(symlink(dir.file("elsewhere/target.sqlite"), dir.file("link.sqlite")) == 0)
    let db = try AppDatabase.open(path: dir.file("link.sqlite"))
    try db.setSetting("region", "Spain")
    #expect(try mode(dir.file("elsewhere")) == 0o700)
    for file in ["target.sqlite", "target.sqlite-wal", "target.sqlite-shm"] {
      #expect(try mode(dir.file("elsewhere/" + file)) == 0o600, "\(file)")
    }
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: dir.file("link.sqlite"))
    #expect(link == dir.file("elsewhere/target.sqlite"))
    #expect(try AppDatabase.open(path: dir.file("elsewhere/target.sqlite")).setting("region") == "Spain")
  }

  @Test("an existing file others may read is made private; a group-shared one keeps its group")
  func tightened() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    for (before, after) in [
      (0o644, 0o600), (0o604, 0o600), (0o640, 0o600), (0o666, 0o660), (0o664, 0o660), (0o600, 0o600),
    ] {
      let path = dir.file("c\(before).sqlite")
      _ = try AppDatabase.open(path: path)
      chmod(path, mode_t(before))
      _ = try AppDatabase.open(path: path)
      #expect(try mode(path) == after, "\(String(before, radix: 8))")
    }
  }

  @Test("a path too long for SQLite is refused before anything is created")
  func nestedTooDeep() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.path + String(repeating: "/d", count: 2000) + "/c.sqlite"
    #expect(throws: DatabaseOpenError(path: path, problem: .pathTooLong(512))) {
      try AppDatabase.open(path: path)
    }
    #expect(dir.contents() == [])
  }

  @Test("the file moved or deleted after opening: the write says so and stores nothing")
  func movedDuringUse() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let db = try AppDatabase.open(path: path)
    try db.checkStillAtPath()
    #expect(rename(path, dir.file("moved.sqlite")) == 0)
    #expect(throws: DatabaseOpenError(path: path, problem: .moved)) {
      try db.recordQuiz(AppDatabaseTests.score(300), player: "ana")
    }
    #expect(
      DatabaseOpenError(path: path, problem: .moved).message
        == "cannot use the database \(path): it was moved or deleted while conjugar was using it; "
        + "nothing was written to it; put it back, or run conjugar again to use the path as it is now")
    #expect(try db.counts() == (0, 0, 0))
    // Deleted, and a new file at the path: still not the one opened.
    let other = try AppDatabase.open(path: dir.file("d.sqlite"))
    unlink(dir.file("d.sqlite"))
    _ = try AppDatabase.open(path: dir.file("d.sqlite"))
    #expect(throws: DatabaseOpenError(path: dir.file("d.sqlite"), problem: .moved)) {
      try other.setSetting("region", "Spain")
    }
  }

  @Test("NUL in an answer is stored and read back in full")
  func nulKept() throws {
    let db = try AppDatabase.inMemory()
    let result = QuestionResult(
      question: Question("hablar", .presenteDeIndicativo, .yo), answer: "ha\0blo",
      correctForm: "hablo", grade: .wrong)
    try db.recordQuiz(
      Score(value: 0, region: .spain, difficulty: .easy, date: aDate, elapsedSeconds: 1, results: [result]),
      player: nil)
    #expect(try db.collectedHistory(limit: 1).first?.questions.first?.answer == "ha\0blo")
    #expect(try db.collectedHistory(limit: 1).first?.questions.first?.answer.utf8.count == 6)
  }

  @Test("HOME unset, empty or relative: the account's home from the system, or one line")
  func home() throws {
    for environment in [[:], ["HOME": ""], ["HOME": "relative"]] {
      #expect(
        try DataLocation.path(for: .device, environment: environment, accountHome: { "/acct" })
          == "/acct/.local/share/conjugar/conjugar.sqlite")
      #expect(throws: DataLocation.noHome) {
        try DataLocation.path(for: .device, environment: environment, accountHome: { nil })
      }
    }
    #expect(
      try DataLocation.path(for: .device, environment: ["HOME": "/"], accountHome: { nil })
        == "/.local/share/conjugar/conjugar.sqlite")
    #expect(
      try DataLocation.path(
        for: .device, environment: ["CONJUGAR_DATABASE": "", "HOME": "/h"], accountHome: { nil })
        == "/h/.local/share/conjugar/conjugar.sqlite")
  }

  func mode(_ path: String) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
  }
}
