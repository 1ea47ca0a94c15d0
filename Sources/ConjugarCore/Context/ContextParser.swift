import FoundationEssentials

/// Reads the context sentence files (format: docs/teaching.md, "Context
/// sentences"): `#` comment lines, records of `key: value` lines separated by
/// blank lines. A malformed record is an error naming its file and line.
enum ContextParser {
  /// The keys of a record, in the order they are written; `note` may be left out.
  static let keys = [
    "id", "topic", "level", "region", "text", "verb", "person", "show-person", "answers", "english", "cue", "note",
  ]
  /// The audit's lines after them (docs/teaching.md, "Alternatives"): `also` and
  /// `not` as many times as there are alternatives, or `alternatives: none`.
  static let alternativeKeys = ["also", "not", "alternatives"]
  /// Optional, after show-person: the persons the sentence leaves open (issue 43
  /// §1), the main one among them; each tense of `answers` is accepted in each.
  static let optionalKeys = ["persons"]

  /// Every record of one file, in order.
  static func parse(_ text: String, file: String) throws(ContextFileError) -> [ContextSentence] {
    var sentences: [ContextSentence] = []
    var fields: [String: String] = [:]
    var alternatives: [(key: String, value: String, line: Int)] = []
    var start = 0
    var lineNumber = 0
    func finish() throws(ContextFileError) {
      if !fields.isEmpty || !alternatives.isEmpty {
        sentences.append(try record(fields, alternatives: alternatives, file: file, line: start))
      }
      fields = [:]
      alternatives = []
    }
    // Lines split on the byte, not the Character: "\r\n" is one Character, and
    // grapheme breaking over the whole file was a large part of the parse.
    for rawBytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      lineNumber += 1
      let rawLine = Substring(rawBytes)
      let line = rawLine.utf8.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine
      if line.hasPrefix("#") { continue }
      if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
        try finish()
        continue
      }
      guard let colon = line.firstIndex(of: ":") else {
        throw ContextFileError(file: file, line: lineNumber, problem: "expected \"key: value\"")
      }
      let key = String(line[..<colon])
      let value = String(trimmed(line[line.index(after: colon)...]))
      guard keys.contains(key) || alternativeKeys.contains(key) || optionalKeys.contains(key) else {
        throw ContextFileError(file: file, line: lineNumber, problem: "unknown key \"\(key)\"")
      }
      if fields.isEmpty && alternatives.isEmpty { start = lineNumber }
      guard !alternativeKeys.contains(key) else {
        guard !value.isEmpty else {
          throw ContextFileError(file: file, line: lineNumber, problem: "\(key) is empty")
        }
        alternatives.append((key, value, lineNumber))
        continue
      }
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

  /// `text` without the blanks around it, as Foundation's
  /// `trimmingCharacters(in: .whitespaces)` gives it (the tab and Unicode's space
  /// separators), without that method's trip through NSString and UTF-16, which
  /// was most of the parse (ContextParserTrimTests compares the two on every line).
  static func trimmed(_ text: Substring) -> Substring {
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, isBlank(scalars[start]) { start = scalars.index(after: start) }
    while end > start, isBlank(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
    return Substring(scalars[start..<end])
  }

  /// How many times `needle` (ASCII) is in `text`, none overlapping, read left
  /// to right as `components(separatedBy:)` splits: by bytes, which the generic
  /// `firstRange(of:)` of String was several times slower at.
  static func occurrences(of needle: String, in text: String) -> Int {
    let pattern = Array(needle.utf8)
    let bytes = Array(text.utf8)
    var count = 0
    var index = 0
    while index + pattern.count <= bytes.count {
      if bytes[index..<index + pattern.count].elementsEqual(pattern) {
        count += 1
        index += pattern.count
      } else {
        index += 1
      }
    }
    return count
  }

  static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
  }

  static func record(
    _ fields: [String: String], alternatives lines: [(key: String, value: String, line: Int)] = [],
    file: String, line: Int
  ) throws(ContextFileError) -> ContextSentence {
    func fail(_ problem: String) -> ContextFileError {
      ContextFileError(file: file, line: line, problem: (fields["id"].map { "\($0): " } ?? "") + problem)
    }
    for key in keys.dropLast() where fields[key] == nil { throw fail("missing \(key)") }
    let value = { (key: String) in fields[key] ?? "" }
    guard let topic = ContextTopic(rawValue: value("topic")) else { throw fail("unknown topic \"\(value("topic"))\"") }
    guard let level = CEFRLevel(rawValue: value("level")) else { throw fail("level must be A2, B1, B2 or C1") }
    guard let region = ContextRegion(rawValue: value("region")) else { throw fail("region must be all, spain or vos") }
    guard let subject = ContextSubject(rawValue: value("person")) else {
      throw fail("unknown person \"\(value("person"))\"")
    }
    let showsPerson: Bool
    switch value("show-person") {
    case "yes": showsPerson = true
    case "no": showsPerson = false
    default: throw fail("show-person must be yes or no")
    }
    let text = value("text")
    guard occurrences(of: ContextSentence.slot, in: text) == 1 else {
      throw fail("text needs exactly one \(ContextSentence.slot)")
    }
    if subject.person == .vosotros && region != .spain { throw fail("a vosotros sentence is region spain") }
    if subject.person == .vos && region != .vos { throw fail("a vos sentence is region vos") }
    var readings: [ContextSentence.Reading] = []
    for answer in value("answers").split(separator: ",") {
      // "tense" or "tense/person" (a reading in another person than the subject's).
      let parts = trimmed(answer).split(separator: "/", maxSplits: 1)
      guard let key = parts.first, let tense = Tense(rawValue: String(key)) else {
        throw fail("unknown tense \"\(trimmed(answer))\"")
      }
      if tense.seTwin == nil && [.imperfectoDeSubjuntivo2, .pluscuamperfectoDeSubjuntivo2].contains(tense) {
        throw fail("list the -ra tense (\(tense.rawValue.dropLast())1); the -se forms are accepted with it")
      }
      var person: Person? = tense.isFinite ? subject.person : nil
      if parts.count == 2 {
        guard let other = ContextSubject(rawValue: String(parts[1])) else {
          throw fail("unknown person in \"\(answer)\"")
        }
        person = other.person
      }
      let reading = ContextSentence.Reading(tense: tense, person: person)
      guard !readings.contains(reading) else { throw fail("\(tense.rawValue) listed twice") }
      readings.append(reading)
    }
    guard !readings.isEmpty else { throw fail("answers lists no tense") }
    if readings.count > 1 && fields["note"] == nil { throw fail("several answers need a note saying what each means") }
    var open: [Person] = []
    if let persons = fields["persons"] {
      guard !showsPerson else { throw fail("persons lists an open subject; show-person must be no") }
      for name in persons.split(separator: ",") {
        guard let other = ContextSubject(rawValue: String(trimmed(name))) else {
          throw fail("unknown person \"\(trimmed(name))\" in persons")
        }
        guard !open.contains(other.person) else { throw fail("persons lists \(other.rawValue) twice") }
        if other.person == .vosotros && region != .spain { throw fail("persons: vosotros only in a spain sentence") }
        if other.person == .vos && region != .vos { throw fail("persons: vos only in a vos sentence") }
        open.append(other.person)
      }
      guard open.contains(subject.person), open.count > 1 else {
        throw fail("persons must list the sentence's person and at least one other")
      }
      // Every tense read in the subject's person is read in each open person too.
      for reading in readings where reading.person == subject.person {
        for person in open where person != subject.person {
          let extra = ContextSentence.Reading(tense: reading.tense, person: person)
          if !readings.contains(extra) { readings.append(extra) }
        }
      }
    }
    let (alternatives, audited) = try self.alternatives(
      lines, verb: value("verb"), subject: subject, readings: readings, file: file, id: value("id"))
    var sentence = ContextSentence(
      id: value("id"), topic: topic, level: level, region: region, text: text, verb: value("verb"),
      subject: subject, showsPerson: showsPerson, readings: readings, english: value("english"),
      cue: value("cue"), note: fields["note"], alternatives: alternatives, audited: audited, file: file, line: line)
    sentence.openPersons = open
    return sentence
  }

  /// The record's `also` / `not` lines, and whether it was audited (any of them,
  /// or `alternatives: none`, never both); a bad line is named by its own number.
  static func alternatives(
    _ lines: [(key: String, value: String, line: Int)], verb: String, subject: ContextSubject,
    readings: [ContextSentence.Reading], file: String, id: String
  ) throws(ContextFileError) -> ([ContextAlternative], Bool) {
    var alternatives: [ContextAlternative] = []
    var none = false
    for entry in lines {
      func fail(_ problem: String) -> ContextFileError {
        ContextFileError(file: file, line: entry.line, problem: "\(id): \(problem)")
      }
      if entry.key == "alternatives" {
        guard entry.value == "none" else { throw fail("alternatives can only be \"none\"") }
        guard !none else { throw fail("alternatives given twice in one record") }
        none = true
        continue
      }
      switch ContextAlternative.parse(entry.value, accepted: entry.key == "also", verb: verb, subject: subject) {
      case .failure(let problem): throw fail(problem.text)
      case .success(let alternative):
        if alternative.shape == .same && readings.contains(alternative.reading) {
          throw fail("\(entry.key) repeats a reading of answers")
        }
        guard !alternatives.contains(where: { $0.shape == alternative.shape && $0.reading == alternative.reading })
        else { throw fail("\(entry.key) lists an alternative twice") }
        alternatives.append(alternative)
      }
    }
    if none && !alternatives.isEmpty {
      throw ContextFileError(
        file: file, line: lines[0].line, problem: "\(id): alternatives: none with also or not lines")
    }
    return (alternatives, none || !alternatives.isEmpty)
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
