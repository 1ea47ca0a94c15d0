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
  public static func questions(_ filter: PracticeFilter, in context: PracticeContext)
    throws(PracticeError) -> [Question]
  {
    guard PracticeFilter.countRange.contains(filter.count) else { throw .badCount(filter.count) }
    let tenses = uniqueFew(filter.tenses.isEmpty ? context.defaultTenses : filter.tenses)
    let verbs = try verbs(filter, context)
    // A person the learner names is asked whatever the settings say (--person vos
    // with secondSingularQuiz tú, --person vosotros in Latin America): naming it is
    // the choice. The settings choose only when no person is named.
    let persons = uniqueFew(filter.persons.isEmpty ? context.allowedPersons : filter.persons)

    // The default verbs are drawn frequent first, as in the ranked quiz; verbs the
    // learner named are drawn evenly.
    let weighted = filter.verbs.isEmpty
    // Each tense's candidates come verb by verb, a run of persons a verb. Nearly
    // every verb has the tense's every person (`everyForm`): only the verbs that
    // lack a form (or, with --irregular, that are regular in the tense) are written
    // down, as exceptions; no array a verb and tense is made, and a Question only
    // for what is drawn. Whether each verb lacks anything, and its weight, are
    // worked out once a verb.
    let incomplete = verbs.indices.filter { !verbs[$0].defective.isNone }
    let weights = verbs.map { weighted ? 1 / Double($0.rank ?? unranked) : 1 }
    let finitePersons = persons.map(Optional.some)
    var runs: [Candidates] = []
    for tense in tenses {
      // Non-finite forms have no person: a learner who names persons gets none.
      let asked: [Person?] = tense.isFinite ? finitePersons : filter.persons.isEmpty ? [nil] : []
      runs.append(
        Candidates(
          tense: tense, verbs: verbs, incomplete: incomplete, asked: asked, irregularOnly: filter.irregularOnly))
    }
    // With nothing named there is nothing to check (and no copy of every candidate).
    if !filter.tenses.isEmpty || !filter.verbs.isEmpty || !filter.persons.isEmpty {
      try checkNamedValuesAreUsed(
        filter, tenses, verbs, persons, runs.flatMap { $0.questions(verbs) })
    }
    guard runs.contains(where: { $0.count > 0 }) else { throw .nothingLeft }
    return draw(runs, verbs, weights: weights, count: filter.count, seed: filter.seed)
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

  /// One tense's candidates, verb by verb: a run of persons a verb, the verbs in
  /// the session's order. A verb's run is the tense's `everyForm` persons unless
  /// the verb is an exception: then its own persons (none: the verb has no run).
  /// A candidate's position counts across the runs.
  private struct Candidates {
    let tense: Tense
    /// The persons of a verb that lacks nothing (`everyForm`), then each exception's.
    private(set) var persons: [Person?]
    /// How many persons `everyForm` has: the length of a run that is no exception.
    let everyFormCount: Int
    /// How many verbs the session has (the runs are at most as many).
    let verbCount: Int
    /// The exceptions in verb order, three numbers each: the verb (an index into
    /// the session's verbs), where its persons start in `persons`, and how many.
    /// Plain numbers: an array of a type of our own is generic metadata the
    /// runtime makes at its first use.
    private(set) var exceptions: [Int] = []
    /// The number of runs (verbs with at least one candidate).
    private(set) var runCount: Int
    /// The number of candidates.
    private(set) var count: Int

    init(tense: Tense, verbs: [PracticeVerb], incomplete: [Int], asked: [Person?], irregularOnly: Bool) {
      self.tense = tense
      persons = []
      persons.reserveCapacity(asked.count * (1 + incomplete.count))
      PracticeVerb.lacksNothing.appendPersons(in: tense, of: asked, to: &persons)
      everyFormCount = persons.count
      verbCount = verbs.count
      runCount = verbs.count
      count = verbs.count * everyFormCount
      exceptions.reserveCapacity(3 * (irregularOnly ? verbs.count : incomplete.count))
      var nextIncomplete = 0
      for index in (irregularOnly ? verbs.indices : incomplete.indices) {
        let verb = irregularOnly ? index : incomplete[index]
        // Verbs are visited in order, and so are the incomplete ones.
        let isIncomplete = nextIncomplete < incomplete.count && incomplete[nextIncomplete] == verb
        if isIncomplete { nextIncomplete += 1 }
        if irregularOnly && !verbs[verb].irregularTenses.contains(tense) {
          addException(verb, first: persons.count, length: 0)
        } else if isIncomplete {
          let first = persons.count
          verbs[verb].appendPersons(in: tense, of: asked, to: &persons)
          addException(verb, first: first, length: persons.count - first)
        }
      }
    }

    /// Runs given by their lengths, one a verb (tests of the queue: positions only).
    init(runLengths: [Int]) {
      tense = .presenteDeIndicativo
      persons = []
      everyFormCount = 0
      verbCount = runLengths.count
      runCount = runLengths.count
      count = 0
      for (verb, length) in runLengths.enumerated() { addException(verb, first: 0, length: length) }
    }

    private mutating func addException(_ verb: Int, first: Int, length: Int) {
      exceptions.append(verb)
      exceptions.append(first)
      exceptions.append(length)
      count += length - everyFormCount
      if length == 0 { runCount -= 1 }
    }

    /// Verb `verb`'s run: its index among the runs, where its candidates start, how
    /// many, and where its persons start in `persons` (nil: the verb has no run).
    func run(of verb: Int) -> (index: Int, start: Int, length: Int, firstPerson: Int)? {
      var start = verb * everyFormCount
      var index = verb
      var e = 0
      while e < exceptions.count && exceptions[e] < verb {
        start += exceptions[e + 2] - everyFormCount
        if exceptions[e + 2] == 0 { index -= 1 }
        e += 3
      }
      guard e < exceptions.count && exceptions[e] == verb else {
        return (index, start, everyFormCount, 0)
      }
      return exceptions[e + 2] == 0 ? nil : (index, start, exceptions[e + 2], exceptions[e + 1])
    }

    /// The candidate at `position`.
    func question(_ position: Int, _ sessionVerbs: [PracticeVerb]) -> Question {
      // The uniform stretch after each exception, then the exception itself.
      var verb = 0
      var start = 0
      var e = 0
      while true {
        let nextException = e < exceptions.count ? exceptions[e] : verbCount
        let stretch = (nextException - verb) * everyFormCount
        if position < start + stretch {
          let offset = position - start
          return Question(
            sessionVerbs[verb + offset / everyFormCount].infinitive, tense, persons[offset % everyFormCount])
        }
        start += stretch
        let length = exceptions[e + 2]
        if position < start + length {
          return Question(sessionVerbs[nextException].infinitive, tense, persons[exceptions[e + 1] + position - start])
        }
        start += length
        verb = nextException + 1
        e += 3
      }
    }

    /// Every candidate, in order.
    func questions(_ sessionVerbs: [PracticeVerb]) -> [Question] {
      var all: [Question] = []
      all.reserveCapacity(count)
      var e = 0
      for verb in 0..<verbCount {
        var first = 0
        var length = everyFormCount
        if e < exceptions.count && exceptions[e] == verb {
          first = exceptions[e + 1]
          length = exceptions[e + 2]
          e += 3
        }
        for person in persons[first..<(first + length)] {
          all.append(Question(sessionVerbs[verb].infinitive, tense, person))
        }
      }
      return all
    }
  }

  /// Round-robin over the tenses, each tense's candidates in the order
  /// `tenseQueue` gives them.
  private static func draw(
    _ candidates: [Candidates], _ verbs: [PracticeVerb], weights: [Double], count: Int, seed: UInt64
  ) -> [Question] {
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
    if let drawn = draw(filled, verbs, weights: weights, count: count, seed: seed, limit: short) {
      return drawn
    }
    return draw(filled, verbs, weights: weights, count: count, seed: seed, limit: count) ?? []
  }

  /// The draw with each queue cut to `limit`; nil when that may have cut it short
  /// (fewer than `count` drawn while some queue was cut).
  private static func draw(
    _ filled: [Candidates], _ verbs: [PracticeVerb], weights: [Double], count: Int, seed: UInt64,
    limit: Int
  ) -> [Question]? {
    var generator = SplitMix64(seed: seed)
    var cut = false
    var queues = filled.map { run in
      let queue = tenseQueue(run, weights: weights, limit: limit, using: &generator)
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
    let starts = runStarts(questions)
    let lengths = starts.indices.map { (($0 + 1 < starts.count) ? starts[$0 + 1] : questions.count) - starts[$0] }
    return tenseQueue(
      Candidates(runLengths: lengths), weights: starts.map { weight(questions[$0].infinitive) }, limit: limit,
      using: &generator
    ).map { questions[$0] }
  }

  /// Where each verb's run of questions starts.
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

  /// `tenseQueue(_:weight:limit:using:)` for a tense's candidates, each verb of
  /// the session weighing `weights[verb]`.
  ///
  /// Each run takes two numbers from the generator, whatever `limit` is: its key
  /// and the seed of its persons' shuffle. SplitMix64 counts: the numbers are read
  /// where they fall (`ahead`), and the generator is moved past them at the end,
  /// with no array of seeds made a tense. Only the verbs the queue reaches are put
  /// in order and shuffled: with `limit` at most the number of runs, the first
  /// round fills the queue, so those are the `limit` verbs of largest key. Sorting
  /// every verb and shuffling each one's persons is not needed for a queue of 20
  /// drawn from 181 verbs. The queue holds positions among the candidates.
  private static func tenseQueue(
    _ candidates: Candidates, weights: [Double], limit: Int, using generator: inout SplitMix64
  ) -> [Int] {
    let runCount = candidates.runCount
    let length = min(candidates.count, max(limit, 0))
    // Run r's key is made from number 2r + 1 ahead, its shuffle's seed is 2r + 2.
    let numbers = generator
    generator.skip(2 * runCount)
    func key(_ run: Int, _ verb: Int) -> (uniform: Double, weight: Double) {
      (SplitMix64.unit(numbers.ahead(2 * run + 1)), max(weights[verb], .leastNormalMagnitude))
    }
    // The verbs by key, largest first (ties: the earlier verb first, a stable order).
    var verbs: [Int]
    if length <= runCount {
      // Only the `length` largest keys matter: kept as they come, the logarithm
      // of a verb whose key cannot beat them skipped (LargestKeys). A Difficult
      // session's 21 tenses asked a logarithm of each of 180 verbs, for one or
      // two each. Verbs in order are runs in order: ties fall alike.
      var top = LargestKeys(count: length)
      let exceptions = candidates.exceptions
      weights.withUnsafeBufferPointer { weights in
        func offer(_ verb: Int, _ run: Int) {
          top.offer(
            verb, uniform: SplitMix64.unit(numbers.ahead(2 &* run &+ 1)),
            weight: max(weights[verb], .leastNormalMagnitude))
        }
        // The verbs between two exceptions, then the exception (offered when it
        // has a run).
        var verb = 0
        var run = 0
        var e = 0
        while verb < candidates.verbCount {
          let exception = e < exceptions.count ? exceptions[e] : candidates.verbCount
          while verb < exception {
            offer(verb, run)
            verb += 1
            run += 1
          }
          guard verb < candidates.verbCount else { break }
          if exceptions[e + 2] > 0 {
            offer(verb, run)
            run += 1
          }
          verb += 1
          e += 3
        }
      }
      verbs = top.indices
    } else {
      verbs = (0..<candidates.verbCount).filter { candidates.run(of: $0) != nil }
      let keys = verbs.indices.map { run in
        let (uniform, weight) = key(run, verbs[run])
        return log(uniform) / weight
      }
      verbs = QuizComposer.stableOrder(runCount) { keys[$0] > keys[$1] }.map { verbs[$0] }
    }
    // The reached verbs' positions, each run shuffled, one after another.
    var shuffled: [Int] = []
    var offsets: [Int] = []
    var lengths: [Int] = []
    offsets.reserveCapacity(verbs.count)
    lengths.reserveCapacity(verbs.count)
    for verb in verbs {
      guard let run = candidates.run(of: verb) else { continue }
      offsets.append(shuffled.count)
      lengths.append(run.length)
      shuffled.append(contentsOf: run.start..<run.start + run.length)
      var shuffler = SplitMix64(seed: numbers.ahead(2 * run.index + 2))
      shuffled.withUnsafeMutableBufferPointer { all in
        var positions = UnsafeMutableBufferPointer(rebasing: all[offsets[offsets.count - 1]...])
        positions.shuffle(using: &shuffler)
      }
    }
    var queue: [Int] = []
    queue.reserveCapacity(length)
    var round = 0
    while queue.count < length {
      for j in offsets.indices where round < lengths[j] && queue.count < length {
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
