import Foundation
import Testing

/// `conjugar identify`, run as a user or a script would; readings written by hand.
@Suite("identify command (Main.run in process)")
struct IdentifyCLITests {
  let home: TemporaryHome

  init() throws { home = try TemporaryHome() }

  func run(_ arguments: [String]) throws -> ConjugarProcess.Result {
    try ConjugarProcess.runInProcess(arguments, environment: ConjugarProcess.environment(home: home.path))
  }

  /// The readings of each form, as "infinitive tense person" strings.
  func readings(_ forms: [String]) throws -> [[String]] {
    let result = try run(["identify"] + forms + ["--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(array.map { $0["form"] as? String } == forms)
    return array.map { object in
      ((object["readings"] as? [[String: Any]]) ?? []).map { r in
        "\(r["infinitive"] as? String ?? "?") \(r["tense"] as? String ?? "?") \(r["person"] as? String ?? "-")"
      }
    }
  }

  @Test("tuve, hablo, fuera: one object per form, in order")
  func basic() throws {
    let r = try readings(["tuve", "hablo", "fuera"])
    #expect(r[0] == ["tener preterito yo"])
    #expect(r[1] == ["hablar presenteDeIndicativo yo"])
    #expect(Set(r[2]) == [
      "ser imperfectoDeSubjuntivo1 yo", "ser imperfectoDeSubjuntivo1 el",
      "ir imperfectoDeSubjuntivo1 yo", "ir imperfectoDeSubjuntivo1 el",
    ])
  }

  @Test("pronominal and enclitic forms")
  func pronominal() throws {
    let r = try readings(["acuérdate", "dámelo", "me acuerdo", "sentémonos"])
    #expect(r[0] == ["acordarse imperativoPositivo tu"])
    #expect(r[1].contains("dar imperativoPositivo tu"))
    #expect(r[2] == ["acordarse presenteDeIndicativo yo"])
    #expect(r[3] == ["sentarse imperativoPositivo nosotros"])
  }

  @Test("irregular stems and spelling changes: quepo, huelo, busqué, hizo")
  func irregular() throws {
    let r = try readings(["quepo", "huelo", "busqué", "hizo"])
    #expect(r == [
      ["caber presenteDeIndicativo yo"], ["oler presenteDeIndicativo yo"], ["buscar preterito yo"],
      ["hacer preterito el"],
    ])
  }

  @Test("text output: form, infinitive, tense, person")
  func text() throws {
    let result = try run(["identify", "tuve"])
    #expect(result.status == 0)
    #expect(result.stdout == "tuve  tener · pretérito · yo\n")
  }

  @Test("an unknown word: exit 1, nothing on standard output, the closest forms on standard error")
  func unknown() throws {
    let result = try run(["identify", "tuve", "tuvee", "--json"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("tuvee"))
    #expect(result.stderr.contains("tuve"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test("no form at all is bad usage: exit 2")
  func noForm() throws {
    #expect(try run(["identify"]).status == 2)
  }
}
