import FoundationEssentials

/// The mistakes of a pronominal verb's pronoun: left out, or put where this
/// form does not take it (`conjugar info pronominal`).
extension MistakeFamilies {
  /// "acuerdo" for "me acuerdo", "acordando" for "acordándose", "sienta" for
  /// "siéntate": a pronominal verb needs its pronoun.
  static func missingPronoun(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    guard RegularForms.splitPronominal(q.infinitive).1 else { return nil }
    let line = "\(q.infinitive) keeps its pronoun: \(right)"
    let bare = words(right).filter { !pronouns.contains($0) }
    if bare.count < words(right).count {
      return plain(given) == plain(bare.joined(separator: " ")) ? line : nil
    }
    // One word: the pronoun is joined to the end of a gerundio or an affirmative
    // command, and nosotros and vosotros lost a letter to it (sentemos → sentémonos,
    // sentad → sentaos), which the bare form has again.
    guard bare.count == 1, let pronoun = ["nos", "os", "me", "te", "se"].first(where: right.hasSuffix) else {
      return nil
    }
    let stem = String(right.dropLast(pronoun.count))
    var candidates = [stem]
    if pronoun == "nos" { candidates.append(stem + "s") }
    if pronoun == "os" { candidates.append(stem + "d") }
    return candidates.contains { plain($0) == plain(given) } ? line : nil
  }

  /// "sentémosnos", "sentados": the letter nosotros and vosotros lose before
  /// -nos and -os kept. (irse keeps its d: idos is right.)
  static func lostLetterBeforePronoun(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms)
    -> String?
  {
    guard q.tense == .imperativoPositivo, RegularForms.splitPronominal(q.infinitive).1 else { return nil }
    switch q.person {
    case .nosotros where right.hasSuffix("nos") && plain(given) == plain(right.dropLast(3) + "snos"):
      return "before -nos the nosotros command drops its final s: \(right)"
    case .vosotros where right.hasSuffix("os") && plain(given) == plain(right.dropLast(2) + "dos"):
      return "before -os the vosotros command drops its d: \(right)"
    default: return nil
    }
  }

  /// "levántome" for "me levanto", "acostárase" for "se acostara": the pronoun
  /// joined to the end of a conjugated verb, as only commands, gerundios and
  /// infinitives take it.
  static func pronounAfterConjugatedVerb(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms)
    -> String?
  {
    let wanted = words(right)
    guard q.tense.isFinite, !q.tense.isImperative, !given.contains(" "), wanted.count == 2,
      pronouns.contains(wanted[0]), plain(given) == plain(wanted[1] + wanted[0])
    else { return nil }
    // "levantase" for "se levanta" is also another tense without its pronoun:
    // the line would guess which mistake was made.
    let bareForms = forms.readings.map { words($0.form.primary).filter { !pronouns.contains($0) } }
    guard !bareForms.contains(where: { plain($0.joined(separator: " ")) == plain(given) }) else { return nil }
    return "the pronoun goes before a conjugated verb, written apart: \(right)"
  }

  /// "he me acordado", "te no acuerdes", "te acuerda": the right words, the
  /// pronoun in the wrong place.
  static func misplacedPronoun(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    let typed = words(given)
    let wanted = words(right)
    guard typed.contains(where: pronouns.contains) else { return nil }
    if q.tense == .imperativoPositivo || q.tense == .gerundio, wanted.count == 1, typed.count == 2 {
      // The pronoun typed as a word of its own: joined to the end it is the answer.
      let verb = typed.first { !pronouns.contains($0) } ?? ""
      let pronoun = typed.first { pronouns.contains($0) } ?? ""
      guard plain(verb + pronoun) == plain(right) else { return nil }
      // With estar (se está acordando) the pronoun may go first; the question asks
      // the gerundio alone.
      if q.tense == .gerundio { return "with a gerundio alone the pronoun is joined to the end: \(right)" }
      return "in an affirmative command the pronoun is joined to the end: \(right)"
    }
    guard typed != wanted, typed.sorted() == wanted.sorted() else { return nil }
    if q.tense == .imperativoNegativo {
      return "in a negative command the pronoun goes between no and the verb: \(right)"
    }
    if isCompound(q.tense) { return "the pronoun goes before haber: \(right)" }
    return "the pronoun goes before the verb: \(right)"
  }
}
