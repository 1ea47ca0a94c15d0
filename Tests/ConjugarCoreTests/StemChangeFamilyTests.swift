import FoundationEssentials
import Testing

@testable import ConjugarCore

/// Issue 43, round 3: the presente's stem change carried where the stem is not
/// stressed. Two families caught it in round 2 (`stemChangeCarried` and
/// `stemChangeOutsideStress`); this lists what each caught, and what neither did,
/// with the one line a teacher gives. Lines written by hand.
@Suite("Stem change carried outside the stress: one family")
struct StemChangeFamilyTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let answer: String
    let infinitive: String
    let tense: Tense
    let person: Person?
    let line: String
    var testDescription: String { "\(answer) for \(infinitive) \(tense)" }
    init(_ answer: String, _ infinitive: String, _ tense: Tense, _ person: Person?, _ line: String) {
      self.answer = answer
      self.infinitive = infinitive
      self.tense = tense
      self.person = person
      self.line = line
    }
  }

  static func stressed(_ verb: String, _ pair: String, _ presente: String, _ right: String) -> String {
    "\(verb) changes \(pair) only where the stem is stressed (\(presente)); here the stress falls on the ending: \(right)"
  }

  /// Round 2's stemChangeOutsideStress (marks-c): the other tenses and the participio.
  static let outsideStress: [Case] = [
    Case("cuentara", "contar", .imperfectoDeSubjuntivo1, .el, stressed("contar", "o → ue", "cuenta", "contara")),
    Case(
      "recomiendaras", "recomendar", .imperfectoDeSubjuntivo1, .tu,
      stressed("recomendar", "e → ie", "recomienda", "recomendaras")),
    Case(
      "calientáramos", "calentar", .imperfectoDeSubjuntivo1, .nosotros,
      stressed("calentar", "e → ie", "calienta", "calentáramos")),
    Case("siembraríamos", "sembrar", .condicional, .nosotros, stressed("sembrar", "e → ie", "siembra", "sembraríamos")),
    Case("pruebaste", "probar", .preterito, .tu, stressed("probar", "o → ue", "prueba", "probaste")),
    Case("atraviesaron", "atravesar", .preterito, .ellos, stressed("atravesar", "e → ie", "atraviesa", "atravesaron")),
    Case("compruebé", "comprobar", .preterito, .yo, stressed("comprobar", "o → ue", "comprueba", "comprobé")),
    Case("juegué", "jugar", .preterito, .yo, stressed("jugar", "u → ue", "juega", "jugué")),
    Case("piensaba", "pensar", .imperfectoDeIndicativo, .yo, stressed("pensar", "e → ie", "piensa", "pensaba")),
    Case("piensarán", "pensar", .futuroDeIndicativo, .ellos, stressed("pensar", "e → ie", "piensa", "pensarán")),
    Case("ruegaría", "rogar", .condicional, .yo, stressed("rogar", "o → ue", "ruega", "rogaría")),
    Case("he tiendido", "tender", .perfectoDeIndicativo, .yo, stressed("tender", "e → ie", "tiende", "he tendido")),
    Case(
      "había empiezado", "empezar", .pluscuamperfectoDeIndicativo, .el,
      stressed("empezar", "e → ie", "empieza", "había empezado")),
    Case("habrá cierrado", "cerrar", .futuroPerfecto, .el, stressed("cerrar", "e → ie", "cierra", "habrá cerrado")),
    Case("haya ruedado", "rodar", .perfectoDeSubjuntivo, .el, stressed("rodar", "o → ue", "rueda", "haya rodado")),
    Case("cierrado", "cerrar", .participio, nil, stressed("cerrar", "e → ie", "cierra", "cerrado")),
  ]

  /// Round 2's stemChangeCarried (marks-a), where the other did not look. In the
  /// presente de subjuntivo and the commands the other persons do change, so the
  /// line names the person, as stemChangeInWrongPerson does for the presente
  /// ("nosotros keeps e") -- and now also where the stem changes its spelling too
  /// (empecemos, juguemos), which stemChangeCarried named "here it keeps e".
  /// Elsewhere (empecé) it said "here it keeps e"; the one family says where the stress falls.
  static let carried: [Case] = [
    Case("piensemos", "pensar", .presenteDeSubjuntivo, .nosotros, "nosotros keeps e: pensemos"),
    Case("cuentéis", "contar", .presenteDeSubjuntivo, .vosotros, "vosotros keeps o: contéis"),
    Case("vuelvamos", "volver", .presenteDeSubjuntivo, .nosotros, "nosotros keeps o: volvamos"),
    Case("entiendáis", "entender", .presenteDeSubjuntivo, .vosotros, "vosotros keeps e: entendáis"),
    Case("empiecemos", "empezar", .presenteDeSubjuntivo, .nosotros, "nosotros keeps e: empecemos"),
    Case("jueguemos", "jugar", .presenteDeSubjuntivo, .nosotros, "nosotros keeps u: juguemos"),
    Case("no pienséis", "pensar", .imperativoNegativo, .vosotros, "vosotros keeps e: no penséis"),
    Case("cuentá", "contar", .imperativoPositivo, .vos, "vos keeps o: contá"),
    Case("acuestémonos", "acostarse", .imperativoPositivo, .nosotros, "nosotros keeps o: acostémonos"),
    Case("empiecé", "empezar", .preterito, .yo, stressed("empezar", "e → ie", "empieza", "empecé")),
    // e → i is no diphthong of the stressed stem (pidió has it too): what keeps the e
    // is an i of its own syllable after it.
    Case(
      "pidía", "pedir", .imperfectoDeIndicativo, .yo,
      "pedir changes e → i in some forms (pide, pidió), but keeps e where an i follows as a syllable of its own: "
        + "pedía"),
    Case(
      "pidiré", "pedir", .futuroDeIndicativo, .yo,
      "pedir changes e → i in some forms (pide, pidió), but keeps e where an i follows as a syllable of its own: "
        + "pediré"),
  ]

  /// Neither caught these: -ir verbs whose unstressed stem closes to i or u.
  static let closedVowel: [Case] = [
    Case(
      "sientamos", "sentir", .presenteDeSubjuntivo, .nosotros,
      "sentir changes e → ie only where the stem is stressed (siente); here the stress falls on the ending, "
        + "where sentir has i: sintamos"),
    Case(
      "duermiera", "dormir", .imperfectoDeSubjuntivo1, .yo,
      "dormir changes o → ue only where the stem is stressed (duerme); here the stress falls on the ending, "
        + "where dormir has u: durmiera"),
    Case(
      "sientió", "sentir", .preterito, .el,
      "sentir changes e → ie only where the stem is stressed (siente); here the stress falls on the ending, "
        + "where sentir has i: sintió"),
  ]

  /// Kept in families of their own: the gerundio, and the pretérito's vowel in a participio.
  static let neighbours: [Case] = [
    Case(
      "atiendiendo", "atender", .gerundio, nil,
      "the gerundio does not take the presente's e → ie (atiende): atendiendo"),
    Case(
      "hubiera mintido", "mentir", .pluscuamperfectoDeSubjuntivo1, .el,
      "mentir changes e → i in the pretérito (mintió), never in the participio: hubiera mentido"),
  ]

  static func line(_ c: Case) -> String? {
    guard let forms = VerbForms(infinitive: c.infinitive, catalog: .standard),
      let expected = forms.form(c.tense, c.person)
    else { return nil }
    let a = AnswerAssessor.assess(
      c.answer, to: Question(c.infinitive, c.tense, c.person), expected: expected, forms: forms, region: .spain)
    #expect(a.grade == .wrong, "\(c.answer)")
    return a.explanation?.text
  }

  @Test("what stemChangeOutsideStress caught", arguments: outsideStress)
  func outside(_ c: Case) { #expect(Self.line(c) == c.line) }

  @Test("what stemChangeCarried caught", arguments: carried)
  func carriedCases(_ c: Case) { #expect(Self.line(c) == c.line) }

  @Test("the closed vowel of -ir verbs", arguments: closedVowel)
  func closed(_ c: Case) { #expect(Self.line(c) == c.line) }

  @Test("the neighbouring families keep their lines", arguments: neighbours)
  func neighbour(_ c: Case) { #expect(Self.line(c) == c.line) }
}
