import FoundationEssentials

/// Why a wrong answer is wrong, in one or two short lines, when the answer is a
/// form the learner can learn from: another person or another tense of the same
/// verb, or the regular form of an irregular one.
public struct Explanation: Sendable, Hashable {
  /// What the answer was, as the rules read it.
  public enum Kind: String, Sendable, Hashable {
    /// The same tense, another person ("tengo is yo; the question asks él").
    case otherPerson
    /// Another tense (or the gerundio / participio) of the same verb.
    case otherTense
    /// The verb conjugated as if it were regular ("tener changes e → ie: tienes").
    case regularized
    /// A mistake learners often make, with its rule ("nosotros keeps e: pensamos").
    case commonMistake
    /// A right answer in the other spelling of a two-form subjunctive ("fuese is
    /// right too; the -ra form is fuera"): a note, not a fault.
    case otherSpelling
    /// The voseo subjunctive of speech (no hablés) where the standard written form
    /// (no hables) is asked.
    case spokenVoseo
    /// The asked form but for its written accents, with the rule it breaks
    /// (`AccentRules`): "dio has one syllable, …".
    case accentSlip
  }

  /// What the answer was.
  public let kind: Kind
  /// The words shown, one or two short lines.
  public let text: String

  /// The explanation for a wrong `answer` to `question`, or nil when there is
  /// nothing to say: the answer is right, an accent slip of the asked form (and of
  /// no other form of the verb), empty, or no form of this verb the rules know.
  /// `region` picks the name of a form vosotros and vos share (recibís): vosotros
  /// in Spain, vos in the Americas; nil names both.
  public static func explain(
    _ answer: String, to question: Question, expected: Form, forms: VerbForms, region: Region? = nil
  ) -> Explanation? {
    let given = FormMatch.normalize(answer)
    guard !given.isEmpty, !FormMatch.matches(given, expected) else { return nil }
    if let partner = raSePartner(question.tense), let other = forms.form(partner, question.person),
      FormMatch.matches(given, other)
    {
      return otherSpelling(given, question, expected)
    }
    if let spoken = MistakeFamilies.spokenVoseo(question, forms), MistakeFamilies.isSpokenVoseo(given, spoken, expected)
    {
      return Explanation(
        kind: .spokenVoseo, text: MistakeFamilies.spokenVoseoLine(given, question, expected.primary))
    }
    if let line = MistakeFamilies.explain(given, question, expected, forms) {
      return Explanation(kind: .commonMistake, text: line)
    }
    let sameTense = forms.otherPersons(in: question.tense, than: question.person)
      .filter { !$0.form.accepted.contains(expected.primary) }
    let personMixUp = isPersonMixUp(answer: given, expected: expected, otherForms: sameTense.map(\.form))
    if personMixUp {
      let persons = sameTense.filter { FormMatch.matches(given, $0.form) }.compactMap(\.person)
      return otherPerson(given, persons, question, expected, region: region)
    }
    // "se acostase" for ellos' "se acostaran": -se is right for a -ra question
    // (and back), so the only fault is the person.
    if let partner = raSePartner(question.tense), let ownPartner = forms.form(partner, question.person) {
      let persons = forms.otherPersons(in: partner, than: question.person)
        .filter { FormMatch.matches(given, $0.form) }.compactMap(\.person)
      if let explanation = otherPerson(
        given, persons, question, expected, region: region,
        answer: "\(expected.primary) (or \(ownPartner.primary))")
      {
        return explanation
      }
    }
    let others = forms.readings.filter {
      $0.tense != question.tense && !($0.tense == raSePartner(question.tense) && $0.person == question.person)
        && !$0.form.accepted.contains(expected.primary)
    }
    // The regular form first: "conducí" for conduje is a missed irregularity, even
    // though it is also conducir's vos imperative.
    if let regular = RegularForms.form(
      forms.infinitive, question.tense, question.person, like: expected.primary),
      FormMatch.normalize(regular) == given, !FormMatch.matches(regular, expected)
    {
      return Explanation(
        kind: .regularized,
        text: MissedChange.describe(infinitive: forms.infinitive, regular: regular, expected: expected.primary))
    }
    // The same missed change where the ending also changes the spelling (consega).
    if let line = MistakeFamilies.missedStemVowel(given, question, expected.primary.nfc.lowercased(), forms) {
      return Explanation(kind: .regularized, text: line)
    }
    if let text = otherTense(given, others.filter { FormMatch.matches(given, $0.form) }, question) {
      // enseño for enseñó: the other tense, then the accent that tells them apart.
      return Explanation(kind: .otherTense, text: text + AccentExplanation.tellsApart(given, expected.primary))
    }
    // Another form once its missing accents are put in ("hablabamos", "hablais"):
    // named by its spelling. This comes before the accent slip, because a string
    // that is another form of the verb is not a slip (continuo: continúo or continuó).
    let loosePerson = sameTense.filter { FormMatch.matchesWithAccentsPutIn(given, $0.form) }
    if let reading = loosePerson.first {
      let persons = loosePerson.filter { FormMatch.matches(reading.form.primary, $0.form) }.compactMap(\.person)
      return otherPerson(reading.form.primary, persons, question, expected, region: region)
    }
    let looseTense = others.filter { FormMatch.matchesWithAccentsPutIn(given, $0.form) }
    if let reading = looseTense.first, let text = otherTense(reading.form.primary, looseTense, question) {
      return Explanation(kind: .otherTense, text: text)
    }
    // ü is a letter, so "averigue" is wrong, but the rule is the accents page's.
    // (A slip graded 5 gets its line from the grader, `AnswerAssessor`.)
    if AnswerGrader.grade(given, against: expected) == .wrong, let accent = AccentExplanation.explain(given, expected) {
      return accent
    }
    // "dí" in a vos item: the tú form, with an accent it does not take.
    if let text = addedAccentOtherPerson(given, sameTense, question, expected) {
      return Explanation(kind: .otherPerson, text: text)
    }
    // "fué" for fuera: another tense's form with an accent it does not take.
    for reading in others {
      guard
        let spelling = FormMatch.spellings(reading.form).first(where: {
          AccentRules.slip(given: given, expected: $0)?.missing == false
        }),
        let slip = AccentRules.slip(given: given, expected: spelling),
        let text = otherTense(spelling, others.filter { FormMatch.matches(spelling, $0.form) }, question)
      else { continue }
      return Explanation(kind: .otherTense, text: text + " " + AccentExplanation.line(given, spelling, slip))
    }
    return nil
  }

  /// Another person's form typed with an accent it does not have: "dí is the tú
  /// form di, which takes no accent (one syllable); vos is decí."
  static func addedAccentOtherPerson(
    _ given: String, _ sameTense: [VerbForms.Reading], _ question: Question, _ expected: Form
  ) -> String? {
    guard let asked = question.person else { return nil }
    for reading in sameTense {
      guard let person = reading.person,
        let spelling = FormMatch.spellings(reading.form).first(where: {
          AccentRules.slip(given: given, expected: $0)?.missing == false
        }),
        let slip = AccentRules.slip(given: given, expected: spelling)
      else { continue }
      let why = slip.rule == .monosyllable ? ", which takes no accent (one syllable)" : " without its accent"
      let who = TeachingNames.person(person, in: question.tense)
      return "\(given) is the \(who) form \(spelling)\(why); \(TeachingNames.person(asked, in: question.tense)) "
        + "is \(expected.primary)."
    }
    return nil
  }

  /// "fuese is right too; the -ra form is fuera."
  static func otherSpelling(_ given: String, _ question: Question, _ expected: Form) -> Explanation {
    let asked =
      question.tense == .imperfectoDeSubjuntivo1 || question.tense == .pluscuamperfectoDeSubjuntivo1
      ? "-ra" : "-se"
    return Explanation(kind: .otherSpelling, text: "\(given) is right too; the \(asked) form is \(expected.primary).")
  }

  /// Grading rule: `answer` is not an accepted spelling of `expected` but is
  /// exactly one of `otherForms` (the other persons of the same tense). Such an
  /// answer ("caminas" for vos "caminás") is wrong, not an accent slip.
  static func isPersonMixUp(answer: String, expected: Form, otherForms: [Form]) -> Bool {
    let given = FormMatch.normalize(answer)
    guard !given.isEmpty, !FormMatch.matches(given, expected) else { return false }
    return otherForms.contains { FormMatch.matches(given, $0) }
  }

  /// The forms the grader passes to `isPersonMixUp` for `question`.
  static func otherPersonForms(for question: Question, in forms: VerbForms) -> [Form] {
    forms.otherPersons(in: question.tense, than: question.person).map(\.form)
  }

  /// `answer`, when given, ends the line ("the question asks ellos: se acostaran
  /// (or se acostasen)"): where the learner typed the other spelling, naming both
  /// says that spelling was not the fault.
  static func otherPerson(
    _ given: String, _ persons: [Person], _ question: Question, _ expected: Form, region: Region? = nil,
    answer: String? = nil
  ) -> Explanation? {
    guard let asked = question.person, !persons.isEmpty else { return nil }
    let tense = question.tense
    var persons = persons
    // recibís is vosotros and vos: name the one the learner's region uses.
    if persons.contains(.vos) && persons.contains(.vosotros), let region {
      persons.removeAll { $0 == (region == .spain ? .vos : .vosotros) }
    }
    if (asked == .vos && persons.contains(.tu)) || (asked == .tu && persons.contains(.vos)) {
      let mine = asked == .vos ? "tú" : "vos"
      // levantate for tú: the vos command, and the accent the pronoun brings left out.
      let accent =
        AccentRules.slip(given: given, expected: expected.primary)?.rule == .enclitic
        ? " (with the pronoun attached the stress stays where it was, so it is written)" : ""
      return Explanation(
        kind: .otherPerson,
        text: "\(given) is the \(mine) form; \(TeachingNames.person(asked, in: tense)) is \(expected.primary)\(accent)."
      )
    }
    let names = persons.map { TeachingNames.person($0, in: tense) }
    let ending = answer.map { ": \($0)." } ?? "."
    let askedName = TeachingNames.person(asked, in: tense)
    return Explanation(
      kind: .otherPerson, text: "\(given) is \(TeachingNames.list(names)); the question asks \(askedName)\(ending)")
  }

  /// "hablabas is the imperfecto (tú); the question asks the pretérito."
  /// "hablaba is the imperfecto (yo, él); the question asks the pretérito for tú."
  static func otherTense(_ shown: String, _ readings: [VerbForms.Reading], _ question: Question) -> String? {
    guard !readings.isEmpty else { return nil }
    var tenses: [Tense] = []
    // usted's commands are the presente de subjuntivo's forms: named by that tense
    // alone, the persons listed stay true ("hable … (yo, él)", no imperative yo).
    let plain = readings.filter { !$0.tense.isImperative }
    let readings = plain.isEmpty ? readings : plain
    for reading in readings where !tenses.contains(reading.tense) { tenses.append(reading.tense) }
    let shownTenses = Array(tenses.prefix(3))
    var persons = Set(readings.filter { shownTenses.contains($0.tense) }.compactMap(\.person))
    // Where tú and vos share the form, name the one the question is about.
    if persons.contains(.tu) && persons.contains(.vos) { persons.remove(question.person == .vos ? .tu : .vos) }
    let ordered = Person.allCases.filter(persons.contains)
    let imperative = shownTenses.allSatisfy(\.isImperative)
    var what = "the " + TeachingNames.list(uniqued(shownTenses.map { name($0, asked: question.tense) }))
    if !ordered.isEmpty {
      what += " (" + ordered.map { $0.label(imperative: imperative) }.joined(separator: ", ") + ")"
    }
    var asked = "the " + TeachingNames.short(question.tense)
    if let person = question.person, ordered != [person] {
      asked += " for " + TeachingNames.person(person, in: question.tense)
    }
    return "\(shown) is \(what); the question asks \(asked)."
  }
}

/// A tense's name in an explanation: the imperfecto de subjuntivo without its
/// "(-ra)" or "(-se)" unless the question is about one of the two.
func name(_ tense: Tense, asked: Tense) -> String {
  guard raSePartner(tense) != nil, raSePartner(asked) == nil else { return TeachingNames.short(tense) }
  return TeachingNames.short(tense).replacingOccurrences(of: " (-ra)", with: "")
    .replacingOccurrences(of: " (-se)", with: "")
}

/// The items in their first order, each once.
func uniqued(_ items: [String]) -> [String] {
  var seen: Set<String> = []
  return items.filter { seen.insert($0).inserted }
}

/// The other spelling of a two-form subjunctive (-ra for -se and back).
func raSePartner(_ tense: Tense) -> Tense? {
  switch tense {
  case .imperfectoDeSubjuntivo1: .imperfectoDeSubjuntivo2
  case .imperfectoDeSubjuntivo2: .imperfectoDeSubjuntivo1
  case .pluscuamperfectoDeSubjuntivo1: .pluscuamperfectoDeSubjuntivo2
  case .pluscuamperfectoDeSubjuntivo2: .pluscuamperfectoDeSubjuntivo1
  default: nil
  }
}

/// Comparing an answer with a form as the grader does: normalised, NFC, lower case.
/// The answer is normalised once by the caller (`normalize`), then compared with
/// every form of the verb; the engine's own forms are normal already.
enum FormMatch {
  static func normalize(_ text: String) -> String { AnswerGrader.normalize(text) }

  static func spellings(_ form: Form) -> [String] {
    form.accepted.map { $0.nfc.lowercased() }
  }

  /// Whether `given`, as `normalize` returns it, is one of `form`'s spellings.
  static func matches(_ given: String, _ form: Form) -> Bool {
    spellings(form).contains(given)
  }

  /// Whether `given` (normalised) becomes one of `form`'s spellings by putting
  /// accents (á é í ó ú) on some of its vowels, and by nothing else: "hablais" is habláis,
  /// "continuo" continúo. An accent the form does not have makes it no such
  /// reading: "háblara" for hablará is a misplaced accent, not hablara with one
  /// missing, so it is not read as that other form.
  static func matchesWithAccentsPutIn(_ given: String, _ form: Form) -> Bool {
    let typed = Array(given.unicodeScalars)
    return spellings(form).contains { spelling in
      let scalars = Array(spelling.unicodeScalars)
      return scalars.count == typed.count && zip(typed, scalars).allSatisfy { $0 == $1 || $0 == Accent.stripped($1) }
    }
  }
}
