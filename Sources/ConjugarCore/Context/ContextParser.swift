import FoundationEssentials

/// Reads the context sentence files (format: docs/teaching.md, "Context
/// sentences"): `#` comment lines, records of `key: value` lines separated by
/// blank lines. A malformed record is an error naming its file and line.
enum ContextParser {
  /// The keys of a record, in the order they are written; `note` may be left out.
  static let keys = ["id", "topic", "level", "region", "text", "verb", "person", "show-person", "answers", "english", "cue", "note"]

  /// Every record of one file, in order.
  static func parse(_ text: String, file: String) throws(ContextFileError) -> [ContextSentence] {
    var sentences: [ContextSentence] = []
    var fields: [String: String] = [:]
    var start = 0
    var lineNumber = 0
    func finish() throws(ContextFileError) {
      if !fields.isEmpty { sentences.append(try record(fields, file: file, line: start)) }
      fields = [:]
    }
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if line.hasPrefix("#") { continue }
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
        try finish()
        continue
      }
      guard let colon = line.firstIndex(of: ":") else {
        throw ContextFileError(file: file, line: lineNumber, problem: "expected \"key: value\"")
      }
      let key = String(line[..<colon])
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard keys.contains(key) else {
        throw ContextFileError(file: file, line: lineNumber, problem: "unknown key \"\(key)\"")
      }
      if fields.isEmpty { start = lineNumber }
      guard fields[key] == nil else {
        throw ContextFileError(file: file, line: lineNumber, problem: "\(key) given twice in one record")
      }
      guard !value.isEmpty else {
        throw ContextFileError(file: file, line: lineNumber, problem: "\(key) is empty")
      }
      fields[key] = value
    }
    try finish()
    return sentences
  }

  static func record(_ fields: [String: String], file: String, line: Int) throws(ContextFileError) -> ContextSentence {
    func fail(_ problem: String) -> ContextFileError {
      ContextFileError(file: file, line: line, problem: (fields["id"].map { "\($0): " } ?? "") + problem)
    }
    for key in keys.dropLast() where fields[key] == nil { throw fail("missing \(key)") }
    let value = { (key: String) in fields[key] ?? "" }
    guard let topic = ContextTopic(rawValue: value("topic")) else { throw fail("unknown topic \"\(value("topic"))\"") }
    guard let level = CEFRLevel(rawValue: value("level")) else { throw fail("level must be A2, B1, B2 or C1") }
    guard let region = ContextRegion(rawValue: value("region")) else { throw fail("region must be all, spain or vos") }
    guard let subject = ContextSubject(rawValue: value("person")) else { throw fail("unknown person \"\(value("person"))\"") }
    let showsPerson: Bool
    switch value("show-person") {
    case "yes": showsPerson = true
    case "no": showsPerson = false
    default: throw fail("show-person must be yes or no")
    }
    let text = value("text")
    guard text.components(separatedBy: ContextSentence.slot).count == 2 else {
      throw fail("text needs exactly one \(ContextSentence.slot)")
    }
    if subject.person == .vosotros && region != .spain { throw fail("a vosotros sentence is region spain") }
    if subject.person == .vos && region != .vos { throw fail("a vos sentence is region vos") }
    var readings: [ContextSentence.Reading] = []
    for answer in value("answers").split(separator: ",") {
      // "tense" or "tense/person" (a reading in another person than the subject's).
      let parts = answer.trimmingCharacters(in: .whitespaces).split(separator: "/", maxSplits: 1)
      guard let key = parts.first, let tense = Tense(rawValue: String(key)) else {
        throw fail("unknown tense \"\(answer.trimmingCharacters(in: .whitespaces))\"")
      }
      if tense.seTwin == nil && [.imperfectoDeSubjuntivo2, .pluscuamperfectoDeSubjuntivo2].contains(tense) {
        throw fail("list the -ra tense (\(tense.rawValue.dropLast())1); the -se forms are accepted with it")
      }
      var person: Person? = tense.isFinite ? subject.person : nil
      if parts.count == 2 {
        guard let other = ContextSubject(rawValue: String(parts[1])) else { throw fail("unknown person in \"\(answer)\"") }
        person = other.person
      }
      let reading = ContextSentence.Reading(tense: tense, person: person)
      guard !readings.contains(reading) else { throw fail("\(tense.rawValue) listed twice") }
      readings.append(reading)
    }
    guard !readings.isEmpty else { throw fail("answers lists no tense") }
    if readings.count > 1 && fields["note"] == nil { throw fail("several answers need a note saying what each means") }
    return ContextSentence(
      id: value("id"), topic: topic, level: level, region: region, text: text, verb: value("verb"),
      subject: subject, showsPerson: showsPerson, readings: readings, english: value("english"),
      cue: value("cue"), note: fields["note"], file: file, line: line)
  }
}

/// A malformed record: where it is and what is wrong, in one line.
public struct ContextFileError: Error, Equatable, Sendable {
  let file: String
  let line: Int
  let problem: String

  /// "FILE:LINE: problem".
  public var message: String { "\(file):\(line): \(problem)" }
}
