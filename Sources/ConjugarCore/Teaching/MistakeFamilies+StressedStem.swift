import FoundationEssentials

/// The presente's stem change carried where the stem is not stressed, and the
/// diphthong left out where it is (issue 43 §3).
extension MistakeFamilies {
  /// "cierrara", "he cierrado", "pruebaste", "piensemos", "empiecemos", "pidía",
  /// "sientamos": the presente's stem change (cierra, pide) carried into a form
  /// whose stem is not stressed. A diphthong (e → ie, o → ue, u → ue) belongs to
  /// the forms stressed on the stem; an -ir verb's unstressed stem closes to i or
  /// u instead where it changes (sintamos, durmiera); e → i (pedir) is kept out
  /// only where an i of its own syllable follows (pedía, pediré, pedido).
  /// In the presente de subjuntivo and the commands the person is named
  /// ("nosotros keeps e: empecemos"). The presente de indicativo has its own family (`stemChangeInWrongPerson`:
  /// "nosotros keeps e"), and so has the gerundio (`stemChangeInGerundio`).
  static func stemChangeOutsideStress(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms)
    -> String?
  {
    let (base, _) = RegularForms.splitPronominal(q.infinitive)
    guard q.tense != .presenteDeIndicativo, q.tense != .gerundio, base.count > 2,
      let (typed, wanted) = lastWords(given, right, forms),
      let presente = forms.form(.presenteDeIndicativo, .el).map({ MissedChange.lastWord($0.primary) }),
      let regular = RegularForms.core(base, .presenteDeIndicativo, .el),
      let pair = MissedChange.change(from: regular, to: presente), stemChanges.contains(pair),
      let carried = MissedChange.change(from: plain(wanted), to: plain(typed))
    else { return nil }
    if carried == pair {
      // In the presente de subjuntivo and the commands the other persons do change:
      // the person is named, as stemChangeInWrongPerson does ("nosotros keeps e").
      let sameTense: Set<Tense> = [.presenteDeSubjuntivo, .imperativoPositivo, .imperativoNegativo]
      if diphthongs.contains(pair), sameTense.contains(q.tense), let person = q.person {
        // tener's tengas: no person of this tense changes (tenga, not tienga).
        let changesElsewhere = forms.otherPersons(in: q.tense, than: person).contains {
          plain(MissedChange.lastWord($0.form.primary)).contains(pair.to)
        }
        guard changesElsewhere else { return nil }
        return "\(TeachingNames.person(person, in: q.tense)) keeps \(pair.from): \(right)"
      }
      if diphthongs.contains(pair) {
        return "\(q.infinitive) changes \(pair.from) → \(pair.to) only where the stem is stressed (\(presente)); "
          + "here the stress falls on the ending: \(right)"
      }
      guard let preterite = forms.form(.preterito, .el).map({ MissedChange.lastWord($0.primary) }) else { return nil }
      return "\(q.infinitive) changes \(pair.from) → \(pair.to) in some forms (\(presente), \(preterite)), "
        + "but keeps \(pair.from) where an i follows as a syllable of its own: \(right)"
    }
    // sentir: sintamos, not sientamos; dormir: durmiera, not duermiera.
    let closed = pair.from == "e" ? "i" : "u"
    guard diphthongs.contains(pair), base.hasSuffix("ir"), carried == MissedChange.Pair(closed, pair.to) else {
      return nil
    }
    return "\(q.infinitive) changes \(pair.from) → \(pair.to) only where the stem is stressed (\(presente)); "
      + "here the stress falls on the ending, where \(q.infinitive) has \(closed): \(right)"
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
