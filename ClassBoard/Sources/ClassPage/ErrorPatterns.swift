/// What the page says of a tutor's error pattern, read from the pattern id itself
/// (shape version 1, docs/tutor-shape.md): `<given>><asked>` is what the learner
/// gave where what was asked belongs, so the sentence is built from the id's two
/// sides in that order ("put the indicative where the subjunctive belongs"), and
/// `accent:<rule>` names the rule. The `conjugar info` page is the one the
/// learners' diagnoses carry (`info`), never one the page guesses. An id the page
/// does not know is named as it is.
public enum ErrorPatterns {
  public struct Wording: Sendable, Equatable {
    /// Completes "9 of 24 learners …".
    public let did: String
    /// The tenses a next assignment on it practises (Tense raw values): the side
    /// that belongs, when it is a tense.
    public let tenses: [String]
    /// Whether the id was understood (false: it is shown as it is).
    public let known: Bool
  }

  /// One side of a pattern id: how the page names it, and the tense it is
  /// practised with (nil: no tense of its own, a person or an ending).
  struct Side {
    let name: String
    let tense: String?
  }

  /// The sides the ids of docs/tutor-shape.md are made of.
  static let sides: [String: Side] = [
    "preterito": Side(name: "the pretérito", tense: "preterito"),
    "imperfecto": Side(name: "the imperfecto", tense: "imperfectoDeIndicativo"),
    "indicativo": Side(name: "the indicative", tense: "presenteDeIndicativo"),
    "subjuntivo": Side(name: "the subjunctive", tense: "presenteDeSubjuntivo"),
    "condicional": Side(name: "the conditional", tense: "condicionalCompuesto"),
    "imperfecto-subjuntivo": Side(name: "the simple past subjunctive (hablara)", tense: "imperfectoDeSubjuntivo1"),
    "pluscuamperfecto-subjuntivo": Side(
      name: "the compound past subjunctive (hubiera hablado)", tense: "pluscuamperfectoDeSubjuntivo1"),
    "se": Side(name: "the -se form (hablase)", tense: "imperfectoDeSubjuntivo2"),
    "ra": Side(name: "the -ra form (hablara)", tense: "imperfectoDeSubjuntivo1"),
    "tu": Side(name: "the tú form", tense: nil),
    "vos": Side(name: "the vos form", tense: nil),
    "usted": Side(name: "the usted form", tense: nil),
    "vosotros": Side(name: "the vosotros form", tense: nil),
    "ustedes": Side(name: "the ustedes form", tense: nil),
    "regular": Side(name: "a regular form", tense: nil),
    "stem-change": Side(name: "a stem change", tense: "presenteDeIndicativo"),
    "irregular": Side(name: "an irregular form", tense: nil),
    "ir": Side(name: "an -ir ending", tense: nil),
    "er": Side(name: "an -er ending", tense: nil),
    "imperativo-negativo": Side(name: "the negative command (no hables)", tense: "imperativoNegativo"),
    "afirmativo": Side(name: "a command without its no", tense: nil),
    "pronominal": Side(name: "a pronominal form (me levanto)", tense: nil),
    "participle": Side(name: "the invariable participle after haber (he escrito)", tense: "perfectoDeIndicativo"),
  ]

  /// Ids whose sides read better in a sentence of their own (the direction kept).
  static let sentences: [String: String] = [
    "other>tense": "gave another tense of the verb where the tense asked belongs",
    "other>person": "gave another person of the tense asked where the person asked belongs",
    "regular>stem-change": "put the regular stem where a stem change belongs (pensa for piensa)",
    "stem-change>regular": "put a stem change where the regular stem belongs (piensamos for pensamos)",
    "regular>irregular": "put a regular form where an irregular one belongs (tenió for tuvo)",
    "ir>er": "put an -ir ending where the -er ending belongs (comís for coméis)",
    "er>ir": "put an -er ending where the -ir ending belongs (vivemos for vivimos)",
    "final-s>preterito": "added an s to the pretérito's tú form (hablastes for hablaste)",
    "no-pronoun>pronominal": "left out the pronoun a pronominal verb needs (levanto for me levanto)",
    "misplaced-pronoun>pronominal": "put the pronoun of a pronominal verb in the wrong place (se siente for siéntese)",
    "afirmativo>imperativo-negativo": "gave a negative command without its no (hables for no hables)",
    "agreeing>participle": "made the participle agree after haber (he escritas for he escrito)",
    "indicativo>subjuntivo":
      "put the indicative where the subjunctive belongs (after ojalá, quiero que, dudo que…)",
    "indicativo>subjuntivo:adverbial":
      "put the indicative after para que, antes de que or cuando of the future, where the subjunctive belongs (llegan for lleguen)",
    "subjuntivo>indicativo": "put the subjunctive where the indicative belongs (after creo que, es verdad que…)",
  ]

  /// Each accent rule (`accent:<rule>`, an answer that differs from the form
  /// asked only in written accents): what the learners did, and the tense whose
  /// forms show it most.
  static let accentRules: [String: (did: String, tense: String?)] = [
    "stressed-ending": ("left out or misplaced the accent of a stressed last syllable (cambió, hablé)", "preterito"),
    "monosyllable": ("wrote an accent on a monosyllable, which takes none (dio, fue, vio)", "preterito"),
    "strong-preterito": ("wrote an accent on a strong pretérito, which takes none (hizo, puso, dijo)", "preterito"),
    "hiatus": ("left out or misplaced the accent that marks a hiatus (reír, leíste)", "preterito"),
    "enclitic": (
      "left out the accent pronouns bring to a command or gerund, or added one where none belongs "
        + "(levántate, ponte)", "imperativoPositivo"
    ),
    "esdrujula": (
      "left out the accent of a word stressed on its third-last syllable (habláramos)", "imperfectoDeSubjuntivo1"
    ),
    "diaeresis": ("left out the diaeresis (averigüe)", "presenteDeSubjuntivo"),
    "other": ("made another slip in the written accents", nil),
  ]

  /// The page's words for `pattern`, built from its id.
  public static func wording(_ pattern: String) -> Wording {
    if pattern.hasPrefix("accent:") {
      let rule = String(pattern.dropFirst("accent:".count))
      guard let accent = accentRules[rule] else {
        return Wording(did: "made the error \(pattern)", tenses: [], known: false)
      }
      return Wording(did: accent.did, tenses: accent.tense.map { [$0] } ?? [], known: true)
    }
    let parts = pattern.split(separator: ">", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 else { return Wording(did: "made the error \(pattern)", tenses: [], known: false) }
    // A qualified side (`subjuntivo:adverbial`) practises its side's tense.
    let askedSide = String(parts[1].prefix { $0 != ":" })
    let (given, asked) = (sides[parts[0]], sides[askedSide])
    // Practise the form that belongs (none of its own: a person, an ending).
    let tenses = asked?.tense.map { [$0] } ?? []
    if let sentence = sentences[pattern] { return Wording(did: sentence, tenses: tenses, known: true) }
    guard let given, let asked else { return Wording(did: "made the error \(pattern)", tenses: [], known: false) }
    return Wording(did: "put \(given.name) where \(asked.name) belongs", tenses: tenses, known: true)
  }
}
