import FoundationEssentials

/// Classic slips found silent or wrongly named in round 3's reading of 100 context
/// sentences (issue 43, marks-read): each a narrow shape, named by its rule.
extension MistakeFamilies {
  /// "haiga hecho": the popular haiga as the auxiliary of the perfecto de
  /// subjuntivo (popularSubjunctive looks at the simple tenses' last word).
  static func popularAuxiliary(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    let typed = words(given)
    let wanted = words(right)
    guard q.tense == .perfectoDeSubjuntivo, typed.count == wanted.count, typed.count >= 2,
      let index = wanted.firstIndex(where: { $0.hasPrefix("hay") }), plain(typed[index]).hasPrefix("haig"),
      plain("haig" + wanted[index].dropFirst(3)) == plain(typed[index])
    else { return nil }
    for (n, word) in typed.enumerated() where n != index && plain(word) != plain(wanted[n]) { return nil }
    return "\(typed[index]) is heard in popular speech, but it is not standard (DPD): \(right)"
  }

  /// "eligendo", "consiguendo": the gerundio's -iendo without its i; "elijiendo":
  /// the j of elijo carried before i, where the verb writes g.
  static func gerundioEnding(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    let (verb, _) = RegularForms.splitPronominal(q.infinitive)
    let typed = words(given)
    let wanted = words(right)
    guard typed.count == wanted.count, typed.dropLast().map(plain) == wanted.dropLast().map(plain),
      let last = wanted.last.map(plain), let typedLast = typed.last.map(plain), last.hasSuffix("iendo"),
      forms.form(.gerundio, nil).map({ plain(MissedChange.lastWord($0.primary)) }) == last
    else { return nil }
    let stem = last.dropLast(5)
    if typedLast == stem + "endo" {
      return "the gerundio of an -er or -ir verb ends in -iendo: \(right)"
    }
    if stem.hasSuffix("g"), typedLast == stem.dropLast() + "jiendo",
      let yo = forms.form(.presenteDeIndicativo, .yo).map({ MissedChange.lastWord($0.primary) })
    {
      return "\(verb) writes j only before a or o (\(yo)); before i it keeps g: \(right)"
    }
    return nil
  }
}
