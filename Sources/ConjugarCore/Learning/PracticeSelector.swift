import FoundationEssentials

/// Practice questions: a pure function of a filter and its context.
///
/// Every (verb, tense, person) the filter allows is a candidate; a value the
/// learner named (a tense, a verb, a person) must give at least one candidate,
/// or the filter is refused with the reason. Questions are drawn round-robin over
/// the tenses (so each chosen tense is asked), each tense's candidates shuffled
/// from the seed, at most `count`, and no candidate twice.
public enum PracticeSelector {
  public static func questions(_ filter: PracticeFilter, in context: PracticeContext)
    throws(PracticeError) -> [Question]
  {
    guard PracticeFilter.countRange.contains(filter.count) else { throw .badCount(filter.count) }
    let tenses = uniqueFew(filter.tenses.isEmpty ? context.defaultTenses : filter.tenses)
    let verbs = try verbs(filter, context)
    for person in filter.persons where !context.allowedPersons.contains(person) {
      throw .personNotAsked(person, allowed: context.allowedPersons)
    }
    let persons = uniqueFew(filter.persons.isEmpty ? context.allowedPersons : filter.persons)

    // The default verbs are drawn frequent first, as in the ranked quiz; verbs the
    // learner named are drawn evenly.
    let weighted = filter.verbs.isEmpty
    // Each tense's candidates come verb by verb (a run of persons per verb), and
    // beside them where each run starts and its weight: no dictionary of names to
    // hash for the draw, and a Question made only for what is drawn.
    //
    // Worked out once a verb, not once a tense and person: whether it has every
    // form (nearly all verbs: they all have the same persons in a tense, worked out
    // once a tense), and its weight.
    let complete = verbs.map(\.defective.isNone)
    let weights = verbs.map { weighted ? 1 / Double($0.rank ?? unranked) : 1 }
    let lacksNothing = PracticeVerb("", defective: .none)
    let finitePersons = persons.map(Optional.some)
    var runs: [Candidates] = []
    for tense in tenses {
      // Non-finite forms have no person: a learner who names persons gets none.
      let asked: [Person?] = tense.isFinite ? finitePersons : filter.persons.isEmpty ? [nil] : []
      runs.append(
        Candidates(
          tense: tense, verbs: verbs, complete: complete, weights: weights, asked: asked,
          everyForm: asked.filter { lacksNothing.has(tense, $0) }, irregularOnly: filter.irregularOnly))
    }
    // With nothing named there is nothing to check (and no copy of every candidate).
    if !filter.tenses.isEmpty || !filter.verbs.isEmpty || !filter.persons.isEmpty {
      try checkNamedValuesAreUsed(
        filter, tenses, verbs, persons, runs.flatMap { run in run.indices.map { run.question($0, verbs) } })
    }
    guard runs.contains(where: { $0.count > 0 }) else { throw .nothingLeft }
    return draw(runs, verbs, count: filter.count, seed: filter.seed)
  }

  private static func verbs(_ filter: PracticeFilter, _ context: PracticeContext)
    throws(PracticeError) -> [PracticeVerb]
  {
    // The default verbs, when the context's verbs are exactly them (as
    // PracticeCatalog makes it): no dictionary of names to build and search.
    if filter.verbs.isEmpty, context.catalog.count == context.defaultVerbs.count,
      zip(context.catalog, context.defaultVerbs).allSatisfy({ $0.infinitive == $1 })
    {
      return context.catalog
    }
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
    for tense in uniqueFew(filter.tenses) where !candidates.contains(where: { $0.tense == tense }) {
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
    for person in uniqueFew(filter.persons) where !candidates.contains(where: { $0.person == person })
    {
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

  /// One tense's candidates, made verb by verb: a run of persons a verb, each run
  /// described once (`Run`), the persons themselves not copied a verb. Every verb
  /// that lacks nothing (nearly all) has the same persons, `everyForm`, kept once
  /// at the start of `persons`; a verb that lacks a form has its own after them.
  /// A Difficult session has 21 tenses of 180 verbs: a person a candidate and four
  /// arrays a verb cost its start 0.4 M instructions.
  private struct Candidates {
    let tense: Tense
    /// `everyForm`, then the persons of each verb that lacks some.
    private(set) var persons: [Person?]
    /// The runs, in verb order; a candidate's position counts across them.
    private(set) var runs: [Run] = []
    /// The number of candidates (where a run after the last would start).
    private(set) var count = 0

    init(
      tense: Tense, verbs: [PracticeVerb], complete: [Bool], weights: [Double], asked: [Person?],
      everyForm: [Person?], irregularOnly: Bool
    ) {
      self.tense = tense
      persons = everyForm
      runs.reserveCapacity(verbs.count)
      for index in verbs.indices where !irregularOnly || verbs[index].irregularTenses.contains(tense) {
        var first = 0
        var length = everyForm.count
        if !complete[index] {
          first = persons.count
          let verb = verbs[index]
          for person in asked where verb.has(tense, person) { persons.append(person) }
          length = persons.count - first
        }
        guard length > 0 else { continue }
        runs.append(Run(start: count, verb: index, firstPerson: first, weight: weights[index]))
        count += length
      }
    }

    var indices: Range<Int> { 0..<count }

    func question(_ index: Int, _ sessionVerbs: [PracticeVerb]) -> Question {
      // The run holding `index`: the last that starts at or before it.
      var low = 0
      var high = runs.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if runs[middle].start <= index { low = middle } else { high = middle - 1 }
      }
      let run = runs[low]
      return Question(sessionVerbs[run.verb].infinitive, tense, persons[run.firstPerson + index - run.start])
    }
  }

  /// A verb's candidates in a tense: where they start among the tense's, the verb
  /// (an index into the session's verbs), where its persons start in `persons`,
  /// and its weight in the draw.
  struct Run {
    var start: Int
    var verb: Int
    var firstPerson: Int
    var weight: Double
  }

  /// Round-robin over the tenses, each tense's candidates in the order
  /// `tenseQueue` gives them.
  private static func draw(_ candidates: [Candidates], _ verbs: [PracticeVerb], count: Int, seed: UInt64)
    -> [Question]
  {
    // A queue gives at most one question a round and a draw ends within `count`
    // rounds, so only a queue's first `count` questions can be drawn; with every
    // queue that long, the draw ends within count / queues rounds (rounded up).
    // The queues are first made that short (a Difficult session has 21 tenses:
    // two questions each, not twenty), and made again whole in the rare draw that
    // needs more (a queue shorter than that); a queue cut short is the whole
    // queue's beginning, and the generator advances alike (tenseQueue), so the
    // questions are the same either way.
    let filled = candidates.filter { $0.count > 0 }
    let short = filled.isEmpty ? count : (count + filled.count - 1) / filled.count
    if let drawn = draw(filled, verbs, count: count, seed: seed, limit: short) { return drawn }
    return draw(filled, verbs, count: count, seed: seed, limit: count) ?? []
  }

  /// The draw with each queue cut to `limit`; nil when that may have cut it short
  /// (fewer than `count` drawn while some queue was cut).
  private static func draw(
    _ filled: [Candidates], _ verbs: [PracticeVerb], count: Int, seed: UInt64, limit: Int
  ) -> [Question]? {
    var generator = SplitMix64(seed: seed)
    var cut = false
    var queues = filled.map { run in
      let queue = tenseQueue(run.runs, end: run.count, limit: limit, using: &generator)
      if queue.count == limit && run.count > limit { cut = true }
      return queue.map { run.question($0, verbs) }
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
    if drawn.count < count && cut && limit < count { return nil }
    drawn.shuffle(using: &generator)
    return drawn
  }

  /// One tense's candidates in the order they are asked: the verbs in a random
  /// order weighted by `weight` (Efraimidis–Spirakis keys: heavier verbs tend to
  /// come first), each verb's persons shuffled, and every verb asked once before
  /// any is asked again. Only the first `limit` questions are put in the queue;
  /// the generator advances as for the whole queue. Each verb's questions come
  /// together in `questions` (the candidates are made verb by verb).
  static func tenseQueue(
    _ questions: [Question], weight: (String) -> Double, limit: Int = .max,
    using generator: inout SplitMix64
  ) -> [Question] {
    let runs = runStarts(questions).map { start in
      Run(start: start, verb: 0, firstPerson: 0, weight: weight(questions[start].infinitive))
    }
    return tenseQueue(runs, end: questions.count, limit: limit, using: &generator).map { questions[$0] }
  }

  /// Where each verb's run of questions starts. Runs,
  /// not a dictionary of verbs: hashing every verb's name cost a practice session's
  /// start 0.9 M instructions.
  private static func runStarts(_ questions: [Question]) -> [Int] {
    var starts: [Int] = []
    var index = 0
    while index < questions.count {
      starts.append(index)
      let infinitive = questions[index].infinitive
      index += 1
      while index < questions.count && questions[index].infinitive == infinitive { index += 1 }
    }
    return starts
  }

  /// `tenseQueue(_:weight:limit:using:)` given the runs (a run's candidates end
  /// where the next starts, the last's at `end`), one per verb.
  ///
  /// Each verb takes two numbers from the generator, whatever `limit` is: its key
  /// and the seed of its persons' shuffle. SplitMix64 counts: the numbers are read
  /// where they fall (`ahead`), and the generator is moved past them at the end,
  /// with no array of seeds made a tense. Only the verbs the queue reaches are put
  /// in order and shuffled: with `limit` at most the number of verbs, the first
  /// round fills the queue, so those are the `limit` verbs of largest key. Sorting
  /// every verb and shuffling each one's persons, for a queue of 20 drawn from 181
  /// verbs, was most of a practice session's start (0.8 M instructions; README,
  /// Speed). The queue holds positions among the candidates.
  private static func tenseQueue(
    _ runs: [Run], end: Int, limit: Int, using generator: inout SplitMix64
  ) -> [Int] {
    let verbCount = runs.count
    let length = min(end, max(limit, 0))
    // Verb v's key is made from number 2v + 1 ahead, its shuffle's seed is 2v + 2.
    let numbers = generator
    generator.skip(2 * verbCount)
    func runLength(_ verb: Int) -> Int {
      (verb + 1 < verbCount ? runs[verb + 1].start : end) - runs[verb].start
    }
    // Verbs by key, largest first (ties: the earlier verb first, a stable order).
    let verbs: [Int]
    if length <= verbCount {
      // Only the `length` largest keys matter: kept as they come, the logarithm
      // of a verb whose key cannot beat them skipped (LargestKeys). A Difficult
      // session's 21 tenses asked a logarithm of each of 180 verbs, for one or
      // two each.
      var top = LargestKeys(count: length)
      runs.withUnsafeBufferPointer { runs in
        for verb in runs.indices {
          let uniform = SplitMix64.unit(numbers.ahead(2 * verb + 1))
          top.offer(verb, uniform: uniform, weight: max(runs[verb].weight, .leastNormalMagnitude))
        }
      }
      verbs = top.indices
    } else {
      let keys = (0..<verbCount).map { verb in
        log(SplitMix64.unit(numbers.ahead(2 * verb + 1))) / max(runs[verb].weight, .leastNormalMagnitude)
      }
      verbs = QuizComposer.stableOrder(verbCount) { keys[$0] > keys[$1] }
    }
    // The reached verbs' positions, each run shuffled, one after another.
    var shuffled: [Int] = []
    var offsets: [Int] = []
    offsets.reserveCapacity(verbs.count)
    for verb in verbs {
      offsets.append(shuffled.count)
      shuffled.append(contentsOf: runs[verb].start..<runs[verb].start + runLength(verb))
      var shuffler = SplitMix64(seed: numbers.ahead(2 * verb + 2))
      shuffled.withUnsafeMutableBufferPointer { all in
        var run = UnsafeMutableBufferPointer(rebasing: all[offsets[offsets.count - 1]...])
        run.shuffle(using: &shuffler)
      }
    }
    var queue: [Int] = []
    queue.reserveCapacity(length)
    var round = 0
    while queue.count < length {
      for (j, verb) in verbs.enumerated() where round < runLength(verb) && queue.count < length {
        queue.append(shuffled[offsets[j] + round])
      }
      round += 1
    }
    return queue
  }

  /// The indices of the `count` largest keys, largest first; of equal keys the
  /// earlier first: the beginning of `QuizComposer.stableOrder` by key, found in
  /// one pass that keeps only the best `count`.
  static func largestKeys(_ keys: [Double], count: Int) -> [Int] {
    var top = LargestKeys(count: count)
    for index in keys.indices { top.offer(index, key: keys[index]) }
    return top.indices
  }

  /// Each tense or person once, in the order first given: a search of the few
  /// kept (at most 22 tenses), cheaper than hashing each.
  private static func uniqueFew<T: Equatable>(_ values: [T]) -> [T] {
    var kept: [T] = []
    for value in values where !kept.contains(value) { kept.append(value) }
    return kept
  }

  private static func unique<T: Hashable>(_ values: [T]) -> [T] {
    var seen: Set<T> = []
    return values.filter { seen.insert($0).inserted }
  }
}
