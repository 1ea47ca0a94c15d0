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
