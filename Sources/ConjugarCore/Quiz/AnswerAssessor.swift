import FoundationEssentials

/// An answer as graded: its grade and, when there is something to learn, why.
struct Assessment: Sendable, Hashable {
  var grade: Grade
  var explanation: Explanation?

  init(_ grade: Grade, _ explanation: Explanation? = nil) {
    self.grade = grade
    self.explanation = explanation
  }
}

/// The grading rules of docs/teaching.md ("Grading rules"), with the verb's whole
/// table at hand: a plain function, like `AnswerGrader`, which it builds on.
enum AnswerAssessor {
  /// Grades `answer` to `question`, whose asked form is `expected`, against every
  /// form of the verb (`forms`; nil grades by the string alone, as
  /// `AnswerGrader.grade` does). In order:
  /// 1. an accepted spelling: 10;
  /// 2. the other spelling of a two-form subjunctive (fuese for fuera): 10, with a note;
  /// 3. another cell of the verb's table, as typed: 0, the cell named;
  /// 4. the spoken voseo subjunctive (no hablés): 5 when vos is asked, else 0;
  /// 5. another cell once its missing accents are put in (hablais → habláis): 0;
  /// 6. the asked form but for its accents, missing or misplaced: 5 (an accent
  ///    slip; háblara for hablará, which no accent put in makes hablara);
  /// 7. anything else: 0, explained when the rules know the mistake.
  static func assess(
    _ answer: String, to question: Question, expected: Form, forms: VerbForms?, region: Region? = nil
  ) -> Assessment {
    let given = AnswerGrader.normalize(answer)
    guard !given.isEmpty else { return Assessment(.wrong) }
    if FormMatch.matches(given, expected) { return Assessment(.total) }
    guard let forms else { return Assessment(AnswerGrader.grade(answer, against: expected)) }
    func explained(_ grade: Grade) -> Assessment {
      Assessment(grade, Explanation.explain(answer, to: question, expected: expected, forms: forms, region: region))
    }
    let partner = raSePartner(question.tense).flatMap { forms.form($0, question.person) }
    if let partner, FormMatch.matches(given, partner) {
      return Assessment(.total, Explanation.otherSpelling(given, question, expected))
    }
    // Cells that are not the asked form under another name (yo and él share
    // hablara; the -se cell of the same person was taken above).
    let others = forms.readings.filter { reading in
      !(reading.tense == question.tense && reading.person == question.person)
        && !(reading.tense == raSePartner(question.tense) && reading.person == question.person)
        && !reading.form.accepted.contains { expected.accepted.contains($0) }
    }
    if others.contains(where: { FormMatch.matches(given, $0.form) }) { return explained(.wrong) }
    if let spoken = MistakeFamilies.spokenVoseo(question, forms), MistakeFamilies.isSpokenVoseo(given, spoken, expected)
    {
      return explained(question.person == .vos ? .partial : .wrong)
    }
    if others.contains(where: { FormMatch.matchesWithAccentsPutIn(given, $0.form) }) { return explained(.wrong) }
    if AnswerGrader.grade(answer, against: expected) == .partial {
      return Assessment(.partial, AccentExplanation.explain(given, expected))
    }
    if let partner, AnswerGrader.grade(answer, against: partner) == .partial {
      return Assessment(.partial, Explanation.otherSpelling(partner.primary, question, expected))
    }
    return explained(.wrong)
  }
}

extension Explanation {
  /// The line the quiz gave, live, for `answer` to `question` (nil when it gave
  /// none): the same assessment, so a stored answer (`history --json`) is explained
  /// as it was marked, a 5-point accent slip with its rule ("dio has one syllable,
  /// …") as much as a 0.
  public static func asMarked(
    _ answer: String, to question: Question, forms: VerbForms, region: Region? = nil
  ) -> Explanation? {
    guard let expected = forms.form(question.tense, question.person) else { return nil }
    return AnswerAssessor.assess(answer, to: question, expected: expected, forms: forms, region: region).explanation
  }
}
