import FoundationEssentials

/// The presente's diphthong carried where the stem is not stressed (issue 43 §3).
extension MistakeFamilies {
  /// "cerrara → cierrara", "he cierrado", "pruebaste", "siembraríamos": the
  /// presente's e → ie, o → ue (cierra, prueba) belongs to the forms stressed on
  /// the stem; every other tense, and the participio, keeps the infinitive's
  /// vowel. Said only when this verb makes the change in its presente and the
  /// right form starts with the infinitive's stem.
  static func stemChangeOutsideStress(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms)
    -> String?
  {
    let (base, _) = RegularForms.splitPronominal(q.infinitive)
    guard
      ![.presenteDeIndicativo, .presenteDeSubjuntivo, .imperativoPositivo, .imperativoNegativo, .gerundio]
        .contains(q.tense),
      base.count > 2, let presente = forms.form(.presenteDeIndicativo, .el),
      let regular = RegularForms.core(base, .presenteDeIndicativo, .el)
    else { return nil }
    let changed = MissedChange.lastWord(presente.primary)
    guard let pair = MissedChange.change(from: regular, to: changed), diphthongs.contains(pair) else { return nil }
    let stem = String(base.dropLast(2))
    let changedStem = String(changed.dropLast())
    let typed = words(given)
    let wanted = words(right)
    guard typed.count == wanted.count, typed.dropLast() == wanted.dropLast(), let last = wanted.last,
      last.hasPrefix(stem), let typedLast = typed.last
    else { return nil }
    let carried = changedStem + last.dropFirst(stem.count)
    guard plain(typedLast) == plain(carried), typedLast != last else { return nil }
    return "\(q.infinitive) changes \(pair.from) → \(pair.to) only where the stem is stressed (\(changed)); "
      + "here the stress falls on the ending: \(right)"
  }

  /// "hubiera mintido", "se habrán durmido": the pretérito's e → i, o → u of an
  /// -ir verb (mintió, durmió) carried into the participio, which keeps the
  /// infinitive's vowel (mentido, dormido).
  static func preteriteVowelInParticiple(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms)
    -> String?
  {
    let (base, _) = RegularForms.splitPronominal(q.infinitive)
    guard isCompound(q.tense) || q.tense == .participio, base.hasSuffix("ir"),
      let preterite = forms.form(.preterito, .el), let regular = RegularForms.core(base, .preterito, .el)
    else { return nil }
    let changed = MissedChange.lastWord(preterite.primary)
    guard let pair = MissedChange.change(from: regular, to: changed), [.init("e", "i"), .init("o", "u")].contains(pair)
    else { return nil }
    let stem = String(base.dropLast(2))
    let typed = words(given)
    let wanted = words(right)
    guard typed.count == wanted.count, typed.dropLast() == wanted.dropLast(), let last = wanted.last,
      last.hasPrefix(stem), let typedLast = typed.last, changed.hasSuffix("ió")
    else { return nil }
    let carried = String(changed.dropLast(2)) + last.dropFirst(stem.count)
    guard plain(typedLast) == plain(carried), typedLast != last else { return nil }
    return "\(q.infinitive) changes \(pair.from) → \(pair.to) in the pretérito (\(changed)), never in the participio: "
      + right
  }

  /// "acóstate", "cóntame": the presente's diphthong left out of a form stressed
  /// on the stem, written with the accent the right form has (acuéstate). Said
  /// only when the answer is no form of the verb as typed (acostate is vos).
  static func stressedStemWithoutDiphthong(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms)
    -> String?
  {
    let (base, _) = RegularForms.splitPronominal(q.infinitive)
    guard [.presenteDeIndicativo, .presenteDeSubjuntivo, .imperativoPositivo, .imperativoNegativo].contains(q.tense),
      base.count > 2, let presente = forms.form(.presenteDeIndicativo, .el),
      let regular = RegularForms.core(base, .presenteDeIndicativo, .el)
    else { return nil }
    let changed = MissedChange.lastWord(presente.primary)
    guard let pair = MissedChange.change(from: regular, to: changed), diphthongs.contains(pair),
      !forms.readings.contains(where: { FormMatch.matches(given, $0.form) })
    else { return nil }
    let stem = String(base.dropLast(2))
    let changedStem = String(changed.dropLast())
    let typed = words(given)
    let wanted = words(right)
    guard typed.count == wanted.count, typed.dropLast() == wanted.dropLast(), let last = wanted.last,
      let typedLast = typed.last, plain(last).hasPrefix(plain(changedStem))
    else { return nil }
    // The right form with the diphthong undone, the accent moved onto the stem's vowel.
    let undone = stem + plain(last).dropFirst(changedStem.count)
    guard plain(typedLast) == plain(undone), typedLast.contains(where: { "áéíóú".contains($0) }) else { return nil }
    return "\(q.infinitive) changes \(pair.from) → \(pair.to) where the stem is stressed: \(right)"
  }

  static let diphthongs: Set<MissedChange.Pair> = [
    .init("e", "ie"), .init("o", "ue"), .init("u", "ue"), .init("i", "ie"),
  ]
}
