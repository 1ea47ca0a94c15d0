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

  /// "row 3 of quiz: score is 'abc', not a whole number"
  var detail: String { "row \(row) of \(table): \(column) is \(value), not \(expected)" }
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
    throw failure(column, row[column], "a whole number of 0 or more")
  }

  /// One of a closed set of values stored by its exact spelling (a difficulty, a
  /// region, a kind of session), as the writers store `rawValue`.
  func value<Value: RawRepresentable & CaseIterable>(_ column: String, _: Value.Type) throws -> Value
  where Value.RawValue == String {
    let value: DatabaseValue = row[column]
    if case let .string(text) = value.storage, let known = Value(rawValue: text) { return known }
    let names = Value.allCases.map(\.rawValue)
    // "Easy, Moderate or Difficult"
    let listed = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    throw failure(column, value, listed)
  }

  /// A date-time as the writers store it (`ISO8601.string`: 2024-05-01T10:00:00Z),
  /// kept as that text: checked field by field, no parser per row.
  func date(_ column: String) throws -> String {
    let value: DatabaseValue = row[column]
    if case let .string(text) = value.storage, ISO8601.canonicalDate(text) != nil { return text }
    throw failure(column, value, "a date such as 2024-05-01T10:00:00Z")
  }

  /// A question's points: 0, 5 or 10.
  func points() throws -> Int {
    let value: DatabaseValue = row["points"]
    if case let .int64(number) = value.storage, [0, 5, 10].contains(number) { return Int(number) }
    throw failure("points", value, "0, 5 or 10")
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
    let shown: String
    switch value.storage {
    case .null: shown = "NULL"
    case let .int64(number): shown = String(number)
    case let .double(number): shown = String(number)
    case let .string(text): shown = "'" + String(text.prefix(40)) + (text.count > 40 ? "…'" : "'")
    case let .blob(data): shown = "a blob of \(data.count) bytes"
    }
    return StoredValueError(table: table, row: id, column: column, value: shown, expected: expected)
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
