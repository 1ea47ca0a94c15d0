import FoundationEssentials

/// The wrong answers learners really give, each recognised by its shape and
/// explained with its rule in one line (issue 24 §3). Every check compares the
/// answer with the verb's own forms, so a line is only said when it is true of
/// this verb: "after the j of dij- the ending is -eron" is never said of tejer,
/// whose tejieron is right.
enum MistakeFamilies {
  /// The first family `given` (normalised, lower case) belongs to, as its line.
  static func explain(_ given: String, _ question: Question, _ expected: Form, _ forms: VerbForms) -> String? {
    let right = expected.primary.nfc.lowercased()
    let checks: [(String, Question, String, VerbForms) -> String?] = [
      popularAuxiliary, gerundioEnding,
      missingPronoun, misplacedPronoun, lostLetterBeforePronoun, pronounAfterConjugatedVerb,
      agreeingParticiple, negativeWithIndicative, negativeWithoutNo, affirmativeWithSubjunctive, shortTuCommand,
      pretéritoWithFinalS, jPreterite, wrongConjugationEnding, stemChangeInWrongPerson, stemChangeInGerundio,
      stemChangeOutsideStress, preteriteVowelInParticiple, stressedStemWithoutDiphthong,
      regularizedYo, infinitiveForVosotrosCommand, yBetweenIs, popularSubjunctive, raisedEarStem,
      bInErIrImperfecto, weakEndingOnStrongPreterite, bForV, iForY, iAfterPalatal, ustedesEncliticN,
      strongPreteriteStem, diphthongWithG, subjunctiveOffYo, subjunctiveOffPreterite, futureStem, participleShape,
      consonantSpelling,
    ]
    for check in checks {
      if let line = check(given, question, right, forms) { return line }
    }
    return nil
  }

  static let pronouns: Set<String> = ["me", "te", "se", "nos", "os"]

  static func words(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

  static func plain(_ text: String) -> String { AnswerGrader.stripAccents(text) }

  /// "te habías acordada": with haber the participle never agrees.
  static func agreeingParticiple(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    guard isCompound(q.tense) else { return nil }
    let typed = words(given)
    let wanted = words(right)
    guard typed.count == wanted.count, let participle = wanted.last, participle.hasSuffix("o"),
      let last = typed.last, typed.dropLast() == wanted.dropLast()
    else { return nil }
    let stem = participle.dropLast()
    guard ["a", "os", "as"].contains(where: { last == stem + $0 }) else { return nil }
    return "with haber the participle does not agree; it always ends in -o: \(right)"
  }

  /// "no hablas": a negative command with the indicative (or the affirmative).
  /// "no acuérdense", "no siéntate": the affirmative command of a pronominal
  /// verb, its pronoun joined to the end.
  static func negativeWithIndicative(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    guard q.tense == .imperativoNegativo, let person = q.person, given.hasPrefix("no ") else { return nil }
    let rest = String(given.dropFirst(3))
    if words(right).contains(where: pronouns.contains), let affirmative = forms.form(.imperativoPositivo, person),
      FormMatch.matches(rest, affirmative)
    {
      // usted, nosotros and ustedes command with the subjunctive either way: only
      // the pronoun is out of place. tú, vos and vosotros have forms of their own.
      if [.tu, .vos, .vosotros].contains(person) {
        return "a negative command takes the presente de subjuntivo, with the pronoun before the verb: \(right)"
      }
      return "in a negative command the pronoun goes before the verb: \(right)"
    }
    let others = [Tense.presenteDeIndicativo, .imperativoPositivo].compactMap { forms.form($0, q.person) }
    guard others.contains(where: { FormMatch.matches(rest, $0) }) else { return nil }
    return "a negative command takes the presente de subjuntivo: \(right)"
  }

  /// "hable" for "no hable": the right form without its no.
  static func negativeWithoutNo(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    guard q.tense == .imperativoNegativo, right.hasPrefix("no "), given == String(right.dropFirst(3)) else {
      return nil
    }
    return "a negative command starts with no: \(right)"
  }

  /// "hables" for "habla": the subjunctive belongs to the negative command for
  /// tú, vos and vosotros (usted, nosotros and ustedes use it in both).
  static func affirmativeWithSubjunctive(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms)
    -> String?
  {
    guard q.tense == .imperativoPositivo, let person = q.person, [.tu, .vos, .vosotros].contains(person),
      let negative = forms.form(.imperativoNegativo, person)?.primary, negative.hasPrefix("no ")
    else { return nil }
    guard given == String(negative.dropFirst(3)) else { return nil }
    return "\(given) is the subjunctive of the negative command (\(negative)); "
      + "the affirmative is \(right)"
  }

  /// The eight verbs whose tú command is short (and, for most, their compounds).
  static let shortCommands = ["decir", "hacer", "ir", "poner", "salir", "ser", "tener", "venir"]

  /// "tiene" for "ten", "dice" for "di", "has" for "haz".
  static func shortTuCommand(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    guard q.tense == .imperativoPositivo, q.person == .tu else { return nil }
    let verb = RegularForms.splitPronominal(q.infinitive).0
    if verb == "hacer" && plain(given) == "has" {
      return "has is haber (tú has); hacer is one of the eight short tú commands: \(right)"
    }
    // The pattern most verbs follow (the él form of the presente) was typed where
    // this verb has its own short form.
    guard let pattern = forms.form(.presenteDeIndicativo, .el)?.primary, !pattern.contains(" "),
      plain(given) == plain(pattern), plain(pattern) != plain(right)
    else { return nil }
    if shortCommands.contains(verb) { return "\(verb) is one of the eight short tú commands: \(right)" }
    if let base = shortCommands.first(where: { verb.hasSuffix($0) && verb != $0 }) {
      return "\(verb), like \(base), has a short tú command: \(right)"
    }
    return nil
  }

  /// "comistes", "hablastes": the pretérito's tú form has no final s.
  static func pretéritoWithFinalS(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    guard q.tense == .preterito, q.person == .tu || q.person == .vos, right.hasSuffix("ste"),
      plain(given) == plain(right + "s")
    else { return nil }
    if q.person == .vos {
      return "\(given) is heard in speech, but the written vos form has no final s: \(right)"
    }
    return "the pretérito's tú form has no final s: \(right)"
  }

  /// "dijieron": after the j of a j-preterite (dije, traje, conduje) the ending
  /// loses its i. Said only when this verb's right form has j + e.
  static func jPreterite(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    let preteriteStem: Set<Tense> = [
      .preterito, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .futuroDeSubjuntivo,
    ]
    // A j of the infinitive (tejer: tejieron) is no j-preterite.
    guard preteriteStem.contains(q.tense), !q.infinitive.contains("j") else { return nil }
    let verb = words(right).last ?? right
    // On the unaccented letters, so nosotros (redujiéramos for redujéramos) counts too.
    let bare = plain(verb)
    guard let range = bare.range(of: "je"),
      plain(given).replacingOccurrences(of: "jie", with: "je") == plain(right), given != right
    else { return nil }
    let split = bare.distance(from: bare.startIndex, to: range.lowerBound) + 1
    return "after the j of \(verb.prefix(split))- the ending is -\(verb.dropFirst(split)): \(right)"
  }

  /// "tenimos", "definemos": the -ir ending on an -er verb, or the reverse, where
  /// the two differ (nosotros, vosotros and vos in the presente; vosotros and vos
  /// in the affirmative command).
  static func wrongConjugationEnding(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms)
    -> String?
  {
    guard let person = q.person, !forms.readings.contains(where: { FormMatch.matches(given, $0.form) }) else {
      return nil
    }
    let pairs: [(er: String, ir: String)]
    switch (q.tense, person) {
    case (.presenteDeIndicativo, .nosotros): pairs = [("emos", "imos")]
    case (.presenteDeIndicativo, .vosotros): pairs = [("éis", "ís")]
    case (.presenteDeIndicativo, .vos): pairs = [("és", "ís")]
    case (.imperativoPositivo, .vosotros): pairs = [("ed", "id")]
    case (.imperativoPositivo, .vos): pairs = [("é", "í")]
    default: return nil
    }
    let verb = RegularForms.splitPronominal(q.infinitive).0
    let isEr = verb.hasSuffix("er")
    guard isEr || verb.hasSuffix("ir") || verb.hasSuffix("ír") else { return nil }
    for pair in pairs {
      let (mine, other) = isEr ? (pair.er, pair.ir) : (pair.ir, pair.er)
      guard right.hasSuffix(mine), given == String(right.dropLast(mine.count)) + other else { continue }
      let personName = TeachingNames.person(person, in: q.tense)
      return "\(verb) is an -\(isEr ? "er" : "ir") verb: \(personName) ends in -\(mine): \(right)"
    }
    return nil
  }

  /// "piensamos": a stem change this verb makes in other persons, put where it
  /// does not happen ("nosotros keeps e: pensamos").
  static func stemChangeInWrongPerson(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms)
    -> String?
  {
    guard let person = q.person,
      let regular = RegularForms.form(q.infinitive, q.tense, person, like: right), regular == right,
      let pair = MissedChange.change(from: MissedChange.lastWord(right), to: MissedChange.lastWord(given)),
      stemChanges.contains(pair)
    else { return nil }
    // Only when the verb does make this change elsewhere in the tense.
    let changesElsewhere = forms.otherPersons(in: q.tense, than: person).contains { reading in
      guard let p = reading.person,
        let other = RegularForms.form(q.infinitive, q.tense, p, like: reading.form.primary)
      else { return false }
      return MissedChange.change(from: MissedChange.lastWord(other), to: MissedChange.lastWord(reading.form.primary))
        == pair
    }
    guard changesElsewhere, !pair.from.isEmpty else { return nil }
    return "\(TeachingNames.person(person, in: q.tense)) keeps \(pair.from): \(right)"
  }

  /// "atiendiendo", "sientiendo": the presente's stem change (atiende, siente)
  /// carried into the gerundio, which keeps the infinitive's vowel (atendiendo)
  /// or, in -ir verbs, closes it (sintiendo).
  static func stemChangeInGerundio(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    let (base, _) = RegularForms.splitPronominal(q.infinitive)
    guard q.tense == .gerundio, !given.contains(" "), let presente = forms.form(.presenteDeIndicativo, .el),
      let regular = RegularForms.core(base, .presenteDeIndicativo, .el)
    else { return nil }
    let changed = MissedChange.lastWord(presente.primary)
    guard let pair = MissedChange.change(from: regular, to: changed), stemChanges.contains(pair) else { return nil }
    let carried = String(changed.dropLast()) + (base.hasSuffix("ar") ? "ando" : "iendo")
    guard plain(given).hasPrefix(plain(carried)), given != right else { return nil }
    return "the gerundio does not take the presente's \(pair.from) → \(pair.to) (\(changed)): \(right)"
  }

  static let stemChanges: Set<MissedChange.Pair> = [
    .init("e", "ie"), .init("o", "ue"), .init("u", "ue"), .init("i", "ie"), .init("e", "i"), .init("o", "u"),
  ]

  static func isCompound(_ tense: Tense) -> Bool {
    switch tense {
    case .perfectoDeIndicativo, .preteritoAnterior, .pluscuamperfectoDeIndicativo, .futuroPerfecto,
      .condicionalCompuesto, .perfectoDeSubjuntivo, .pluscuamperfectoDeSubjuntivo1,
      .pluscuamperfectoDeSubjuntivo2, .futuroPerfectoDeSubjuntivo:
      true
    default: false
    }
  }

  /// The voseo presente de subjuntivo heard in speech (hablés, tengás, no
  /// hablés): the vosotros form without its i. Nil where it is the tú form
  /// anyway (des, estés) or the tense has none.
  static func spokenVoseo(_ q: Question, _ forms: VerbForms) -> String? {
    guard q.tense == .presenteDeSubjuntivo || q.tense == .imperativoNegativo,
      let vosotros = forms.form(q.tense, .vosotros)?.primary,
      let tu = forms.form(q.tense, .tu)?.primary
    else { return nil }
    var spoken = vosotros
    for (plural, singular) in [("áis", "ás"), ("éis", "és")] where spoken.hasSuffix(plural) {
      spoken = String(spoken.dropLast(plural.count)) + singular
    }
    // The vosotros pronoun "os" becomes vos's "te".
    spoken = words(spoken).map { $0 == "os" ? "te" : $0 }.joined(separator: " ")
    guard spoken != vosotros, spoken != tu else { return nil }
    return spoken
  }

  /// Whether `given` is the spoken voseo form `spoken`, as typed in a quiz (no
  /// hablés) or in a sentence whose text holds the "no" (hablés, when the asked
  /// spelling has no "no" of its own).
  static func isSpokenVoseo(_ given: String, _ spoken: String, _ expected: Form) -> Bool {
    if given == spoken { return true }
    return spoken.hasPrefix("no ") && !expected.primary.hasPrefix("no ") && "no " + given == spoken
  }

  /// The line for a spoken voseo subjunctive, by the person asked.
  static func spokenVoseoLine(_ given: String, _ q: Question, _ right: String) -> String {
    switch q.person {
    case .vos: "\(given) is the voseo form used in speech; the standard written form is \(right)."
    case .tu: "\(given) is the voseo form used in speech (vos); for tú it is \(right)."
    default:
      "\(given) is the voseo form used in speech (vos); the question asks "
        + "\(q.person.map { TeachingNames.person($0, in: q.tense) } ?? "")."
    }
  }
}
