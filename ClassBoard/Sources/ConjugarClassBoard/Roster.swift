import ConjugarCore

/// A teacher's roster CSV, read on the teacher's machine: one learner a line,
/// `name` or `name,pseudonym` (an optional first line `name,pseudonym` is a
/// header). Real names never leave this machine: the server gets the pseudonyms
/// (`s01` … `s999`), given in the file or assigned in its order.
///
/// A roster that is not plainly one is refused whole, in one line naming the
/// line and never repeating the name, before anything reaches the server: a
/// quote (no quoting is read: a name with a comma is a mistake to fix), a control
/// or bidi character, a name over 100 characters, an empty name, a file over
/// 1 MB, more than 999 learners, a pseudonym that is not `s` and 2 or 3 digits,
/// a pseudonym (or its number: s07, s007) or a name twice, a name a spreadsheet
/// would run as a formula (`= + - @` first), a comma inside a name.
package struct Roster: Sendable, Equatable {
  package struct Entry: Sendable, Equatable {
    package let name: String
    package let pseudonym: String

    package init(name: String, pseudonym: String) {
      self.name = name
      self.pseudonym = pseudonym
    }
  }

  package let entries: [Entry]

  package static let maximumBytes = 1_000_000
  package static let maximumLearners = 999
  package static let maximumName = 100

  package struct Refusal: Error, Equatable {
    package let message: String
  }

  package init(entries: [Entry]) { self.entries = entries }

  /// Reads a roster's bytes (at most `maximumBytes`; the caller reads one more to
  /// know a file is bigger).
  package init(bytes: [UInt8]) throws(Refusal) {
    guard bytes.count <= Self.maximumBytes else {
      throw Refusal(message: "it is over 1 MB; a roster is a line per learner")
    }
    guard var text = String(validating: bytes, as: UTF8.self) else {
      throw Refusal(message: "it is not UTF-8 text; save it as CSV UTF-8")
    }
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    // "\r\n" is one Character in Swift: lines end at either.
    text = text.replacingOccurrences(of: "\r\n", with: "\n")
    var given: [(line: Int, name: String, pseudonym: String?)] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let lineNumber = index + 1
      let line = Substring(raw)
      if line.allSatisfy({ $0 == " " || $0 == "," }) { continue }
      if let bad = line.unicodeScalars.first(where: Self.isForbidden) {
        let what =
          bad == "\""
          ? "a quote (no quoting is read: one name, then optionally its pseudonym, a line)"
          : "the character U+\(Self.hex(bad.value)) (a control, bidi or invisible character)"
        throw Refusal(message: "line \(lineNumber) holds \(what)")
      }
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0).trimmingCharacters(in: .whitespaces)
      }
      if given.isEmpty, fields.first?.lowercased() == "name" { continue }
      guard fields.count <= 2 else {
        throw Refusal(message: "line \(lineNumber) has \(fields.count) fields; a line is: name[,pseudonym]")
      }
      let name = fields[0]
      guard !name.isEmpty else { throw Refusal(message: "line \(lineNumber) has no name") }
      guard name.count <= Self.maximumName else {
        throw Refusal(message: "line \(lineNumber)'s name is over \(Self.maximumName) characters")
      }
      // A spreadsheet runs a cell that starts so as a formula: the names go to a
      // file the teacher opens in one (roster.classN.csv).
      if let first = name.unicodeScalars.first, "=+-@".unicodeScalars.contains(first) {
        throw Refusal(
          message: "line \(lineNumber)'s name starts with \(first), which a spreadsheet runs as a formula")
      }
      let pseudonym = fields.count == 2 && !fields[1].isEmpty ? fields[1].lowercased() : nil
      if let pseudonym, !Self.isPseudonym(pseudonym) {
        // "García, Ana": a comma inside a name, not a pseudonym after it.
        guard pseudonym.hasPrefix("s"), pseudonym.dropFirst().first?.isNumber == true else {
          throw Refusal(
            message: "line \(lineNumber) has a comma and then no pseudonym (s07): a name holds no comma "
              + "(write the name as one: first names, then surnames)")
        }
        throw Refusal(message: "line \(lineNumber)'s pseudonym is not s and 2 or 3 digits (s07)")
      }
      given.append((lineNumber, name, pseudonym))
      guard given.count <= Self.maximumLearners else {
        throw Refusal(message: "it has more than \(Self.maximumLearners) learners")
      }
    }
    guard !given.isEmpty else { throw Refusal(message: "it has no learner") }
    var seenNames: [String: Int] = [:]
    var seenPseudonyms: [String: Int] = [:]
    var seenNumbers: [Int: Int] = [:]
    for entry in given {
      if let first = seenNames[entry.name.lowercased()] {
        throw Refusal(
          message: "lines \(first) and \(entry.line) have the same name; add what tells them apart (an initial)")
      }
      seenNames[entry.name.lowercased()] = entry.line
      if let pseudonym = entry.pseudonym {
        // s07 and s007 are the same learner's number: a teacher could not tell them apart.
        if let first = seenPseudonyms[pseudonym] ?? seenNumbers[Self.number(pseudonym)] {
          throw Refusal(message: "lines \(first) and \(entry.line) have the same pseudonym")
        }
        seenPseudonyms[pseudonym] = entry.line
        seenNumbers[Self.number(pseudonym)] = entry.line
      }
    }
    // Pseudonyms not given: s01, s02 … in the file's order, skipping those given.
    let width = given.count > 99 ? 3 : 2
    var next = 1
    var made: [Entry] = []
    for entry in given {
      if let pseudonym = entry.pseudonym {
        made.append(Entry(name: entry.name, pseudonym: pseudonym))
        continue
      }
      var candidate: String
      repeat {
        let digits = String(next)
        candidate = "s" + String(repeating: "0", count: max(0, width - digits.count)) + digits
        next += 1
      } while seenPseudonyms[candidate] != nil || seenNumbers[Self.number(candidate)] != nil
      seenPseudonyms[candidate] = entry.line
      made.append(Entry(name: entry.name, pseudonym: candidate))
    }
    entries = made
  }

  /// A pseudonym's number: s07 and s007 are both 7.
  static func number(_ pseudonym: String) -> Int { Int(pseudonym.dropFirst()) ?? -1 }

  static func isPseudonym(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    return (3...4).contains(scalars.count) && scalars[0] == "s"
      && scalars.dropFirst().allSatisfy { ("0"..."9").contains($0) }
  }

  /// A quote, or anything SafeText would escape (C0, DEL, C1, bidi, zero-width).
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\"" || scalar == "\t" || SafeText.needsEscape(scalar)
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// The file the teacher keeps: `pseudonym,name` a line, with a header. The
  /// page (`serve --roster`) reads it to show names; the server never sees it.
  package var pseudonymFile: String {
    "pseudonym,name\n" + entries.map { "\($0.pseudonym),\($0.name)\n" }.joined()
  }
}
