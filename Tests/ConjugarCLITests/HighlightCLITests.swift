import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// Capitals mark the changed letters the same way in every form of a tense.
@Suite("Highlighting in capitals (Main.run in process)")
struct HighlightCLITests {
  @Test(
    "an irregular stem is marked alike in every person",
    arguments: [
      ("tener", ["tUVe", "tUViste", "tUVo", "tUVimos", "tUVieron", "tUViera", "tUViese"]),
      ("andar", ["andUVe", "andUViste", "andUVo"]),
      ("poner", ["pUSe", "pUSiste", "pUSo", "ponDré", "ponDrías"]),
      // The examples: sEÁis was marked unlike sEa; the accent is not a change.
      ("ser", ["sEa", "sEas", "sEamos", "sEáis", "sEan"]),
      ("ir", ["Yendo", "VAYa", "VAYamos", "VAYáis"]),
    ])
  func stems(verb: String, marked: [String]) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.runInProcess(
      ["conjugate", verb, "--no-color"], environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 0)
    let words = Set(result.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    for form in marked { #expect(words.contains(form), "\(form)") }
  }
}
