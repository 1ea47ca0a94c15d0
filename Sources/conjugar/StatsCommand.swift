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
    let stats: Stats
    do {
      stats = try Current.database?.stats() ?? Stats(quizzes: 0, tenses: [], mostMissed: [])
    } catch {
      Current.console.writeError("conjugar: \(Current.database?.explain(error) ?? "\(error)")\n")
      throw ExitCode.failure
    }
    Current.console.write(json ? try JSONOutput.string(stats) : Self.render(stats))
  }

  static func render(_ stats: Stats) -> String {
    guard stats.quizzes > 0 else { return "No quizzes yet: finish one to see your statistics.\n" }
    // The learner reads tense names, not keys ("presente de indicativo").
    func name(_ key: String) -> String { Tense(rawValue: key)?.displayName ?? key }
    let width = max(5, stats.tenses.map { name($0.tense).count }.max() ?? 0)
    var text = "Quizzes: \(stats.quizzes)\n\n"
    text += Column.pad("Tense", width) + "  Asked  Right  Accents  Wrong  Accuracy\n"
    for t in stats.tenses {
      text +=
        Column.pad(name(t.tense), width) + "  " + Column.pad(String(t.asked), 5, left: true) + "  "
        + Column.pad(String(t.right), 5, left: true) + "  "
        + Column.pad(String(t.partial), 7, left: true) + "  "
        + Column.pad(String(t.wrong), 5, left: true) + "  "
        + Column.pad("\(t.accuracy)%", 8, left: true) + "\n"
    }
    guard !stats.mostMissed.isEmpty else { return text + "\nNo verb missed yet.\n" }
    text += "\nVerbs most often missed:\n"
    let verbWidth = stats.mostMissed.map(\.infinitive.count).max() ?? 0
    for m in stats.mostMissed {
      text += "  " + Column.pad(m.infinitive, verbWidth) + "  missed \(m.missed) of \(m.asked)\n"
    }
    return text
  }
}
