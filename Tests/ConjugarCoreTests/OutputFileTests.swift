import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// A file written piece by piece (`export --anki` of a long history): the pieces
/// in order, beside the old file and renamed over it; a read that fails halfway
/// leaves the old file whole.
@Suite("OutputFile written in pieces")
struct OutputFileTests {
  @Test("a thousand pieces, some larger than a block, arrive whole and in order")
  func pieces() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("notes.txt")
    var expected = ""
    try DiskFiles().write(to: path, console: ScriptedConsole()) { write in
      for i in 0..<1000 {
        // Every hundredth piece is 70,000 bytes: past the 64 KB block.
        let piece = "\(i)\t" + String(repeating: i % 100 == 0 ? "y" : "x", count: i % 100 == 0 ? 70_000 : 30) + "\n"
        expected += piece
        write(piece)
      }
      return true
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
    #expect(dir.contents() == ["notes.txt"])
  }

  @Test("a producer that fails halfway leaves the previous file as it was, and no file beside it")
  func abandoned() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("notes.txt")
    try OutputFile.write("the previous export\n", to: path)
    try DiskFiles().write(to: path, console: ScriptedConsole()) { write in
      for _ in 0..<5_000 { write(String(repeating: "z", count: 100) + "\n") }
      return false
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "the previous export\n")
    #expect(dir.contents() == ["notes.txt"])
  }
}
