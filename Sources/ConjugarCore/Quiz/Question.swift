/// One quiz question: a form to give for an infinitive, a tense and (for finite
/// tenses) a person; or a context sentence (`sentence`, its id in
/// Resources/context), whose slot takes that form and whichever others the
/// sentence accepts.
public struct Question: Sendable, Hashable, Codable {
  /// The verb asked, as the catalog spells its infinitive.
  public let infinitive: String
  /// The tense asked.
  public let tense: Tense
  /// The person asked; nil for the gerundio and participio.
  public let person: Person?
  /// Shown as usted or ustedes rather than él or ellos (the same forms): the
  /// learner asked for them by that name (`practice --person usted`).
  public var addressedFormally = false
  /// The context sentence asked, nil for a named-tense question. A sentence is its
  /// own review item, apart from the verb, tense and person it asks.
  public let sentence: String?

  /// A question on `infinitive` in `tense` and `person`, or the context sentence `sentence` (its id).
  public init(_ infinitive: String, _ tense: Tense, _ person: Person? = nil, sentence: String? = nil) {
    self.infinitive = infinitive
    self.tense = tense
    self.person = person
    self.sentence = sentence
  }
}

/// How an answer matched (docs/quiz.md).
public enum Grade: String, Sendable, Codable, Hashable {
  /// Exactly an accepted spelling, ignoring case: 10 points.
  case total
  /// Right but for the accents á é í ó ú, right with help, or the spoken voseo
  /// subjunctive where the written form is asked: 5 points.
  case partial
  /// Anything else, or no answer: 0 points.
  case wrong

  /// What the grade earns: 10, 5 or 0.
  public var points: Int {
    switch self {
    case .total: 10
    case .partial: 5
    case .wrong: 0
    }
  }
}

/// A question with the answer given and the form expected.
public struct QuestionResult: Sendable, Hashable {
  /// The question asked.
  public let question: Question
  /// The answer as typed, tidied (`AnswerGrader.tidied`: trimmed, shorthand
  /// expanded, its case kept); graded through `AnswerGrader.normalize`.
  public let answer: String
  /// The primary spelling of the expected form.
  public let correctForm: String
  /// How the answer matched.
  public let grade: Grade
  /// Why a wrong answer is wrong, when the answer is a form of the same verb or a
  /// mistake the rules know; or a note on a right one (fuese for fuera).
  public var explanation: Explanation?
  /// Help (a hint; the table or summary in a ranked quiz) capped it at 5 points.
  public var helped = false

  /// A graded answer, with no explanation and no help.
  public init(question: Question, answer: String, correctForm: String, grade: Grade) {
    self.question = question
    self.answer = answer
    self.correctForm = correctForm
    self.grade = grade
  }
}
