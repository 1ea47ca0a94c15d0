import FoundationEssentials

/// Why an answer to a context sentence is wrong, with the quiz's own engine
/// (`Explanation`, `MistakeFamilies`, `RegularForms`) and then the sentence's
/// line (issue 33 §3). In order:
/// 1. an alternative the sentence's audit refused: its note says why not here;
/// 2. a mistake the quiz knows in the slot's own tense ("se detenió", "sale" for
///    sal, "me abrige", a missing pronoun): the quiz's line;
/// 3. another form of the verb: every cell it fills, the likeliest meant first
///    ("chateamos is the pretérito or the presente"), then the sentence's line:
///    its cue, or, when the subjunctive was right and only its tense was not,
///    a line about the tense;
/// 4. estar + the gerundio where the slot does not take it: the progressive
///    named, then why not here;
/// 5. a mistake the quiz knows in another tense ("cabería"): that line, then
///    the sentence's line for the tense meant.
public enum ContextExplanation {
  /// nil when the answer is right, blank, or nothing the rules know.
  public static func explain(
    _ answer: String, to sentence: ContextSentence, catalog: VerbCatalog, region: Region? = nil
  ) -> Explanation? {
    let given = AnswerGrader.normalize(answer)
    guard !given.isEmpty, let forms = VerbForms(infinitive: sentence.verb, catalog: catalog),
      let accepted = sentence.accepted(in: catalog)
    else { return nil }
    let graded = AnswerGrader.grade(given, against: accepted)
    guard graded != .total else { return nil }
    if graded == .partial {
      // One accent away from an accepted answer: the spoken voseo form, another
      // cell of the table (cene for cené: wrong, and explained as such below), or
      // a plain accent slip, named by its rule.
      for reading in sentence.readings {
        if let known = family(given, reading, sentence, forms, region: region), known.kind == .spokenVoseo {
          return known
        }
      }
      let spellings = FormMatch.spellings(accepted)
      let otherCell = forms.readings.contains { reading in
        !reading.form.accepted.contains { spellings.contains($0.nfc.lowercased()) }
          && (FormMatch.matches(given, reading.form) || FormMatch.matchesWithAccentsPutIn(given, reading.form))
      }
      if !otherCell { return AccentExplanation.explain(given, accepted) }
      // No form as typed, but one once its accents are put in, as the answer is
      // (esquie: esquíe or esquié): say so, rather than "esquie is the pretérito".
      let exact = forms.readings.contains { reading in
        !reading.form.accepted.contains { spellings.contains($0.nfc.lowercased()) }
          && FormMatch.matches(given, reading.form)
      }
      let answer = FormMatch.spellings(accepted).first { FormMatch.matchesWithAccentsPutIn(given, Form($0)) }
      if !exact, let answer,
        let other = forms.readings.first(where: { reading in
          !reading.form.accepted.contains { spellings.contains($0.nfc.lowercased()) }
            && FormMatch.matchesWithAccentsPutIn(given, reading.form)
        })
      {
        return Explanation(
          kind: .otherTense,
          text: "\(given) is no form without its accent: \(other.form.primary) is the \(name(other.tense)), "
            + "\(answer) the answer here; only the accent tells them apart.")
      }
    }
    if let refused = sentence.alternative(answering: given, in: catalog), !refused.accepted {
      return Explanation(kind: .otherTense, text: refused.note)
    }
    for reading in sentence.readings {
      if let known = family(given, reading, sentence, forms, region: region) { return known }
    }
    let cells = ContextCells.filled(by: given, in: sentence, forms: forms)
    if !cells.isEmpty { return named(given, cells, sentence, catalog: catalog) }
    if let progressive = progressive(given, sentence, catalog: catalog) { return progressive }
    if let known = anotherTense(
      given, person: sentence.subject.person, sentence, forms, catalog: catalog, region: region)
    {
      return known
    }
    return addedAccent(given, sentence, forms, catalog: catalog)
  }

  /// "fué" where the slot wants fuera: another cell written with an accent it
  /// does not take, named as that cell, then the accent's rule (issue 43 §3).
  static func addedAccent(
    _ given: String, _ sentence: ContextSentence, _ forms: VerbForms, catalog: VerbCatalog
  ) -> Explanation? {
    for reading in forms.readings {
      for spelling in FormMatch.spellings(reading.form) {
        let shown = sentence.negatedSlot && spelling.hasPrefix("no ") ? String(spelling.dropFirst(3)) : spelling
        guard let slip = AccentRules.slip(given: given, expected: shown), !slip.missing else { continue }
        let cells = ContextCells.filled(by: shown, in: sentence, forms: forms)
        guard !cells.isEmpty else { continue }
        let cell = named(shown, cells, sentence, catalog: catalog)
        return Explanation(kind: cell.kind, text: cell.text + " " + AccentExplanation.line(given, shown, slip))
      }
    }
    return nil
  }

  /// Step 4: estar + the gerundio in a slot that does not take it ("estaba
  /// lloviendo", "estés mejorando"): named as the progressive, then why not here.
  static func progressive(_ given: String, _ sentence: ContextSentence, catalog: VerbCatalog) -> Explanation? {
    guard given.contains(" ") else { return nil }
    let right = sentence.readings.first.flatMap { sentence.spellings($0, in: catalog) }?.primary ?? ""
    for person in sentence.allowedPersons {
      for tense in Tense.allCases where tense.isFinite && !tense.isImperative {
        let progressive = ContextAlternative(
          shape: .progressive, reading: ContextSentence.Reading(tense: tense, person: person), accepted: false,
          note: "")
        guard let form = progressive.form(of: sentence.verb, in: catalog, negated: sentence.negatedSlot),
          AnswerGrader.grade(given, against: form) != .wrong
        else { continue }
        if tense == sentence.tense {
          return Explanation(
            kind: .otherTense,
            text: "\(given) is the progressive (estar + gerundio), the action seen in progress; "
              + "this sentence wants the plain \(name(tense)): \(right).")
        }
        return Explanation(
          kind: .otherTense,
          text: "\(given) is the progressive, with estar in the \(name(tense)); "
            + reason(meant: tense, sentence, catalog: catalog))
      }
    }
    return nil
  }

  /// The quiz's line for `given` as an attempt at `reading`, when it is a mistake
  /// the quiz knows (not merely another cell, which the sentence names better).
  static func family(
    _ given: String, _ reading: ContextSentence.Reading, _ sentence: ContextSentence, _ forms: VerbForms,
    region: Region?
  ) -> Explanation? {
    guard let expected = forms.form(reading.tense, reading.person) else { return nil }
    // The sentence's "no" put back, so the quiz's rules see the command they know.
    let typed =
      sentence.negatedSlot && expected.primary.hasPrefix("no ") && !given.hasPrefix("no ") ? "no " + given : given
    let question = Question(sentence.verb, reading.tense, reading.person)
    guard let explanation = Explanation.explain(typed, to: question, expected: expected, forms: forms, region: region),
      [Explanation.Kind.regularized, .commonMistake, .spokenVoseo].contains(explanation.kind)
    else { return nil }
    return explanation
  }

  /// Step 5: a known mistake in a tense the slot does not take, then why not it.
  static func anotherTense(
    _ given: String, person: Person?, _ sentence: ContextSentence, _ forms: VerbForms, catalog: VerbCatalog,
    region: Region?
  ) -> Explanation? {
    let asked = Set(sentence.readings.map(\.tense))
    for tense in Tense.allCases where !asked.contains(tense) {
      let reading = ContextSentence.Reading(tense: tense, person: tense.isFinite ? person : nil)
      guard let known = family(given, reading, sentence, forms, region: region),
        let meant = forms.form(tense, reading.person)
      else { continue }
      let shown =
        sentence.negatedSlot && meant.primary.hasPrefix("no ") ? String(meant.primary.dropFirst(3)) : meant.primary
      let line = sentenceLine(shown, meant: tense, sentence, catalog: catalog)
      return Explanation(kind: known.kind, text: known.text + ". And " + line)
    }
    return nil
  }

  /// Step 3's words: "chateamos is the pretérito or the presente de indicativo;
  /// <why the imperfecto>", "presione is the usted command (also the presente de
  /// subjuntivo: yo, él); the subject here is tú."
  static func named(
    _ given: String, _ cells: [VerbForms.Reading], _ sentence: ContextSentence, catalog: VerbCatalog
  ) -> Explanation {
    let first = cells[0]
    let subject =
      sentence.openPersons.isEmpty
      ? sentence.subject.label : TeachingNames.list(sentence.openPersons.map { $0.label() })
    // A gerundio or participio slot has no person: its subject's is the one meant.
    let own = sentence.person ?? sentence.subject.person
    // An open subject: any person the sentence allows is the learner's to choose.
    let allowed = sentence.openPersons.isEmpty ? [own] : sentence.openPersons
    let samePerson = cells.filter { $0.person.map(allowed.contains) ?? true }
    // gane for gané, enseño for enseñó: after the cell, the accent that tells them apart.
    let right = sentence.readings.first.flatMap { sentence.spellings($0, in: catalog) }?.primary ?? ""
    let accentNote = AccentExplanation.tellsApart(given, right)
    if !samePerson.isEmpty {
      var tenses: [Tense] = []
      for cell in samePerson where !tenses.contains(cell.tense) { tenses.append(cell.tense) }
      let names = "the " + uniqued(tenses.map { Self.name($0) }).joined(separator: " or the ")
      return Explanation(
        kind: .otherTense,
        text: "\(given) is \(names); " + reason(meant: first.tense, sentence, catalog: catalog) + accentNote)
    }
    let others = cells.dropFirst().filter { $0.tense != first.tense }
    var also = ""
    if !others.isEmpty {
      var groups: [(Tense, [String])] = []
      for cell in others {
        let label = cell.person.map { $0.label(imperative: cell.tense.isImperative) } ?? ""
        if let index = groups.firstIndex(where: { $0.0 == cell.tense }) {
          if !groups[index].1.contains(label) { groups[index].1.append(label) }
        } else {
          groups.append((cell.tense, [label]))
        }
      }
      also =
        " (also " + groups.map { "the \(name($0.0)): \($0.1.joined(separator: ", "))" }.joined(separator: "; ") + ")"
    }
    // Every person the form is in this tense: "había tomado is yo or él", not yo alone.
    let person = TeachingNames.list(
      uniqued(
        cells.filter { $0.tense == first.tense }.compactMap { $0.person?.label(imperative: first.tense.isImperative) }))
    if first.tense == sentence.tense {
      let who = first.tense.isImperative ? "the \(person) command" : person
      // levantate for tú's levántate: name the accent too.
      // Only where the asked form has the accent: vos's levantate has none.
      let slip = AccentRules.slip(given: given, expected: right)
      let accent =
        slip?.rule == .enclitic && slip?.missing == true
        ? " (\(right): with the pronoun attached the stress stays where it was, so it is written)" : ""
      return Explanation(
        kind: .otherPerson, text: "\(given) is \(who)\(also); the subject here is \(subject)\(accent).")
    }
    return Explanation(
      kind: .otherTense,
      text: "\(given) is the \(name(first.tense)) of \(person)\(also); the subject here is \(subject). \(sentence.cue)"
        + accentNote)
  }

  /// "<form> is the <tense>; <why not>": the sentence's line for a learner who
  /// meant `meant`, its form being `shown`.
  static func sentenceLine(_ shown: String, meant: Tense, _ sentence: ContextSentence, catalog: VerbCatalog) -> String {
    "\(shown) is the \(name(meant)); " + reason(meant: meant, sentence, catalog: catalog)
  }

  /// Why the slot does not take `meant`: the sentence's cue, or, when the mood
  /// was right and only the subjunctive's tense was not, a line about the tense.
  static func reason(meant: Tense, _ sentence: ContextSentence, catalog: VerbCatalog) -> String {
    let right = sentence.readings.first.flatMap { sentence.spellings($0, in: catalog) }?.primary ?? ""
    if let line = SubjunctiveTense.line(meant: meant, asked: sentence.tense, right: right, sentence: sentence) {
      return line
    }
    return lowercasedFirst(sentence.cue)
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
