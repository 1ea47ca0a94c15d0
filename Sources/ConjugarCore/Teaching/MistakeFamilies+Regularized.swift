import FoundationEssentials

/// Learners' own forms, made by analogy with the rest of the table (issue 43 §3).
extension MistakeFamilies {
  /// "oyo" (from oyes), "cabo", "salo", "conozo", "traio": the yo of the presente
  /// (and the presente de subjuntivo built on it) made regular, where this verb's
  /// yo is irregular. Named as such, before any reading of the answer with an
  /// accent put in (oyó is the pretérito, but "oyo" is not a try at it).
  static func regularizedYo(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    let (verb, _) = RegularForms.splitPronominal(q.infinitive)
    let subjunctive = q.tense == .presenteDeSubjuntivo || q.tense == .imperativoNegativo
    guard q.tense == .presenteDeIndicativo && q.person == .yo || subjunctive, let person = q.person,
      !forms.readings.contains(where: { FormMatch.matches(given, $0.form) }),
      let tu = forms.form(.presenteDeIndicativo, .tu).map({ MissedChange.lastWord($0.primary) }),
      let yo = forms.form(.presenteDeIndicativo, .yo).map({ MissedChange.lastWord($0.primary) }),
      let regularYo = RegularForms.core(verb, .presenteDeIndicativo, .yo), plain(regularYo) != plain(yo),
      // pienso is built on piens-es: no irregular yo of its own.
      plain(String(tu.dropLast(2)) + "o") != plain(yo)
    else { return nil }
    // Stems a learner builds the yo on: tú's (oy-es, cab-es), the infinitive's,
    // and for -cer/-cir verbs the z of hacer's family without the c (conozo).
    var stems: [String] = [String(tu.dropLast(2)), String(regularYo.dropLast())]
    if verb.hasSuffix("cer") || verb.hasSuffix("cir") {
      stems.append(String(verb.dropLast(3)) + "z")
    }
    let ending = subjunctive ? RegularForms.subjuntivo(verb.hasSuffix("ar"))[RegularForms.sixIndex(person)] : "o"
    let typed = MissedChange.lastWord(given)
    let wanted = words(right)
    guard wanted.count == words(given).count, words(given).dropLast() == wanted.dropLast(),
      stems.contains(where: { plain($0 + ending) == plain(typed) })
    else { return nil }
    // The plain regular form whose change has a name (conoco: c → zc) keeps that line.
    if !subjunctive, plain(typed) == plain(regularYo), MissedChange.change(from: regularYo, to: yo) != nil {
      return nil
    }
    let what = subjunctive ? "the presente de subjuntivo (built on yo)" : "the presente's yo"
    let stem = String(verb.dropLast(2))
    func like(_ models: [String]) -> String { models.filter { $0 != verb }.prefix(2).joined(separator: " and ") }
    let rule: String
    if yo == stem + "igo" {
      rule = "\(verb) takes -ig- in yo, like \(like(["caer", "traer", "oír"]))"
    } else if yo == stem + "go" {
      rule = "\(verb) adds g in yo, like \(like(["poner", "salir", "tener"]))"
    } else if yo.hasSuffix("zco") && (verb.hasSuffix("cer") || verb.hasSuffix("cir")) {
      rule = "-cer and -cir verbs after a vowel write zc in yo"
    } else {
      rule = "\(verb)'s yo is irregular"
    }
    return "\(typed) is \(what) made regular; \(rule): \(right)"
  }

  /// "sentaros" for "sentaos", "venir" for "venid": the infinitive, common in
  /// Spain's speech, where the written vosotros command ends in d (and drops it
  /// before os: sentad + os).
  static func infinitiveForVosotrosCommand(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms)
    -> String?
  {
    let (verb, pronominal) = RegularForms.splitPronominal(q.infinitive)
    // venir for venid: the same infinitive, without a pronoun.
    if q.tense == .imperativoPositivo, q.person == .vosotros, !pronominal, given == verb,
      right == String(verb.dropLast()) + "d"
    {
      return "\(given) (the infinitive) is heard in speech, but the written vosotros command ends in d: \(right)"
    }
    guard q.tense == .imperativoPositivo, q.person == .vosotros, pronominal, right.hasSuffix("os"),
      plain(given) == plain(verb + "os"), plain(given) != plain(right)
    else { return nil }
    return "\(given) (the infinitive) is heard in speech, but the written vosotros command drops the d of "
      + "\(String(verb.dropLast()))d before os: \(right)"
  }

  /// "iendo" for ir's "yendo": the ending alone, whose i before a vowel is written
  /// y at the start of a word.
  static func iendoForYendo(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    guard q.tense == .gerundio, MissedChange.lastWord(right) == "yendo", MissedChange.lastWord(given) == "iendo"
    else { return nil }
    return "ir's gerundio is the ending alone, and an i starting a word before a vowel is written y: \(right)"
  }

  /// "riyendo", "riyeron", "sonriyendo": a y put between the stem's i and the
  /// ending's, as in leyendo; after i the two i's are one: riendo.
  /// (Also "iendo" for ir's "yendo", the other y of a gerundio: `iendoForYendo`.)
  static func yBetweenIs(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    if let line = iendoForYendo(given, q, right, forms) { return line }
    let word = MissedChange.lastWord(right)
    let typed = MissedChange.lastWord(given)
    for (plainEnding, yEnding) in [("iendo", "iyendo"), ("ieron", "iyeron"), ("iera", "iyera"), ("iese", "iyese")] {
      guard let range = word.range(of: plainEnding) else { continue }
      let candidate = word.replacingCharacters(in: range, with: yEnding)
      if plain(candidate) == plain(typed) {
        return "after the stem's i no y comes in (unlike leyendo, cayeron): \(right)"
      }
    }
    return nil
  }
}
