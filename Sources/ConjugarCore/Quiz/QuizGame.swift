import FoundationEssentials

/// A quiz in progress: its questions, the answers so far, when it started. A value;
/// the front end feeds it answers and the clock's readings.
public struct QuizGame: Sendable {
  let questions: [Question]
  let region: Region
  let difficulty: Difficulty
  let startDate: Date
  /// The answers graded so far, in the order asked.
  public private(set) var results: [QuestionResult] = []
  /// The expected form of a question, looked up when it is answered (so the first
  /// question shows without conjugating all fifty).
  private let answerKey: @Sendable (Question) -> Form?
  /// Every form of a verb, by infinitive: an answer that is another cell of the
  /// table is wrong even when it differs only in accents ("hablo" for habló,
  /// "caminas" for vos "caminás"). Nil grades by the string alone.
  private let verbForms: @Sendable (String) -> VerbForms?

  /// Builds a game; `answerKey` gives the expected form of a question (nil when the
  /// verb has none, which composition never produces: see QuizCompositionTests).
  init(
    questions: [Question], region: Region, difficulty: Difficulty, startDate: Date,
    answerKey: @escaping @Sendable (Question) -> Form?,
    verbForms: @escaping @Sendable (String) -> VerbForms? = { _ in nil }
  ) {
    self.questions = questions
    self.region = region
    self.difficulty = difficulty
    self.startDate = startDate
    self.answerKey = answerKey
    self.verbForms = verbForms
  }

  /// Every form of a verb, from a catalog.
  static func verbForms(_ catalog: VerbCatalog) -> @Sendable (String) -> VerbForms? {
    { infinitive in VerbForms(infinitive: infinitive, catalog: catalog) }
  }

  /// The answer key of a catalog: a question's expected form, conjugated when asked.
  package static func answerKey(_ catalog: VerbCatalog) -> @Sendable (Question) -> Form? {
    { question in
      guard let conjugation = catalog.conjugation(of: question.infinitive) else { return nil }
      return conjugation.form(question.tense, question.person)
    }
  }

  var isFinished: Bool { results.count == questions.count }
  /// The question to answer next, nil once finished.
  public var currentQuestion: Question? { isFinished ? nil : questions[results.count] }
  /// 1-based number of the current question.
  public var number: Int { results.count + 1 }
  /// The points earned so far (10, 5 or 0 an answer).
  public var points: Int { results.reduce(0) { $0 + $1.grade.points } }
  var score: Int { Scoring.score(points: points, region: region, difficulty: difficulty) }

  /// Whole seconds from the start to `now`, never negative.
  public func elapsedSeconds(at now: Date) -> Int {
    max(0, Int(now.timeIntervalSince(startDate)))
  }

  /// Grades an answer to the current question and moves on. `helped`: the
  /// learner asked for help that caps the question at 5 points (a hint; the table
  /// or the tense's summary in a ranked quiz), so a right answer is rated Hard.
  @discardableResult
  mutating func answer(_ text: String, helped: Bool = false) throws(QuizError) -> QuestionResult? {
    guard let question = currentQuestion else { return nil }
    guard let form = answerKey(question) else { throw .unanswerable(question) }
    let assessment = AnswerAssessor.assess(
      text, to: question, expected: form, forms: verbForms(question.infinitive), region: region)
    var grade = assessment.grade
    if helped && grade == .total { grade = .partial }
    var result = QuestionResult(
      question: question, answer: AnswerGrader.tidied(text), correctForm: form.primary,
      grade: grade)
    result.explanation = assessment.explanation
    result.helped = helped && assessment.grade == .total
    results.append(result)
    return result
  }

  /// The score to report once finished.
  public func finalScore(at now: Date) -> Score {
    Score(
      value: score, region: region, difficulty: difficulty, date: now,
      elapsedSeconds: elapsedSeconds(at: now), results: results)
  }
}

/// A question conjugar cannot grade.
public enum QuizError: Error, Equatable, Sendable {
  /// The catalog has no form for this question.
  case unanswerable(Question)

  /// The one line a learner is shown.
  public var message: String {
    switch self {
    case let .unanswerable(q):
      "no form for \(q.infinitive) in \(q.tense.rawValue) \(q.person?.rawValue ?? "")"
    }
  }
}
