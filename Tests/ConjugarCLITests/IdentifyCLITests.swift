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

  /// `--json`'s output: one JSON object a line (issue 44), each parsed alone.
  static func lines(_ stdout: String) throws -> [[String: Any]] {
    #expect(stdout.isEmpty || stdout.hasSuffix("\n"))
    return try stdout.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  /// The readings of each form, as "infinitive tense person" strings.
  func readings(_ forms: [String]) throws -> [[String]] {
    let result = try run(["identify"] + forms + ["--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let array = try Self.lines(result.stdout)
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
    #expect(
      Set(r[2]) == [
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
    #expect(
      r == [
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

  @Test("an unknown word: exit 1, the closest forms on standard error, nothing on standard output alone")
  func unknown() throws {
    let result = try run(["identify", "tuvee"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "conjugar: \"tuvee\" is not a form of a catalog verb; closest: tuve, tuviere, tuviese\n")
  }

  // MARK: Issue 36: a batch answers every form

  @Test("a batch with unknown words answers every form, in order, and exits 1")
  func batchJSON() throws {
    let result = try run(["identify", "tuve", "tuvee", "poní", "hecha", "rieles", "hablo", "--json"])
    #expect(result.status == 1)
    let array = try Self.lines(result.stdout)
    #expect(array.map { $0["form"] as? String } == ["tuve", "tuvee", "poní", "hecha", "rieles", "hablo"])
    #expect((array[0]["readings"] as? [Any])?.count == 1)
    #expect(array[0]["suggestions"] == nil)
    #expect((array[1]["readings"] as? [Any])?.isEmpty == true)
    #expect((array[1]["suggestions"] as? [String])?.first == "tuve")
    #expect((array[2]["readings"] as? [Any])?.isEmpty == true)
    #expect(array[2]["suggestions"] as? [String] == ["puse"])
    let hecha = try #require((array[3]["readings"] as? [[String: Any]])?.first)
    #expect(hecha["infinitive"] as? String == "hacer")
    #expect(hecha["tense"] as? String == "participio")
    #expect(hecha["gender"] as? String == "feminine")
    #expect(hecha["number"] as? String == "singular")
    let rieles = try #require(array[4]["readings"] as? [[String: Any]])
    #expect(rieles.contains { $0["infinitive"] as? String == "reír" && $0["readAs"] as? String == "ríeles" })
    #expect((array[5]["readings"] as? [Any])?.count == 1)
    // One line on standard error for each unknown word, in order.
    #expect(
      result.stderr.split(separator: "\n") == [
        "conjugar: \"tuvee\" is not a form of a catalog verb; closest: tuve, tuviere, tuviese",
        "conjugar: poní is not a form; the pretérito of poner, yo, is puse",
      ])
  }

  @Test("text: the known forms' readings on standard output, each unknown one on standard error")
  func batchText() throws {
    let result = try run(["identify", "tuve", "tuvee", "hechas", "rieles"])
    #expect(result.status == 1)
    // Each form's answer is written as it comes, aligned with itself alone.
    #expect(result.stdout.contains("tuve  tener · pretérito · yo\n"))
    #expect(result.stdout.contains("hechas  hacer · participio · feminine plural\n"))
    #expect(result.stdout.contains("rieles  reír · imperativo positivo · tú (read as ríeles)\n"))
    #expect(!result.stdout.contains("tuvee"))
    #expect(result.stderr == "conjugar: \"tuvee\" is not a form of a catalog verb; closest: tuve, tuviere, tuviese\n")
  }

  @Test("text: every reading a line, an escaped form, and a form too wide for the line (its reading under it)")
  func textLines() throws {
    let wide = String(repeating: " ", count: 65) + "hablo"
    let result = try run(["identify", "fuera", "hablo\u{200B}", wide])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        fuera  ir · imperfecto de subjuntivo (-ra) · yo
        fuera  ir · imperfecto de subjuntivo (-ra) · él
        fuera  ser · imperfecto de subjuntivo (-ra) · yo
        fuera  ser · imperfecto de subjuntivo (-ra) · él
        hablo<U+200B>  hablar · presente de indicativo · yo
        \(wide)
          hablar · presente de indicativo · yo

        """)
  }

  @Test(
    "valid variants are readings, never errors",
    arguments: [
      ("desahucio", "desahuciar"), ("vidrio", "vidriar"), ("derrengo", "derrengar"), ("engroso", "engrosar"),
      ("inverno", "invernar"), ("adecúo", "adecuar"), ("licúo", "licuar"),
    ])
  func variants(_ form: String, _ verb: String) throws {
    let r = try readings([form])
    #expect(r[0].contains("\(verb) presenteDeIndicativo yo"))
  }

  // MARK: Issue 44: forms from standard input, answers streamed

  @Test("no forms given: they are read from standard input, one a line, blank lines skipped")
  func standardInput() throws {
    let result = try ConjugarProcess.runInProcess(
      ["identify", "--json"], input: "tuve\n\n  \nhecha\ntuvee\nhablo\n",
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 1)
    let array = try Self.lines(result.stdout)
    #expect(array.map { $0["form"] as? String } == ["tuve", "hecha", "tuvee", "hablo"])
    #expect(result.stdout.split(separator: "\n").count == 4)
    #expect(result.stdout.hasPrefix(#"{"form":"tuve","readings":[{"infinitive":"tener","tense":"preterito""#))
    #expect(result.stderr == "conjugar: \"tuvee\" is not a form of a catalog verb; closest: tuve, tuviere, tuviese\n")
    let text = try ConjugarProcess.runInProcess(
      ["identify"], input: "tuve\nhablo", environment: ConjugarProcess.environment(home: home.path))
    #expect(text.status == 0)
    #expect(text.stdout == "tuve  tener · pretérito · yo\nhablo  hablar · presente de indicativo · yo\n")
  }

  @Test("empty standard input: no answer, exit 0")
  func noForm() throws {
    let result = try run(["identify"])
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty && result.stderr.isEmpty)
  }

  @Test("conjugate reads infinitives from standard input: one JSON object a line, a bad one on standard error")
  func conjugateStandardInput() throws {
    let result = try ConjugarProcess.runInProcess(
      ["conjugate", "--json"], input: "tener\nxyz\n\nhablar\n",
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 1)
    let array = try Self.lines(result.stdout)
    #expect(array.map { $0["infinitive"] as? String } == ["tener", "hablar"])
    #expect(((array[0]["tenses"] as? [String: [String: String]])?["preterito"])?["yo"] == "tuve")
    #expect(result.stderr.hasPrefix("conjugar: \"xyz\" is not a Spanish infinitive conjugar knows"))
    let text = try ConjugarProcess.runInProcess(
      ["conjugate"], input: "tener\n", environment: ConjugarProcess.environment(home: home.path, ["NO_COLOR": "1"]))
    #expect(text.status == 0)
    // Capitals mark the irregular letters (tUVe).
    #expect(text.stdout.lowercased().contains("tuve"))
  }

  // MARK: Issue 23: identify for real sentences (readings written by hand)

  /// The text of standard error for one form that fails, and the exit status.
  func failure(_ form: String) throws -> (Int32, String) {
    let result = try run(["identify", form])
    #expect(result.stdout.isEmpty)
    return (result.status, result.stderr)
  }

  @Test("pronouns before the verb: object pronouns and pronominal verbs")
  func proclitics() throws {
    let r = try readings(["se lo di", "te quiero", "los vi", "me lo dijo", "se me olvidó", "nos vamos"])
    #expect(r[0] == ["dar preterito yo"])
    #expect(r[1] == ["querer presenteDeIndicativo yo"])
    #expect(r[2] == ["ver preterito yo"])
    #expect(r[3] == ["decir preterito el"])
    #expect(r[4] == ["olvidarse preterito el"])
    #expect(r[5] == ["irse presenteDeIndicativo nosotros"])
  }

  @Test("pronominal imperatives: vete, vente, siéntate, levántate / levantate")
  func pronominalImperatives() throws {
    let r = try readings(["vete", "vente", "siéntate", "levántate", "levantate"])
    #expect(r[0].contains("irse imperativoPositivo tu"))
    #expect(r[0].contains("vetar presenteDeSubjuntivo yo"))
    #expect(r[0].contains("vetar imperativoPositivo el"))
    #expect(!r[0].contains("irse imperativoPositivo vos"))
    #expect(r[1] == ["venirse imperativoPositivo tu"])
    // sienta + te is tú's (sentarse); sentir's usted is siéntase, never siéntate.
    #expect(r[2] == ["sentarse imperativoPositivo tu"])
    #expect(r[3] == ["levantarse imperativoPositivo tu"])
    #expect(r[4] == ["levantarse imperativoPositivo vos"])
  }

  @Test("infinitives, gerundios and participios are readings; hay is haber")
  func nonFinite() throws {
    let r = try readings(["hablar", "hablando", "hablado", "hay"])
    #expect(r[0] == ["hablar infinitivo -"])
    #expect(r[1] == ["hablar gerundio -"])
    #expect(r[2] == ["hablar participio -"])
    #expect(r[3] == ["haber presenteDeIndicativo el"])
  }

  @Test(
    "a learner's error names the form meant, exit 1",
    arguments: [
      ("poní", "conjugar: poní is not a form; the pretérito of poner, yo, is puse\n"),
      ("andé", "conjugar: andé is not a form; the pretérito of andar, yo, is anduve\n"),
      ("cabí", "conjugar: cabí is not a form; the pretérito of caber, yo, is cupe\n"),
      ("sabo", "conjugar: sabo is not a form; the presente de indicativo of saber, yo, is sé\n"),
      ("rompido", "conjugar: rompido is not a form; the participio of romper is roto\n"),
      ("escribido", "conjugar: escribido is not a form; the participio of escribir is escrito\n"),
      ("haiga", "conjugar: haiga is not a form; the presente de subjuntivo of haber, yo and él, is haya\n"),
      (
        "teniamos",
        "conjugar: teniamos is not a form; the imperfecto de indicativo of tener, nosotros, is teníamos\n"
      ),
      ("dijieron", "conjugar: dijieron is not a form; the pretérito of decir, ellos, is dijeron\n"),
    ])
  func learnerErrors(_ form: String, _ message: String) throws {
    let (status, stderr) = try failure(form)
    #expect(status == 1)
    #expect(stderr == message)
  }

  @Test(
    "did you mean: nearest, then most frequent",
    arguments: [
      ("ablar", "hablar"), ("bucar", "buscar"), ("peder", "perder"), ("empesar", "empezar"),
    ])
  func didYouMean(_ form: String, _ meant: String) throws {
    let (status, stderr) = try failure(form)
    #expect(status == 1)
    #expect(stderr.hasPrefix("conjugar: \"\(form)\" is not a form of a catalog verb; closest: \(meant)"), "\(stderr)")
  }

  @Test("a well-formed loan verb gets no misleading hint", arguments: ["stalkear", "spoilearse"])
  func loans(_ form: String) throws {
    let (status, stderr) = try failure(form)
    #expect(status == 1)
    #expect(stderr == "conjugar: \"\(form)\" is not a form of a catalog verb\n")
  }
}
