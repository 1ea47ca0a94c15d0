import FoundationEssentials

/// The cells of a verb's table an answer to a context sentence fills, the one the
/// learner most likely meant first: "chateamos" for an imperfecto slot is the
/// pretérito before the presente (the past they confused), "presione" for a tú
/// command is the usted command before the presente de subjuntivo of yo.
enum ContextCells {
  /// Every cell `given` (normalised) spells as the slot would show it (a negative
  /// command without the sentence's "no"); with its missing accents put in when
  /// none matches as typed ("me perdia" is still the imperfecto).
  static func filled(by given: String, in sentence: ContextSentence, forms: VerbForms) -> [VerbForms.Reading] {
    func spellings(_ form: Form) -> [String] {
      form.accepted.map { spelling in
        let plain = spelling.nfc.lowercased()
        return sentence.negatedSlot && plain.hasPrefix("no ") ? String(plain.dropFirst(3)) : plain
      }
    }
    var matches = forms.readings.filter { spellings($0.form).contains(given) }
    if matches.isEmpty {
      // Only accents put in count: "acóstate" is no "acostate" (the vos command)
      // with an accent missing, but tú's "acuéstate" with its o → ue missed.
      let typed = Array(given.unicodeScalars)
      matches = forms.readings.filter { reading in
        spellings(reading.form).contains { spelling in
          let scalars = Array(spelling.unicodeScalars)
          return scalars.count == typed.count
            && zip(typed, scalars).allSatisfy { $0 == $1 || $0 == Accent.stripped($1) }
        }
      }
    }
    let own = sentence.person ?? sentence.subject.person
    let asked = sentence.tense
    // Stable: the table's order settles ties.
    return matches.enumerated().sorted { a, b in
      let ka = rank(a.element, own: own, asked: asked)
      let kb = rank(b.element, own: own, asked: asked)
      return ka != kb ? ka < kb : a.offset < b.offset
    }.map(\.element)
  }

  /// Lower is likelier: the subject's person first, then the asked tense itself
  /// (another person of it), then a tense of the same mood and time (pretérito
  /// for imperfecto), the same mood, the same time, anything else.
  static func rank(_ cell: VerbForms.Reading, own: Person, asked: Tense) -> Int {
    let person = cell.person == nil || cell.person == own ? 0 : 1
    let mood = family(cell.tense) == family(asked)
    let time = isPast(cell.tense) == isPast(asked)
    let tense =
      cell.tense == asked || cell.tense.seTwin == asked
      ? 0
      : mood && time ? 1 : mood ? 2 : time ? 3 : 4
    return person * 10 + tense
  }

  /// The imperative counts with the subjunctive whose forms it borrows.
  static func family(_ tense: Tense) -> Int {
    switch tense.mood {
    case .indicativo: 0
    case .subjuntivo, .imperativo: 1
    case .noPersonal: 2
    }
  }

  static func isPast(_ tense: Tense) -> Bool {
    switch tense {
    case .preterito, .imperfectoDeIndicativo, .pluscuamperfectoDeIndicativo, .preteritoAnterior, .condicional,
      .condicionalCompuesto, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .pluscuamperfectoDeSubjuntivo1,
      .pluscuamperfectoDeSubjuntivo2:
      true
    default: false
    }
  }
}

/// The line for a subjunctive in the wrong tense, where the cue would only repeat
/// the mood rule the learner already followed ("hiciera" for haga, "haya
/// reparado" for repare): what the tense depends on.
enum SubjunctiveTense {
  /// nil when the line would not be about the subjunctive's tense: the mood was
  /// wrong, the tense right, or the sentence's cue is the tense rule already
  /// (si clauses, sequence of tenses) or the tense carries a meaning of its own
  /// (ojalá, quizá, tal vez, como si).
  static func line(meant: Tense, asked: Tense, right: String, sentence: ContextSentence) -> String? {
    guard meant.mood == .subjuntivo, asked.mood == .subjuntivo, meant != asked, meant.seTwin != asked,
      asked.seTwin != meant, ![.concordancia, .oracionesSi].contains(sentence.topic)
    else { return nil }
    let text = TeachingNames.key(sentence.text)
    guard !["ojala", "quiza", "talvez", "comosi"].contains(where: { text.contains($0) }) else { return nil }
    let past = ContextCells.isPast(asked)
    if ContextCells.isPast(meant) != past {
      return past
        ? "the subjunctive is right, but after a main verb in the past or the conditional it goes into the past too: \(right)."
        : "the subjunctive is right, but the main verb is in the present, the future or a command and the sentence speaks of now or of what is to come, so the subjunctive takes a present tense: \(right)."
    }
    let compound = MistakeFamilies.isCompound(asked)
    guard MistakeFamilies.isCompound(meant) != compound else { return nil }
    return compound
      ? "the subjunctive is right, but the action is over before the moment the main verb speaks of, so it takes the compound tense: \(right)."
      : "the subjunctive is right, but the action is not over before the moment the main verb speaks of, so it takes the simple tense: \(right)."
  }
}
