import ArgumentParser
import ConjugarCore
import FoundationEssentials

/// `conjugar today`: one daily session chosen from the learner model: what is due
/// in review, items of the weakest skills and of the diagnoses, a few new items
/// by frequency, interleaved; a short placement the first time
/// (docs/learning.md). The questions go to the one session entry as they were
/// chosen, each with its reason (`SessionPlan.given`), recorded as practice.
struct TodayCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "today",
    abstract: "Play today's session: what is due, your weakest skills, a few new verbs.",
    discussion: """
      About 15 minutes (two items a minute), chosen from your answers so far: items due in \
      review, forms and context sentences that test your weakest skills and the errors you \
      repeat (conjugar progress shows them), and new items of frequent verbs, interleaved. \
      The first time, a short placement (at most 15 questions, in stages of 5; it stops \
      after a stage with at most one right) sets your starting estimates and the quiz \
      difficulty. The end shows what moved and your streak.
      """)

  @Option(help: "How long the session should take, in minutes (1 to 120).")
  var minutes = 15

  @Option(help: "How many items, instead of --minutes (1 to 240).")
  var count: Int?

  @Option(help: "Draw the session from this seed, to replay it.")
  var seed: UInt64?

  @Flag(help: "Print the session without playing: each item with why it was chosen.")
  var listQuestions = false

  @Flag(
    help:
      "With --list-questions, print JSON: [{index, kind, infinitive, person, tense or sentence and tenses, answers, reason, skill, skills}]."
  )
  var json = false

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  var dataUse: DataUse { listQuestions ? .reads : .writes }

  func validate() throws {
    try QuizCommand.validate(listQuestions: listQuestions, json: json)
  }

  func checkBeforeLaunch() throws {
    guard (1...120).contains(minutes) else {
      throw CommandFailure("--minutes must be from 1 to 120, not \(minutes)", exitStatus: .usage)
    }
    if let count, !(1...240).contains(count) {
      throw CommandFailure("--count must be from 1 to 240, not \(count)", exitStatus: .usage)
    }
  }

  func run() throws {
    let world = Current
    // The class's assignments, from the local copy only (Session/Sessions+Class.swift).
    let due = Sessions.classAssignments(
      in: world, database: conjugar.launch.database, environment: ClassExchange.environment)
    let (before, items) = try Sessions.daily(
      count: count ?? DailyPlanner.itemCount(minutes: minutes), seed: seed, assigned: Sessions.classSkills(due),
      in: world)
    if let line = before.leftOutLine { world.console.warn(line) }
    let assignments = Sessions.classLines(due)
    if !json {
      for line in assignments { world.console.write(TextWrap.wrap(line, width: world.console.columns) + "\n") }
    }
    if listQuestions {
      world.console.write(json ? LearnerJSON.session(items) : Self.list(items, width: world.console.columns))
      return
    }
    let placement = items.first?.reason == .placement
    if placement {
      try Self.place(items, in: world)
    } else {
      world.console.write(Self.summary(items, width: world.console.columns))
      // The backlog has a plan: how many are due today, what this session takes, the catch-up.
      let dueToday = try world.records.reviewBacklog(now: Sessions.dueBy(world.clock.now())).due
      if let line = Sessions.backlogLine(dueToday: dueToday, inSession: items.filter { $0.reason == .due }.count) {
        world.console.write(TextWrap.wrap(line, width: world.console.columns) + "\n")
      }
      try SessionRun.play(try Sessions.start(Self.plan(items, name: "daily session"), in: world), in: world)
    }
    let after = try world.records.learner(now: world.clock.now())
    world.console.write(
      Self.moved(
        before: before, after: after, now: world.clock.now(), width: world.console.columns, placement: placement)
        + Self.streak(try world.records.progress(now: world.clock.now()).streakDays))
  }

  /// The placement, played as one flow (`PlacementFlow`, in the core: its stages,
  /// its stop and the difficulty it sets): a header a stage, questions numbered
  /// across the stages, one summary at the end.
  static func place(_ items: [DailyItem], in world: World) throws {
    let width = world.console.columns
    let stages = PlacementFlow.stages(items).count
    world.console.write(
      TextWrap.wrap(
        "First, a short placement: at most \(items.count) questions in \(stages) stages, easiest first; "
          + "it stops when the rest would be too hard. Answer what you can, leave blank what you do not know; "
          + ":help for help, :q quits.", width: width) + "\n"
        // Each "x → y" whole on its line, as the quiz's header keeps them.
        + QuizText.joined(["No Spanish keyboard?", "a' → á,", "u: → ü,", "n~ → ñ."], separator: " ", width: width)
        + "\n")
    var before = 0
    var points = 0
    var seconds = 0
    let summary = try PlacementFlow.run(items, in: world) { stage in
      world.console.write("\n" + TextWrap.wrap(placementHeader(stage.number, of: stage.count), width: width) + "\n")
      let flow = QuizPlayer.Flow(before: before, points: points, seconds: seconds, total: items.count)
      let answers = try SessionRun.play(stage.session, in: world, flow: flow)
      before += stage.session.questions.count
      points += answers.reduce(0) { $0 + $1.grade.points }
      seconds += stage.session.game.elapsedSeconds(at: world.clock.now())
      return answers
    }
    world.console.write(placementSummary(summary, width: width))
  }

  static func placementHeader(_ number: Int, of count: Int) -> String {
    let what = ["the basics", "more tenses and stem changes", "the subjunctive, a compound tense, si clauses"]
    return "Placement, stage \(number) of \(count)" + (number <= what.count ? ": " + what[number - 1] : "")
  }

  /// The placement's one summary: right of answered, the difficulty set, and
  /// each stage's right of asked.
  static func placementSummary(_ summary: PlacementFlow.Summary, width: Int) -> String {
    guard summary.answered > 0 else {
      return "\n" + TextWrap.wrap("Placement left before any answer: nothing was placed.", width: width) + "\n"
    }
    var first = "Placement: \(summary.right) of \(summary.answered) right"
    if let difficulty = summary.difficulty {
      first += "; the quiz difficulty is now \(difficulty.rawValue)."
    } else {
      first += ", too few answers to place you; the quiz difficulty stays as it was."
    }
    var lines = [first]
    for stage in summary.stages {
      var line = "  Stage \(stage.number) of \(summary.stageCount): \(stage.right) of \(stage.answered) right"
      if stage.answered < stage.questions { line += " (left after \(stage.answered) of \(stage.questions))" }
      lines.append(line + ".")
    }
    if summary.stoppedEarly {
      lines.append("  It stopped after stage \(summary.stages.count): the next would be harder still.")
    }
    if summary.difficulty == .moderate, summary.answered > 0, summary.right * 4 >= summary.answered * 3 {
      lines.append("  Difficult needs 2 of the 3 items above B1 right: \(summary.topRight) were.")
    }
    return "\n" + lines.map { TextWrap.wrap($0, width: width, indent: 4) + "\n" }.joined()
  }

  /// The session of `items`, asked in their order, each with why it was chosen.
  static func plan(_ items: [DailyItem], name: String) -> SessionPlan {
    .given(items.map { PlannedQuestion($0.question, reason: reasonText($0)) }, kind: .practice, name: name)
  }

  static func reasonText(_ item: DailyItem) -> String {
    switch item.reason {
    case .due: "due for review"
    case .diagnosis: "an error you repeat: " + (item.skill?.title ?? "")
    case .weak: "a weak skill: " + (item.skill?.title ?? "")
    case .new: "new"
    case .placement: "placement"
    case .probe: "a probe: " + (item.probe?.title ?? "an error not yet seen")
    case .assignment: "for your class: " + (item.skill?.title ?? "")
    }
  }

  static func list(_ items: [DailyItem], width: Int) -> String {
    var table = TextTable([.right, .left, .left])
    for (index, item) in items.enumerated() {
      table.append([String(index + 1), QuizText.describe(item.question), reasonText(item)])
    }
    return table.renderWrappingLast(width: width)
  }

  /// "Today: 30 items: 6 due for review; 12 on presente de subjuntivo, e → ie; 9 new;
  /// 3 to look for errors not yet seen."
  static func summary(_ items: [DailyItem], width: Int) -> String {
    let due = items.filter { $0.reason == .due }.count
    let new = items.filter { $0.reason == .new }.count
    let assigned = items.filter { $0.reason == .assignment }.count
    let targeted = items.filter { $0.reason == .weak || $0.reason == .diagnosis }
    var skills: [String] = []
    for item in targeted { if let title = item.skill?.title, !skills.contains(title) { skills.append(title) } }
    var parts: [String] = []
    if due > 0 { parts.append("\(due) due for review") }
    if assigned > 0 { parts.append("\(assigned) for your class") }
    if !targeted.isEmpty { parts.append("\(targeted.count) on " + skills.joined(separator: ", ")) }
    if new > 0 { parts.append("\(new) new") }
    // Probes: items that could show an error not yet seen (the parts add up to the count).
    let probes = items.filter { $0.reason == .probe }.count
    if probes > 0 { parts.append("\(probes) to look for errors not yet seen") }
    return TextWrap.wrap("Today: \(items.count) items: " + parts.joined(separator: "; ") + ".", width: width) + "\n"
  }

  /// Skills whose estimate moved by 0.05 or more, and diagnoses named, renewed or
  /// cleared, as stored (never "up" for a skill whose diagnosis was named or
  /// renewed in the session; after a placement, one line).
  static func moved(
    before: LearnerSnapshot, after: LearnerSnapshot, now: Date, width: Int, placement: Bool = false
  ) -> String {
    let old = Dictionary(uniqueKeysWithValues: before.levels(at: now).map { ($0.skill, $0.mastery) })
    let was = before.diagnoses(at: now)
    let current = after.diagnoses(at: now)
    var lines: [String] = []
    var named: Set<Skill> = []
    var diagnosisLines: [String] = []
    for diagnosis in current {
      if let old = was.first(where: { $0.pattern == diagnosis.pattern }) {
        guard diagnosis.count > old.count else { continue }
        diagnosisLines.append("  Confirmed: " + diagnosis.summary + " (\(diagnosis.count) times).")
      } else {
        diagnosisLines.append("  New: " + diagnosis.summary + ".")
      }
      named.formUnion(diagnosis.skills)
      if let drilled = DailyPlanner.drilledSkill(diagnosis) { named.insert(drilled) }
    }
    // Cleared: active before, stored as cleared now (never a diagnosis that merely left the window).
    let cleared = Set(after.clearedDiagnoses.map(\.pattern))
    for old in was where cleared.contains(old.pattern) {
      diagnosisLines.append("  Cleared: " + old.summary + ".")
    }
    if placement {
      let first = after.levels(at: now).filter { old[$0.skill] == nil }.count
      lines.append("  First estimates of \(first) skills: conjugar progress shows them.")
      lines += diagnosisLines
      return "What moved:\n" + lines.map { TextWrap.wrap($0, width: width, indent: 4) + "\n" }.joined()
    }
    let levels = after.levels(at: now)
    let latest = Dictionary(uniqueKeysWithValues: levels.map { ($0.skill, $0.mastery) })
    for level in levels {
      // A two-way topic's side is said only where it tells more than its topic:
      // moving the other way, or alone.
      if level.skill.isDirection, let topicKey = level.skill.key.split(separator: ":").first {
        let topic = Skill(.context, String(topicKey))
        if let was = old[level.skill], let topicNow = latest[topic], let topicWas = old[topic],
          (level.mastery > was) == (topicNow > topicWas), abs(topicNow - topicWas) >= 0.05
        {
          continue
        }
        if old[level.skill] == nil, old[topic] == nil { continue }
      }
      guard let previous = old[level.skill] else {
        lines.append("  \(level.skill.title): first estimate \(ProgressCommand.decimal(level.mastery))")
        continue
      }
      guard abs(level.mastery - previous) >= 0.05, !(level.mastery > previous && named.contains(level.skill)) else {
        continue
      }
      let arrow = level.mastery > previous ? "up" : "down"
      lines.append(
        "  \(level.skill.title): \(arrow), \(ProgressCommand.decimal(previous)) → \(ProgressCommand.decimal(level.mastery))"
      )
    }
    lines += diagnosisLines
    guard !lines.isEmpty else { return "Nothing moved much today.\n" }
    return "What moved:\n" + lines.map { TextWrap.wrap($0, width: width, indent: 4) + "\n" }.joined()
  }

  static func streak(_ days: Int) -> String {
    "Streak: \(days == 1 ? "1 day" : "\(days) days") in a row.\n"
  }
}
