import Foundation
import Testing

@testable import ConjugarCore

/// The context parser's own trimming, kept beside Foundation's
/// `trimmingCharacters(in: .whitespaces)` that it replaced for speed
/// (docs/performance.md, "The tutor"): both must give the same on every line.
@Suite("context parser trimming")
struct ContextParserTrimTests {
  @Test("by hand: spaces, tabs, no-break and em spaces go; letters and inner blanks stay")
  func byHand() {
    #expect(ContextParser.trimmed("  habló \t") == "habló")
    #expect(ContextParser.trimmed("\u{00A0}a b\u{2003}") == "a b")
    #expect(ContextParser.trimmed(" \t ") == "")
    #expect(ContextParser.trimmed("") == "")
    #expect(ContextParser.trimmed("x") == "x")
    // A line break is not a blank here (the parser splits lines first).
    #expect(ContextParser.trimmed("\u{0085}x") == "\u{0085}x")
  }

  @Test("the same as Foundation's trimming on every line of every embedded file, and on odd ones")
  func sameAsFoundation() {
    var lines: [Substring] = ["\u{3000}mañana\u{202F}", "\t\u{1680}", "a\u{0301} ", " e\u{0301}"]
    for file in ContextLibrary.embeddedFiles { lines += file.text.split(separator: "\n") }
    #expect(lines.count > 10_000)
    for line in lines {
      #expect(String(ContextParser.trimmed(line)) == line.trimmingCharacters(in: .whitespaces), "\(line)")
    }
  }

  @Test("a file with Windows line ends reads as the same records, on the same lines")
  func windowsLineEnds() throws {
    let plain = try ContextParser.parse(ContextSentenceTests.good, file: "t.txt")
    let windows = try ContextParser.parse(
      ContextSentenceTests.good.replacingOccurrences(of: "\n", with: "\r\n"), file: "t.txt")
    #expect(windows.map(\.id) == ["t-001", "t-002"])
    #expect(windows.map(\.line) == [3, 16])
    #expect(windows.map(\.note) == plain.map(\.note))
    #expect(windows.map(\.text) == plain.map(\.text))
  }

  @Test("the slot counted as Foundation's components(separatedBy:) splits: none overlapping, left to right")
  func occurrences() {
    let cases: [(String, Int)] = [
      ("", 0), ("a ___ b", 1), ("____", 1), ("______", 2), ("_____", 1), ("___ y ___", 2),
      ("__ _", 0), ("Él ___ café.", 1),
    ]
    for (text, count) in cases {
      #expect(ContextParser.occurrences(of: "___", in: text) == count, "\(text)")
      #expect(text.components(separatedBy: "___").count - 1 == count, "\(text)")
    }
  }

  @Test("the slot must be there exactly once")
  func slotOnce() {
    func text(_ value: String) -> String {
      ContextSentenceTests.good.replacingOccurrences(
        of: "text: Cuando ___ a casa, ya no había luz.", with: "text: " + value)
    }
    #expect(throws: ContextFileError.self) { try ContextParser.parse(text("Cuando llegamos."), file: "t.txt") }
    #expect(throws: ContextFileError.self) { try ContextParser.parse(text("___ y ___."), file: "t.txt") }
    #expect(throws: ContextFileError.self) { try ContextParser.parse(text("Cuando ______ a casa."), file: "t.txt") }
    #expect((try? ContextParser.parse(text("Cuando ____ a casa."), file: "t.txt"))?.first?.id == "t-001")
  }
}
