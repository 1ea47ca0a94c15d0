import FoundationEssentials
import Testing

@testable import ConjugarCore

/// Issue 43 §3, round 3: the classic errors left silent after round 2 (closing2.md,
/// "Left"), each played in the quiz (a practice and a review session) and in a
/// context sentence that asks the same cell. The lines are written by hand, as a
/// teacher names the mistake; the quiz and the sentence give the same one.
@Suite("Silent classic errors: a line in the quiz and in context")
struct SilentClassicErrorsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let answer: String
    let infinitive: String
    let tense: Tense
    let person: Person?
    /// The sentence asking the same cell, and the answer as typed in its slot
    /// (a negative command's slot holds no "no").
    let sentence: String
    let slotAnswer: String
    let line: String
    var testDescription: String { "\(answer) for \(infinitive) (\(sentence))" }

    init(
      _ answer: String, _ infinitive: String, _ tense: Tense, _ person: Person?, in sentence: String,
      slot: String? = nil, line: String
    ) {
      self.answer = answer
      self.infinitive = infinitive
      self.tense = tense
      self.person = person
      self.sentence = sentence
      slotAnswer = slot ?? answer
      self.line = line
    }
  }

  static let cases: [Case] = [
    Case(
      "trayas", "traer", .presenteDeSubjuntivo, .tu, in: "sp-135",
      line: "traer's presente de subjuntivo is built on the presente's yo, traigo: traigas"),
    Case(
      "dició", "decir", .preterito, .el, in: "pi-234",
      line: "decir's pretérito is built on a stem of its own, dij- (dije): dijo"),
    Case(
      "no colgue", "colgar", .imperativoNegativo, .el, in: "im-065", slot: "colgue",
      line: "colgar changes o → ue: no cuelgue"),
    Case(
      "no cuelge", "colgar", .imperativoNegativo, .el, in: "im-065", slot: "cuelge",
      line: "before e, g is written gu to keep its sound: no cuelgue"),
    Case(
      "no negues", "negar", .imperativoNegativo, .tu, in: "im-048", slot: "negues",
      line: "negar changes e → ie: no niegues"),
    Case(
      "piensarán", "pensar", .futuroDeIndicativo, .ellos, in: "fc-027",
      line: "pensar changes e → ie only where the stem is stressed (piensa); here the stress falls on the ending: "
        + "pensarán"),
    Case(
      "ruegaría", "rogar", .condicional, .yo, in: "fc-045",
      line: "rogar changes o → ue only where the stem is stressed (ruega); here the stress falls on the ending: "
        + "rogaría"),
    Case(
      "haberá habido", "haber", .futuroPerfecto, .el, in: "fc-024",
      line: "haber's futuro is built on habr-, not on the whole infinitive: habrá habido"),
    Case(
      "estubimos", "estar", .preterito, .nosotros, in: "pr-033",
      line: "b and v sound the same, but this form is written with v: estuvimos"),
    Case(
      "lávensen", "lavarse", .imperativoPositivo, .ellos, in: "im-069",
      line: "the n of ustedes comes before the pronoun and is not repeated after it: lávense"),
    Case(
      "sustituyerán", "sustituir", .futuroDeIndicativo, .ellos, in: "fc-010",
      line: "the futuro is built on the whole infinitive, sustituir: sustituirán"),
    Case(
      "se tiñiera", "teñirse", .imperfectoDeSubjuntivo1, .el, in: "ss-138",
      line: "after ñ the ending loses its i (tiñó, tiñeron): se tiñera"),
    Case(
      "sonreyeras", "sonreír", .imperfectoDeSubjuntivo1, .tu, in: "ss-069",
      line: "the imperfecto de subjuntivo is built on the pretérito's ellos form, sonrieron: sonrieras"),
    Case(
      "tenera", "tener", .imperfectoDeSubjuntivo1, .yo, in: "ss-019",
      line: "the imperfecto de subjuntivo is built on the pretérito's ellos form, tuvieron: tuviera"),
    Case(
      "he veído", "ver", .perfectoDeIndicativo, .yo, in: "tp-005",
      line: "ver's participio is irregular: he visto"),
    Case(
      "he leyido", "leer", .perfectoDeIndicativo, .yo, in: "tp-003",
      line: "the participio has no y; its stressed i takes an accent: he leído"),
  ]

  /// Found by the sweep (SilentMarksSweepTests) after the fixes above.
  static let sweepFound: [Case] = [
    Case(
      "hició", "hacer", .preterito, .el, in: "pi-069",
      line: "hizo is a strong pretérito: yo ends in an unstressed -e and él in -o, not -í or -ió: hizo"),
    Case(
      "tiengo", "tener", .presenteDeIndicativo, .yo, in: "sp-176",
      line: "tener adds g in yo, and with it keeps e: tengo"),
    Case(
      "viengo", "venir", .presenteDeIndicativo, .yo, in: "pr-032",
      line: "venir adds g in yo, and with it keeps e: vengo"),
    Case(
      "tiengas", "tener", .presenteDeSubjuntivo, .tu, in: "sp-087",
      line: "tener adds g in yo, and with it keeps e (tengo): tengas"),
    Case(
      "viengamos", "venir", .imperativoPositivo, .nosotros, in: "im-086",
      line: "venir adds g in yo, and with it keeps e (vengo): vengamos"),
  ]

  @Test("the sweep's finds, in the quiz", arguments: sweepFound)
  func sweepQuiz(_ c: Case) throws { try quiz(c) }

  /// Named by marks-read's reading of 100 sentences (SHARED-API.md, items 5 and 8).
  @Test func readingFinds() throws {
    let cases: [(String, String, String)] = [
      ("inscríbansen", "im-074", "the n of ustedes comes before the pronoun and is not repeated after it: inscríbanse"),
      ("densen", "im-068", "the n of ustedes comes before the pronoun and is not repeated after it: dense"),
      (
        "fué", "ss-087",
        "fue is the pretérito; \"Como si\" never takes the present: imperfect subjunctive for something unreal at "
          + "the same time. fue has one syllable, and words of one syllable take no written accent (RAE 2010): fue. "
          + "(conjugar info accents)"
      ),
    ]
    for (answer, id, line) in cases {
      let result = try ClassicErrorsTests.mark(answer, sentence: id)
      #expect(result?.grade == .wrong, "\(answer) in \(id)")
      #expect(result?.explanation?.text == line, "\(answer) in \(id)")
    }
    var session = Self.quizSession(
      Case("fué", "ser", .imperfectoDeSubjuntivo1, .el, in: "ss-084", line: ""), kind: .review)
    let quiz = try session.answer("fué")
    #expect(quiz?.grade == .wrong)
    #expect(
      quiz?.explanation?.text
        == "fue is the pretérito (él); the question asks the imperfecto de subjuntivo (-ra). fue has one syllable, "
        + "and words of one syllable take no written accent (RAE 2010): fue. (conjugar info accents)")
  }

  static func quizSession(_ c: Case, kind: SessionKind) -> QuizSession {
    var settings = Settings()
    settings.region = .latinAmerica
    return QuizSession(
      questions: [Question(c.infinitive, c.tense, c.person)], settings: settings, catalog: .standard,
      startDate: Date(timeIntervalSince1970: 0), kind: kind)
  }

  @Test("the quiz (practice and review): 0 points and the line", arguments: cases)
  func quiz(_ c: Case) throws {
    for kind in [SessionKind.practice, .review] {
      var session = Self.quizSession(c, kind: kind)
      let result = try session.answer(c.answer)
      #expect(result?.grade == .wrong, "\(kind)")
      #expect(result?.explanation?.text == c.line, "\(kind)")
    }
  }

  @Test("context: 0 points and the same line", arguments: cases)
  func context(_ c: Case) throws {
    let result = try ClassicErrorsTests.mark(c.slotAnswer, sentence: c.sentence)
    #expect(result?.grade == .wrong)
    #expect(result?.explanation?.text == c.line)
  }

  // MARK: - The accent that makes another word

  /// enseño for enseñó is the presente, but the slip a learner made is the accent:
  /// the line names the other cell and then the accent's rule.
  @Test func accentThatMakesAnotherCell() throws {
    var session = Self.quizSession(Case("enseño", "enseñar", .preterito, .el, in: "pi-172", line: ""), kind: .practice)
    let quiz = try session.answer("enseño")
    #expect(quiz?.grade == .wrong)
    #expect(
      quiz?.explanation?.text
        == "enseño is the presente (yo); the question asks the pretérito for él. "
        + "The accent tells them apart: enseñó is stressed on its last syllable, so it is written with an accent.")
    let context = try ClassicErrorsTests.mark("enseño", sentence: "pi-172")
    #expect(context?.grade == .wrong)
    #expect(
      context?.explanation?.text
        == "enseño is the presente de indicativo of yo; the subject here is él. A completed lesson is pretérito; "
        + "teaching that was going on at that age is imperfecto. "
        + "The accent tells them apart: enseñó is stressed on its last syllable, so it is written with an accent.")
  }

  // MARK: - Voseo and the accent rules, the same in every mode (issue 43 §3, §4)

  struct Marked: Sendable, CustomTestStringConvertible {
    let answer: String
    let infinitive: String
    let tense: Tense
    let person: Person?
    let grade: Grade
    let line: String
    var testDescription: String { "\(answer) for \(infinitive) \(person?.rawValue ?? "")" }
  }

  static let marked: [Marked] = [
    Marked(
      answer: "no pongás", infinitive: "poner", tense: .imperativoNegativo, person: .vos, grade: .partial,
      line: "no pongás is the voseo form used in speech; the standard written form is no pongas."),
    Marked(
      answer: "pongás", infinitive: "poner", tense: .presenteDeSubjuntivo, person: .tu, grade: .wrong,
      line: "pongás is the voseo form used in speech (vos); for tú it is pongas."),
    Marked(
      answer: "pensés", infinitive: "pensar", tense: .presenteDeSubjuntivo, person: .vos, grade: .partial,
      line: "pensés is the voseo form used in speech; the standard written form is pienses."),
    Marked(
      answer: "llegués", infinitive: "llegar", tense: .presenteDeSubjuntivo, person: .vos, grade: .partial,
      line: "llegués is the voseo form used in speech; the standard written form is llegues."),
    Marked(
      answer: "fué", infinitive: "ser", tense: .preterito, person: .el, grade: .partial,
      line: "fue has one syllable, and words of one syllable take no written accent (RAE 2010): fue. "
        + "(conjugar info accents)"),
    Marked(
      answer: "pusó", infinitive: "poner", tense: .preterito, person: .el, grade: .partial,
      line: "puso is a strong pretérito, stressed on its stem, so its ending takes no accent: puso. "
        + "(conjugar info accents)"),
    Marked(
      answer: "sentáos", infinitive: "sentarse", tense: .imperativoPositivo, person: .vosotros, grade: .partial,
      line: "the command with its pronoun attached is stressed where it was and needs no written accent: sentaos. "
        + "(conjugar info pronominal)"),
    Marked(
      answer: "levantate", infinitive: "levantarse", tense: .imperativoPositivo, person: .tu, grade: .wrong,
      line: "levantate is the vos form; tú is levántate (with the pronoun attached the stress stays where it was, "
        + "so it is written)."),
  ]

  @Test("voseo and accents in practice and review", arguments: marked)
  func markedInQuiz(_ m: Marked) throws {
    for kind in [SessionKind.practice, .review] {
      var settings = Settings()
      settings.region = .latinAmerica
      var session = QuizSession(
        questions: [Question(m.infinitive, m.tense, m.person)], settings: settings, catalog: .standard,
        startDate: Date(timeIntervalSince1970: 0), kind: kind)
      let result = try session.answer(m.answer)
      #expect(result?.grade == m.grade, "\(kind)")
      #expect(result?.explanation?.text == m.line, "\(kind)")
    }
  }

  @Test func voseoAndAccentsInContext() throws {
    let cases: [(String, String, Grade, String)] = [
      ("pongás", "im-012", .wrong, "no pongás is the voseo form used in speech (vos); for tú it is no pongas."),
      ("tengás", "im-014", .wrong, "no tengás is the voseo form used in speech (vos); for tú it is no tengas."),
      (
        "se pusó", "pr-045", .partial,
        "puso is a strong pretérito, stressed on its stem, so its ending takes no accent: se puso. "
          + "(conjugar info accents)"
      ),
      (
        "dijó", "pi-234", .partial,
        "dijo is a strong pretérito, stressed on its stem, so its ending takes no accent: dijo. "
          + "(conjugar info accents)"
      ),
    ]
    for (answer, id, grade, line) in cases {
      let result = try ClassicErrorsTests.mark(answer, sentence: id)
      #expect(result?.grade == grade, "\(answer) in \(id)")
      #expect(result?.explanation?.text == line, "\(answer) in \(id)")
    }
  }
}
