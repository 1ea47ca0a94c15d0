import ArgumentParser
import ConjugarCore

/// `conjugar stats`: accuracy per tense and the verbs most often missed, from the
/// history of every finished quiz.
struct StatsCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats", abstract: "Show accuracy per tense and the verbs most often missed.")

  @Flag(help: "Print JSON: {quizzes, tenses: [{tense, asked, right, partial, wrong, accuracy}], mostMissed: [{infinitive, missed, asked}]}.")
  var json = false

  @OptionGroup(title: "Launch options") var launch: LaunchOptions

  func run() throws {
    let world = Current
    let stats = try world.records.stats()
    let progress = try world.records.progress(now: world.clock.now())
    world.console.write(
      json ? JSON.stats(stats, progress: progress).text : Self.render(stats, progress: progress))
  }

  /// ▁ for 0–12%, … █ for 88–100%; · for a week without answers.
  static func sparkline(_ weeks: [Int?]) -> String {
    let bars = Array("▁▂▃▄▅▆▇█")
    return String(weeks.map { $0.map { bars[min(7, $0 * 8 / 101)] } ?? "·" })
  }

  static func render(_ stats: Stats, progress: LearningProgress) -> String {
    guard stats.quizzes > 0 else { return "No quizzes yet: finish one to see your statistics.\n" }
    let streak = progress.streakDays == 1 ? "1 day" : "\(progress.streakDays) days"
    let latest = progress.weeks.last.flatMap { $0 }.map { "\($0)% this week" } ?? "no answers this week"
    var header = "Quizzes: \(stats.quizzes)\n"
    header += "Last 12 weeks: \(sparkline(progress.weeks))  (\(latest))\n"
    header += "Streak: \(streak) in a row\n"
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
    var text = header + "\n" + tenses.render()
    guard !stats.mostMissed.isEmpty else { return text + "\nNo verb missed yet.\n" }
    text += "\nVerbs most often missed:\n"
    var missed = TextTable([.left, .left])
    for m in stats.mostMissed { missed.append([m.infinitive, "missed \(m.missed) of \(m.asked)"]) }
    return text + missed.lines().map { "  " + $0 + "\n" }.joined()
  }
}
