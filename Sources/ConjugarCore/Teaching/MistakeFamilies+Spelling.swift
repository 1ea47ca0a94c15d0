import FoundationEssentials

/// Classic slips that are no form of the verb, each named by its rule (issue 43 §3:
/// never "✗ Wrong" alone for a recognisable learner's form).
extension MistakeFamilies {
  /// "consega", "segan", "pedas": the stem's vowel change missed where the ending
  /// also changes the spelling (sigu-e → sig-a), so the naive regular form is not
  /// what was typed; named as the vowel change, like "pensar changes e → ie".
  static func missedStemVowel(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    let typed = words(given)
    let wanted = words(right)
    guard typed.count == wanted.count, typed.dropLast().map(plain) == wanted.dropLast().map(plain),
      let last = typed.last, let rightLast = wanted.last,
      !forms.readings.contains(where: { FormMatch.matches(given, $0.form) }),
      let pair = MissedChange.change(from: plain(last), to: plain(rightLast)), stemChanges.contains(pair)
    else { return nil }
    return "\(q.infinitive) changes \(pair.from) → \(pair.to): \(right)"
  }

  /// "haiga", "vaiga": popular forms of haya and vaya, heard but not standard (DPD).
  static func popularSubjunctive(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    guard q.tense == .presenteDeSubjuntivo || q.tense == .imperativoNegativo || q.tense == .imperativoPositivo,
      let typed = words(given).last, let wanted = words(right).last
    else { return nil }
    for (standard, popular) in [("haya", "haiga"), ("vaya", "vaiga")] where wanted.hasPrefix(standard) {
      if plain(typed) == plain(popular + wanted.dropFirst(standard.count)) {
        return "\(typed) is heard in popular speech, but it is not standard (DPD): \(right)"
      }
    }
    return nil
  }

  /// "estropie", "peliemos": an -ear verb's e raised to i before the ending, as in
  /// popular speech; the stem keeps its e (estrope-e).
  static func raisedEarStem(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    let (verb, _) = RegularForms.splitPronominal(q.infinitive)
    guard verb.hasSuffix("ear"), let typed = words(given).last, let wanted = words(right).last else { return nil }
    let stem = String(verb.dropLast(2))
    guard plain(wanted).hasPrefix(stem) else { return nil }
    let raised = String(stem.dropLast()) + "i" + plain(wanted).dropFirst(stem.count)
    guard plain(typed) == raised, words(given).count == words(right).count else { return nil }
    return "\(verb) ends in -ear: its stem keeps the e (\(stem)-) before every ending: \(right)"
  }

  /// "freíba", "comíbamos": the -ar imperfecto's b put into an -er or -ir verb's.
  static func bInErIrImperfecto(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    guard q.tense == .imperfectoDeIndicativo, let typed = words(given).last, let wanted = words(right).last,
      let range = wanted.range(of: "ía", options: .backwards)
    else { return nil }
    let withB = wanted.replacingCharacters(in: range, with: "iba")
    guard plain(typed) == plain(withB) else { return nil }
    return "-er and -ir verbs form the imperfecto with -ía, with no b (-aba is for -ar verbs): \(right)"
  }

  /// "iva", "tubo": b and v, one sound in Spanish, swapped in the spelling.
  static func bForV(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    let typed = Array(plain(given))
    let wanted = Array(plain(right))
    guard typed.count == wanted.count, typed != wanted,
      !forms.readings.contains(where: { FormMatch.matches(given, $0.form) })
    else { return nil }
    var letter: Character?
    for (a, b) in zip(typed, wanted) where a != b {
      guard (a == "b" && b == "v") || (a == "v" && b == "b") else { return nil }
      letter = letter ?? b
    }
    guard let letter else { return nil }
    return "b and v sound the same, but this form is written with \(letter): \(right)"
  }

  /// "tuvió", "hicí": a strong pretérito (tuve, hice, dije) given the regular
  /// stressed endings; its yo ends in unstressed -e and its él in -o.
  static func weakEndingOnStrongPreterite(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms)
    -> String?
  {
    guard q.tense == .preterito, q.person == .yo || q.person == .el, let typed = words(given).last,
      let wanted = words(right).last, words(given).count == words(right).count
    else { return nil }
    let weak = q.person == .yo ? (wanted.hasSuffix("e") ? "i" : nil) : (wanted.hasSuffix("o") ? "io" : nil)
    // hició: the weak ending on yo's stem (hic-e), whose c the z of hizo replaces before o.
    let yoStem = forms.form(.preterito, .yo).map { String(MissedChange.lastWord($0.primary).dropLast()) }
    guard let weak,
      plain(typed) == plain(String(wanted.dropLast()) + weak)
        || (q.person == .el && yoStem.map { plain($0 + weak) } == plain(typed))
    else { return nil }
    return "\(wanted) is a strong pretérito: yo ends in an unstressed -e and él in -o, not -í or -ió: \(right)"
  }
}

extension MistakeFamilies {
  /// "oien", "leio", "caieron": an unstressed i between vowels, which Spanish
  /// writes y (oyen, leyó, cayeron).
  static func iForY(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    let wanted = plain(right)
    let letters = Array(wanted)
    // Every y of the answer between two vowels (not yendo's, not a word's first).
    let betweenVowels = letters.indices.allSatisfy { index in
      letters[index] != "y"
        || (index > 0 && index + 1 < letters.count && "aeiou".contains(letters[index - 1])
          && "aeiou".contains(letters[index + 1]))
    }
    // leiendo, caieron are the regular form: MissedChange names the ending's y.
    let regular = RegularForms.form(q.infinitive, q.tense, q.person, like: right).map(plain)
    guard wanted.contains("y"), betweenVowels, plain(given) != wanted, regular != plain(given),
      plain(given) == wanted.replacingOccurrences(of: "y", with: "i"),
      !forms.readings.contains(where: { FormMatch.matches(given, $0.form) })
    else { return nil }
    return "an unstressed i between two vowels is written y: \(right)"
  }
}
