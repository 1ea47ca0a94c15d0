import Foundation
import Testing

/// Issue 22's rules for the core's source, checked on the files themselves: the
/// core does no terminal I/O (the front end asks the terminal and tells the
/// console), re-exports no module, and no comment measures code in instructions
/// (performance notes live in docs/performance.md).
@Suite("the core's source rules")
struct SourceRulesTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  /// Every Swift file under Sources/`target`, with its text.
  static func files(of target: String) throws -> [(name: String, text: String)] {
    let folder = sources.appendingPathComponent(target)
    let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    return try paths.filter { $0.hasSuffix(".swift") }.sorted().map {
      ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
  }

  @Test("the core asks nothing of the terminal")
  func noTerminalCalls() throws {
    let files = try Self.files(of: "ConjugarCore")
    #expect(files.count > 50)
    for (name, text) in files {
      for call in ["isatty(", "ioctl(", "TIOCGWINSZ", "tcsetattr(", "tcgetattr("] {
        #expect(!text.contains(call), "\(name) calls \(call)")
      }
    }
  }

  @Test("no module re-exported, no instruction counts in comments")
  func noReexportsNoCounts() throws {
    let classBoard = "../ClassBoard/Sources/"  // the companion's package (ClassBoard/)
    for target in ["ConjugarCore", "conjugar", classBoard + "ConjugarClassBoard", classBoard + "ClassBoardCompanion"] {
      let files = try Self.files(of: target)
      #expect(!files.isEmpty, "no Swift file under Sources/\(target)")
      for (name, text) in files {
        #expect(!text.contains("@_exported"), "\(target)/\(name) re-exports a module")
        let counted = text.split(separator: "\n").filter {
          $0.contains("//") && $0.range(of: #"[0-9.,]+ ?[kKM]? instructions"#, options: .regularExpression) != nil
        }
        #expect(counted.isEmpty, "\(target)/\(name): \(counted.first ?? "")")
      }
    }
  }
}
