import Foundation

/// The learners' real names, read from the teacher's roster file on this machine
/// and shown on the page only: they are never sent to the server. The file is a CSV
/// with a header naming a `pseudonym` column and a `name` column (any order, other
/// columns ignored), as `conjugar-classboard roster` keeps it.
public struct RosterNames: Sendable, Equatable {
  public let names: [String: String]

  public init(names: [String: String]) { self.names = names }

  /// At most 1 MiB, 10,000 rows, a name at most 200 characters (longer is cut).
  public static func read(path: String) throws(ClassPageStoreFailure) -> RosterNames {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = attributes[.size] as? Int
    else { throw ClassPageStoreFailure(message: "cannot read the roster file \(path)") }
    guard size <= 1 << 20 else { throw ClassPageStoreFailure(message: "the roster file \(path) is over 1 MiB") }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw ClassPageStoreFailure(message: "the roster file \(path) is not UTF-8 text")
    }
    return try parse(text)
  }

  public static func parse(_ text: String) throws(ClassPageStoreFailure) -> RosterNames {
    let rows = CSVText.rows(text)
    guard let header = rows.first?.map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }),
      let pseudonymColumn = header.firstIndex(of: "pseudonym"), let nameColumn = header.firstIndex(of: "name")
    else { throw ClassPageStoreFailure(message: "the roster file needs a header with pseudonym and name columns") }
    var names: [String: String] = [:]
    for row in rows.dropFirst().prefix(10_000) where row.count > max(pseudonymColumn, nameColumn) {
      let pseudonym = row[pseudonymColumn].trimmingCharacters(in: .whitespaces)
      let name = String(row[nameColumn].trimmingCharacters(in: .whitespaces).prefix(200))
      guard !pseudonym.isEmpty, !name.isEmpty else { continue }
      names[pseudonym] = name
    }
    return RosterNames(names: names)
  }
}

/// CSV as RFC 4180 writes it: reading (quotes, doubled quotes, CRLF) and writing,
/// with every cell safe from spreadsheet formulas.
public enum CSVText {
  public static func rows(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var cell = ""
    var quoted = false
    var iterator = text.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar? = nil
    func next() -> Unicode.Scalar? {
      if let scalar = pending {
        pending = nil
        return scalar
      }
      return iterator.next()
    }
    while let scalar = next() {
      if quoted {
        if scalar == "\"" {
          if let following = next() {
            if following == "\"" {
              cell.unicodeScalars.append("\"")
            } else {
              quoted = false
              pending = following
            }
          } else {
            quoted = false
          }
        } else {
          cell.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case "\"" where cell.isEmpty: quoted = true
      case ",":
        row.append(cell)
        cell = ""
      case "\r": continue
      case "\n":
        row.append(cell)
        rows.append(row)
        row = []
        cell = ""
      default: cell.unicodeScalars.append(scalar)
      }
    }
    if !cell.isEmpty || !row.isEmpty {
      row.append(cell)
      rows.append(row)
    }
    return rows
  }

  /// One cell: a value a spreadsheet would read as a formula (=, +, -, @, a tab or
  /// a carriage return first) gets a leading apostrophe (OWASP's CSV injection
  /// advice); a cell with a comma, a quote or a line break is quoted.
  public static func cell(_ value: String) -> String {
    var text = value
    if let first = text.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) {
      text = "'" + text
    }
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  public static func line(_ cells: [String]) -> String { cells.map(cell).joined(separator: ",") + "\r\n" }
}
