import FoundationEssentials

/// What a wrong answer shows the learner doing, with its direction: what was
/// given where what was asked belongs (`preterito>imperfecto` is the pretérito
/// given where the imperfecto belongs; its reverse is another pattern). Named
/// from the same rules that explain the answer (`Explanation`, `MistakeFamilies`,
/// `MissedChange`, `AccentRules`). The raw values are the stable ids of
/// docs/tutor-shape.md. Plain functions of the answer.
public enum MistakePattern: String, Sendable, Hashable, CaseIterable {
  case preteritoForImperfecto = "preterito>imperfecto"
  case imperfectoForPreterito = "imperfecto>preterito"
  case indicativeForSubjunctive = "indicativo>subjuntivo"
  case subjunctiveForIndicative = "subjuntivo>indicativo"
  /// llegan for lleguen after para que, antes de que, or cuando of the future: the
  /// indicative where an adverbial conjunction calls for the subjunctive, judged on
  /// the sentences that have one (`MistakePattern.adverbialConjunction`).
  case indicativeAfterConjunction = "indicativo>subjuntivo:adverbial"
  /// habría hablado for hubiera / hubiese hablado (and habría for hubiera).
  case conditionalForSubjunctive = "condicional>subjuntivo"
  /// hablara for hubiera hablado: the -ra / -se imperfecto where the pluscuamperfecto is due.
  case simpleForCompoundSubjunctive = "imperfecto-subjuntivo>pluscuamperfecto-subjuntivo"
  /// hablase where hablara is asked: right (the grader accepts it), but not the form asked.
  case seForRa = "se>ra"
  /// hablara where hablase is asked.
  case raForSe = "ra>se"
  case otherTense = "other>tense"
  case tuForVos = "tu>vos"
  case vosForTu = "vos>tu"
  case tuForUsted = "tu>usted"
  case ustedForTu = "usted>tu"
  /// os sentáis for siéntense, habláis for hablan: the vosotros form where the item
  /// speaks to ustedes (Spain, where the two plurals differ), judged on items that
  /// speak to ustedes (a sentence whose subject is ustedes, a form asked for ustedes).
  case vosotrosForUstedes = "vosotros>ustedes"
  /// hablan for habláis: the ustedes form where vosotros is asked (a learner of
  /// America's Spanish asked Spain's forms), judged on every vosotros item.
  case ustedesForVosotros = "ustedes>vosotros"
  case otherPerson = "other>person"
  case missedStemChange = "regular>stem-change"
  case stemChangeInWrongPerson = "stem-change>regular"
  case regularised = "regular>irregular"
  case irEndingForEr = "ir>er"
  case erEndingForIr = "er>ir"
  case preteritoFinalS = "final-s>preterito"
  case lostPronoun = "no-pronoun>pronominal"
  case misplacedPronoun = "misplaced-pronoun>pronominal"
  case indicativeInNegativeCommand = "indicativo>imperativo-negativo"
  case negativeCommandWithoutNo = "afirmativo>imperativo-negativo"
  case agreeingParticiple = "agreeing>participle"
  case accentStressedEnding = "accent:stressed-ending"
  case accentMonosyllable = "accent:monosyllable"
  case accentStrongPreterito = "accent:strong-preterito"
  case accentHiatus = "accent:hiatus"
  case accentEnclitic = "accent:enclitic"
  case accentEsdrujula = "accent:esdrujula"
  case accentDiaeresis = "accent:diaeresis"
  case accentOther = "accent:other"

  /// Whether it is an accent pattern: an answer wrong in its written accents only.
  public var isAccent: Bool { rawValue.hasPrefix("accent:") }

  /// One classified answer: the pattern, and the skill it was a fault in (the
  /// skill whose estimate it lowers).
  public struct Finding: Sendable, Hashable {
    /// The pattern the answer shows.
    public let pattern: MistakePattern
    /// The skill it was a fault in.
    public let skill: Skill
  }

  /// Whether `answer` says nothing about any error: empty, with no letter a
  /// word of Spanish is made of (`???`, `123`, `-`, a control character alone),
  /// or a learner saying in words that they do not know ("no sé", "ni idea").
  public static func isBlank(_ answer: String) -> Bool {
    let normalized = AnswerGrader.normalize(answer)
    guard normalized.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return true }
    return saidBlank.contains(TeachingNames.key(normalized))
  }

  /// "I don't know" as learners type it, keyed without accents, case, spaces or
  /// punctuation. None is a form of a verb ("no se" has none: se is a pronoun);
  /// "paso" is left out because it is pasar's yo.
  static let saidBlank: Set<String> = [
    "nose", "nolose", "yonose", "niidea", "noidea", "idk", "idontknow", "dontknow", "dunno",
  ]

  /// The pattern of `result`, nil for a right answer, a blank, or a mistake no
  /// rule names. `forms` is every form of the verb (nil: only what the string
  /// alone shows); `topic`, a context sentence's topic.
  public static func classify(_ result: QuestionResult, forms: VerbForms?, topic: ContextTopic? = nil) -> Finding? {
    let q = result.question
    let given = AnswerGrader.normalize(result.answer)
    guard !isBlank(given) else { return nil }
    let right = result.correctForm.nfc.lowercased()
    let skills = Skill.skills(of: q, correctForm: result.correctForm, topic: topic)
    let main = skills[0]
    func on(_ pattern: MistakePattern, _ skill: Skill? = nil) -> Finding {
      Finding(pattern: pattern, skill: skill ?? main)
    }
    // hablas for hablás is the tú form where vos is asked, though it differs only
    // in the accent: the person, not an accent. (Not the reverse: levantate for
    // levántate in a tú quiz is far likelier the enclitic's accent left out.)
    if result.grade != .total, q.person == .vos, let tu = forms?.form(q.tense, .tu)?.primary,
      plain(tu) != right, AnswerGrader.normalize(tu) == given
    {
      return on(.tuForVos, Skill(.person, Person.vos.rawValue))
    }
    if result.grade != .total, let accent = accentPattern(given: given, expected: right) {
      return on(accent)
    }
    if result.grade == .partial { return nil }
    // The grader's note "hubiese hablado is right too; the -ra form is…": full
    // marks, yet the asked form was the other one.
    if result.explanation?.kind == .otherSpelling, raSePartner(q.tense) != nil {
      return on(q.tense == .imperfectoDeSubjuntivo1 || q.tense == .pluscuamperfectoDeSubjuntivo1 ? .seForRa : .raForSe)
    }
    guard result.grade == .wrong, let forms else { return nil }
    let family = skills.first { $0.grain == .family }
    let pronominal = Skill(.family, "pronominal")
    if MistakeFamilies.missingPronoun(given, q, right, forms) != nil { return on(.lostPronoun, pronominal) }
    for check in [
      MistakeFamilies.misplacedPronoun, MistakeFamilies.lostLetterBeforePronoun,
      MistakeFamilies.pronounAfterConjugatedVerb,
    ]
    where check(given, q, right, forms) != nil {
      return on(.misplacedPronoun, pronominal)
    }
    if MistakeFamilies.negativeWithIndicative(given, q, right, forms) != nil { return on(.indicativeInNegativeCommand) }
    if MistakeFamilies.negativeWithoutNo(given, q, right, forms) != nil { return on(.negativeCommandWithoutNo) }
    if MistakeFamilies.agreeingParticiple(given, q, right, forms) != nil { return on(.agreeingParticiple) }
    if MistakeFamilies.pretéritoWithFinalS(given, q, right, forms) != nil { return on(.preteritoFinalS) }
    if MistakeFamilies.wrongConjugationEnding(given, q, right, forms) != nil {
      return on(conjugation(q.infinitive) == "er" ? .irEndingForEr : .erEndingForIr)
    }
    if MistakeFamilies.stemChangeInWrongPerson(given, q, right, forms) != nil {
      return on(.stemChangeInWrongPerson)
    }
    if let regular = RegularForms.form(q.infinitive, q.tense, q.person, like: right),
      FormMatch.normalize(regular) == given, regular != right
    {
      let kind = Skill.family(q.infinitive, q.tense, q.person, correctForm: result.correctForm)
      guard let kind, let pattern = regularFormPattern(q.tense, family: kind, forms: forms) else { return nil }
      // podieron for pudieron: the strong stem regularised, whatever letters differ.
      let strong = pattern == .regularised && preteritoStemTenses.contains(q.tense)
      return on(pattern, strong ? Skill(.family, "preterite-stem") : family)
    }
    // dormiendo for durmiendo: the gerund's stem change missed.
    if q.tense == .gerundio, gerundChangesVowel(q.infinitive, right), given == regularGerund(q.infinitive) {
      return on(.missedStemChange)
    }
    let matching = forms.readings.filter { FormMatch.matches(given, $0.form) }
    if let pattern = tenseMixUp(asked: q.tense, given: Set(matching.map(\.tense))) { return on(pattern) }
    let persons = Set(matching.filter { $0.tense == q.tense }.compactMap(\.person))
    if let person = q.person, !persons.isEmpty {
      return on(personMixUp(asked: person, given: persons), Skill(.person, person.rawValue))
    }
    return nil
  }

  /// The -ar, -er or -ir of an infinitive (its pronoun left aside).
  static func conjugation(_ infinitive: String) -> String {
    String(RegularForms.splitPronominal(infinitive).0.suffix(2))
  }

  /// The named person mix-up: tú for vos and the reverse, tú for usted and the
  /// reverse, vosotros for ustedes and the reverse, else another person.
  static func personMixUp(asked: Person, given: Set<Person>) -> MistakePattern {
    switch asked {
    case .vos where given.contains(.tu): .tuForVos
    case .tu where given.contains(.vos): .vosForTu
    case .el where given.contains(.tu): .tuForUsted
    case .tu where given.contains(.el): .ustedForTu
    case .ellos where given.contains(.vosotros): .vosotrosForUstedes
    case .vosotros where given.contains(.ellos): .ustedesForVosotros
    default: .otherPerson
    }
  }

  /// The named tense or mood mix-up when the answer is a form of another tense.
  static func tenseMixUp(asked: Tense, given: Set<Tense>) -> MistakePattern? {
    guard !given.isEmpty, !given.contains(asked) else { return nil }
    let conditional: Set<Tense> = [.condicional, .condicionalCompuesto]
    if pastSubjunctive.contains(asked) && !given.isDisjoint(with: conditional) { return .conditionalForSubjunctive }
    if asked == .pluscuamperfectoDeSubjuntivo1 || asked == .pluscuamperfectoDeSubjuntivo2,
      !given.isDisjoint(with: [.imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2])
    {
      return .simpleForCompoundSubjunctive
    }
    if asked == .imperfectoDeIndicativo && given.contains(.preterito) { return .preteritoForImperfecto }
    if asked == .preterito && given.contains(.imperfectoDeIndicativo) { return .imperfectoForPreterito }
    if asked.mood == .subjuntivo && given.contains(where: { $0.mood == .indicativo }) {
      return .indicativeForSubjunctive
    }
    if asked.mood == .indicativo && given.contains(where: { $0.mood == .subjuntivo }) {
      return .subjunctiveForIndicative
    }
    return .otherTense
  }

  static let pastSubjunctive: Set<Tense> = [
    .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .pluscuamperfectoDeSubjuntivo1,
    .pluscuamperfectoDeSubjuntivo2,
  ]

  /// Vowel groups, a diphthong counted once (fue, dio, vio: one).
  static func syllables(_ word: String) -> Int {
    var count = 0
    var inVowels = false
    for scalar in word.unicodeScalars {
      let vowel = Accent.isStrong(scalar) || Accent.isWeak(scalar)
      if vowel && !inVowels { count += 1 }
      inVowels = vowel
    }
    return count
  }
}
