import FoundationEssentials

/// Why an item is in today's session.
public enum DailyReason: String, Sendable, Hashable, CaseIterable {
  /// Due in review (FSRS), or missed and not yet relearnt.
  case due
  /// It tests a skill a diagnosis names.
  case diagnosis
  /// It tests one of the weakest skills.
  case weak
  /// Not asked before: the next verb by frequency.
  case new
  /// The first session's placement.
  case placement
  /// It could show a likely error the learner has had few chances to make
  /// (docs/learning.md, "Probing").
  case probe
  /// It belongs to one of the class's assignments open today (the local copy
  /// `conjugar class status` keeps: Session/Sessions+Class.swift).
  case assignment
}

/// One item of `conjugar today`: the question, why it was chosen, the skill it
/// targets (weak, diagnosis, placement), and for the JSON its accepted answers
/// and (context) accepted tenses.
public struct DailyItem: Sendable, Hashable {
  /// The question asked.
  public let question: Question
  /// Why it was chosen.
  public let reason: DailyReason
  /// The skill it targets (a weak skill, a diagnosis's); nil for due and new items.
  public let skill: Skill?
  /// Its accepted answers.
  public let answers: [String]
  /// The tenses it accepts (a context sentence may accept more than one).
  public let tenses: [Tense]
  /// Every skill an answer to it touches.
  public let skills: [Skill]
  /// For a probe, the family of errors it could show.
  public var probe: ProbeFamily? = nil
}

/// Chooses today's session from the learner model: due reviews, items of the
/// weakest skills and of the diagnoses (forms and context sentences that test
/// them), a few new items by frequency, interleaved. A plain function of its
/// inputs and seed (docs/learning.md, "today").
public struct DailyPlanner: Sendable {
  let catalog: VerbCatalog
  let library: ContextLibrary?
  let settings: Settings
  /// The most frequent verbs, most frequent first: where form items are drawn from.
  let verbs: [String]

  /// A planner over `catalog` and `library` (the World's sentences; nil: forms
  /// only) for a learner with `settings`.
  public init(catalog: VerbCatalog, settings: Settings, library: ContextLibrary?) {
    self.catalog = catalog
    self.settings = settings
    self.library = library
    verbs = VerbList.mostFrequent(150, in: catalog)
  }

  /// The most due items of one skill not targeted that a session of `count`
  /// asks: a fifth of it (6 of 30), at least 1.
  static func dueCapPerSkill(count: Int) -> Int { max(1, count / 5) }

  /// The -se tense's skill counted as its -ra twin's (pluscuamperfecto de
  /// subjuntivo 2 as 1): for the review cap, one tense.
  static func spellingsAsOne(_ skill: Skill) -> Skill {
    for tense in Tense.allCases where tense.seTwin.map({ skill == Skill(.tense, $0.rawValue) }) == true {
      return Skill(.tense, tense.rawValue)
    }
    return skill
  }

  /// The patterns of `mistakes` not among `active` (the diagnoses in force), by
  /// the verb and the skill at fault they were made on ("pensar\0tense:…").
  static func pastErrors(_ mistakes: [MistakeRecord], besides active: Set<MistakePattern>) -> [String: MistakePattern] {
    var found: [String: MistakePattern] = [:]
    for record in mistakes where !active.contains(record.pattern) {
      found[record.infinitive + "\u{0}" + record.skill.name] = record.pattern
    }
    return found
  }

  /// The due items a plan of `count` is chosen from: more than it asks, so that
  /// a skill at its cap leaves room for others (`dueCapPerSkill`).
  public static func dueCandidates(count: Int) -> Int { count * 3 }

  /// About two items a minute: a form takes some 20 s, a sentence 40 s.
  public static func itemCount(minutes: Int) -> Int { max(1, minutes * 2) }

  /// A skill is weak below this estimate.
  public static let weakBelow = 0.6

  /// The persons asked: the region's and the second-person setting's.
  var persons: [Person] {
    var persons: [Person] = [.yo, settings.secondSingularQuiz == .vos ? .vos : .tu, .el, .nosotros, .ellos]
    if settings.region == .spain { persons.append(.vosotros) }
    return persons
  }

  /// What today aims at: a skill, why, and for a diagnosis the error its items must be able to show.
  public struct Target: Sendable, Hashable {
    /// The skill drilled.
    public let skill: Skill
    /// `diagnosis` or `weak`.
    public let reason: DailyReason
    /// The diagnosis's pattern: every item chosen for it can show it.
    public let pattern: MistakePattern?
  }

  /// The skills today aims at, first first: the diagnoses' skills, then the
  /// weakest practised skills below `weakBelow`; at most four. A skill some
  /// active diagnosis names is never drilled as merely weak.
  public func targets(_ snapshot: LearnerSnapshot, now: Date) -> [Target] {
    var targets: [Target] = []
    for diagnosis in snapshot.diagnoses(at: now) {
      if let skill = Self.drilledSkill(diagnosis), !targets.contains(where: { $0.skill == skill }) {
        targets.append(Target(skill: skill, reason: .diagnosis, pattern: diagnosis.pattern))
      }
    }
    let weak = snapshot.levels(at: now).filter { level in
      level.skill.grain != .person && snapshot.skills[level.skill]?.isWeak(at: now, below: Self.weakBelow) == true
    }
    .sorted { $0.mastery != $1.mastery ? $0.mastery < $1.mastery : $0.skill < $1.skill }
    for level in weak where !targets.contains(where: { $0.skill == level.skill }) {
      targets.append(Target(skill: level.skill, reason: .weak, pattern: nil))
    }
    return Array(targets.prefix(4))
  }

  /// The skill a diagnosis is drilled through: the person for tú / vos and tú /
  /// usted (the forms of that person where the two differ), else the skill it was
  /// seen in most.
  public static func drilledSkill(_ diagnosis: Diagnosis) -> Skill? {
    switch diagnosis.pattern {
    case .tuForVos: Skill(.person, Person.vos.rawValue)
    case .vosForTu, .ustedForTu: Skill(.person, Person.tu.rawValue)
    case .tuForUsted: Skill(.person, Person.el.rawValue)
    case .vosotrosForUstedes: Skill(.person, Person.ellos.rawValue)
    case .ustedesForVosotros: Skill(.person, Person.vosotros.rawValue)
    case .indicativeAfterConjunction: Skill(.context, ContextTopic.subjuntivoAdverbial.rawValue)
    default: diagnosis.skills.first
    }
  }

  /// The verbs new items are drawn from: what `ScheduleExcerpt.known` must cover.
  public var candidateVerbs: Set<String> { Set(verbs) }

  /// Today's session of `count` items. `schedule` holds the first items a review
  /// would ask (due ones come first), and the scheduled candidates (not new).
  /// `assigned`: the skills of the class's assignments open today (tenses and
  /// context topics), which get up to a quarter of the session, shared between them.
  public func plan(
    _ snapshot: LearnerSnapshot, schedule: ScheduleExcerpt, now: Date, count: Int, seed: UInt64,
    assigned: [Skill] = []
  ) -> [DailyItem] {
    var generator = SplitMix64(seed: seed)
    if snapshot.isEmpty && schedule.isEmpty { return placement(count: min(count, Placement.maximum)) }
    let diagnoses = snapshot.diagnoses(at: now)
    let targets = targets(snapshot, now: now)
    let due = schedule.due
    let dueCount = min(due.count, targets.isEmpty ? count / 2 : count * 3 / 10)
    let diagnosed = targets.contains { $0.reason == .diagnosis }
    var taken: Set<Question> = []
    var dueItems: [DailyItem] = []
    // A skill no longer targeted (a diagnosis cleared, a weak skill recovered)
    // keeps its reviews, but at most `dueCapPerSkill` of them a day: the rest wait
    // for the next days (`conjugar review` asks them all), so a learner who has
    // mastered it gets a varied session back. Persons are left out: every form
    // has one. The -ra and -se forms of a tense count as one: one tense, two
    // spellings.
    // An error no longer diagnosed (cleared) is one cap across every skill it
    // touched: the indicative for the subjunctive spans the tense and six context
    // topics, whose reviews would otherwise each take their own fifth.
    let targeted = Set(targets.map(\.skill))
    let cap = Self.dueCapPerSkill(count: count)
    let pastErrors = Self.pastErrors(snapshot.mistakes, besides: Set(diagnoses.map(\.pattern)))
    var perSkill: [Skill: Int] = [:]
    var perPattern: [MistakePattern: Int] = [:]
    for question in due where dueItems.count < dueCount {
      guard let item = makeItem(question, .due, nil) else { continue }
      let capped = item.skills.filter { $0.grain != .person && !targeted.contains($0) }.map(Self.spellingsAsOne)
      let pattern = item.skills.lazy.compactMap { pastErrors[question.infinitive + "\u{0}" + $0.name] }.first
      guard capped.allSatisfy({ perSkill[$0, default: 0] < cap }),
        pattern.map({ perPattern[$0, default: 0] < cap }) ?? true,
        taken.insert(question).inserted
      else { continue }
      for skill in capped { perSkill[skill, default: 0] += 1 }
      if let pattern { perPattern[pattern, default: 0] += 1 }
      dueItems.append(item)
    }
    // The class's assignments: up to a quarter of the session, in equal shares.
    var assignedItems: [DailyItem] = []
    let assignedCount = assigned.isEmpty ? 0 : min(count - dueItems.count, max(assigned.count, count / 4))
    for (index, skill) in assigned.enumerated() {
      let wanted = (assignedCount - assignedItems.count) / (assigned.count - index)
      assignedItems += items(testing: skill, reason: .assignment, count: wanted, taken: &taken, using: &generator)
    }
    let left = count - dueItems.count - assignedItems.count
    let weakCount = targets.isEmpty ? 0 : min(left, count * (diagnosed ? 5 : 4) / 10)
    // A learner who swaps the -ra and -se forms is drilled on both, by name.
    let swapped = Set(
      diagnoses.filter { $0.pattern == .seForRa || $0.pattern == .raForSe }.compactMap(\.skills.first))
    // Diagnosed skills get two shares of the weak items, weak skills one.
    let shares = targets.map { $0.reason == .diagnosis ? 2 : 1 }
    let total = max(1, shares.reduce(0, +))
    var weakItems: [DailyItem] = []
    for (index, target) in targets.enumerated() {
      let wanted = index == targets.count - 1 ? weakCount - weakItems.count : weakCount * shares[index] / total
      weakItems += items(
        testing: target.skill, reason: target.reason, count: max(0, wanted), taken: &taken,
        bothSpellings: target.reason == .diagnosis && swapped.contains(target.skill), showing: target.pattern,
        using: &generator)
    }
    let probes = probeItems(
      count: min(Self.probeCount(count: count, covering: isCovering(snapshot)), left - weakItems.count),
      snapshot: snapshot, taken: &taken, using: &generator)
    let newItems = newItems(
      count: left - weakItems.count - probes.count, known: schedule.known, taken: &taken)
    return Self.interleave([dueItems, assignedItems, weakItems, probes, newItems], using: &generator)
  }

  /// The lists merged so each is spread through the session: an item's place is
  /// its rank in its list, spaced by the list's length, with a little seeded jitter.
  static func interleave(_ lists: [[DailyItem]], using generator: inout SplitMix64) -> [DailyItem] {
    var keyed: [(key: Double, item: DailyItem)] = []
    for list in lists where !list.isEmpty {
      for (rank, item) in list.enumerated() {
        let jitter = Double(generator.next() % 1000) / 2000
        keyed.append(((Double(rank) + jitter) / Double(list.count), item))
      }
    }
    return keyed.sorted { $0.key < $1.key }.map(\.item)
  }

  /// Up to `count` items that test `skill`: form questions and, for a tense or a
  /// context topic, sentences whose choice it is.
  /// `bothSpellings`: forms only, of the tense and its -ra / -se twin (a sentence
  /// takes either, so it cannot tell them apart).
  /// `pattern`: only items that can show it (a diagnosis's: docs/learning.md, "Evidence").
  func items(
    testing skill: Skill, reason: DailyReason, count: Int, taken: inout Set<Question>,
    bothSpellings: Bool = false, showing pattern: MistakePattern? = nil, using generator: inout SplitMix64
  ) -> [DailyItem] {
    guard count > 0 else { return [] }
    var found: [DailyItem] = []
    var forms: [String: VerbForms?] = [:]
    func shows(_ item: DailyItem) -> Bool {
      guard let pattern else { return true }
      let verb = item.question.infinitive
      if forms[verb] == nil { forms[verb] = .some(VerbForms(infinitive: verb, catalog: catalog)) }
      guard let correct = item.answers.first else { return false }
      let sentence = item.question.sentence.flatMap { library?.sentence($0) }
      return MistakePattern.chances(item.question, correctForm: correct, forms: forms[verb] ?? nil, sentence: sentence)
        .contains(pattern)
    }
    // tú for usted, vosotros for ustedes: items that speak to usted (ustedes), as
    // their probes are; a plain él or ellos form cannot show the error.
    if let pattern, let family = [ProbeFamily.usted, .ustedes].first(where: { $0.pattern == pattern }) {
      for question in probeQuestions(family, tested: 0, using: &generator)
      where found.count < count && !taken.contains(question) {
        guard let item = makeItem(question, reason, skill), shows(item) else { continue }
        taken.insert(question)
        found.append(item)
      }
      return found
    }
    let sentences = (library?.sentences ?? []).filter { sentence in
      ContextLibrary.asks(sentence, settings: settings)
        && (skill.isDirection
          ? Skill.direction(of: sentence) == skill
          : skill.grain == .context
            ? sentence.topic.rawValue == skill.key
            : skill.grain == .tense && sentence.tense.rawValue == skill.key)
    }.shuffled(using: &generator)
    // A tense is tested by forms and, half the time, by sentences that call for it.
    var sentenceQuota = skill.grain == .context ? count : skill.grain == .tense && !bothSpellings ? count / 2 : 0
    for sentence in sentences where sentenceQuota > 0 && found.count < count {
      if !taken.contains(sentence.question), let item = makeItem(sentence.question, reason, skill), shows(item) {
        taken.insert(sentence.question)
        found.append(item)
        sentenceQuota -= 1
      }
    }
    guard skill.grain != .context else { return found }
    let verbPool = skill.key == "pronominal" ? VerbFamily.pronominal.verbs : verbs
    var tenses = Self.tensesShowing(skill)
    if bothSpellings, let tense = tenses.first, let twin = raSePartner(tense) { tenses.append(twin) }
    verbs: for verb in verbPool.shuffled(using: &generator) where found.count < count {
      for tense in tenses.shuffled(using: &generator) {
        var candidates: [Person?] = [nil]
        if tense.isFinite {
          candidates = skill.grain == .person ? [Person(rawValue: skill.key)] : persons.shuffled(using: &generator)
        }
        for person in candidates {
          let question = Question(verb, tense, person)
          // The twin's forms touch the twin's skill; they drill the diagnosis all the same.
          guard !taken.contains(question), let item = makeItem(question, reason, skill),
            item.skills.contains(skill) || bothSpellings, shows(item)
          else { continue }
          taken.insert(question)
          found.append(item)
          continue verbs
        }
      }
    }
    return found
  }

  /// The tenses where a skill shows: the tense itself, or where a family's change is.
  static func tensesShowing(_ skill: Skill) -> [Tense] {
    switch skill.grain {
    case .tense: return Tense(rawValue: skill.key).map { [$0] } ?? []
    case .context: return []
    case .person:
      return [.presenteDeIndicativo, .preterito, .imperfectoDeIndicativo, .futuroDeIndicativo, .presenteDeSubjuntivo]
    case .family:
      switch skill.key {
      case "e-ie", "o-ue", "u-ue", "i-ie", "zc": return [.presenteDeIndicativo, .presenteDeSubjuntivo]
      case "e-i", "o-u": return [.presenteDeIndicativo, .preterito, .presenteDeSubjuntivo]
      case "spelling", "y": return [.preterito, .presenteDeSubjuntivo]
      case "preterite-stem": return [.preterito, .imperfectoDeSubjuntivo1]
      case "participle": return [.participio, .perfectoDeIndicativo]
      case "pronominal": return [.presenteDeIndicativo, .preterito, .perfectoDeIndicativo, .imperativoPositivo]
      default: return [.presenteDeIndicativo, .futuroDeIndicativo, .preterito]
      }
    }
  }

  /// New items by frequency: the most frequent verbs in the core tenses, then a
  /// sentence in every third place, none with a schedule already.
  func newItems(count: Int, known: Set<Question>, taken: inout Set<Question>) -> [DailyItem] {
    guard count > 0 else { return [] }
    let tenses: [Tense] = [
      .presenteDeIndicativo, .preterito, .imperfectoDeIndicativo, .futuroDeIndicativo, .presenteDeSubjuntivo,
      .condicional, .perfectoDeIndicativo, .imperfectoDeSubjuntivo1, .pluscuamperfectoDeSubjuntivo1,
    ]
    // Sentences easiest first, the topics taken in turn.
    var byTopic: [ContextTopic: [ContextSentence]] = [:]
    for sentence in library?.sentences ?? []
    where ContextLibrary.asks(sentence, settings: settings) && !known.contains(sentence.question) {
      byTopic[sentence.topic, default: []].append(sentence)
    }
    let queues = ContextTopic.allCases.compactMap { byTopic[$0]?.sorted { $0.level < $1.level } }
    var sentences: [ContextSentence] = []
    for rank in 0..<(queues.map(\.count).max() ?? 0) {
      for queue in queues where rank < queue.count { sentences.append(queue[rank]) }
    }
    var sentenceIndex = 0
    var found: [DailyItem] = []
    var step = 0
    while found.count < count && step < verbs.count * tenses.count {
      defer { step += 1 }
      if found.count % 3 == 2, sentenceIndex < sentences.count {
        let question = sentences[sentenceIndex].question
        sentenceIndex += 1
        if !taken.contains(question), let item = makeItem(question, .new, nil) {
          taken.insert(question)
          found.append(item)
          continue
        }
      }
      // Verb by verb, each in the next tense and person, so early verbs come first.
      let verb = verbs[(step / tenses.count) % verbs.count]
      let tense = tenses[step % tenses.count]
      let person = persons[step % persons.count]
      let question = Question(verb, tense, person)
      guard !known.contains(question), !taken.contains(question), let item = makeItem(question, .new, nil) else {
        continue
      }
      taken.insert(question)
      found.append(item)
    }
    return found
  }

  /// A tenth of a session probes (3 of 30; 1 of 10 at --minutes 5; none under 10
  /// items), and another tenth while `covering`: while some family in scope has had
  /// fewer than `coveredChances` chances in the window (a learner's first sessions),
  /// so that each is tested early enough for its error to be named in the first week.
  static func probeCount(count: Int, covering: Bool = false) -> Int {
    count >= 10 ? count / 10 * (covering ? 2 : 1) : 0
  }

  /// The chances in the window after which a family counts as covered.
  static let coveredChances = 3
  /// At most this many probes a session for one family whose error was seen and
  /// not named: enough for a learner who makes it most of the time to be named (3 errors).
  static let followUpProbes = 3

  /// Whether some family in scope has had fewer than `coveredChances` chances in the window.
  func isCovering(_ snapshot: LearnerSnapshot) -> Bool {
    ProbeFamily.inScope(settings).contains { tested($0, snapshot) < Self.coveredChances }
  }

  /// A family's chances so far: its pattern's in the window, or where the pattern
  /// is broader than the family, the answers on the family's own skill.
  func tested(_ family: ProbeFamily, _ snapshot: LearnerSnapshot) -> Int {
    if family != .adverbial, let topic = family.topic {
      return snapshot.skills[Skill(.context, topic.rawValue)]?.asked ?? 0
    }
    switch family {
    case .gerund: return snapshot.skills[Skill(.tense, Tense.gerundio.rawValue)]?.asked ?? 0
    case .strongPreterito: return snapshot.skills[Skill(.family, "preterite-stem")]?.asked ?? 0
    default: return snapshot.window[family.pattern]?.chances ?? 0
    }
  }

  /// The questions a probe of `family` is drawn from, in the order tried (each must
  /// still be recognised as a chance of it).
  func probeQuestions(_ family: ProbeFamily, tested: Int, using generator: inout SplitMix64) -> [Question] {
    let asked = (library?.sentences ?? []).filter { ContextLibrary.asks($0, settings: settings) }
    switch family {
    case .adverbial:
      // Recognised by the sentence's conjunction, whatever its topic; the
      // conjunctions in turn (para que, antes de que, cuando), by the chances so far.
      var byConjunction: [String: [Question]] = [:]
      for sentence in asked {
        if let conjunction = MistakePattern.adverbialConjunction(sentence.text, tense: sentence.tense) {
          byConjunction[conjunction, default: []].append(sentence.question)
        }
      }
      let order = ["para que", "antes de que", "cuando"]
      let first = tested % order.count
      var questions: [Question] = []
      for offset in 0..<order.count {
        var group = byConjunction[order[(first + offset) % order.count]] ?? []
        group.shuffle(using: &generator)
        questions += group
      }
      return questions
    case .usted, .ustedes:
      // Sentences that speak to usted (ustedes) first: there the learner must see
      // from the sentence who is spoken to, as in speech, where a form question
      // names the person. Then forms asked for usted (ustedes).
      let subject: ContextSubject = family == .usted ? .usted : .ustedes
      var spoken = asked.filter { $0.subject == subject }.map(\.question)
      var forms = family.candidates(persons: persons)
      spoken.shuffle(using: &generator)
      forms.shuffle(using: &generator)
      return spoken + forms
    default:
      var questions: [Question]
      if let topic = family.topic {
        questions = asked.filter { $0.topic == topic && $0.tense.mood == .subjuntivo }.map(\.question)
      } else {
        questions = family.candidates(persons: persons)
      }
      questions.shuffle(using: &generator)
      return questions
    }
  }

  /// Up to `count` probes: items that could show a likely error, one family
  /// each, the families with the fewest chances in the window first
  /// (docs/learning.md, "Probing").
  func probeItems(
    count: Int, snapshot: LearnerSnapshot, taken: inout Set<Question>, using generator: inout SplitMix64
  ) -> [DailyItem] {
    guard count > 0 else { return [] }
    let families = ProbeFamily.inScope(settings)
    // A likely error first: a family whose error was made in the window, at a
    // rate that could name it, and is not named yet (so it is followed up, with up
    // to `followUpProbes` items a session, until the evidence names or clears it);
    // then the least tested, one item each.
    let named = Set(snapshot.allDiagnoses.filter { $0.status == .active }.map(\.pattern))
    func suspected(_ family: ProbeFamily) -> Bool {
      guard !named.contains(family.pattern), let counts = snapshot.window[family.pattern], counts.errors > 0 else {
        return false
      }
      return Double(counts.errors) >= Diagnosis.minimumRate * Double(max(1, counts.chances))
    }
    let ranked = families.enumerated().sorted { a, b in
      let (p, q) = (suspected(a.element), suspected(b.element))
      if p != q { return p }
      let (x, y) = (tested(a.element, snapshot), tested(b.element, snapshot))
      return x != y ? x < y : a.offset < b.offset
    }.map(\.element)
    // Two families share a pattern (the four trigger topics): one follow-up for them.
    var followed: Set<MistakePattern> = []
    var found: [DailyItem] = []
    for family in ranked where found.count < count {
      var wanted = 1
      if suspected(family), followed.insert(family.pattern).inserted { wanted = Self.followUpProbes }
      var taking = 0
      for question in probeQuestions(family, tested: tested(family, snapshot), using: &generator)
      where !taken.contains(question) && taking < wanted && found.count < count {
        guard var item = makeItem(question, .probe, nil), let correct = item.answers.first else { continue }
        let forms = VerbForms(infinitive: question.infinitive, catalog: catalog)
        let sentence = question.sentence.flatMap { library?.sentence($0) }
        let chances = MistakePattern.chances(question, correctForm: correct, forms: forms, sentence: sentence)
        guard family.isChance(question, topic: sentence?.topic, chances: chances) else { continue }
        item.probe = family
        taken.insert(question)
        found.append(item)
        taking += 1
      }
    }
    return found
  }

  /// The item of `question`, nil when the verb has no such form.
  func makeItem(_ question: Question, _ reason: DailyReason, _ skill: Skill?) -> DailyItem? {
    if let id = question.sentence {
      guard let sentence = library?.sentence(id), let form = sentence.accepted(in: catalog) else { return nil }
      return DailyItem(
        question: question, reason: reason, skill: skill, answers: form.accepted,
        tenses: uniqueTenses(sentence.readings.map(\.tense)),
        skills: Skill.skills(of: question, correctForm: form.primary, topic: sentence.topic))
    }
    guard catalog.hasForm(question.infinitive, question.tense, question.person) == true,
      !(question.person == .yo && question.tense.isImperative),
      let form = catalog.conjugation(of: question.infinitive)?.form(question.tense, question.person)
    else { return nil }
    return DailyItem(
      question: question, reason: reason, skill: skill, answers: form.accepted, tenses: [question.tense],
      skills: Skill.skills(of: question, correctForm: form.primary))
  }

  func uniqueTenses(_ tenses: [Tense]) -> [Tense] {
    var seen: Set<Tense> = []
    return tenses.filter { seen.insert($0).inserted }
  }
}
