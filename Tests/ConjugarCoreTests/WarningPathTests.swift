import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// Issue 37: one path writes warnings and errors. Every "conjugar: " line is made
/// by `Warning.line`, so none can drift from the others (a missing newline, a
/// second prefix, a line that skips the console).
@Suite("warnings and errors take one path")
struct WarningPathTests {
  @Test("no source but Warning writes the \"conjugar: \" prefix")
  func onePrefix() throws {
    var checked = 0
    for target in ["ConjugarCore", "conjugar", "ConjugarClassBoard", "ClassBoardCompanion"] {
      for (name, text) in try SourceRulesTests.files(of: target) {
        checked += 1
        let writing = text.split(separator: "\n").filter { line in
          !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains("\"conjugar: ")
        }
        if target == "ConjugarCore" && name == "Dependeffects/Console/Console.swift" {
          #expect(writing.count == 1, "Warning.line makes the prefix")
        } else {
          #expect(writing.isEmpty, "\(target)/\(name): \(writing.first ?? "")")
        }
      }
    }
    #expect(checked > 100)
  }

  @Test("a warning is one line on the console's standard error, laid out as asked")
  func warn() {
    let console = ScriptedConsole()
    console.warn("the class board cannot be reached.")
    console.warn("no speech; the quiz goes on") { $0.uppercased() }
    #expect(console.error == "conjugar: the class board cannot be reached.\nCONJUGAR: NO SPEECH; THE QUIZ GOES ON\n")
    #expect(console.output == "")
  }
}
