/// After a wrong answer, the `conjugar info` page that teaches what was missed:
/// for a context sentence its topic's first page, else the page of the question's
/// tense (or of the gerundio or participio, which are forms, not tenses). Each
/// page is pointed to once per session: the same pointer after every miss would
/// be noise. The rule is the core's; the front end words and prints it.
public struct InfoPointers: Sendable {
  /// The pages already pointed to in this session.
  private var pointedTo: Set<String> = []

  /// A session's pointers, none given yet.
  public init() {}

  /// An `info` page to point a learner to.
  public enum Pointer: Sendable, Equatable {
    /// A context sentence's topic page.
    case context(page: String)
    /// A tense's page.
    case tense(page: String)
    /// The page of a form that is no tense (gerundio, participio).
    case form(page: String)
  }

  /// The page to point to after `result` (a question of `sentence` when it is a
  /// context sentence), nil when the answer was not wrong or the page was pointed
  /// to already.
  public mutating func after(_ result: QuestionResult, sentence: ContextSentence?) -> Pointer? {
    guard result.grade == .wrong else { return nil }
    if let sentence {
      guard let page = sentence.topic.infoPages.first, pointedTo.insert(page).inserted else { return nil }
      return .context(page: page)
    }
    guard let topic = InfoCatalog.standard.topics.first(where: { $0.tenses.contains(result.question.tense) }),
      pointedTo.insert(topic.key).inserted
    else { return nil }
    return topic.tenses.contains(where: \.isFinite) ? .tense(page: topic.key) : .form(page: topic.key)
  }
}
