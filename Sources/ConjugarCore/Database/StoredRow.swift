import FoundationEssentials
import GRDB

/// A value in the file that is not of the type its column promises (a score of
/// 'abc' or 1e300 written by another program): SQLite's type affinity lets it
/// pass `quick_check`, so reads check each value as they decode it.
struct StoredValueError: Error, Equatable, Sendable {
  let table: String
  let row: Int64
  let column: String
  /// The value as SQLite shows it, shortened.
  let value: String
  let expected: String
  /// The row's key, for a table without rowids (reviewItem): "tener, preterito, yo".
  var key: String? = nil

  /// "row 3 of quiz: score is 'abc', not a whole number"; "row (tener, preterito,
  /// yo) of reviewItem: …" for a table without rowids.
  var detail: String {
    "row \(key.map { "(\($0))" } ?? String(row)) of \(table): \(column) is \(value), not \(expected)"
  }
}

/// Decoding that throws `StoredValueError` instead of stopping the program, for
/// one row of `table` whose rowid is in the column `id`.
struct StoredRow {
  let row: Row
  let table: String
  let id: Int64

  init(_ row: Row, table: String, idColumn: String = "id") {
    self.row = row
    self.table = table
    if case let .int64(number) = (row[idColumn] as DatabaseValue).storage {
      id = number
    } else {
      id = 0
    }
  }

  func int(_ column: String) throws -> Int {
    let value: DatabaseValue = row[column]
    if case let .int64(number) = value.storage, let int = Int(exactly: number) { return int }
    throw failure(column, value, "a whole number")
  }

  /// A whole number of 0 or more (a score, a number of seconds): the CHECK a
  /// program with `ignore_check_constraints` on bypasses.
  func nonNegativeInt(_ column: String) throws -> Int {
    let number = try int(column)
    if number >= 0 { return number }
    throw failure(column, row[column], Self.nonNegative)
  }

  /// One of a closed set of values stored by its exact spelling (a difficulty, a
  /// region, a kind of session), as the writers store `rawValue`.
  func value<Value: RawRepresentable & CaseIterable>(_ column: String, _: Value.Type) throws -> Value
  where Value.RawValue == String {
    let value: DatabaseValue = row[column]
    if case let .string(text) = value.storage, let known = Value(rawValue: text) { return known }
    throw failure(column, value, Self.listed(Value.self))
  }

  /// A date-time as the writers store it (`ISO8601.string`: 2024-05-01T10:00:00Z),
  /// kept as that text: checked field by field, no parser per row.
  func date(_ column: String) throws -> String {
    let value: DatabaseValue = row[column]
    if case let .string(text) = value.storage, ISO8601.canonicalDate(text) != nil { return text }
    throw failure(column, value, Self.dateForm)
  }

  // What a value should have been, in the words every checked read uses (rows
  // here, a class board's entries in `LeaderboardEntry.flaw`).
  static let nonNegative = "a whole number of 0 or more"
  static let dateForm = "a date such as 2024-05-01T10:00:00Z"

  /// "Easy, Moderate or Difficult"
  static func listed<Value: RawRepresentable & CaseIterable>(_: Value.Type) -> String
  where Value.RawValue == String {
    let names = Value.allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }

  /// A question's points: 0, 5 or 10.
  func points() throws -> Int {
    let value: DatabaseValue = row["points"]
    if case let .int64(number) = value.storage, [0, 5, 10].contains(number) { return Int(number) }
    throw failure("points", value, "0, 5 or 10")
  }

  /// A question's tense, stored as `Tense.rawValue`.
  func tense() throws -> String {
    let text = try string("tense")
    if Tense(rawValue: text) != nil { return text }
    throw failure("tense", row["tense"], "the name of a tense (presenteDeIndicativo, preterito, …)")
  }

  /// A question's person, stored as `Person.rawValue`, or NULL for a form of none
  /// (a gerund, a participle) and a context sentence's.
  func person() throws -> String? {
    guard let text = try optionalString("person") else { return nil }
    if Person(rawValue: text) != nil { return text }
    throw failure("person", row["person"], Self.listed(Person.self))
  }

  func string(_ column: String) throws -> String {
    let value: DatabaseValue = row[column]
    switch value.storage {
    case let .string(text): return text
    // A text column may hold text SQLite keeps as a blob (CAST(... AS BLOB) on
    // reading keeps an answer's NUL characters).
    case let .blob(data): if let text = String(data: data, encoding: .utf8) { return text }
    default: break
    }
    throw failure(column, value, "text")
  }

  func optionalString(_ column: String) throws -> String? {
    (row[column] as DatabaseValue).isNull ? nil : try string(column)
  }

  func failure(_ column: String, _ value: DatabaseValue, _ expected: String) -> StoredValueError {
    StoredValueError(table: table, row: id, column: column, value: Self.shown(value), expected: expected)
  }

  /// A value as SQLite shows it, shortened: 'abc', 1e+300, NULL.
  static func shown(_ value: DatabaseValue) -> String {
    switch value.storage {
    case .null: "NULL"
    case let .int64(number): String(number)
    case let .double(number): String(number)
    case let .string(text): "'" + String(text.prefix(40)) + (text.count > 40 ? "…'" : "'")
    case let .blob(data): "a blob of \(data.count) bytes"
    }
  }
}

extension LeaderboardEntry {
  /// Why a class board's entry is none conjugar writes (a score below 0, a
  /// difficulty or region it does not know, a date not in the stored form), in
  /// the words of a tampered row; nil for a sound one. The server's CHECKs hold
  /// these, but its owner can drop them, and the companion's reply is another
  /// program's output.
  public var flaw: String? {
    func not(_ column: String, _ value: DatabaseValue, _ expected: String) -> String {
      "\(column) is \(StoredRow.shown(value)), not \(expected)"
    }
    if score < 0 { return not("score", score.databaseValue, StoredRow.nonNegative) }
    if Difficulty(rawValue: difficulty) == nil {
      return not("difficulty", difficulty.databaseValue, StoredRow.listed(Difficulty.self))
    }
    if Region(rawValue: region) == nil { return not("region", region.databaseValue, StoredRow.listed(Region.self)) }
    if ISO8601.canonicalDate(date) == nil { return not("date", date.databaseValue, StoredRow.dateForm) }
    return nil
  }
}

extension LeaderboardEntry {
  /// The longest a board's player name is shown, in characters: a PostgreSQL
  /// role's name has at most 63 bytes and conjugar's own names at most 40
  /// characters, so only a name put there by the table's owner, another program
  /// or a fake server is cut (issue 45, 3: three 100,000-character names made
  /// `leaderboard --limit 3` print 311 KB).
  public static let playerLimit = 64
  /// The longest any other field of an entry is kept (a sound one is at most 25).
  public static let fieldLimit = 40

  /// The entry with every text cut to its limit, "…" marking a cut, and nothing
  /// else changed (escaping is the printer's: a terminal's `SafeText`, JSON's
  /// `\u` escapes). Linear in the limits, not in the text given.
  public var capped: LeaderboardEntry {
    func cut(_ text: String, _ limit: Int) -> String {
      var end = text.startIndex
      var count = 0
      while end < text.endIndex && count < limit {
        text.formIndex(after: &end)
        count += 1
      }
      return end == text.endIndex ? text : String(text[..<end]) + "…"
    }
    return LeaderboardEntry(
      player: cut(player, Self.playerLimit), score: score, difficulty: cut(difficulty, Self.fieldLimit),
      region: cut(region, Self.fieldLimit), date: cut(date, Self.fieldLimit))
  }

  /// A class board's entries as conjugar shows them: each capped, those that are
  /// none conjugar writes (`flaw`) left out, and one line saying how many were and
  /// why the first was (issue 45, 12: one unreadable row hid the whole board).
  public static func readable(_ entries: [LeaderboardEntry]) -> (shown: [LeaderboardEntry], leftOut: String?) {
    var shown: [LeaderboardEntry] = []
    var left: [(player: String, flaw: String)] = []
    for entry in entries.map(\.capped) {
      if let flaw = entry.flaw { left.append((entry.player, flaw)) } else { shown.append(entry) }
    }
    guard let first = left.first else { return (shown, nil) }
    let rows = left.count == 1 ? "1 row" : "\(left.count) rows"
    return (
      shown,
      "the class board sent \(rows) conjugar cannot show, left out of the board "
        + "(\(first.player)'s: \(first.flaw)); the teacher can correct or delete \(left.count == 1 ? "it" : "them")"
    )
  }
}

extension Row {
  /// The value of `column` as `Value`, nil when NULL or of another type: for reads
  /// that leave a row out rather than name it.
  func lenient<Value: DatabaseValueConvertible>(_ column: String) -> Value? {
    Value.fromDatabaseValue(self[column] as DatabaseValue)
  }

  /// The same by column index (in the order of the query's SELECT), for rows read
  /// by the thousand.
  func lenient<Value: DatabaseValueConvertible>(at index: Int) -> Value? {
    Value.fromDatabaseValue(self[index] as DatabaseValue)
  }
}

extension Row {
  /// A count stored by conjugar (answers asked, missed) at `index`: an INTEGER of
  /// 0 or more, or a REAL one (SQLite turns an integer sum that overflows into a
  /// REAL), taken as it is up to `AppDatabase.maximumCount` and saturated there,
  /// so that adding to it or summing a table of them never traps (issue 45, 4: an
  /// `asked` of Int64.max stopped every save, and `progress`'s weekly sum). nil for
  /// anything else (text, NULL, a negative number, NaN): a row left out.
  func count(at index: Int) -> Int? {
    switch (self[index] as DatabaseValue).storage {
    case let .int64(number) where number >= 0: Int(Swift.min(number, Int64(AppDatabase.maximumCount)))
    case let .double(number) where number >= 0:
      number >= Double(AppDatabase.maximumCount)
        ? AppDatabase.maximumCount : Int(number)
    default: nil
    }
  }

  /// Text conjugar stored itself (a verb, a form asked) at `index`, as it may be
  /// printed: escaped as every outside text is (`SafeText`), one line, and at
  /// most `limit` characters with "…" after, since another program may have put a
  /// clear-screen, a bidi override or a megabyte there (issue 45, 5). nil when it
  /// is not text.
  func storedText(at index: Int, limit: Int = AppDatabase.storedTextLimit) -> String? {
    switch (self[index] as DatabaseValue).storage {
    case let .string(text): SafeText.line(text, limit: limit)
    case let .blob(data): String(data: data, encoding: .utf8).map { SafeText.line($0, limit: limit) }
    default: nil
    }
  }
}

extension AppDatabase {
  /// The most a stored count is taken to be (2^40, a million answers a day for
  /// 3,000 years): far above any real count, far enough below Int64.max that a
  /// sum of a million of them does not overflow.
  static let maximumCount = 1 << 40

  /// The longest a stored verb or form is shown (the longest form conjugar asks,
  /// "hubiéramos sido conjugados" and the like, is far shorter).
  static let storedTextLimit = 80
}
