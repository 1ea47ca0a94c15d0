import Testing

@testable import ConjugarCore

/// Expected lines are written by hand from the Spanish; the engine only
/// supplies the verb's forms the explanation searches.
@Suite("Explanation: feedback that says why")
struct ExplanationTests {
  func explain(_ answer: String, _ infinitive: String, _ tense: Tense, _ person: Person? = nil) -> Explanation? {
    guard let forms = VerbForms(infinitive: infinitive, catalog: .standard),
      let expected = forms.form(tense, person)
    else {
      Issue.record("the engine has no \(infinitive) \(tense) \(String(describing: person))")
      return nil
    }
    return Explanation.explain(answer, to: Question(infinitive, tense, person), expected: expected, forms: forms)
  }

  @Test("another tense of the same verb, same person")
  func otherTenseSamePerson() {
    let e = explain("hablabas", "hablar", .preterito, .tu)
    #expect(e?.kind == .otherTense)
    #expect(e?.text == "hablabas is the imperfecto (tú); the question asks the pretérito.")
  }

  @Test("another tense and another person")
  func otherTenseOtherPerson() {
    #expect(
      explain("hablaba", "hablar", .preterito, .tu)?.text
        == "hablaba is the imperfecto (yo, él); the question asks the pretérito for tú.")
  }

  @Test("a form two tenses share is named by both")
  func sharedForm() {
    #expect(
      explain("hablamos", "hablar", .imperfectoDeIndicativo, .nosotros)?.text
        == "hablamos is the presente or pretérito (nosotros); the question asks the imperfecto.")
  }

  @Test("the gerundio or participio given for a finite form")
  func nonFinite() {
    #expect(
      explain("hablando", "hablar", .presenteDeIndicativo, .yo)?.text
        == "hablando is the gerundio; the question asks the presente for yo.")
  }

  @Test("another tense typed without its accents is named by its spelling")
  func otherTenseWithoutAccents() {
    let e = explain("hablabamos", "hablar", .preterito, .nosotros)
    #expect(e?.kind == .otherTense)
    #expect(e?.text == "hablábamos is the imperfecto (nosotros); the question asks the pretérito.")
  }

  @Test("another person of the same tense")
  func otherPerson() {
    let e = explain("tengo", "tener", .presenteDeIndicativo, .el)
    #expect(e?.kind == .otherPerson)
    #expect(e?.text == "tengo is yo; the question asks él.")
    #expect(
      explain("tenga", "tener", .presenteDeSubjuntivo, .nosotros)?.text
        == "tenga is yo or él; the question asks nosotros.")
  }

  @Test("the other spelling of the imperfecto de subjuntivo in another person is named by its person")
  func otherPersonOtherSpelling() {
    // -se is right for a -ra question (and back): the only fault is the person.
    let e = explain("se acostase", "acostarse", .imperfectoDeSubjuntivo1, .ellos)
    #expect(e?.kind == .otherPerson)
    #expect(e?.text == "se acostase is él; the question asks ellos: se acostaran (or se acostasen).")
    #expect(
      explain("hablase", "hablar", .imperfectoDeSubjuntivo1, .nosotros)?.text
        == "hablase is yo or él; the question asks nosotros: habláramos (or hablásemos).")
    #expect(
      explain("hablara", "hablar", .imperfectoDeSubjuntivo2, .tu)?.text
        == "hablara is yo or él; the question asks tú: hablases (or hablaras).")
    #expect(
      explain("hubiese hablado", "hablar", .pluscuamperfectoDeSubjuntivo1, .ellos)?.text
        == "hubiese hablado is yo or él; the question asks ellos: hubieran hablado (or hubiesen hablado).")
  }

  @Test("tú for vos and vos for tú")
  func voseo() {
    let e = explain("caminas", "caminar", .presenteDeIndicativo, .vos)
    #expect(e?.kind == .otherPerson)
    #expect(e?.text == "caminas is the tú form; vos is caminás.")
    #expect(
      explain("caminás", "caminar", .presenteDeIndicativo, .tu)?.text == "caminás is the vos form; tú is caminas.")
    #expect(explain("tene", "tener", .imperativoPositivo, .tu)?.text == "tener: ten, not tene")
  }

  @Test("a stem-vowel change missed")
  func stemChange() {
    let e = explain("tenes", "tener", .presenteDeIndicativo, .tu)
    #expect(e?.kind == .regularized)
    #expect(e?.text == "tener changes e → ie: tienes")
    #expect(explain("jugo", "jugar", .presenteDeIndicativo, .yo)?.text == "jugar changes u → ue: juego")
    #expect(explain("dormió", "dormir", .preterito, .el)?.text == "dormir changes o → u: durmió")
    #expect(
      explain("pedimos", "pedir", .presenteDeSubjuntivo, .nosotros)?.text
        == "pedimos is the presente or pretérito (nosotros); the question asks the presente de subjuntivo.")
    #expect(explain("pedamos", "pedir", .presenteDeSubjuntivo, .nosotros)?.text == "pedir changes e → i: pidamos")
  }

  @Test("a spelling change missed")
  func spellingChange() {
    #expect(explain("buscé", "buscar", .preterito, .yo)?.text == "buscar changes c → qu: busqué")
    #expect(explain("llegé", "llegar", .preterito, .yo)?.text == "llegar changes g → gu: llegué")
    #expect(explain("conoco", "conocer", .presenteDeIndicativo, .yo)?.text == "conocer changes c → zc: conozco")
    #expect(explain("construo", "construir", .presenteDeIndicativo, .yo)?.text == "construir adds y: construyo")
  }

  @Test("an irregular form regularised")
  func irregular() {
    #expect(explain("conducí", "conducir", .preterito, .yo)?.text == "conducir: conduje, not conducí")
    #expect(
      explain("teno", "tener", .presenteDeIndicativo, .yo)?.text
        == "teno is the presente's yo made regular; tener adds g in yo, like poner and salir: tengo")
    #expect(explain("teneré", "tener", .futuroDeIndicativo, .yo)?.text == "tener: tendré, not teneré")
    #expect(explain("he abrido", "abrir", .perfectoDeIndicativo, .yo)?.text == "abrir: he abierto, not he abrido")
    #expect(explain("hacido", "hacer", .participio)?.text == "hacer: hecho, not hacido")
  }

  @Test("pronominal verbs keep their pronoun")
  func pronominal() {
    #expect(
      explain("me acordo", "acordarse", .presenteDeIndicativo, .yo)?.text == "acordarse changes o → ue: me acuerdo")
  }

  @Test("nothing to say: right, accent slip, empty, or no form of this verb")
  func nothing() {
    #expect(explain("tuve", "tener", .preterito, .yo) == nil)
    #expect(explain("TUVE ", "tener", .preterito, .yo) == nil)
    // Issue 24: hablo is the presente (yo), another word; comio is an accent slip.
    #expect(explain("comio", "comer", .preterito, .el) == nil)
    #expect(explain("", "hablar", .preterito, .el) == nil)
    #expect(explain("xyz", "hablar", .preterito, .el) == nil)
    #expect(explain("comí", "hablar", .preterito, .yo) == nil)
  }
}

@Suite("Explanation.isPersonMixUp: another person's form is wrong, not an accent slip")
struct PersonMixUpTests {
  @Test("the other person's exact form is a mix-up")
  func mixUp() {
    let others = [Form("camino"), Form("caminas"), Form("camina")]
    #expect(Explanation.isPersonMixUp(answer: "caminas", expected: Form("caminás"), otherForms: others))
    #expect(Explanation.isPersonMixUp(answer: "  CAMINAS", expected: Form("caminás"), otherForms: others))
    #expect(Explanation.isPersonMixUp(answer: "camina", expected: Form("caminás"), otherForms: others))
  }

  @Test("a right answer, an accent slip of the expected form, or an unknown word is not")
  func notMixUp() {
    let others = [Form("camino"), Form("caminas")]
    #expect(!Explanation.isPersonMixUp(answer: "caminás", expected: Form("caminás"), otherForms: others))
    #expect(!Explanation.isPersonMixUp(answer: "camina's", expected: Form("caminás"), otherForms: others))
    #expect(!Explanation.isPersonMixUp(answer: "caminás", expected: Form("caminás"), otherForms: []))
    #expect(!Explanation.isPersonMixUp(answer: "duermes", expected: Form("dormís"), otherForms: others))
    #expect(!Explanation.isPersonMixUp(answer: "", expected: Form("caminás"), otherForms: others))
    #expect(!Explanation.isPersonMixUp(answer: "caminas", expected: Form("caminas"), otherForms: [Form("caminas")]))
  }

  @Test("the engine's other persons make caminas for vos a mix-up, and hablo for él no one's")
  func fromEngine() throws {
    let forms = try #require(VerbForms(infinitive: "caminar", catalog: .standard))
    let vos = Question("caminar", .presenteDeIndicativo, .vos)
    let others = Explanation.otherPersonForms(for: vos, in: forms)
    #expect(others.count == 6)
    #expect(Explanation.isPersonMixUp(answer: "caminas", expected: Form("caminás"), otherForms: others))
    let hablar = try #require(VerbForms(infinitive: "hablar", catalog: .standard))
    let el = Question("hablar", .preterito, .el)
    #expect(
      !Explanation.isPersonMixUp(
        answer: "hablo", expected: Form("habló"), otherForms: Explanation.otherPersonForms(for: el, in: hablar)))
  }
}
