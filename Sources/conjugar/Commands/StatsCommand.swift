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
    world.console.write(json ? JSON.stats(stats).text : Self.render(stats))
  }

  static func render(_ stats: Stats) -> String {
    guard stats.quizzes > 0 else { return "No quizzes yet: finish one to see your statistics.\n" }
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
    var text = "Quizzes: \(stats.quizzes)\n\n" + tenses.render()
    guard !stats.mostMissed.isEmpty else { return text + "\nNo verb missed yet.\n" }
    text += "\nVerbs most often missed:\n"
    var missed = TextTable([.left, .left])
    for m in stats.mostMissed { missed.append([m.infinitive, "missed \(m.missed) of \(m.asked)"]) }
    return text + missed.lines().map { "  " + $0 + "\n" }.joined()
  }
}
