import Testing

@testable import ConjugarCore

/// Every expectation is written by hand from the RAE's Ortografía (2010): the
/// rule each pair breaks and whether the accent was left out (missing) or added.
@Suite("AccentRules: the one accent-rule classifier")
struct AccentRulesTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let given: String
    let expected: String
    let rule: AccentRule?
    let missing: Bool
    init(_ given: String, _ expected: String, _ rule: AccentRule?, missing: Bool = true) {
      self.given = given
      self.expected = expected
      self.rule = rule
      self.missing = missing
    }
    var testDescription: String { "\(given) for \(expected)" }
  }

  static let cases: [Case] = [
    // A stressed last syllable keeps its accent.
    Case("cene", "cené", .stressedEnding),
    Case("cambio", "cambió", .stressedEnding),
    Case("comio", "comió", .stressedEnding),
    Case("hablaran", "hablarán", .stressedEnding),
    Case("decimelo", "decímelo", .enclitic),
    Case("háblara", "hablará", .stressedEnding, missing: false),
    Case("construi", "construí", .stressedEnding),
    // Monosyllables take none (and the diacritic ones keep theirs).
    Case("dió", "dio", .monosyllable, missing: false),
    Case("fué", "fue", .monosyllable, missing: false),
    Case("vió", "vio", .monosyllable, missing: false),
    Case("rió", "rio", .monosyllable, missing: false),
    Case("dí", "di", .monosyllable, missing: false),
    Case("fuí", "fui", .monosyllable, missing: false),
    Case("de", "dé", .monosyllable),
    Case("se", "sé", .monosyllable),
    // The strong pretérito is stressed on its stem.
    Case("hizó", "hizo", .strongPreterito, missing: false),
    Case("pusé", "puse", .strongPreterito, missing: false),
    Case("tuvó", "tuvo", .strongPreterito, missing: false),
    Case("dijé", "dije", .strongPreterito, missing: false),
    Case("condujó", "condujo", .strongPreterito, missing: false),
    Case("supusó", "supuso", .strongPreterito, missing: false),
    // A stressed i or u beside a, e, o.
    Case("reir", "reír", .hiatus),
    Case("rei", "reí", .hiatus),
    Case("oir", "oír", .hiatus),
    Case("reuno", "reúno", .hiatus),
    Case("leiste", "leíste", .hiatus),
    Case("caido", "caído", .hiatus),
    Case("incluído", "incluido", .hiatus, missing: false),
    // Enclitic pronouns: the accent they bring, or none.
    Case("levantate", "levántate", .enclitic),
    Case("dimelo", "dímelo", .enclitic),
    Case("pónte", "ponte", .enclitic, missing: false),
    Case("sentáos", "sentaos", .enclitic, missing: false),
    Case("poniendose", "poniéndose", .enclitic),
    Case("darmelo", "dármelo", .enclitic),
    Case("dáme", "dame", .enclitic, missing: false),
    Case("sentemonos", "sentémonos", .enclitic),
    // Esdrújulas always carry one.
    Case("hablaramos", "habláramos", .esdrujula),
    Case("comiamos", "comíamos", .esdrujula),
    Case("hubieramos", "hubiéramos", .esdrujula),
    Case("hablabamos", "hablábamos", .esdrujula),
    // ü.
    Case("averigue", "averigüe", .diaeresis),
    Case("averigúe", "averigüe", .diaeresis, missing: false),
    // Several words: the one that differs.
    Case("se rió", "se rio", .monosyllable, missing: false),
    Case("no te levantes", "no te levantés", .stressedEnding),
    Case("he leido", "he leído", .hiatus),
    // A llana given an accent it does not take.
    Case("cánto", "canto", .other, missing: false),
  ]

  @Test("each rule, by hand", arguments: cases)
  func classifies(_ c: Case) {
    let slip = AccentRules.slip(given: c.given, expected: c.expected)
    #expect(slip?.rule == c.rule)
    #expect(slip?.missing == c.missing)
  }

  @Test("identical, or differing in letters: no slip")
  func notSlips() {
    #expect(AccentRules.slip(given: "habló", expected: "habló") == nil)
    #expect(AccentRules.slip(given: "  Habló ", expected: "habló") == nil)
    #expect(AccentRules.slip(given: "hablo", expected: "hable") == nil)
    #expect(AccentRules.slip(given: "sentaros", expected: "sentaos") == nil)
    #expect(AccentRules.slip(given: "rei", expected: "reír") == nil)
    #expect(AccentRules.slip(given: "me levanto", expected: "levántome") == nil)
    #expect(AccentRules.slip(given: "", expected: "habló") == nil)
  }

  @Test("case and surrounding spaces are ignored")
  func caseIgnored() {
    #expect(AccentRules.slip(given: " CENE ", expected: "cené") == AccentSlip(rule: .stressedEnding, missing: true))
  }

  @Test("every rule points to a real info page")
  func infoTopics() {
    #expect(AccentRules.infoTopic(for: .enclitic) == "pronominal")
    #expect(AccentRules.infoTopic(for: .monosyllable) == "accents")
    for rule in AccentRule.allCases {
      #expect(InfoCatalog.standard.topic(named: AccentRules.infoTopic(for: rule)) != nil)
    }
  }

  @Test("raw values are the ids the tutor stores")
  func rawValues() {
    #expect(AccentRule.stressedEnding.rawValue == "stressed-ending")
    #expect(AccentRule.strongPreterito.rawValue == "strong-preterito")
    #expect(AccentRule.monosyllable.rawValue == "monosyllable")
  }
}
