import FoundationEssentials
import Glibc

/// Practice questions: a pure function of a filter and its context.
///
/// Every (verb, tense, person) the filter allows is a candidate; a value the
/// learner named (a tense, a verb, a person) must give at least one candidate,
/// or the filter is refused with the reason. Questions are drawn round-robin over
/// the tenses (so each chosen tense is asked), each tense's candidates shuffled
/// from the seed, at most `count`, and no candidate twice.
public enum PracticeSelector {
  /// The practice questions `filter` asks for in `context`, at most `filter`'s count; throws
  /// when a value the learner named gives no question, or the count is out of range.
  public static func questions(_ filter: PracticeFilter, in context: PracticeContext)
    throws(PracticeError) -> [Question]
  {
    guard PracticeFilter.countRange.contains(filter.count) else { throw .badCount(filter.count) }
    let tenses = unique(filter.tenses.isEmpty ? context.defaultTenses : filter.tenses)
    let verbs = try verbs(filter, context)
    // A person the learner names is asked whatever the settings say (--person vos
    // with secondSingularQuiz tú, --person vosotros in Latin America): naming it is
    // the choice. The settings choose only when no person is named.
    let persons = unique(filter.persons.isEmpty ? context.allowedPersons : filter.persons)

    // The default verbs are drawn frequent first, as in the ranked quiz; verbs the
    // learner named are drawn evenly.
    let weighted = filter.verbs.isEmpty
    let candidates = tenses.map { tense in
      // Non-finite forms have no person: a learner who names persons gets none.
      let asked: [Person?] = tense.isFinite ? persons.map(Optional.some) : filter.persons.isEmpty ? [nil] : []
      let tenseVerbs = verbs.compactMap { verb -> VerbCandidates? in
        if filter.irregularOnly && !verb.irregularTenses.contains(tense) { return nil }
        let verbPersons = asked.filter { verb.has(tense, $0) }
        if verbPersons.isEmpty { return nil }
        return VerbCandidates(
          infinitive: verb.infinitive, weight: weighted ? 1 / Double(verb.rank ?? unranked) : 1,
          persons: verbPersons)
      }
      return TenseCandidates(tense: tense, verbs: tenseVerbs)
    }
    // With nothing named there is nothing to check.
    if !filter.tenses.isEmpty || !filter.verbs.isEmpty || !filter.persons.isEmpty {
      try checkNamedValuesAreUsed(filter, tenses, verbs, persons, candidates.flatMap(\.questions))
    }
    guard candidates.contains(where: { !$0.verbs.isEmpty }) else { throw .nothingLeft }
    return draw(candidates, count: filter.count, seed: filter.seed)
  }

  private static func verbs(_ filter: PracticeFilter, _ context: PracticeContext)
    throws(PracticeError) -> [PracticeVerb]
  {
    let byName = Dictionary(
      context.catalog.map { ($0.infinitive, $0) }, uniquingKeysWith: { first, _ in first })
    guard !filter.verbs.isEmpty else {
      return unique(context.defaultVerbs).compactMap { byName[$0] }
    }
    var chosen: [PracticeVerb] = []
    let infinitives = context.catalog.map(\.infinitive)
    for name in unique(filter.verbs) {
      let infinitive: String
      do { infinitive = try LearnerNames.verb(name, in: infinitives) } catch {
        throw .unknownVerb(error)
      }
      if let verb = byName[infinitive], !chosen.contains(verb) { chosen.append(verb) }
    }
    return chosen
  }

  /// Refuses a filter in which a tense, verb or person the learner named asks nothing.
  private static func checkNamedValuesAreUsed(
    _ filter: PracticeFilter, _ tenses: [Tense], _ verbs: [PracticeVerb], _ persons: [Person],
    _ candidates: [Question]
  ) throws(PracticeError) {
    for tense in unique(filter.tenses) where !candidates.contains(where: { $0.tense == tense }) {
      if !tense.isFinite && !filter.persons.isEmpty { throw .noPersons(tense) }
      if tense.isImperative && persons.allSatisfy({ $0 == .yo }) {
        throw .imperativeHasNoYo(tense)
      }
      if filter.irregularOnly { throw .noIrregularVerb(tense) }
      if let verb = verbs.first(where: \.thirdPersonOnly), verbs.allSatisfy(\.thirdPersonOnly) {
        throw .thirdPersonOnly(verb.infinitive, verb.defective.persons)
      }
      if let verb = verbs.first, verbs.allSatisfy({ $0.lacks(tense) }) {
        throw .lacksTense(verb: verb.infinitive, tense)
      }
      throw .nothingLeft
    }
    for verb in verbs where !filter.verbs.isEmpty {
      guard !candidates.contains(where: { $0.infinitive == verb.infinitive }) else { continue }
      if let tense = tenses.first, tenses.allSatisfy(verb.lacks) {
        throw verb.thirdPersonOnly && tense.isImperative
          ? .thirdPersonOnly(verb.infinitive, verb.defective.persons)
          : .lacksTense(verb: verb.infinitive, tense)
      }
      if verb.thirdPersonOnly { throw .thirdPersonOnly(verb.infinitive, verb.defective.persons) }
      if filter.irregularOnly { throw .regularVerb(verb.infinitive) }
      if let tense = tenses.first(where: \.isImperative), persons.allSatisfy({ $0 == .yo }) {
        throw .imperativeHasNoYo(tense)
      }
      throw .nothingLeft
    }
    for person in unique(filter.persons) where !candidates.contains(where: { $0.person == person }) {
      if let tense = tenses.first, !tense.isFinite, tenses.allSatisfy({ !$0.isFinite }) {
        throw .noPersons(tense)
      }
      if person == .yo, let tense = tenses.first(where: \.isImperative),
        tenses.allSatisfy({ $0.isImperative || !$0.isFinite })
      {
        throw .imperativeHasNoYo(tense)
      }
      if let verb = verbs.first(where: \.thirdPersonOnly), verbs.allSatisfy(\.thirdPersonOnly) {
        throw .thirdPersonOnly(verb.infinitive, verb.defective.persons)
      }
      if filter.irregularOnly, let tense = tenses.first { throw .noIrregularVerb(tense) }
      throw .nothingLeft
    }
  }

  /// The rank given to verbs the frequency list does not know (as in the quiz).
  static let unranked = 20_000

  /// A verb's candidates in one tense: the persons it is asked in (at least one),
  /// and how heavily it is drawn.
  private struct VerbCandidates {
    let infinitive: String
    let weight: Double
    let persons: [Person?]
  }

  /// One tense's candidates, verb by verb in the session's order.
  private struct TenseCandidates {
    let tense: Tense
    let verbs: [VerbCandidates]

    var questions: [Question] {
      verbs.flatMap { verb in verb.persons.map { Question(verb.infinitive, tense, $0) } }
    }
  }

  /// Round-robin over the tenses, each tense's candidates in the order
  /// `tenseQueue` gives them, then shuffled.
  private static func draw(_ candidates: [TenseCandidates], count: Int, seed: UInt64) -> [Question] {
    var generator = SplitMix64(seed: seed)
    // A queue gives at most one question a round and a draw ends within `count`
    // rounds, so only a queue's first `count` questions can be drawn.
    var queues = candidates.filter { !$0.verbs.isEmpty }.map {
      tenseQueue($0, limit: count, using: &generator)
    }
    queues.shuffle(using: &generator)
    var drawn: [Question] = []
    var round = 0
    while drawn.count < count, queues.contains(where: { round < $0.count }) {
      for queue in queues where round < queue.count && drawn.count < count {
        drawn.append(queue[round])
      }
      round += 1
    }
    drawn.shuffle(using: &generator)
    return drawn
  }

  /// One tense's candidates in the order they are asked: the verbs in a random
  /// order weighted by `weight` (Efraimidis–Spirakis keys: heavier verbs tend to
  /// come first), each verb's persons shuffled, and every verb asked once before
  /// any is asked again; the first `limit` of them.
  ///
  /// Each verb takes two numbers from the generator, in order: its key and the
  /// seed of its persons' shuffle.
  private static func tenseQueue(
    _ candidates: TenseCandidates, limit: Int, using generator: inout SplitMix64
  ) -> [Question] {
    var keys: [Double] = []
    var seeds: [UInt64] = []
    for verb in candidates.verbs {
      keys.append(log(generator.nextUnit()) / verb.weight)
      seeds.append(generator.next())
    }
    // Largest key first; a queue of `limit` questions reaches no further than its
    // first `limit` verbs (the first round takes one question of each).
    let reached = QuizComposer.stableOrder(keys.count) { keys[$0] > keys[$1] }.prefix(max(limit, 0))
    let persons = reached.map { verb in
      var shuffler = SplitMix64(seed: seeds[verb])
      return candidates.verbs[verb].persons.shuffled(using: &shuffler)
    }
    var queue: [Question] = []
    var round = 0
    while queue.count < limit, persons.contains(where: { round < $0.count }) {
      for (verb, verbPersons) in zip(reached, persons) where round < verbPersons.count && queue.count < limit {
        queue.append(Question(candidates.verbs[verb].infinitive, candidates.tense, verbPersons[round]))
      }
      round += 1
    }
    return queue
  }

  /// `tenseQueue(_:limit:using:)` for candidates given as questions, each verb's
  /// together and all of one tense, each verb weighing `weight(infinitive)`.
  static func tenseQueue(
    _ questions: [Question], weight: (String) -> Double, limit: Int = .max,
    using generator: inout SplitMix64
  ) -> [Question] {
    var verbs: [VerbCandidates] = []
    var start = questions.startIndex
    while start < questions.endIndex {
      let infinitive = questions[start].infinitive
      let end = questions[start...].firstIndex { $0.infinitive != infinitive } ?? questions.endIndex
      verbs.append(
        VerbCandidates(
          infinitive: infinitive, weight: weight(infinitive), persons: questions[start..<end].map(\.person)))
      start = end
    }
    guard let tense = questions.first?.tense else { return [] }
    return tenseQueue(TenseCandidates(tense: tense, verbs: verbs), limit: limit, using: &generator)
  }

  private static func unique<T: Hashable>(_ values: [T]) -> [T] {
    var seen: Set<T> = []
    return values.filter { seen.insert($0).inserted }
  }
}
