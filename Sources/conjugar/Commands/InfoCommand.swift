import ArgumentParser
import ConjugarCore

/// `conjugar info [topic]`: the tenses explained, with examples from the engine.
struct InfoCommand: CatalogCommand {
  static let configuration = CommandConfiguration(
    commandName: "info", abstract: "Explain a tense or topic (what it expresses, when, how it is formed).",
    discussion: "Without a topic, lists them. Names as you say them, accents optional: preterito, preterite, voseo.")

  @Argument(
    help: "A topic (preterito, preterite, \"imperfect subjunctive\", voseo, ...).",
    completion: .list(InfoCatalog.standard.topics.map(\.key)))
  var topic: [String] = []

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  func validate() throws { try validateLaunch() }

  func run() throws {
    let world = Current
    let topics = InfoCatalog.standard
    let name = topic.joined(separator: " ")
    guard !name.isEmpty else {
      let keyWidth = topics.topics.map(\.key.count).max() ?? 0
      let columns = world.console.columns
      // Summaries line up beside the keys when they leave room; else each goes
      // under its key, indented.
      let beside = keyWidth + 2 <= columns / 2
      let lines = topics.topics.map { topic in
        guard beside else {
          return topic.key + "\n" + TextWrap.wrap("    " + topic.summary, width: columns, indent: 4)
        }
        let key = topic.key + String(repeating: " ", count: keyWidth - topic.key.count)
        return TextWrap.wrap(key + "  " + topic.summary, width: columns, indent: keyWidth + 2)
      }
      world.console.write(
        "Topics (conjugar info <topic>):\n\n" + lines.map { $0 + "\n" }.joined())
      return
    }
    guard let found = topics.topic(named: name) else {
      let suggestions = topics.suggestions(for: name)
      throw CommandFailure(
        "no topic \"\(name)\""
          + (suggestions.isEmpty
            ? "; `conjugar info` lists them" : "; did you mean \(suggestions.joined(separator: ", "))?"),
        exitStatus: .usage)
    }
    world.console.write(
      found.render(width: world.console.columns, catalog: world.catalog).map { $0 + "\n" }.joined())
  }
}
