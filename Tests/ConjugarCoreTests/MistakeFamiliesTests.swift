import Testing

@testable import ConjugarCore

/// Issue 24 §3: one test per family of mistakes learners really make. The input
/// and the expected line are written by hand from the Spanish.
@Suite("Explanations for the mistakes learners really make")
struct MistakeFamiliesTests {
  func explain(
    _ answer: String, _ infinitive: String, _ tense: Tense, _ person: Person? = nil, region: Region? = nil
  ) -> String? {
    guard let forms = VerbForms(infinitive: infinitive, catalog: .standard),
      let expected = forms.form(tense, person)
    else {
      Issue.record("the engine has no \(infinitive) \(tense) \(String(describing: person))")
      return nil
    }
    return Explanation.explain(
      answer, to: Question(infinitive, tense, person), expected: expected, forms: forms, region: region)?.text
  }

  @Test("the -er/-ir ending mixed up: tenimos, definemos")
  func conjugationEnding() {
    #expect(
      explain("tenimos", "tener", .presenteDeIndicativo, .nosotros)
        == "tener is an -er verb: nosotros ends in -emos: tenemos")
    #expect(
      explain("definemos", "definir", .presenteDeIndicativo, .nosotros)
        == "definir is an -ir verb: nosotros ends in -imos: definimos")
    #expect(
      explain("vivéis", "vivir", .presenteDeIndicativo, .vosotros)
        == "vivir is an -ir verb: vosotros ends in -ís: vivís")
  }

  @Test("a stem change put where the verb keeps its vowel: piensamos")
  func stemChangeWrongPerson() {
    #expect(explain("piensamos", "pensar", .presenteDeIndicativo, .nosotros) == "nosotros keeps e: pensamos")
    #expect(explain("puedemos", "poder", .presenteDeIndicativo, .nosotros) == "nosotros keeps o: podemos")
    #expect(explain("piensás", "pensar", .presenteDeIndicativo, .vos) == "vos keeps e: pensás")
  }

  @Test("-ieron after the j of a j-preterite: dijieron")
  func jPreterite() {
    #expect(explain("dijieron", "decir", .preterito, .ellos) == "after the j of dij- the ending is -eron: dijeron")
    #expect(explain("trajieron", "traer", .preterito, .ellos) == "after the j of traj- the ending is -eron: trajeron")
    #expect(
      explain("condujiera", "conducir", .imperfectoDeSubjuntivo1, .yo)
        == "after the j of conduj- the ending is -era: condujera")
  }

  @Test("-stes in the pretérito: comistes, hablastes")
  func finalS() {
    #expect(explain("comistes", "comer", .preterito, .tu) == "the pretérito's tú form has no final s: comiste")
    #expect(explain("hablastes", "hablar", .preterito, .tu) == "the pretérito's tú form has no final s: hablaste")
    #expect(explain("dijistes", "decir", .preterito, .tu) == "the pretérito's tú form has no final s: dijiste")
    #expect(
      explain("hablastes", "hablar", .preterito, .vos)
        == "hablastes is heard in speech, but the written vos form has no final s: hablaste")
  }

  @Test("hablais for tú is vosotros")
  func hablais() {
    #expect(explain("hablais", "hablar", .presenteDeIndicativo, .tu) == "habláis is vosotros; the question asks tú.")
  }

  @Test("a negative command without the subjunctive: no hablas")
  func negativeIndicative() {
    #expect(
      explain("no hablas", "hablar", .imperativoNegativo, .tu)
        == "a negative command takes the presente de subjuntivo: no hables")
    #expect(
      explain("no come", "comer", .imperativoNegativo, .el)
        == "a negative command takes the presente de subjuntivo: no coma")
  }

  @Test("an affirmative command with the subjunctive: hables for habla")
  func affirmativeSubjunctive() {
    #expect(
      explain("hables", "hablar", .imperativoPositivo, .tu)
        == "hables is the subjunctive of the negative command (no hables); the affirmative is habla")
    #expect(
      explain("comáis", "comer", .imperativoPositivo, .vosotros)
        == "comáis is the subjunctive of the negative command (no comáis); the affirmative is comed")
  }

  @Test("the eight short tú commands: tiene for ten, dice for di, has for haz")
  func shortCommands() {
    #expect(explain("tiene", "tener", .imperativoPositivo, .tu) == "tener is one of the eight short tú commands: ten")
    #expect(explain("dice", "decir", .imperativoPositivo, .tu) == "decir is one of the eight short tú commands: di")
    #expect(
      explain("has", "hacer", .imperativoPositivo, .tu)
        == "has is haber (tú has); hacer is one of the eight short tú commands: haz")
    #expect(explain("pone", "poner", .imperativoPositivo, .tu) == "poner is one of the eight short tú commands: pon")
    #expect(
      explain("mantiene", "mantener", .imperativoPositivo, .tu)
        == "mantener, like tener, has a short tú command: mantén")
  }

  @Test("a pronominal verb without its pronoun: acuerdo for me acuerdo")
  func missingPronoun() {
    #expect(explain("acuerdo", "acordarse", .presenteDeIndicativo, .yo) == "acordarse keeps its pronoun: me acuerdo")
    #expect(
      explain("he acordado", "acordarse", .perfectoDeIndicativo, .yo) == "acordarse keeps its pronoun: me he acordado")
  }

  @Test("the pronoun in the wrong place")
  func misplacedPronoun() {
    #expect(
      explain("he me acordado", "acordarse", .perfectoDeIndicativo, .yo)
        == "the pronoun goes before haber: me he acordado")
    #expect(
      explain("te no acuerdes", "acordarse", .imperativoNegativo, .tu)
        == "in a negative command the pronoun goes between no and the verb: no te acuerdes")
    #expect(
      explain("te acuerda", "acordarse", .imperativoPositivo, .tu)
        == "in an affirmative command the pronoun is joined to the end: acuérdate")
    #expect(
      explain("acuerdo me", "acordarse", .presenteDeIndicativo, .yo) == "the pronoun goes before the verb: me acuerdo")
  }

  @Test("a negative command with the pronoun joined to the end: no acuérdense, no siéntate")
  func negativeWithEnclitic() {
    // usted, nosotros and ustedes: the verb is already the subjunctive; only the pronoun is misplaced.
    #expect(
      explain("no acuérdense", "acordarse", .imperativoNegativo, .ellos)
        == "in a negative command the pronoun goes before the verb: no se acuerden")
    #expect(
      explain("no siéntese", "sentarse", .imperativoNegativo, .el)
        == "in a negative command the pronoun goes before the verb: no se siente")
    #expect(
      explain("no sentémonos", "sentarse", .imperativoNegativo, .nosotros)
        == "in a negative command the pronoun goes before the verb: no nos sentemos")
    // tú, vos and vosotros: the form and the place of the pronoun are both wrong.
    #expect(
      explain("no siéntate", "sentarse", .imperativoNegativo, .tu)
        == "a negative command takes the presente de subjuntivo, with the pronoun before the verb: no te sientes")
    #expect(
      explain("no sentaos", "sentarse", .imperativoNegativo, .vosotros)
        == "a negative command takes the presente de subjuntivo, with the pronoun before the verb: no os sentéis")
    #expect(
      explain("no sentate", "sentarse", .imperativoNegativo, .vos)
        == "a negative command takes the presente de subjuntivo, with the pronoun before the verb: no te sientes")
    // The pronoun in place, the indicative for the subjunctive: the subjunctive is the fault.
    #expect(
      explain("no te sientas", "sentarse", .imperativoNegativo, .tu)
        == "a negative command takes the presente de subjuntivo: no te sientes")
  }

  @Test("a negative command without its no: hable for no hable")
  func negativeWithoutNo() {
    #expect(explain("hable", "hablar", .imperativoNegativo, .el) == "a negative command starts with no: no hable")
    #expect(explain("hables", "hablar", .imperativoNegativo, .tu) == "a negative command starts with no: no hables")
    #expect(
      explain("te sientes", "sentarse", .imperativoNegativo, .tu) == "a negative command starts with no: no te sientes")
  }

  @Test("the letter nosotros and vosotros lose before -nos and -os: sentémosnos, sentados")
  func lostLetters() {
    #expect(
      explain("sentémosnos", "sentarse", .imperativoPositivo, .nosotros)
        == "before -nos the nosotros command drops its final s: sentémonos")
    #expect(
      explain("sentemosnos", "sentarse", .imperativoPositivo, .nosotros)
        == "before -nos the nosotros command drops its final s: sentémonos")
    #expect(
      explain("acordémosnos", "acordarse", .imperativoPositivo, .nosotros)
        == "before -nos the nosotros command drops its final s: acordémonos")
    #expect(
      explain("sentados", "sentarse", .imperativoPositivo, .vosotros)
        == "before -os the vosotros command drops its d: sentaos")
    // irse keeps its d: idos is right, and so is iros.
    #expect(explain("idos", "irse", .imperativoPositivo, .vosotros) == nil)
  }

  @Test("the pronoun joined to a conjugated verb: levántome, acostárase")
  func encliticOnConjugatedVerb() {
    #expect(
      explain("levántome", "levantarse", .presenteDeIndicativo, .yo)
        == "the pronoun goes before a conjugated verb, written apart: me levanto")
    #expect(
      explain("levantome", "levantarse", .presenteDeIndicativo, .yo)
        == "the pronoun goes before a conjugated verb, written apart: me levanto")
    #expect(
      explain("acostárase", "acostarse", .imperfectoDeSubjuntivo1, .el)
        == "the pronoun goes before a conjugated verb, written apart: se acostara")
    #expect(
      explain("acuérdome", "acordarse", .presenteDeIndicativo, .yo)
        == "the pronoun goes before a conjugated verb, written apart: me acuerdo")
  }

  @Test("a gerundio with its pronoun apart or missing: se acordando, acordando")
  func gerundioPronoun() {
    #expect(
      explain("se acordando", "acordarse", .gerundio)
        == "with a gerundio alone the pronoun is joined to the end: acordándose")
    #expect(
      explain("acordando se", "acordarse", .gerundio)
        == "with a gerundio alone the pronoun is joined to the end: acordándose")
    #expect(explain("acordando", "acordarse", .gerundio) == "acordarse keeps its pronoun: acordándose")
    #expect(explain("sintiendo", "sentirse", .gerundio) == "sentirse keeps its pronoun: sintiéndose")
  }

  @Test("an affirmative command without its pronoun: sienta for siéntate")
  func commandWithoutPronoun() {
    #expect(explain("sienta", "sentarse", .imperativoPositivo, .tu) == "sentarse keeps its pronoun: siéntate")
    #expect(explain("sentemos", "sentarse", .imperativoPositivo, .nosotros) == "sentarse keeps its pronoun: sentémonos")
    #expect(explain("sentad", "sentarse", .imperativoPositivo, .vosotros) == "sentarse keeps its pronoun: sentaos")
  }

  @Test("a compound tense with an agreeing participle: te habías acordada")
  func agreeingParticiple() {
    #expect(
      explain("te habías acordada", "acordarse", .pluscuamperfectoDeIndicativo, .tu)
        == "with haber the participle does not agree; it always ends in -o: te habías acordado")
    #expect(
      explain("hemos hechos", "hacer", .perfectoDeIndicativo, .nosotros)
        == "with haber the participle does not agree; it always ends in -o: hemos hecho")
  }

  @Test("the i → y is the ending's, not the stem's: leyendo, cayeron")
  func endingIToY() {
    #expect(explain("leiendo", "leer", .gerundio) == "leer: between vowels the ending -iendo is spelt -yendo: leyendo")
    #expect(
      explain("caieron", "caer", .preterito, .ellos)
        == "caer: between vowels the ending -ieron is spelt -yeron: cayeron")
    #expect(explain("leió", "leer", .preterito, .el) == "leer: between vowels the ending -ió is spelt -yó: leyó")
  }

  @Test("recibís for tú is named for the learner's region: vosotros in Spain, vos in the Americas")
  func recibís() {
    #expect(
      explain("recibís", "recibir", .presenteDeIndicativo, .tu, region: .spain)
        == "recibís is vosotros; the question asks tú.")
    #expect(
      explain("recibís", "recibir", .presenteDeIndicativo, .tu, region: .latinAmerica)
        == "recibís is the vos form; tú is recibes.")
  }
}
