import FoundationEssentials
import Testing

@testable import ConjugarCore

/// Issue 43, "How it is checked": the teacher's audit of the context sentences,
/// written by hand in Fixtures/context-audit/*.txt (format at the top of
/// first.txt; one file per sentence file, first.txt the round that began it),
/// played record by record against the marking of a context session.
@Suite("Context audit: every audited sentence marked as the table says")
struct ContextAuditTests {
  struct Record: Sendable, CustomTestStringConvertible {
    var id = ""
    var persons: [String] = []
    var accept: [String] = []
    /// (answer, grade, line)
    var marks: [(String, Grade, String)] = []
    var line = 0
    var file = ""
    var testDescription: String { id }
  }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/context-audit")

  /// Every record of every file in the folder, the files in name order.
  static func records() -> [Record] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".txt") }.sorted().flatMap { records(in: $0) }
  }

  static func records(in name: String) -> [Record] {
    let url = folder.appendingPathComponent(name)
    guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else { return [] }
    var records: [Record] = []
    var current = Record(file: name)
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#") { continue }
      if line.isEmpty {
        if !current.id.isEmpty { records.append(current) }
        current = Record(file: name)
        continue
      }
      guard let colon = line.firstIndex(of: ":") else { continue }
      let key = String(line[..<colon])
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      switch key {
      case "id":
        current.id = value
        current.line = number + 1
      case "persons": current.persons = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      case "accept": current.accept = value.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      case "wrong", "half":
        let parts = value.components(separatedBy: " => ")
        current.marks.append(
          (
            parts[0].trimmingCharacters(in: .whitespaces), key == "half" ? .partial : .wrong,
            parts.dropFirst().joined(separator: " => ")
          ))
      default: current.id = "bad key \(key) at line \(number + 1)"
      }
    }
    if !current.id.isEmpty { records.append(current) }
    return records
  }

  @Test("the table parses and names real sentences, each once")
  func tableIsWellFormed() throws {
    let records = Self.records()
    #expect(records.count >= 40)
    let library = try ContextLibrary.standard()
    var seen: Set<String> = []
    for record in records {
      #expect(library.sentence(record.id) != nil, "\(record.file):\(record.line): \(record.id)")
      #expect(seen.insert(record.id).inserted, "\(record.id) twice")
      #expect(!record.accept.isEmpty, "\(record.id) accepts nothing")
      for mark in record.marks { #expect(!mark.2.isEmpty, "\(record.id): \(mark.0) has no line") }
    }
  }

  @Test("each record, played", arguments: records())
  func play(_ record: Record) throws {
    let library = try ContextLibrary.standard()
    let sentence = try #require(library.sentence(record.id))
    let persons = sentence.allowedPersons.map { ContextSubject.label(of: $0) }
    #expect(Set(persons) == Set(record.persons), "persons of \(record.id)")
    for answer in record.accept {
      let result = try ClassicErrorsTests.mark(answer, sentence: record.id)
      #expect(result?.grade == .total, "\(record.id): \(answer) should be accepted")
    }
    for (answer, grade, line) in record.marks {
      let result = try ClassicErrorsTests.mark(answer, sentence: record.id)
      #expect(result?.grade == grade, "\(record.id): \(answer)")
      #expect(result?.explanation?.text == line, "\(record.id): \(answer)")
    }
  }
}

extension ContextSubject {
  /// The file's key for a person (usted and ustedes read as él and ellos).
  static func label(of person: Person) -> String {
    switch person {
    case .yo: "yo"
    case .tu: "tu"
    case .vos: "vos"
    case .el: "el"
    case .nosotros: "nosotros"
    case .vosotros: "vosotros"
    case .ellos: "ellos"
    }
  }
}
