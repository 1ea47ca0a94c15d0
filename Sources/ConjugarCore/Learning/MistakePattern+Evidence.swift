import FoundationEssentials

/// Which errors an item can show (docs/learning.md, "Evidence"): an answer is
/// evidence for or against a pattern only when the item discriminates it. A
/// learner who always gives the pretérito gets every pretérito sentence right;
/// those answers say nothing about the pretérito where the imperfecto belongs.
extension MistakePattern {
  /// The patterns an answer to `question` could show, its asked form being
  /// `correctForm`; `forms` every form of the verb (nil: those needing the other
  /// forms are left out).
  public static func chances(_ question: Question, correctForm: String, forms: VerbForms?) -> Set<MistakePattern> {
    var found: Set<MistakePattern> = [.otherTense]
    let tense = question.tense
    let person = question.person
    let form = question.sentence == nil
    switch tense {
    case .imperfectoDeIndicativo: found.insert(.preteritoForImperfecto)
    case .preterito: found.insert(.imperfectoForPreterito)
    default: break
    }
    if tense.mood == .subjuntivo { found.insert(.indicativeForSubjunctive) }
    if tense.mood == .indicativo { found.insert(.subjunctiveForIndicative) }
    if pastSubjunctive.contains(tense) { found.insert(.conditionalForSubjunctive) }
    if tense == .pluscuamperfectoDeSubjuntivo1 || tense == .pluscuamperfectoDeSubjuntivo2 {
      found.insert(.simpleForCompoundSubjunctive)
    }
    // A sentence accepts either spelling: only a form question can show the swap.
    if form, tense == .imperfectoDeSubjuntivo1 || tense == .pluscuamperfectoDeSubjuntivo1 { found.insert(.seForRa) }
    if form, tense == .imperfectoDeSubjuntivo2 || tense == .pluscuamperfectoDeSubjuntivo2 { found.insert(.raForSe) }
    if tense == .imperativoNegativo {
      found.formUnion([.indicativeInNegativeCommand, .negativeCommandWithoutNo])
    }
    if MistakeFamilies.isCompound(tense) { found.insert(.agreeingParticiple) }
    if tense == .preterito, person == .tu || person == .vos { found.insert(.preteritoFinalS) }
    let (bare, pronominal) = RegularForms.splitPronominal(question.infinitive)
    if pronominal { found.formUnion([.lostPronoun, .misplacedPronoun]) }
    if let person, endingsDiffer(tense, person) {
      switch conjugation(bare) {
      case "er": found.insert(.irEndingForEr)
      case "ir": found.insert(.erEndingForIr)
      default: break
      }
    }
    let family = Skill.family(question.infinitive, tense, person, correctForm: correctForm)
    if let family, let pattern = regularFormPattern(tense, family: family, forms: forms) { found.insert(pattern) }
    if tense == .gerundio, gerundChangesVowel(question.infinitive, correctForm) { found.insert(.missedStemChange) }
    if let person, tense.isFinite {
      found.insert(.otherPerson)
      if let forms {
        func differs(_ other: Person) -> Bool {
          guard let theirs = forms.form(tense, other)?.primary else { return false }
          return plain(theirs) != plain(correctForm)
        }
        switch person {
        case .vos: if differs(.tu) { found.insert(.tuForVos) }
        case .tu:
          if differs(.vos) { found.insert(.vosForTu) }
          if differs(.el) { found.insert(.ustedForTu) }
        case .el: if differs(.tu) { found.insert(.tuForUsted) }
        default: break
        }
        // piensamos for pensamos: nosotros and vosotros of a verb whose other
        // persons change the stem, where this one keeps it.
        if person == .nosotros || person == .vosotros,
          tense == .presenteDeIndicativo || tense == .presenteDeSubjuntivo, family.map(vowelFamilies.contains) != true,
          let yo = forms.form(.presenteDeIndicativo, .yo)?.primary,
          let yoFamily = Skill.family(question.infinitive, .presenteDeIndicativo, .yo, correctForm: yo),
          vowelFamilies.contains(yoFamily)
        {
          found.insert(.stemChangeInWrongPerson)
        }
      }
    }
    found.formUnion(accentChances(correctForm))
    return found
  }

  /// The gerund a learner would build from the infinitive (hablando, comiendo), pronoun left aside.
  static func regularGerund(_ infinitive: String) -> String? {
    let bare = RegularForms.splitPronominal(infinitive).0
    guard bare.count > 2 else { return nil }
    let stem = String(bare.dropLast(2))
    switch bare.suffix(2) {
    case "ar": return stem + "ando"
    case "er", "ir": return stem + "iendo"
    default: return nil
    }
  }

  /// Whether the gerund `correctForm` changes the stem's vowel (durmiendo, pidiendo).
  static func gerundChangesVowel(_ infinitive: String, _ correctForm: String) -> Bool {
    guard let regular = regularGerund(infinitive) else { return false }
    let asked = MissedChange.lastWord(correctForm.nfc.lowercased())
    guard asked != regular, let pair = MissedChange.change(from: regular, to: asked) else { return false }
    return ["e", "o"].contains(pair.from) && ["i", "u"].contains(pair.to)
  }

  /// What the regular form given where an item of `family` (`Skill.family`)
  /// is asked shows, and so what such an item can show; nil where it is no
  /// chance of either pattern.
  ///
  /// - A missed vowel change is `regular>stem-change` (piensa, durmió, pidieron),
  ///   except on the pretérito's stem of a verb whose pretérito is strong:
  ///   podieron for pudieron, venieron for vinieron regularise the strong stem
  ///   (`regular>irregular`, like podió for pudo), whatever letters differ.
  /// - `regular>irregular` is evidenced on the pretérito's stem (tenió, hació,
  ///   quisiera) and on participles (ponido): the irregular presente (soy,
  ///   tengo) and spelling changes (busqué, leyó, conozco) are another matter,
  ///   and a learner who regularises strong pretéritos gets those right; counted
  ///   as its chances, they hid the error (docs/learning.md, "Evidence").
  static func regularFormPattern(_ tense: Tense, family: String, forms: VerbForms?) -> MistakePattern? {
    let onPreteritoStem = preteritoStemTenses.contains(tense)
    if vowelFamilies.contains(family), !(onPreteritoStem && hasStrongPreterito(forms)) { return .missedStemChange }
    if family == "participle" { return .regularised }
    return onPreteritoStem && !spellingFamilies.contains(family) ? .regularised : nil
  }

  /// The tenses built on the pretérito's stem (tuve, tuviera, tuviese, tuviere).
  static let preteritoStemTenses: Set<Tense> = [
    .preterito, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .futuroDeSubjuntivo,
  ]

  /// The families of spelling changes (`Skill.family`).
  static let spellingFamilies: Set<String> = ["spelling", "y", "zc"]

  /// Whether the verb's pretérito is strong: its yo form ends in neither a
  /// stressed -é nor a stressed -í (pude, vine, hice, dije, fui), where a weak
  /// one does (hablé, comí, pedí, dormí). False when the forms are unknown.
  static func hasStrongPreterito(_ forms: VerbForms?) -> Bool {
    guard let yo = forms?.form(.preterito, .yo)?.primary else { return false }
    let word = MissedChange.lastWord(yo.nfc.lowercased())
    return !(word.hasSuffix("é") || word.hasSuffix("í"))
  }

  /// The stem changes of vowels (a missed one is `regular>stem-change`).
  static let vowelFamilies: Set<String> = ["e-ie", "o-ue", "u-ue", "i-ie", "e-i", "o-u"]

  /// Where -er and -ir endings differ (comemos / vivimos): what can show them mixed.
  static func endingsDiffer(_ tense: Tense, _ person: Person) -> Bool {
    switch (tense, person) {
    case (.presenteDeIndicativo, .nosotros), (.presenteDeIndicativo, .vosotros), (.presenteDeIndicativo, .vos),
      (.imperativoPositivo, .vosotros), (.imperativoPositivo, .vos):
      true
    default: false
    }
  }

  /// Lower case, NFC, accents kept: two forms that differ only in accents differ here.
  static func plain(_ form: String) -> String { form.nfc.lowercased() }
}
