import FoundationEssentials

/// What `:hint`, `:table` and `:info` show for a question: plain functions over
/// the verb's forms, so a test calls them directly and the front end only prints.
public enum QuizHelpText {
  /// The start of `answer` the `level`th hint shows (1, 2, …), without the "…".
  /// The first shows the words before the verb (pronoun, "no", haber) and the
  /// verb's stem when the form starts with the infinitive's stem ("habl"), else its
  /// first letters ("tu" for tuve); each further hint shows half of what is left.
  /// The last letter is never shown: the learner still types the answer.
  static func hint(_ answer: String, infinitive: String, level: Int) -> String {
    var words = answer.split(separator: " ").map(String.init)
    guard let verb = words.popLast() else { return "" }
    let before = words.isEmpty ? "" : words.joined(separator: " ") + " "
    let letters = Array(verb)
    let most = max(1, letters.count - 1)
    let base = RegularForms.splitPronominal(infinitive).0
    let stem = String(base.dropLast(2))
    var shown =
      stem.count >= 2 && verb.hasPrefix(stem) && stem.count < letters.count
      ? stem.count : min(2, most)
    for _ in 1..<max(1, level) { shown += max(1, (letters.count - shown) / 2) }
    return before + String(letters.prefix(min(shown, most)))
  }

  /// Whether a `level`th hint would show more than the one before.
  static func hasMore(_ answer: String, infinitive: String, level: Int) -> Bool {
    level <= 1
      || hint(answer, infinitive: infinitive, level: level) != hint(answer, infinitive: infinitive, level: level - 1)
  }

  /// One row of the `:table`: a person (or "gerundio", "participio") and its form,
  /// nil where the answer would show.
  public struct Row: Sendable, Hashable {
    /// The person, or "gerundio" or "participio".
    public let label: String
    /// The form; nil in the row of the question asked.
    public let form: String?
  }

  /// The verb's forms in the question's tense for the persons the quiz asks (and
  /// the asked one), every cell spelt like the answer blanked: where yo and él
  /// share hablaba, showing él would give the answer away.
  static func table(
    _ question: Question, forms: VerbForms, region: Region, secondSingular: SecondSingularQuiz
  ) -> [Row] {
    guard let expected = forms.form(question.tense, question.person) else { return [] }
    func shown(_ form: Form) -> String? {
      form.accepted.contains { expected.accepted.contains($0) } ? nil : form.primary
    }
    guard question.tense.isFinite else {
      return [Tense.gerundio, .participio].compactMap { tense in
        forms.form(tense, nil).map { Row(label: tense.displayName, form: shown($0)) }
      }
    }
    let second: Person = secondSingular == .vos ? .vos : .tu
    let persons = Person.allCases.filter { person in
      person == question.person
        || [.yo, second, .el, .nosotros, .ellos].contains(person)
        || (person == .vosotros && region == .spain)
    }
    return persons.compactMap { person in
      forms.form(question.tense, person).map {
        Row(label: TeachingNames.person(person, in: question.tense), form: shown($0))
      }
    }
  }

  /// The tense's page in one line, and where the rest is: "title: summary".
  public static func info(_ tense: Tense) -> (line: String, key: String)? {
    guard let topic = InfoCatalog.standard.topics.first(where: { $0.tenses.contains(tense) }) else { return nil }
    return ("\(topic.title): \(topic.summary)", topic.key)
  }
}
