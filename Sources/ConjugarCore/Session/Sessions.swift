import FoundationEssentials

/// The one entry every session starts by (a ranked quiz, practice, review,
/// context sentences, questions a tutor chose): the questions are chosen from the
/// plan and the World, and the session starts by the World's clock. The front end
/// builds the plan from its options, then lists the questions or plays them.
public enum Sessions {
  /// The session `plan` asks for in `world`. Throws the one line that says why
  /// no session can be made of it (a verb it cannot ask, no sentence that
  /// matches); a review with nothing to ask is a session of no questions that
  /// says when the next item falls due (`nothingDue`).
  public static func start(_ plan: SessionPlan, in world: World) throws -> QuizSession {
    let randomness = plan.randomness(in: world)
    var reasons: [String] = []
    var nothingDue: NothingDue?
    let questions: [Question]
    switch plan.questions {
    case .rankedQuiz:
      questions = QuizComposer.compose(
        difficulty: world.settings.difficulty, region: world.settings.region,
        secondSingular: world.settings.secondSingularQuiz, randomness: randomness, catalog: world.catalog)
    case .practice(let choice):
      questions = try practice(choice, seed: randomness.seed, in: world)
    case .review(let count):
      let now = world.clock.now()
      // Chosen by priority, asked mixed: not verb by verb as they were stored.
      questions = ReviewSelector.interleave(try review(now: now, count: count, in: world))
      if questions.isEmpty { nothingDue = NothingDue(now: now, next: try world.records.nextDue(after: now)) }
    case .context(let topics, let level, let count):
      let sentences = try world.contexts.library().select(
        topics: topics, level: level, settings: world.settings, randomness: randomness, count: count)
      guard !sentences.isEmpty else {
        throw CommandFailure("no sentence matches these choices", exitStatus: .usage)
      }
      questions = sentences.map(\.question)
    case .given(let planned):
      questions = planned.map(\.question)
      reasons = planned.map(\.reason)
    }
    return QuizSession(
      questions: questions, settings: world.settings, catalog: world.catalog, startDate: world.clock.now(),
      kind: plan.kind, contexts: world.contexts, plan: plan, reasons: reasons, nothingDue: nothingDue)
  }

  /// Practice: the named verbs, the N most frequent (`top`) and those of a file
  /// (`verbsFrom`), resolved against the World's catalog; drawn by
  /// `PracticeSelector` from the seed.
  static func practice(_ choice: PracticeChoice, seed: UInt64, in world: World) throws -> [Question] {
    var verbs = choice.verbs
    if let top = choice.top {
      let ranked = VerbList.mostFrequent(Int.max, in: world.catalog)
      guard top >= 1, top <= ranked.count else {
        throw CommandFailure("--top must be from 1 to \(ranked.count), not \(top)", exitStatus: .usage)
      }
      verbs += ranked.prefix(top)
    }
    if let path = choice.verbsFrom {
      let names = VerbList.names(in: try VerbList.contents(of: path, from: world.inputFiles))
      guard !names.isEmpty else { throw VerbListError.empty(path) }
      for (line, name) in names {
        do { verbs.append(try PracticeCatalog.resolve(name, in: world.catalog)) } catch {
          throw VerbListError.unknownVerb(path, line: line, error)
        }
      }
    }
    var filter = PracticeFilter(
      tenses: choice.tenses, verbs: verbs, persons: choice.persons, irregularOnly: choice.irregularOnly,
      count: choice.count, seed: seed)
    let context = try PracticeCatalog.context(for: &filter, catalog: world.catalog, settings: world.settings)
    return try PracticeSelector.questions(filter, in: context).map { question in
      var question = question
      question.addressedFormally = question.person.map(choice.formal.contains) ?? false
      return question
    }
  }

  /// A review's questions in priority order, at most `count`, read as they are
  /// needed (issue 35: reading every schedule of a million-answer history took
  /// 83 MB). A question the catalog cannot ask (a verb another version knew, a
  /// tampered file), or a sentence this version does not carry or this learner's
  /// region does not ask, is passed over rather than stopping the review.
  static func review(now: Date, count: Int, in world: World) throws -> [Question] {
    // A catalog verb's forms are known from its features; any other is
    // conjugated, once.
    var questions: [Question] = []
    var conjugations: [String: Conjugation?] = [:]
    try world.records.reviewQueue(now: now) { question in
      if let id = question.sentence {
        if let sentence = world.contexts.sentence(id), ContextLibrary.asks(sentence, settings: world.settings),
          sentence.accepted(in: world.catalog) != nil
        {
          questions.append(question)
        }
      } else if let has = world.catalog.hasForm(question.infinitive, question.tense, question.person) {
        if has { questions.append(question) }
      } else {
        if conjugations[question.infinitive] == nil {
          conjugations[question.infinitive] = .some(world.catalog.conjugation(of: question.infinitive))
        }
        if conjugations[question.infinitive]??.form(question.tense, question.person) != nil {
          questions.append(question)
        }
      }
      return questions.count < count
    }
    return questions
  }
}

/// A review with nothing to ask: the time it looked, and when the next item falls
/// due (nil: nothing waits at all).
public struct NothingDue: Sendable, Hashable {
  /// When the review looked.
  public let now: Date
  /// When the next item falls due; nil: nothing waits.
  public let next: Date?
}
