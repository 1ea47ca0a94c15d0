import FoundationEssentials

/// A quiz in progress: its questions, the answers so far, when it started. A value;
/// the front end feeds it answers and the clock's readings.
public struct QuizGame: Sendable {
  public let questions: [Question]
  public let region: Region
  public let difficulty: Difficulty
  public let startDate: Date
  public private(set) var results: [QuestionResult] = []
  /// The expected form of a question, looked up when it is answered (so the first
  /// question shows without conjugating all fifty).
  private let answerKey: @Sendable (Question) -> Form?
  /// The other persons' forms in a question's tense: an answer that is one of them
  /// is a person mixed up, graded wrong even when it differs only in accents
  /// ("caminas" for vos "caminás").
  private let otherPersons: @Sendable (Question) -> [Form]

  /// Builds a game; `answerKey` gives the expected form of a question (nil when the
  /// verb has none, which composition never produces: see QuizCompositionTests).
  public init(
    questions: [Question], region: Region, difficulty: Difficulty, startDate: Date,
    answerKey: @escaping @Sendable (Question) -> Form?,
    otherPersons: @escaping @Sendable (Question) -> [Form] = { _ in [] }
  ) {
    self.questions = questions
    self.region = region
    self.difficulty = difficulty
    self.startDate = startDate
    self.answerKey = answerKey
    self.otherPersons = otherPersons
  }

  /// The other persons' forms in a question's tense, from a catalog.
  public static func otherPersons(_ catalog: VerbCatalog) -> @Sendable (Question) -> [Form] {
    { question in
      VerbForms(infinitive: question.infinitive, catalog: catalog)
        .map { Explanation.otherPersonForms(for: question, in: $0) } ?? []
    }
  }

  /// The answer key of a catalog: a question's expected form, conjugated when asked.
  public static func answerKey(_ catalog: VerbCatalog) -> @Sendable (Question) -> Form? {
    { question in
      guard let conjugation = try? catalog.conjugate(question.infinitive) else { return nil }
      return conjugation.form(question.tense, question.person)
    }
  }

  public var isFinished: Bool { results.count == questions.count }
  /// The question to answer next, nil once finished.
  public var currentQuestion: Question? { isFinished ? nil : questions[results.count] }
  /// 1-based number of the current question.
  public var number: Int { results.count + 1 }
  public var points: Int { results.reduce(0) { $0 + $1.grade.points } }
  public var score: Int { Scoring.score(points: points, region: region, difficulty: difficulty) }

  public func elapsedSeconds(at now: Date) -> Int {
    max(0, Int(now.timeIntervalSince(startDate)))
  }

  /// Grades an answer to the current question and moves on.
  @discardableResult
  public mutating func answer(_ text: String) throws(QuizError) -> QuestionResult? {
    guard let question = currentQuestion else { return nil }
    guard let form = answerKey(question) else { throw .unanswerable(question) }
    var grade = AnswerGrader.grade(text, against: form)
    if grade == .partial,
      Explanation.isPersonMixUp(answer: text, expected: form, otherForms: otherPersons(question))
    {
      grade = .wrong
    }
    let result = QuestionResult(
      question: question, answer: AnswerGrader.normalize(text), correctForm: form.primary,
      grade: grade)
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

public enum QuizError: Error, Equatable, Sendable {
  case unanswerable(Question)

  public var message: String {
    switch self {
    case let .unanswerable(q):
      "no form for \(q.infinitive) in \(q.tense.rawValue) \(q.person?.rawValue ?? "")"
    }
  }
}
