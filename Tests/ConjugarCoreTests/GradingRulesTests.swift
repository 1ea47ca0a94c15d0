import Testing

@testable import ConjugarCore

/// The grading rules of issue 24 §1 (docs/teaching.md, "Grading rules"): the
/// learner's input and the expected grade and line are written by hand.
@Suite("Grading rules: a form of another cell is wrong, -ra/-se both right, voseo subjunctive")
struct GradingRulesTests {
  func assess(
    _ answer: String, _ infinitive: String, _ tense: Tense, _ person: Person? = nil, region: Region = .latinAmerica
  ) -> Assessment? {
    guard let forms = VerbForms(infinitive: infinitive, catalog: .standard),
      let expected = forms.form(tense, person)
    else {
      Issue.record("the engine has no \(infinitive) \(tense) \(String(describing: person))")
      return nil
    }
    return AnswerAssessor.assess(
      answer, to: Question(infinitive, tense, person), expected: expected, forms: forms, region: region)
  }

  @Test("another cell of the table, as typed, is wrong and named, even one accent away")
  func otherCellAsTyped() {
    let hablo = assess("hablo", "hablar", .preterito, .el)
    #expect(hablo?.grade == .wrong)
    #expect(
      hablo?.explanation?.text
        == "hablo is the presente (yo); the question asks the pretérito for él. The accent tells them apart: "
        + "habló is stressed on its last syllable, so it is written with an accent.")
    let usaran = assess("usaran", "usar", .futuroDeIndicativo, .ellos)
    #expect(usaran?.grade == .wrong)
    #expect(
      usaran?.explanation?.text
        == "usaran is the imperfecto de subjuntivo (ellos); the question asks the futuro. The accent tells them "
        + "apart: usarán is stressed on its last syllable, so it is written with an accent.")
    let hable = assess("hable", "hablar", .preterito, .yo)
    #expect(hable?.grade == .wrong)
    #expect(
      hable?.explanation?.text
        == "hable is the presente de subjuntivo (yo, él); the question asks the pretérito for yo. The accent tells "
        + "them apart: hablé is stressed on its last syllable, so it is written with an accent.")
    let preterite = assess("hablé", "hablar", .presenteDeSubjuntivo, .yo)
    #expect(preterite?.grade == .wrong)
    #expect(
      preterite?.explanation?.text == "hablé is the pretérito (yo); the question asks the presente de subjuntivo.")
    #expect(assess("hablara", "hablar", .futuroDeIndicativo, .el)?.grade == .wrong)
  }

  @Test("another cell once its accents are put right is wrong, even when the asked form is too")
  func otherCellWithAccentsRestored() {
    // continuo: continúo (presente, yo) or continuó (pretérito, él); the accent is
    // what tells them apart.
    let continuo = assess("continuo", "continuar", .preterito, .el)
    #expect(continuo?.grade == .wrong)
    #expect(continuo?.explanation?.text == "continúo is the presente (yo); the question asks the pretérito for él.")
    let hablais = assess("hablais", "hablar", .presenteDeIndicativo, .tu)
    #expect(hablais?.grade == .wrong)
    #expect(hablais?.explanation?.text == "habláis is vosotros; the question asks tú.")
  }

  @Test("a misplaced accent is a slip, though the string without accents is another form: 5, the rule named")
  func misplacedAccent() {
    // háblara for hablará: no accent put in makes it hablara (imperfecto de
    // subjuntivo); the learner moved the future's accent, and typed no other word.
    let page = " (conjugar info accents)"
    for (answer, infinitive, tense, person, line) in [
      (
        "háblara", "hablar", Tense.futuroDeIndicativo, Person.el,
        "the stress of hablará is on its last syllable; the accent goes there and nowhere else: hablará."
      ),
      (
        "hábló", "hablar", .presenteDeIndicativo, .yo,
        "hablo is stressed on its second-to-last syllable and ends in a vowel, n or s, so it takes no written "
          + "accent: hablo."
      ),
      // An accent added on the last syllable of a word that takes none (issue 43: the
      // old line said the stress of recuerde was on its last syllable).
      (
        "recuerdé", "recordar", .imperativoPositivo, .el,
        "recuerde is stressed on its second-to-last syllable and ends in a vowel, n or s, so it takes no written "
          + "accent: recuerde."
      ),
      (
        "hablád", "hablar", .imperativoPositivo, .vosotros,
        "hablad is stressed on its last syllable and ends in a consonant other than n or s, so it takes no written "
          + "accent: hablad."
      ),
      (
        "cómio", "comer", .preterito, .el,
        "the stress of comió is on its last syllable; the accent goes there and nowhere else: comió."
      ),
      (
        "cantarámos", "cantar", .imperfectoDeSubjuntivo1, .nosotros,
        "the accent goes on the syllable that carries the stress: cantáramos."
      ),
    ] {
      let result = assess(answer, infinitive, tense, person)
      #expect(result?.grade == .partial, "\(answer)")
      #expect(result?.explanation?.kind == .accentSlip, "\(answer)")
      #expect(result?.explanation?.text == line + page, "\(answer)")
    }
    // An accent where the asked form has none, on a string that with the accents
    // put in is another form, stays wrong: hablé is the pretérito.
    #expect(assess("hablé", "hablar", .presenteDeSubjuntivo, .yo)?.grade == .wrong)
  }

  @Test("an accent slip is a string that is no form of the verb once its accents are right: 5, its rule named")
  func accentSlip() {
    let ending = " is stressed on its last syllable and ends in a vowel, n or s, so it is written with an accent: "
    for (answer, infinitive, tense, person, line) in [
      ("tendran", "tener", Tense.futuroDeIndicativo, Person.ellos, "tendrán" + ending + "tendrán."),
      ("pondre", "poner", .futuroDeIndicativo, .yo, "pondré" + ending + "pondré."),
      (
        "leiste", "leer", .preterito, .tu,
        "a stressed i or u beside a, e or o is written with an accent, which splits the two vowels: leíste."
      ),
      ("comio", "comer", .preterito, .el, "comió" + ending + "comió."),
      (
        "hablabamos", "hablar", .imperfectoDeIndicativo, .nosotros,
        "hablábamos is stressed on the third syllable from the end, and such words always take an accent: "
          + "hablábamos."
      ),
    ] {
      let result = assess(answer, infinitive, tense, person)
      #expect(result?.grade == .partial, "\(answer)")
      #expect(result?.explanation?.text == line + " (conjugar info accents)", "\(answer)")
    }
  }

  @Test("-se for -ra and -ra for -se: full points and a note naming the asked form")
  func raSe() {
    let fuese = assess("fuese", "ser", .imperfectoDeSubjuntivo1, .yo)
    #expect(fuese?.grade == .total)
    #expect(fuese?.explanation?.text == "fuese is right too; the -ra form is fuera.")
    #expect(fuese?.explanation?.kind == .otherSpelling)
    let hablaran = assess("hablaran", "hablar", .imperfectoDeSubjuntivo2, .ellos)
    #expect(hablaran?.grade == .total)
    #expect(hablaran?.explanation?.text == "hablaran is right too; the -se form is hablasen.")
    let hubiese = assess("hubiese tenido", "tener", .pluscuamperfectoDeSubjuntivo1, .el)
    #expect(hubiese?.grade == .total)
    #expect(hubiese?.explanation?.text == "hubiese tenido is right too; the -ra form is hubiera tenido.")
    // Another person's -se form is still another person.
    #expect(assess("fuesen", "ser", .imperfectoDeSubjuntivo1, .yo)?.grade == .wrong)
  }

  @Test("the spoken voseo subjunctive: 5 for vos with the standard form named, 0 for tú")
  func spokenVoseo() {
    let negative = assess("no hablés", "hablar", .imperativoNegativo, .vos)
    #expect(negative?.grade == .partial)
    #expect(
      negative?.explanation?.text
        == "no hablés is the voseo form used in speech; the standard written form is no hables.")
    let forVos = assess("tengás", "tener", .presenteDeSubjuntivo, .vos)
    #expect(forVos?.grade == .partial)
    #expect(
      forVos?.explanation?.text == "tengás is the voseo form used in speech; the standard written form is tengas.")
    let forTu = assess("tengás", "tener", .presenteDeSubjuntivo, .tu)
    #expect(forTu?.grade == .wrong)
    #expect(forTu?.explanation?.text == "tengás is the voseo form used in speech (vos); for tú it is tengas.")
    // Stem-changing verbs: the spoken voseo form keeps the vosotros stem (pensés, durmás).
    #expect(assess("no pensés", "pensar", .imperativoNegativo, .vos)?.grade == .partial)
    #expect(assess("durmás", "dormir", .presenteDeSubjuntivo, .vos)?.grade == .partial)
    #expect(assess("no te acordés", "acordarse", .imperativoNegativo, .vos)?.grade == .partial)
  }

  @Test("the grade by string alone, without the verb's table, is AnswerGrader's")
  func withoutForms() {
    let q = Question("hablar", .preterito, .el)
    #expect(AnswerAssessor.assess("hablo", to: q, expected: Form("habló"), forms: nil).grade == .partial)
    #expect(AnswerAssessor.assess("", to: q, expected: Form("habló"), forms: nil).grade == .wrong)
  }
}
