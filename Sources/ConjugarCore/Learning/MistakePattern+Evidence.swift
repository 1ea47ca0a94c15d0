import FoundationEssentials

/// Which errors an item can show (docs/learning.md, "Evidence"): an answer is
/// evidence for or against a pattern only when the item discriminates it. A
/// learner who always gives the pretérito gets every pretérito sentence right;
/// those answers say nothing about the pretérito where the imperfecto belongs.
extension MistakePattern {
  /// The patterns an answer to `question` could show, its asked form being
  /// `correctForm`; `forms` every form of the verb (nil: those needing the other
  /// forms are left out); `sentence`, the context sentence asked (nil for a form
  /// question, or when it is not known): its subject says whether it speaks to
  /// usted, its conjunction whether the subjunctive is an adverbial one.
  public static func chances(
    _ question: Question, correctForm: String, forms: VerbForms?, sentence: ContextSentence? = nil
  ) -> Set<MistakePattern> {
    var found: Set<MistakePattern> = [.otherTense]
    let tense = question.tense
    let person = question.person
    let form = question.sentence == nil
    switch tense {
    case .imperfectoDeIndicativo: found.insert(.preteritoForImperfecto)
    case .preterito: found.insert(.imperfectoForPreterito)
    default: break
    }
    if tense.mood == .subjuntivo {
      // After para que, antes de que, cuando of the future: its own pattern, judged
      // on these sentences alone (a learner may err after these and nowhere else).
      let adverbial = sentence.map { adverbialConjunction($0.text, tense: tense) != nil } ?? false
      found.insert(adverbial ? .indicativeAfterConjunction : .indicativeForSubjunctive)
    }
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
        // tú for usted: only where the item speaks to usted (a sentence whose
        // subject is usted, a form asked for usted), not every él.
        case .el: if differs(.tu), addressesUsted(question, sentence: sentence) { found.insert(.tuForUsted) }
        // vosotros for ustedes: likewise only where the item speaks to ustedes.
        case .ellos:
          if differs(.vosotros), addressesUstedes(question, sentence: sentence) { found.insert(.vosotrosForUstedes) }
        case .vosotros: if differs(.ellos) { found.insert(.ustedesForVosotros) }
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

  /// Whether the item speaks to usted: a sentence whose subject is usted, or a
  /// form question asked for usted (`Question.addressedFormally`).
  static func addressesUsted(_ question: Question, sentence: ContextSentence?) -> Bool {
    guard question.person == .el else { return false }
    if let sentence { return sentence.subject == .usted }
    return question.sentence == nil && question.addressedFormally
  }

  /// Whether the item speaks to ustedes: a sentence whose subject is ustedes, or a
  /// form question asked for ustedes (`Question.addressedFormally`).
  static func addressesUstedes(_ question: Question, sentence: ContextSentence?) -> Bool {
    guard question.person == .ellos else { return false }
    if let sentence { return sentence.subject == .ustedes }
    return question.sentence == nil && question.addressedFormally
  }

  /// The adverbial conjunction that governs the slot of `text` when its answer is
  /// in the subjunctive `tense`: *para que* or *antes de que* (any subjunctive),
  /// or *cuando* of the future (presente or perfecto de subjuntivo); nil otherwise.
  /// The conjunction must stand before the slot in its clause (no comma, colon or
  /// semicolon between), at most five words before it, none of them *que*:
  /// "para que me ___", "antes de que ___"; not "Cuando era pequeño, mis padres no
  /// querían que ___" (the slot is governed by *querían que*), nor *siempre y cuando*
  /// or *aun cuando* (a condition, a concession).
  public static func adverbialConjunction(_ text: String, tense: Tense) -> String? {
    guard tense.mood == .subjuntivo, let slot = text.range(of: "___") else { return nil }
    var clause = text[..<slot.lowerBound].lowercased()
    if let stop = clause.lastIndex(where: { ",;:.¿¡?!()\"«»—".contains($0) }) {
      clause = String(clause[clause.index(after: stop)...])
    }
    let words = clause.split { !$0.isLetter }.map(String.init)
    let conjunctions: [(words: [String], future: Bool)] = [
      (["para", "que"], false), (["antes", "de", "que"], false), (["cuando"], true),
    ]
    let futureTenses: Set<Tense> = [.presenteDeSubjuntivo, .perfectoDeSubjuntivo]
    for start in stride(from: words.count - 1, through: 0, by: -1) {
      for conjunction in conjunctions where words[start...].starts(with: conjunction.words) {
        let after = words[(start + conjunction.words.count)...]
        guard after.count <= 5, !after.contains("que") else { return nil }
        if conjunction.future {
          // "siempre y cuando", "aun cuando": a condition, a concession, not a time.
          let before = words[..<start].suffix(2)
          guard futureTenses.contains(tense), before.last != "aun", before.last != "aún",
            Array(before) != ["siempre", "y"]
          else { return nil }
        }
        return conjunction.words.joined(separator: " ")
      }
    }
    return nil
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
