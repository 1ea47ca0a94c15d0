import FoundationEssentials

/// What a session asks and how its questions are chosen: the value a command
/// builds from its options, and all `Sessions.start` needs besides the World.
///
/// Each kind of session is one case of `Questions`; a new kind of session is a new
/// case (and its branch in `Sessions.start`), or questions chosen elsewhere given
/// as they are (`given`), each with the reason it is asked.
public struct SessionPlan: Sendable, Hashable {
  /// How the questions are chosen.
  public enum Questions: Sendable, Hashable {
    /// The ranked quiz of the World's settings (`QuizComposer`): 50 questions.
    case rankedQuiz
    /// What the learner chose to drill (`PracticeSelector`).
    case practice(PracticeChoice)
    /// The items due, most overdue first, then those missed, at most `count`,
    /// asked mixed (`ReviewSelector`).
    case review(count: Int)
    /// Context sentences of `topics` (every topic when empty) at `level` (every
    /// level when nil) that the settings ask, at most `count`.
    case context(topics: [ContextTopic], level: CEFRLevel?, count: Int)
    /// Questions chosen elsewhere, asked in this order.
    case given([PlannedQuestion])
  }

  /// What the session goes into the history as, and how its messages name it.
  public let kind: SessionKind
  /// How the questions are chosen.
  public let questions: Questions
  /// Shuffle from this seed (to replay a session); nil: as the World's
  /// randomness says.
  public let seed: UInt64?

  /// What the learner is told the session is ("daily session", "placement"),
  /// when it is not its kind's name; nil: the kind's ("practice").
  public let name: String?

  private init(kind: SessionKind, questions: Questions, seed: UInt64?, name: String? = nil) {
    self.name = name
    self.kind = kind
    self.questions = questions
    self.seed = seed
  }

  /// The ranked quiz (`conjugar quiz`).
  public static func quiz(seed: UInt64? = nil) -> SessionPlan {
    SessionPlan(kind: .quiz, questions: .rankedQuiz, seed: seed)
  }

  /// Practice (`conjugar practice`).
  public static func practice(_ choice: PracticeChoice, seed: UInt64? = nil) -> SessionPlan {
    SessionPlan(kind: .practice, questions: .practice(choice), seed: seed)
  }

  /// A review of what is due (`conjugar review`); `count` from 1 to 500.
  public static func review(count: Int = PracticeFilter.defaultCount) throws(PracticeError) -> SessionPlan {
    SessionPlan(kind: .review, questions: .review(count: try checked(count)), seed: nil)
  }

  /// Context sentences (`conjugar context`); `count` from 1 to 500.
  public static func context(
    topics: [ContextTopic] = [], level: CEFRLevel? = nil, count: Int = 20, seed: UInt64? = nil
  ) throws(PracticeError) -> SessionPlan {
    SessionPlan(
      kind: .context, questions: .context(topics: topics, level: level, count: try checked(count)), seed: seed)
  }

  /// Questions chosen elsewhere (a daily session, a tutor), asked in the order
  /// given and recorded as `kind`; `name` is what the learner is told it is.
  public static func given(_ questions: [PlannedQuestion], kind: SessionKind, name: String? = nil) -> SessionPlan {
    SessionPlan(kind: kind, questions: .given(questions), seed: nil, name: name)
  }

  /// How many questions the plan asks for: a narrow choice may match fewer, since
  /// none is asked twice.
  public var count: Int {
    switch questions {
    case .rankedQuiz: Scoring.questionCount
    case .practice(let choice): choice.count
    case .review(let count), .context(_, _, let count): count
    case .given(let planned): planned.count
    }
  }

  /// The randomness the questions are drawn with: the plan's seed, shuffled, or
  /// the World's.
  func randomness(in world: World) -> Randomness {
    seed.map { Randomness(shouldShuffle: true, seed: $0) } ?? world.randomness
  }

  /// A count from 1 to 500, or the one line that refuses it (exit status 2).
  public static func checked(_ count: Int) throws(PracticeError) -> Int {
    guard PracticeFilter.countRange.contains(count) else { throw .badCount(count) }
    return count
  }
}

/// A question chosen outside the selectors, and why it is asked ("due for
/// review", "missed yesterday"): the session keeps the reason for the front end.
public struct PlannedQuestion: Sendable, Hashable {
  /// The question asked.
  public let question: Question
  /// Why it is asked, in the learner's words ("due for review").
  public let reason: String

  /// `question`, asked because of `reason`.
  public init(_ question: Question, reason: String) {
    self.question = question
    self.reason = reason
  }
}

/// What a learner chose to drill, the names resolved: the tenses, the verbs as
/// named (resolved against the World's catalog when the session starts), a file
/// of verbs, the N most frequent verbs, the persons and which of them were named
/// usted or ustedes. Empty lists mean the defaults (PracticeFilter).
public struct PracticeChoice: Sendable, Hashable {
  /// The tenses named (`--tense`); empty: the defaults.
  public let tenses: [Tense]
  /// The verbs named (`--verb`), as typed.
  public let verbs: [String]
  /// A file of verbs, one a line (`--verbs-from`).
  public let verbsFrom: String?
  /// The N most frequent verbs (`--top`).
  public let top: Int?
  /// The persons named (`--person`); empty: every person the settings ask.
  public let persons: [Person]
  /// The persons asked as usted or ustedes (named so, and not also as él or ellos).
  public let formal: Set<Person>
  /// Only the irregular forms (`--irregular`).
  public let irregularOnly: Bool
  /// How many questions, 1 to 500.
  public let count: Int

  /// The learner's names resolved (`LearnerNames`), in the order the checks are
  /// made: the count, the tenses, the persons, then the verbs against `catalog`.
  /// Each refusal is one line (exit status 2).
  public init(
    tenses: [String] = [], verbs: [String] = [], verbsFrom: String? = nil, top: Int? = nil,
    persons: [String] = [], irregularOnly: Bool = false, count: Int = PracticeFilter.defaultCount,
    catalog: VerbCatalog = .standard
  ) throws {
    self.count = try SessionPlan.checked(count)
    self.tenses = try tenses.flatMap { name throws(LearnerNameError) in try LearnerNames.tenses(name) }
    self.persons = try persons.map { name throws(LearnerNameError) in try LearnerNames.person(name) }
    formal = LearnerNames.formalPersons(persons)
    if !verbs.isEmpty {
      var filter = PracticeFilter(verbs: verbs, count: count)
      _ = try PracticeCatalog.context(for: &filter, catalog: catalog, settings: Settings(defaultPlayerName: "player"))
    }
    self.verbs = verbs
    self.verbsFrom = verbsFrom
    self.top = top
    self.irregularOnly = irregularOnly
  }
}
