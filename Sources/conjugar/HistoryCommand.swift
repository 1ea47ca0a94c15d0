import ArgumentParser
import ConjugarCore

/// `conjugar history`: the most recent finished quizzes and how they went.
struct HistoryCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "history", abstract: "Show recent quizzes and their results, newest first.")

  @Flag(help: "Print a JSON array of quizzes, each with its questions and answers.")
  var json = false

  @Option(help: "At most this many quizzes (1 or more).")
  var limit = 10

  @OptionGroup(title: "Launch options") var launch: LaunchOptions

  func validate() throws {
    guard limit >= 1 else { throw ValidationError("--limit must be a whole number, 1 or more") }
  }

  func run() throws {
    let entries: [HistoryEntry]
    do {
      entries = try Current.database?.history(limit: limit) ?? []
    } catch {
      Current.console.writeError("conjugar: \(Current.database?.explain(error) ?? "\(error)")\n")
      throw ExitCode.failure
    }
    Current.console.write(json ? try JSONOutput.string(entries) : Self.render(entries))
  }

  static func render(_ entries: [HistoryEntry]) -> String {
    guard !entries.isEmpty else {
      return Current.database == nil
        ? "No history: this World keeps none.\n" : "No quizzes yet: finish one and it shows here.\n"
    }
    var lines = ["Date (UTC)        Score  Right  Accents  Wrong  Time    Difficulty  Region         Player"]
    for e in entries {
      let date = String(e.date.prefix(16)).replacingOccurrences(of: "T", with: " ")
      lines.append(
        Column.pad(date, 16) + "  " + Column.pad(String(e.score), 5, left: true) + "  "
          + Column.pad(String(e.right), 5, left: true) + "  "
          + Column.pad(String(e.partial), 7, left: true) + "  "
          + Column.pad(String(e.wrong), 5, left: true) + "  "
          + Column.pad(Scoring.clock(e.elapsedSeconds), 6) + "  " + Column.pad(e.difficulty, 10)
          + "  " + Column.pad(e.region, 13) + "  " + (e.player ?? "(not on the leaderboard)"))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Padding for text tables.
enum Column {
  static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return left ? fill + text : text + fill
  }
}
