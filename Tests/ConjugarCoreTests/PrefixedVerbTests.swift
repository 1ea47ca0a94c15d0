import Testing

@testable import ConjugarCore

/// Issue 44 §1–2: verbs added to the catalog, and prefixed verbs it does not
/// list, identified like their base. Every form is written here by hand.
@Suite("added verbs and prefixed verbs outside the catalog (issue 44)")
struct PrefixedVerbTests {
  let catalog = VerbCatalog.standard
  let identifier = FormIdentifier(catalog: VerbCatalog.standard)

  /// "infinitive tense person" for each reading of `word`.
  func readings(_ word: String) -> Set<String> {
    Set(identifier.readings(of: word).map { "\($0.infinitive) \($0.tenseKey) \($0.person?.rawValue ?? "-")" })
  }

  @Test(
    "added verbs are catalog verbs with their model's forms",
    arguments: [
      ("rellenar", Tense.preterito, Person.yo, "rellené"), ("rematar", .preterito, .el, "remató"),
      ("desactivar", .presenteDeSubjuntivo, .nosotros, "desactivemos"),
      ("reactivar", .futuroDeIndicativo, .ellos, "reactivarán"),
      ("rehabilitar", .presenteDeIndicativo, .yo, "rehabilito"),
      ("desaprobar", .presenteDeIndicativo, .yo, "desapruebo"),
      ("desaprobar", .presenteDeIndicativo, .nosotros, "desaprobamos"),
      ("desconcertar", .presenteDeSubjuntivo, .ellos, "desconcierten"),
      ("desandar", .preterito, .el, "desanduvo"), ("desandar", .imperfectoDeSubjuntivo1, .yo, "desanduviera"),
      ("desposeer", .preterito, .ellos, "desposeyeron"), ("desposeer", .preterito, .tu, "desposeíste"),
      ("correlacionar", .presenteDeIndicativo, .el, "correlaciona"),
      ("conceptualizar", .preterito, .yo, "conceptualicé"),
      ("precalentar", .presenteDeIndicativo, .yo, "precaliento"),
      ("sobreexponer", .preterito, .yo, "sobreexpuse"), ("reevaluar", .presenteDeIndicativo, .tu, "reevalúas"),
      ("autoabastecer", .presenteDeIndicativo, .yo, "autoabastezco"),
      ("reubicar", .presenteDeIndicativo, .yo, "reubico"),
    ])
  func added(_ verb: String, _ tense: Tense, _ person: Person, _ expected: String) throws {
    #expect(catalog.contains(verb))
    let conjugation = try #require(catalog.conjugation(of: verb))
    #expect(!conjugation.inferred)
    #expect(conjugation.form(tense, person)?.primary == expected)
    #expect(readings(expected).contains("\(verb) \(tense.rawValue) \(person.rawValue)"))
  }

  @Test("sobreexponer's participle is sobreexpuesto; desposeer's desposeído")
  func participles() {
    #expect(catalog.conjugation(of: "sobreexponer")?.participio.primary == "sobreexpuesto")
    #expect(catalog.conjugation(of: "desposeer")?.participio.primary == "desposeído")
  }

  @Test(
    "a prefixed verb the catalog lacks is identified with its base's irregularities and its own accents",
    arguments: [
      ("sobreanduve", "sobreandar preterito yo"), ("reanduvieron", "reandar preterito ellos"),
      ("reúso", "reusar presenteDeIndicativo yo"), ("reúsen", "reusar presenteDeSubjuntivo ellos"),
      ("redije", "redecir preterito yo"), ("autoinduje", "autoinducir preterito yo"),
      ("autoconvenzo", "autoconvencer presenteDeIndicativo yo"),
      ("coescrito", "coescribir participio -"),
    ])
  func outside(_ word: String, _ reading: String) {
    #expect(readings(word).contains(reading), "\(readings(word))")
  }

  @Test("its infinitive, participle and pronominal forms too")
  func outsideOtherForms() {
    for verb in ["sobreandar", "reandar", "reusar", "autoinducir", "coescribir"] {
      #expect(!catalog.contains(verb))
    }
    #expect(readings("sobreandar") == ["sobreandar infinitivo -"])
    #expect(readings("sobreandado").contains("sobreandar participio -"))
    #expect(readings("me autoconvenzo").contains("autoconvencerse presenteDeIndicativo yo"))
  }

  @Test("no prefix on ser, dar, ir, haber; no look-alike when a catalog verb has the word")
  func notPrefixed() {
    #expect(readings("redoy").isEmpty)
    #expect(readings("resoy").isEmpty)
    #expect(readings("prehay").isEmpty)
    // reúno is reunir's, a catalog verb, not re + unir.
    #expect(readings("reúno") == ["reunir presenteDeIndicativo yo"])
  }
}
