import ArgumentParser
import ConjugarCore

/// `conjugar stats`: accuracy per tense and the verbs most often missed, from the
/// history of every finished quiz.
struct StatsCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats", abstract: "Show accuracy per tense and the verbs most often missed.")

  @Flag(
    help:
      "Print JSON: {quizzes, weeks, streakDays, learning, mastered, tenses: [{tense, asked, right, partial, wrong, accuracy}], topics: [{topic, asked, right, partial, wrong, accuracy}], mostMissed: [{infinitive, missed, asked}]}."
  )
  var json = false

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  func run() throws {
    let world = Current
    let stats = try world.records.stats()
    let now = world.clock.now()
    let progress = try world.records.progress(now: now)
    let schedule = try world.records.reviewStatus(now: now)
    world.console.write(
      json
        ? JSON.stats(stats, progress: progress, schedule: schedule).text
        : Self.render(stats, progress: progress, schedule: schedule, width: world.console.columns))
  }

  /// ▁ for 0–12%, … █ for 88–100%; · for a week without answers.
  static func sparkline(_ weeks: [Int?]) -> String {
    let bars = Array("▁▂▃▄▅▆▇█")
    return String(weeks.map { $0.map { bars[min(7, $0 * 8 / 101)] } ?? "·" })
  }

  static func render(
    _ stats: Stats, progress: LearningProgress,
    schedule: ReviewStatus = ReviewStatus(dueNow: 0, dueIn24Hours: 0, learning: 0, mastered: 0),
    width: Int = 80
  ) -> String {
    guard stats.quizzes > 0 else {
      return "Nothing answered yet: finish a quiz or a practice to see your statistics.\n"
    }
    let streak = progress.streakDays == 1 ? "1 day" : "\(progress.streakDays) days"
    let latest = progress.weeks.last.flatMap { $0 }.map { "\($0)% this week" } ?? "no answers this week"
    // Every session kept in the history counts: quizzes, practice and review.
    // On a narrow terminal each line wraps at a space and each table becomes cards.
    let header = [
      "Sessions: \(stats.quizzes)",
      "Last 12 weeks: \(sparkline(progress.weeks))  (\(latest))",
      "Streak: \(streak) in a row",
      "Items: \(schedule.learning) learning, \(schedule.mastered) mastered "
        + "(remembered over 21 days); \(schedule.dueNow) due for review now",
    ].map { TextWrap.wrap($0, width: width, indent: 2) + "\n" }.joined()
    // The learner reads tense names, not keys ("presente de indicativo").
    func name(_ key: String) -> String { Tense(rawValue: key)?.displayName ?? key }
    var tenses = TextTable([.left, .right, .right, .right, .right, .right])
    tenses.append(["Tense", "Asked", "Right", "Accents", "Wrong", "Accuracy"])
    for t in stats.tenses {
      tenses.append([
        name(t.tense), String(t.asked), String(t.right), String(t.partial), String(t.wrong),
        "\(t.accuracy)%",
      ])
    }
    // Only context sentences answered so far: no empty table of tenses.
    var text =
      header + (stats.tenses.isEmpty && !stats.topics.isEmpty ? "" : "\n" + tenses.render(width: width, leading: 1))
    if !stats.topics.isEmpty {
      var topics = TextTable([.left, .right, .right, .right, .right, .right])
      topics.append(["Context topic", "Asked", "Right", "Accents", "Wrong", "Accuracy"])
      for t in stats.topics {
        topics.append([
          ContextTopic(rawValue: t.tense)?.title ?? t.tense, String(t.asked), String(t.right), String(t.partial),
          String(t.wrong), "\(t.accuracy)%",
        ])
      }
      text += "\n" + topics.render(width: width, leading: 1)
    }
    guard !stats.mostMissed.isEmpty else { return text + "\nNo verb missed yet.\n" }
    text += "\nVerbs most often missed:\n"
    var missed = TextTable([.left, .left])
    for m in stats.mostMissed { missed.append([m.infinitive, "missed \(m.missed) of \(m.asked)"]) }
    return text + missed.lines().map { "  " + $0 + "\n" }.joined()
  }
}
