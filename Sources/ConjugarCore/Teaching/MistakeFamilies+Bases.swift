import FoundationEssentials

/// Forms built on the wrong base (issue 43 §3, round 3): each tense is built on
/// one form a learner already knows, and the line names that base. Every family
/// is said only of an answer that is no form of the verb and not its plain
/// regular form (whose missed change `MissedChange` names).
extension MistakeFamilies {
  /// The answer's last word and the right one's, when the words before them are
  /// the same (accents aside) and the answer is no form of the verb.
  static func lastWords(_ given: String, _ right: String, _ forms: VerbForms) -> (String, String)? {
    let typed = words(given)
    let wanted = words(right)
    guard typed.count == wanted.count, typed.dropLast().map(plain) == wanted.dropLast().map(plain),
      let a = typed.last, let b = wanted.last, plain(a) != plain(b),
      !forms.readings.contains(where: { FormMatch.matches(given, $0.form) })
    else { return nil }
    return (a, b)
  }

  /// Whether `given` is the naive regular form of the asked cell.
  static func isRegular(_ given: String, _ q: Question, _ right: String) -> Bool {
    RegularForms.form(q.infinitive, q.tense, q.person, like: right).map(plain) == plain(given)
  }

  /// Whether two stems are the same verb's: the same first two letters.
  static func sameRoot(_ a: String, _ b: String) -> Bool {
    a.count >= 2 && b.count >= 2 && plain(String(a.prefix(2))) == plain(String(b.prefix(2)))
  }

  /// Whether the verb's presente changes its stem vowel (piensa, consigue).
  static func hasStemChange(_ verb: String, _ forms: VerbForms) -> Bool {
    guard let el = forms.form(.presenteDeIndicativo, .el).map({ MissedChange.lastWord($0.primary) }),
      let regular = RegularForms.core(verb, .presenteDeIndicativo, .el),
      let pair = MissedChange.change(from: regular, to: el)
    else { return false }
    return stemChanges.contains(pair)
  }

  /// "trayas", "hazcas": the presente de subjuntivo of a verb whose yo is irregular
  /// (traigo, hago, conozco, quepo) built on something else than that yo.
  static func subjunctiveOffYo(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    let (verb, _) = RegularForms.splitPronominal(q.infinitive)
    let commands: Set<Person> = [.el, .nosotros, .ellos]
    guard
      q.tense == .presenteDeSubjuntivo || q.tense == .imperativoNegativo
        || (q.tense == .imperativoPositivo && q.person.map(commands.contains) == true),
      let (typed, wanted) = lastWords(given, right, forms), !isRegular(given, q, right),
      let yo = forms.form(.presenteDeIndicativo, .yo).map({ MissedChange.lastWord($0.primary) }), yo.hasSuffix("o"),
      let regularYo = RegularForms.core(verb, .presenteDeIndicativo, .yo), plain(regularYo) != plain(yo),
      // A stem vowel change (pienso, consigo) has its own line.
      MissedChange.change(from: regularYo, to: yo).map({ stemChanges.contains($0) }) != true,
      !hasStemChange(verb, forms)
    else { return nil }
    let stem = plain(String(yo.dropLast()))
    guard plain(wanted).hasPrefix(stem) else { return nil }
    let ending = plain(wanted).dropFirst(stem.count)
    guard plain(typed).hasSuffix(ending), sameRoot(typed, verb) else { return nil }
    return "\(verb)'s presente de subjuntivo is built on the presente's yo, \(yo): \(right)"
  }

  /// "tiengo", "viengas": the presente's diphthong (tienes, viene) put into a yo
  /// with -g- (tengo, vengo) or the presente de subjuntivo built on it, which keep
  /// the infinitive's vowel.
  static func diphthongWithG(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    let (verb, _) = RegularForms.splitPronominal(q.infinitive)
    guard
      q.tense == .presenteDeIndicativo && q.person == .yo || q.tense == .presenteDeSubjuntivo
        || q.tense == .imperativoNegativo
        || (q.tense == .imperativoPositivo && q.person.map { [.el, .nosotros, .ellos].contains($0) } == true),
      let (typed, wanted) = lastWords(given, right, forms),
      let yo = forms.form(.presenteDeIndicativo, .yo).map({ MissedChange.lastWord($0.primary) }), yo.hasSuffix("go"),
      let el = forms.form(.presenteDeIndicativo, .el).map({ MissedChange.lastWord($0.primary) }),
      let regular = RegularForms.core(verb, .presenteDeIndicativo, .el),
      let pair = MissedChange.change(from: regular, to: el), diphthongs.contains(pair),
      MissedChange.change(from: plain(wanted), to: plain(typed)) == pair
    else { return nil }
    let shown = yo == wanted ? "" : " (\(yo))"
    return "\(verb) adds g in yo, and with it keeps \(pair.from)\(shown): \(right)"
  }

  /// "dició", "hacieron": a strong pretérito (dije, hice, tuve) given the regular
  /// endings on the presente's or the infinitive's stem.
  static func strongPreteriteStem(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    let (verb, _) = RegularForms.splitPronominal(q.infinitive)
    guard q.tense == .preterito, let person = q.person, let (typed, _) = lastWords(given, right, forms),
      !isRegular(given, q, right),
      let yo = forms.form(.preterito, .yo).map({ MissedChange.lastWord($0.primary) }), yo.hasSuffix("e")
    else { return nil }
    let ar = verb.hasSuffix("ar")
    let endings = ar ? ["é", "aste", "ó", "amos", "asteis", "aron"] : ["í", "iste", "ió", "imos", "isteis", "ieron"]
    let ending = endings[RegularForms.sixIndex(person)]
    guard plain(typed).hasSuffix(plain(ending)) else { return nil }
    let typedStem = String(plain(typed).dropLast(plain(ending).count))
    // The stems a learner knows: the infinitive's and the presente's.
    var stems = [String(plain(verb).dropLast(2))]
    for p in [Person.yo, .el] {
      if let form = forms.form(.presenteDeIndicativo, p).map({ plain(MissedChange.lastWord($0.primary)) }) {
        stems.append(String(form.dropLast()))
      }
    }
    let strong = String(yo.dropLast())
    guard stems.contains(typedStem), typedStem != plain(strong) else { return nil }
    return "\(verb)'s pretérito is built on a stem of its own, \(strong)- (\(yo)): \(right)"
  }

  /// "tenera", "sonreyeras", "pusiara": the imperfecto (and futuro) de subjuntivo
  /// is built on the pretérito's ellos form (tuvieron → tuviera).
  static func subjunctiveOffPreterite(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms)
    -> String?
  {
    let (verb, _) = RegularForms.splitPronominal(q.infinitive)
    let tenses: [Tense: String] = [
      .imperfectoDeSubjuntivo1: "imperfecto de subjuntivo", .imperfectoDeSubjuntivo2: "imperfecto de subjuntivo",
      .futuroDeSubjuntivo: "futuro de subjuntivo",
    ]
    guard let name = tenses[q.tense], let (typed, wanted) = lastWords(given, right, forms), !isRegular(given, q, right),
      let ellos = forms.form(.preterito, .ellos).map({ MissedChange.lastWord($0.primary) }), ellos.hasSuffix("ron")
    else { return nil }
    let stem = plain(String(ellos.dropLast(3)))
    guard plain(wanted).hasPrefix(stem) else { return nil }
    // The tense's own ending (-ra, -ras, -se, -re…), and the vowel before it.
    let ending = plain(wanted).dropFirst(stem.count)
    guard let letter = ending.first, "rs".contains(letter), plain(typed).hasSuffix(ending),
      plain(typed).count > ending.count, sameRoot(typed, verb)
    else { return nil }
    return "the \(name) is built on the pretérito's ellos form, \(ellos): \(right)"
  }

  /// "sustituyerán", "haberá habido": the futuro and the condicional are built on
  /// the whole infinitive (sustituir-é), or, for a few verbs, on a short stem of
  /// their own (habr-é, tendr-é).
  static func futureStem(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    let (verb, _) = RegularForms.splitPronominal(q.infinitive)
    let typed = words(given)
    let wanted = words(right)
    guard typed.count == wanted.count, !forms.readings.contains(where: { FormMatch.matches(given, $0.form) }),
      let person = q.person
    else { return nil }
    let differing = zip(typed, wanted).enumerated().filter { plain($0.element.0) != plain($0.element.1) }
    guard differing.count == 1, let (index, (a, b)) = differing.first.map({ ($0.offset, $0.element) }) else {
      return nil
    }
    // The word in the futuro or condicional: the verb itself, or haber in a compound.
    let tense: Tense
    let infinitive: String
    if (q.tense == .futuroDeIndicativo || q.tense == .condicional) && index == wanted.count - 1 {
      (tense, infinitive) = (q.tense, verb)
    } else if (q.tense == .futuroPerfecto || q.tense == .condicionalCompuesto) && index == wanted.count - 2 {
      (tense, infinitive) = (q.tense == .futuroPerfecto ? .futuroDeIndicativo : .condicional, "haber")
    } else {
      return nil
    }
    let endings =
      tense == .futuroDeIndicativo
      ? ["é", "ás", "á", "emos", "éis", "án"] : ["ía", "ías", "ía", "íamos", "íais", "ían"]
    let ending = plain(endings[RegularForms.sixIndex(person)])
    guard plain(b).hasSuffix(ending), plain(a).hasSuffix(ending) else { return nil }
    let stem = String(plain(b).dropLast(ending.count))
    let typedStem = String(plain(a).dropLast(ending.count))
    let name = tense == .futuroDeIndicativo ? "futuro" : "condicional"
    // Built on some infinitive-like stem (sustituyer-, piensar-), never a bare stem (cost-a).
    guard typedStem.hasSuffix("r") else { return nil }
    if stem == plain(infinitive) {
      guard typedStem != stem, sameRoot(typedStem, infinitive), !isRegular(given, q, right) else { return nil }
      return "the \(name) is built on the whole infinitive, \(infinitive): \(right)"
    }
    // An irregular stem (habr-): the whole infinitive typed, said of haber in a
    // compound (the verb's own regular form keeps MissedChange's line).
    guard infinitive == "haber", typedStem == plain(infinitive) else { return nil }
    return "\(infinitive)'s \(name) is built on \(stem)-, not on the whole infinitive: \(right)"
  }

  /// "veído", "he leyido": an irregular participio made regular on the infinitive,
  /// or the y of leyó carried into leído.
  static func participleShape(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    let (verb, _) = RegularForms.splitPronominal(q.infinitive)
    guard q.tense == .participio || isCompound(q.tense), let (typed, wanted) = lastWords(given, right, forms),
      !isRegular(given, q, right)
    else { return nil }
    let regularEndings = ["ado", "ido"]
    if plain(wanted).hasSuffix("ido"), wanted.hasSuffix("ído"),
      [
        plain(wanted).replacingOccurrences(of: "ido", with: "yido"),
        plain(wanted).replacingOccurrences(of: "ido", with: "ydo"),
      ]
      .contains(plain(typed))
    {
      return "the participio has no y; its stressed i takes an accent: \(right)"
    }
    guard !regularEndings.contains(where: { plain(wanted).hasSuffix($0) }),
      regularEndings.contains(where: { plain(typed).hasSuffix($0) }), sameRoot(typed, verb)
    else { return nil }
    return "\(verb)'s participio is irregular: \(right)"
  }
}

/// Spelling slips the verb's sound makes (issue 43 §3, round 3).
extension MistakeFamilies {
  /// "cuelge", "tuerca", "eliga", "sigua": a spelling rule of the consonant before the
  /// ending left out where the form also has a change of its own (the plain
  /// regular form keeps MissedChange's line).
  static func consonantSpelling(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    guard let (typed, wanted) = lastWords(given, right, forms), !isRegular(given, q, right) else { return nil }
    let (verb, _) = RegularForms.splitPronominal(q.infinitive)
    let yo = forms.form(.presenteDeIndicativo, .yo).map { MissedChange.lastWord($0.primary) } ?? right
    let rules: [(right: String, typed: String, line: String)] = [
      ("gue", "ge", "before e, g is written gu to keep its sound"),
      ("gui", "gi", "before i, g is written gu to keep its sound"),
      ("que", "ce", "before e, the sound of c is written qu"),
      ("qui", "ci", "before i, the sound of c is written qu"),
      ("ja", "ga", "before a, g sounds hard, so this sound is written j"),
      ("jo", "go", "before o, g sounds hard, so this sound is written j"),
      ("za", "ca", "before a, c sounds like k, so this sound is written z"),
      ("zo", "co", "before o, c sounds like k, so this sound is written z"),
      ("ce", "ze", "before e, the sound of z is written c"),
      ("ci", "zi", "before i, the sound of z is written c"),
      ("ga", "gua", "before a or o, \(verb) writes g, not gu (\(yo))"),
      ("go", "guo", "before a or o, \(verb) writes g, not gu (\(yo))"),
    ]
    let w = plain(wanted)
    let t = plain(typed)
    for rule in rules {
      var search = w.startIndex..<w.endIndex
      while let range = w.range(of: rule.right, range: search) {
        if w.replacingCharacters(in: range, with: rule.typed) == t { return "\(rule.line): \(right)" }
        search = range.upperBound..<w.endIndex
      }
    }
    return nil
  }

  /// "se tiñiera", "bullió": after ñ and ll the ending's unstressed i is not written
  /// (tiñó, tiñeron, bulló).
  static func iAfterPalatal(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    // The tenses whose ending starts with an unstressed i (-ió, -ieron, -iera, -iese, -iere, -iendo).
    let tenses: Set<Tense> = [
      .preterito, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .futuroDeSubjuntivo, .gerundio,
    ]
    let (verb, _) = RegularForms.splitPronominal(q.infinitive)
    // Only -er and -ir verbs whose stem ends in ñ or ll (teñir, tañer, bullir): the
    // i is the ending's, so it is looked for right after the stem's last ñ or ll.
    guard tenses.contains(q.tense), verb.hasSuffix("er") || verb.hasSuffix("ir"),
      let (typed, wanted) = lastWords(given, right, forms)
    else { return nil }
    for letter in ["ñ", "ll"] where verb.dropLast(2).hasSuffix(letter) {
      let w = plain(wanted)
      guard let at = w.range(of: letter, options: .backwards), at.upperBound < w.endIndex,
        "eo".contains(w[at.upperBound])
      else { continue }
      let restored = w.replacingCharacters(in: at, with: letter + "i")
      guard restored == plain(typed) else { continue }
      let examples = [Tense.preterito].compactMap { tense -> String? in
        let el = forms.form(tense, .el).map { MissedChange.lastWord($0.primary) }
        let ellos = forms.form(tense, .ellos).map { MissedChange.lastWord($0.primary) }
        guard let el, let ellos else { return nil }
        return "\(el), \(ellos)"
      }
      let shown = examples.first.map { " (\($0))" } ?? ""
      return "after \(letter) the ending loses its i\(shown): \(right)"
    }
    return nil
  }

  /// "lávensen", "siéntesen": in the ustedes command the n belongs to the verb,
  /// before the pronoun, and is written once.
  static func ustedesEncliticN(_ given: String, _ q: Question, _ right: String, _ forms: VerbForms) -> String? {
    guard q.tense == .imperativoPositivo, q.person == .ellos, !given.contains(" "), !right.contains(" ") else {
      return nil
    }
    let w = plain(right)
    let t = plain(given)
    guard let clitic = AccentRules.clitics.first(where: { w.hasSuffix("n" + $0) }) else { return nil }
    if t == w + "n" {
      return "the n of ustedes comes before the pronoun and is not repeated after it: \(right)"
    }
    let moved = String(w.dropLast(clitic.count + 1)) + clitic + "n"
    if t == moved { return "the n of ustedes belongs to the verb, before the pronoun: \(right)" }
    return nil
  }
}
