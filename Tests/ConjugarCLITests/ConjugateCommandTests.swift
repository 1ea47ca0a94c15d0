import Foundation
import Testing

/// `conjugar conjugate` and `conjugar verbs`, run as a user or a script would.
@Suite("conjugate and verbs commands (Main.run in process)")
struct ConjugateCommandTests {
  let home: TemporaryHome

  init() throws { home = try TemporaryHome() }

  func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> ConjugarProcess.Result {
    try ConjugarProcess.runInProcess(arguments, environment: ConjugarProcess.environment(home: home.path, extra))
  }

  func json(_ arguments: [String]) throws -> [[String: Any]] {
    let result = try run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
  }

  @Test("--json prints the contract's object, persons left out where the verb has none")
  func jsonContract() throws {
    let verbs = try json(["conjugate", "tener", "llover", "acordarse", "--json"])
    #expect(verbs.map { $0["infinitive"] as? String } == ["tener", "llover", "acordarse"])
    let tener = verbs[0]
    #expect(tener["translation"] as? String == "to have")
    #expect(tener["gerundio"] as? String == "teniendo")
    #expect(tener["participio"] as? String == "tenido")
    #expect(tener["inferred"] as? Bool == false)
    let tenses = try #require(tener["tenses"] as? [String: [String: String]])
    #expect(tenses.count == 20)
    #expect(
      tenses["presenteDeIndicativo"] == [
        "yo": "tengo", "tu": "tienes", "vos": "tenés", "el": "tiene", "nosotros": "tenemos",
        "vosotros": "tenéis", "ellos": "tienen",
      ])
    #expect(
      tenses["imperativoPositivo"] == [
        "tu": "ten", "vos": "tené", "el": "tenga", "nosotros": "tengamos", "vosotros": "tened", "ellos": "tengan",
      ])
    #expect(tenses["imperativoNegativo"]?["vos"] == "no tengas")
    #expect(tenses["pluscuamperfectoDeSubjuntivo2"]?["nosotros"] == "hubiésemos tenido")
    let llover = try #require(verbs[1]["tenses"] as? [String: [String: String]])
    // él, and ellos since issue 36 (llueven críticas); no other person.
    #expect(llover["presenteDeIndicativo"] == ["el": "llueve", "ellos": "llueven"])
    #expect(llover["perfectoDeIndicativo"] == ["el": "ha llovido", "ellos": "han llovido"])
    let acordarse = verbs[2]
    #expect(acordarse["gerundio"] as? String == "acordándose")
    let reflexive = try #require(acordarse["tenses"] as? [String: [String: String]])
    #expect(reflexive["perfectoDeIndicativo"]?["yo"] == "me he acordado")
    #expect(reflexive["imperativoPositivo"]?["nosotros"] == "acordémonos")
  }

  /// The keys of `conjugate --all --json` that `all` reads of every verb: the
  /// array is some 38 MB, and reading every table into dictionaries took longer
  /// than conjugating them.
  struct Listed: Decodable {
    let infinitive: String
    let inferred: Bool
  }

  /// Whether the whole-catalog sweeps run (.ci/run's step of its own; skipped,
  /// saying so, in the default `swift test`, which issue 46 keeps under 30 s).
  static let wholeCatalog = ProcessInfo.processInfo.environment["CONJUGAR_WHOLE_CATALOG"] == "1"

  @Test(
    "--all conjugates every catalog verb, in the order verbs lists them",
    .enabled(
      if: wholeCatalog,
      "a whole-catalog sweep: .ci/run's step of its own runs it (CONJUGAR_WHOLE_CATALOG=1 swift test --skip-build --filter 'IdentifyRoundTripTests|CatalogTests|ConjugateCommandTests')"
    ))
  func all() throws {
    let result = try run(["conjugate", "--all", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let data = Data(result.stdout.utf8)
    let verbs = try JSONDecoder().decode([Listed].self, from: data)
    let listed = try JSONDecoder().decode([String].self, from: Data(try run(["verbs", "--json"]).stdout.utf8))
    #expect(verbs.map(\.infinitive) == listed)
    #expect(verbs.count > 9_000)
    #expect(verbs.first?.infinitive == "ababillar")
    #expect(verbs.allSatisfy { !$0.inferred })
    // sostener's object read whole: from its key to the next verb's line.
    let start = try #require(data.range(of: Data(#"{"infinitive":"sostener","#.utf8)))
    let next = try #require(data.range(of: Data(",\n{\"infinitive\":".utf8), in: start.upperBound..<data.endIndex))
    let sostener = try #require(
      try JSONSerialization.jsonObject(with: data[start.lowerBound..<next.lowerBound]) as? [String: Any])
    #expect(sostener["infinitive"] as? String == "sostener")
    let tenses = try #require(sostener["tenses"] as? [String: [String: String]])
    #expect(tenses["preterito"]?["el"] == "sostuvo")
    #expect(tenses["presenteDeSubjuntivo"]?["yo"] == "sostenga")
    let both = try run(["conjugate", "--all", "tener"])
    #expect(both.status == 2)
    #expect(both.stdout.isEmpty)
  }

  @Test("keys appear in the contract's order")
  func keyOrder() throws {
    let result = try run(["conjugate", "hablar", "--json"])
    #expect(
      result.stdout.hasPrefix(
        #"[{"infinitive":"hablar","translation":"to speak","gerundio":"hablando","participio":"hablado","inferred":false,"tenses":{"presenteDeIndicativo":{"yo":"hablo","tu":"hablas","vos":"hablás","el":"habla""#
      ))
  }

  @Test("a verb outside the catalog is inferred, and says so")
  func inferred() throws {
    let verbs = try json(["conjugate", "entreponer", "remaquillar", "--json"])
    #expect(verbs.map { $0["inferred"] as? Bool } == [true, true])
    let tenses = try #require(verbs[0]["tenses"] as? [String: [String: String]])
    #expect(tenses["preterito"]?["yo"] == "entrepuse")
    #expect(tenses["imperativoPositivo"]?["tu"] == "entrepón")
    let table = try run(["conjugate", "entreponer"])
    #expect(table.stdout.contains("not in the catalog: conjugated like poner"))
  }

  @Test(
    "not an infinitive: exit 1, one line on standard error, nothing on standard output",
    arguments: ["", "m", "tango 💃", "hablarr", "123", "ar"])
  func badInput(_ input: String) throws {
    let result = try run(["conjugate", input, "--json"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stderr.hasPrefix("conjugar: "))
  }

  @Test("a near miss suggests the catalog verb")
  func suggestion() throws {
    let result = try run(["conjugate", "hablarr"])
    #expect(result.stderr == "conjugar: \"hablarr\" is not a Spanish infinitive conjugar knows; did you mean hablar?\n")
  }

  @Test("one bad argument among good ones prints nothing at all")
  func mixed() throws {
    let result = try run(["conjugate", "tener", "xyz", "comer", "--json"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
  }

  @Test("irregular letters are capitals when colour is off")
  func capitals() throws {
    let result = try run(["conjugate", "tener"], ["NO_COLOR": "1"])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("\u{1B}["))
    #expect(result.stdout.contains("tenGo"))
    #expect(result.stdout.contains("tIenes"))
    #expect(result.stdout.contains("INDICATIVO"))
  }

  @Test("tables show the second person the secondSingularBrowse setting asks for")
  func secondPerson() throws {
    let rows = { (result: ConjugarProcess.Result) in
      result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }
    let byDefault = try run(["conjugate", "tener"], ["NO_COLOR": "1"])
    #expect(rows(byDefault).contains("tú") && !rows(byDefault).contains("vos"))
    #expect(try run(["settings", "set", "secondSingularBrowse", "Both"]).status == 0)
    let both = try run(["conjugate", "tener"], ["NO_COLOR": "1"])
    #expect(rows(both).contains("tú") && rows(both).contains("vos"))
    let vos = try run(["conjugate", "tener", "--second-person", "vos"], ["NO_COLOR": "1"])
    #expect(rows(vos).contains("vos") && !rows(vos).contains("tú"))
    #expect(vos.stdout.contains("tenés"))
    let bad = try run(["conjugate", "tener", "--second-person", "usted"])
    #expect(bad.status == 2)
    #expect(bad.stdout.isEmpty)
  }

  @Test("verbs --json lists every required infinitive")
  func verbsList() throws {
    let result = try run(["verbs", "--json"])
    let listed = Set(try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String]))
    let required = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ConjugarCoreTests/Fixtures/required-infinitives.txt"), encoding: .utf8
    )
    .split(separator: "\n").map(String.init)
    #expect(required.count == 707)
    #expect(required.filter { !listed.contains($0) } == [])
  }

  @Test("the conjugate command writes no file")
  func noFiles() throws {
    _ = try run(["conjugate", "ser", "--json"])
    #expect(home.contents == [])
  }

  @Test("--json reads no setting, so it works beside a database it cannot use; the table reads one and says so")
  func jsonReadsNoDatabase() throws {
    let path = home.path + "/garbage.sqlite"
    try Data("SQLite format 3\0".utf8 + [UInt8](repeating: 0xEE, count: 4_080)).write(to: URL(fileURLWithPath: path))
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let json = try run(["conjugate", "tener", "--json"], ["CONJUGAR_DATABASE": path])
    #expect(json.status == 0, "\(json.stderr)")
    #expect(json.stdout.hasPrefix(#"[{"infinitive":"tener""#))
    #expect(json.stderr == "")
    let table = try run(["conjugate", "tener"], ["CONJUGAR_DATABASE": path])
    #expect(table.status == 1)
    #expect(table.stdout == "")
    #expect(table.stderr.hasPrefix("conjugar: cannot use the database \(path): it is not a SQLite database"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(home.contents == ["garbage.sqlite"])
  }
}
