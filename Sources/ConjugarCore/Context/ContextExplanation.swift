import FoundationEssentials

/// Why an answer to a context sentence is wrong, when it is another form of the
/// sentence's verb: which form it is, then the sentence's cue ("llegábamos is the
/// imperfecto; a single completed event … takes the pretérito."); or, when it is
/// a mistake learners make with the form asked, that mistake's rule.
public enum ContextExplanation {
  /// nil when the answer is right, blank, or neither a form of the verb nor one
  /// of the mistakes `MistakeFamilies` knows.
  public static func explain(_ answer: String, to sentence: ContextSentence, catalog: VerbCatalog) -> Explanation? {
    let given = AnswerGrader.normalize(answer)
    guard !given.isEmpty, let forms = VerbForms(infinitive: sentence.verb, catalog: catalog) else { return nil }
    if let accepted = sentence.accepted(in: catalog), AnswerGrader.grade(given, against: accepted) != .wrong {
      return nil
    }
    // The sentence's "no" before the slot: the learner types the command without it.
    func spellings(_ form: Form) -> [String] {
      form.accepted.map { spelling in
        let plain = spelling.nfc.lowercased()
        return sentence.negatedSlot && plain.hasPrefix("no ") ? String(plain.dropFirst(3)) : plain
      }
    }
    var matches = forms.readings.filter { spellings($0.form).contains(given) }
    if matches.isEmpty {
      // "me perdia": the imperfecto with its accent slipped is still the imperfecto.
      let plain = AnswerGrader.stripAccents(given)
      matches = forms.readings.filter { spellings($0.form).map(AnswerGrader.stripAccents).contains(plain) }
    }
    guard !matches.isEmpty else {
      // No form of the verb, but perhaps a mistake learners make with it, told as
      // the quiz tells it: "sintieras" for "te sintieras" lacks its pronoun.
      guard let accepted = sentence.accepted(in: catalog), let right = spellings(accepted).first,
        let line = MistakeFamilies.explain(
          given, Question(sentence.verb, sentence.tense, sentence.person), Form(right), forms)
      else { return nil }
      return Explanation(kind: .commonMistake, text: line)
    }
    let cue = lowercasedFirst(sentence.cue)
    // Another tense in the sentence's person says most; another person next.
    if let reading = matches.first(where: { $0.person == sentence.person || $0.person == nil }) {
      return Explanation(kind: .otherTense, text: "\(given) is the \(name(reading.tense)); \(cue)")
    }
    let reading = matches[0]
    let person = reading.person.map { $0.label(imperative: reading.tense.isImperative) } ?? ""
    let subject = sentence.subject.label
    if reading.tense == sentence.tense {
      return Explanation(kind: .otherPerson, text: "\(given) is \(person); the subject here is \(subject).")
    }
    return Explanation(
      kind: .otherTense, text: "\(given) is the \(name(reading.tense)) of \(person); the subject here is \(subject). \(sentence.cue)")
  }

  /// The tense's name as a teacher says it: "imperfecto", "presente de subjuntivo".
  static func name(_ tense: Tense) -> String {
    switch tense {
    case .imperfectoDeIndicativo: "imperfecto"
    case .presenteDeIndicativo: "presente de indicativo"
    case .futuroDeIndicativo: "futuro"
    case .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2: "imperfecto de subjuntivo"
    case .pluscuamperfectoDeSubjuntivo1, .pluscuamperfectoDeSubjuntivo2: "pluscuamperfecto de subjuntivo"
    case .perfectoDeIndicativo: "pretérito perfecto"
    case .pluscuamperfectoDeIndicativo: "pluscuamperfecto"
    case .imperativoPositivo: "affirmative imperative"
    case .imperativoNegativo: "negative imperative"
    default: tense.displayName
    }
  }

  /// The cue continues the sentence: its first letter in lower case, unless the
  /// first word is a name or an abbreviation (its second letter is a capital too,
  /// or it is quoted Spanish, which keeps its own case).
  static func lowercasedFirst(_ text: String) -> String {
    guard let first = text.first, first.isUppercase else { return text }
    let second = text.dropFirst().first
    if let second, second.isUppercase { return text }
    return first.lowercased() + text.dropFirst()
  }
}
