import FoundationEssentials

/// One sentence of Resources/context: a slot (`___`) the learner fills with a form
/// of `verb`, the readings it accepts, and what to say about it. A value; its
/// forms come from the conjugator (`accepted(in:)`), never from the file.
public struct ContextSentence: Sendable, Hashable {
  /// Its id in Resources/context ("sp-036"), unique across the files.
  public let id: String
  /// The topic it practises.
  public let topic: ContextTopic
  /// The CEFR level it is written for.
  public let level: CEFRLevel
  let region: ContextRegion
  /// The sentence with one `___`.
  public let text: String
  /// The infinitive, pronominal verbs as -se (acordarse).
  public let verb: String
  /// The subject as the file names it (usted and ustedes are their own words,
  /// conjugated as él and ellos).
  public let subject: ContextSubject
  /// The sentence leaves the subject open, so the slot shows it.
  public let showsPerson: Bool
  /// Every accepted reading, the main answer first.
  let readings: [Reading]
  /// Its meaning in English, shown after the answer.
  public let english: String
  let cue: String
  /// What each answer would mean, when there are several.
  public let note: String?
  /// The audit's `also` and `not` lines, in file order.
  let alternatives: [ContextAlternative]
  /// The record says its alternatives were weighed (`alternatives: none`, or a line).
  let audited: Bool
  /// Where the record starts, for messages about it.
  let file: String
  let line: Int
  /// The persons the sentence leaves open (`persons:`), the main one among them;
  /// empty when the sentence fixes its subject. A line names a person only when
  /// the sentence fixes it.
  public internal(set) var openPersons: [Person] = []

  /// The persons an answer may be conjugated in: the open ones, or the subject's.
  var allowedPersons: [Person] { openPersons.isEmpty ? [subject.person] : openPersons }

  /// A tense and the person it is conjugated in (gerundio and participio: none).
  public struct Reading: Sendable, Hashable {
    let tense: Tense
    let person: Person?
  }

  /// The person the main answer is conjugated in.
  public var person: Person? { readings.first?.person }
  /// The main reading's tense.
  var tense: Tense { readings.first?.tense ?? .presenteDeIndicativo }

  /// The question this sentence is as a review item.
  public var question: Question { Question(verb, tense, person, sentence: id) }

  /// "(llegar, nosotros)" when the person is shown, else "(llegar)".
  public var slotHint: String {
    showsPerson ? "(\(verb), \(subject.label))" : "(\(verb))"
  }

  /// The sentence with the infinitive (and person) after the slot:
  /// "Cuando ___ (llegar, nosotros) a casa, ya no había luz."
  public var prompt: String {
    text.replacingOccurrences(of: Self.slot, with: Self.slot + " " + slotHint)
  }

  /// The sentence with `form` in the slot.
  public func filled(with form: String) -> String {
    text.replacingOccurrences(of: Self.slot, with: form)
  }

  static let slot = "___"

  /// The text has the word "no" right before the slot (only object pronouns
  /// between): a negative command's "no" is the sentence's, not the slot's.
  var negatedSlot: Bool {
    guard let range = text.range(of: Self.slot) else { return false }
    var words = text[..<range.lowerBound].split(whereSeparator: { $0 == " " })
    while let last = words.last, Self.objectPronouns.contains(last.lowercased()) { words.removeLast() }
    guard let last = words.last else { return false }
    // "(No" or "¡No" count as the word no.
    return last.lowercased().drop(while: { !$0.isLetter }) == "no"
  }

  static let objectPronouns: Set<String> = ["me", "te", "se", "nos", "os", "lo", "la", "los", "las", "le", "les"]

  /// The spellings a reading's form takes in the slot: the engine's form, the -se
  /// forms beside the -ra ones, a negative command without the sentence's "no".
  /// nil when the verb has no such form.
  func spellings(_ reading: Reading, in catalog: VerbCatalog) -> Form? {
    guard let conjugation = catalog.conjugation(of: verb) else { return nil }
    return spellings(reading, in: conjugation)
  }

  func spellings(_ reading: Reading, in conjugation: Conjugation) -> Form? {
    guard var form = conjugation.form(reading.tense, reading.person) else { return nil }
    if let se = reading.tense.seTwin, let twin = conjugation.form(se, reading.person) {
      form = Form(form.primary, alternatives: form.alternatives + twin.accepted).deduplicated()
    }
    guard negatedSlot else { return form }
    return form.map { $0.hasPrefix("no ") ? String($0.dropFirst(3)) : $0 }
  }

  /// Every accepted answer, the main reading's primary spelling first, then the
  /// `also` alternatives; nil when a reading has no form (which
  /// ContextSentenceTests never lets a file have).
  public func accepted(in catalog: VerbCatalog) -> Form? {
    guard let conjugation = catalog.conjugation(of: verb) else { return nil }
    var all: [Form] = []
    for reading in readings {
      guard let form = spellings(reading, in: conjugation) else { return nil }
      all.append(form)
    }
    for alternative in alternatives where alternative.accepted {
      guard let form = alternative.form(of: verb, in: catalog, negated: negatedSlot) else { return nil }
      all.append(form)
      // An open subject: the alternative in each person the sentence allows.
      guard alternative.reading.person == subject.person else { continue }
      for person in openPersons where person != subject.person {
        let other = ContextAlternative(
          shape: alternative.shape, reading: Reading(tense: alternative.reading.tense, person: person),
          accepted: true, note: alternative.note)
        if let form = other.form(of: verb, in: catalog, negated: negatedSlot) { all.append(form) }
      }
    }
    guard let first = all.first else { return nil }
    return Form(first.primary, alternatives: first.alternatives + all.dropFirst().flatMap(\.accepted))
      .deduplicated()
  }
}

extension ContextSentence {
  /// The recorded alternative `answer` is a form of (accepted or refused), if any:
  /// its note is what the learner is told.
  public func alternative(answering answer: String, in catalog: VerbCatalog) -> ContextAlternative? {
    alternatives.first { alternative in
      guard let form = alternative.form(of: verb, in: catalog, negated: negatedSlot) else { return false }
      return AnswerGrader.grade(answer, against: form) != .wrong
    }
  }

}

/// The subject of a context sentence, as the file names it.
public enum ContextSubject: String, CaseIterable, Sendable, Hashable {
  case yo, tu, vos, el, nosotros, vosotros, ellos, usted, ustedes

  var person: Person {
    switch self {
    case .yo: .yo
    case .tu: .tu
    case .vos: .vos
    case .el, .usted: .el
    case .nosotros: .nosotros
    case .vosotros: .vosotros
    case .ellos, .ustedes: .ellos
    }
  }

  /// How the slot names it.
  public var label: String {
    switch self {
    case .tu: "tú"
    case .el: "él"
    default: rawValue
    }
  }
}

extension Tense {
  /// The -se tense accepted beside a -ra one.
  var seTwin: Tense? {
    switch self {
    case .imperfectoDeSubjuntivo1: .imperfectoDeSubjuntivo2
    case .pluscuamperfectoDeSubjuntivo1: .pluscuamperfectoDeSubjuntivo2
    default: nil
    }
  }
}
