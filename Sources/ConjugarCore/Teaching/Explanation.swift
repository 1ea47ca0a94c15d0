import FoundationEssentials

/// Why a wrong answer is wrong, in one or two short lines, when the answer is a
/// form the learner can learn from: another person or another tense of the same
/// verb, or the regular form of an irregular one.
public struct Explanation: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    /// The same tense, another person ("tengo is yo; the question asks él").
    case otherPerson
    /// Another tense (or the gerundio / participio) of the same verb.
    case otherTense
    /// The verb conjugated as if it were regular ("tener changes e → ie: tienes").
    case regularized
  }

  public let kind: Kind
  public let text: String

  public init(kind: Kind, text: String) {
    self.kind = kind
    self.text = text
  }

  /// The explanation for `answer` to `question`, or nil when there is nothing to
  /// say: the answer is right, an accent slip (graded 5, unless it is another
  /// person's form), empty, or no form of this verb.
  public static func explain(
    _ answer: String, to question: Question, expected: Form, forms: VerbForms
  ) -> Explanation? {
    let given = FormMatch.normalize(answer)
    guard !given.isEmpty, !FormMatch.matches(given, expected) else { return nil }
    let sameTense = forms.otherPersons(in: question.tense, than: question.person)
      .filter { !$0.form.accepted.contains(expected.primary) }
    let personMixUp = isPersonMixUp(answer: given, expected: expected, otherForms: sameTense.map(\.form))
    if !personMixUp && FormMatch.matchesIgnoringAccents(given, expected) { return nil }

    if personMixUp {
      let persons = sameTense.filter { FormMatch.matches(given, $0.form) }.compactMap(\.person)
      return otherPerson(given, persons, question, expected)
    }
    let others = forms.readings.filter {
      $0.tense != question.tense && !$0.form.accepted.contains(expected.primary)
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
    if let text = otherTense(given, others.filter { FormMatch.matches(given, $0.form) }, question) {
      return Explanation(kind: .otherTense, text: text)
    }
    // Another tense with only the accents wrong ("hablabamos"): name it by its spelling.
    let looseTense = others.filter { FormMatch.matchesIgnoringAccents(given, $0.form) }
    if let reading = looseTense.first, let text = otherTense(reading.form.primary, looseTense, question) {
      return Explanation(kind: .otherTense, text: text)
    }
    return nil
  }

  /// Grading rule: `answer` is not an accepted spelling of `expected` but is
  /// exactly one of `otherForms` (the other persons of the same tense). Such an
  /// answer ("caminas" for vos "caminás") is wrong, not an accent slip.
  public static func isPersonMixUp(answer: String, expected: Form, otherForms: [Form]) -> Bool {
    let given = FormMatch.normalize(answer)
    guard !given.isEmpty, !FormMatch.matches(given, expected) else { return false }
    return otherForms.contains { FormMatch.matches(given, $0) }
  }

  /// The forms the grader passes to `isPersonMixUp` for `question`.
  public static func otherPersonForms(for question: Question, in forms: VerbForms) -> [Form] {
    forms.otherPersons(in: question.tense, than: question.person).map(\.form)
  }

  static func otherPerson(_ given: String, _ persons: [Person], _ question: Question, _ expected: Form)
    -> Explanation?
  {
    guard let asked = question.person, !persons.isEmpty else { return nil }
    let tense = question.tense
    if (asked == .vos && persons.contains(.tu)) || (asked == .tu && persons.contains(.vos)) {
      let mine = asked == .vos ? "tú" : "vos"
      return Explanation(
        kind: .otherPerson,
        text: "\(given) is the \(mine) form; \(TeachingNames.person(asked, in: tense)) is \(expected.primary).")
    }
    let names = persons.map { TeachingNames.person($0, in: tense) }
    return Explanation(
      kind: .otherPerson,
      text: "\(given) is \(TeachingNames.list(names)); the question asks \(TeachingNames.person(asked, in: tense)).")
  }

  /// "hablabas is the imperfecto (tú); the question asks the pretérito."
  /// "hablaba is the imperfecto (yo, él); the question asks the pretérito for tú."
  static func otherTense(_ shown: String, _ readings: [VerbForms.Reading], _ question: Question) -> String? {
    guard !readings.isEmpty else { return nil }
    var tenses: [Tense] = []
    for reading in readings where !tenses.contains(reading.tense) { tenses.append(reading.tense) }
    let shownTenses = Array(tenses.prefix(3))
    if let partner = raSePartner(question.tense), shownTenses == [partner] {
      let (typed, asked) = partner.rawValue.hasSuffix("1") ? ("-ra", "-se") : ("-se", "-ra")
      return "\(shown) is the \(typed) form; the question asks the \(asked) form."
    }
    var persons = Set(readings.filter { shownTenses.contains($0.tense) }.compactMap(\.person))
    // Where tú and vos share the form, name the one the question is about.
    if persons.contains(.tu) && persons.contains(.vos) { persons.remove(question.person == .vos ? .tu : .vos) }
    let ordered = Person.allCases.filter(persons.contains)
    let imperative = shownTenses.allSatisfy(\.isImperative)
    var what = "the " + TeachingNames.list(shownTenses.map(TeachingNames.short))
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
enum FormMatch {
  static func normalize(_ text: String) -> String { AnswerGrader.normalize(text) }

  static func spellings(_ form: Form) -> [String] {
    form.accepted.map { $0.precomposedStringWithCanonicalMapping.lowercased() }
  }

  static func matches(_ given: String, _ form: Form) -> Bool {
    spellings(form).contains(normalize(given))
  }

  static func matchesIgnoringAccents(_ given: String, _ form: Form) -> Bool {
    let plain = AnswerGrader.stripAccents(normalize(given))
    return spellings(form).contains { AnswerGrader.stripAccents($0) == plain }
  }
}
