import ArgumentParser
import ConjugarCore
import Foundation

struct ConjugateCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "conjugate",
    // Parsed on its own at launch (Main.parse); naming the super command keeps
    // usage lines reading "conjugar conjugate" and skips the completion-script
    // check, which costs a few milliseconds of start-up.
    _superCommandName: "conjugar",
    abstract: "Print every form of one or more verbs.",
    discussion: """
      Letters that depart from the regular pattern are highlighted: in colour on a
      terminal, in CAPITALS when colour is off (NO_COLOR set, or output not a terminal).
      A well-formed infinitive the catalog lacks is conjugated by rule and marked inferred.
      Tables show tú, vos or both as the secondSingularBrowse setting says; --json
      always prints every person.
      """)

  @Argument(help: "Infinitives to conjugate (\"tener\", \"acordarse\").")
  var infinitives: [String]

  @Flag(help: "Print JSON as shared/spec/cli.md describes.")
  var json = false

  @Flag(help: "No colour even on a terminal (highlight in capitals).")
  var noColor = false

  @Option(
    name: .customLong("second-person"),
    help: "Second-person singular rows in tables: tu, vos or both (default: the secondSingularBrowse setting).")
  var secondPerson: SecondPersonChoice?

  enum SecondPersonChoice: String, ExpressibleByArgument, CaseIterable {
    case tu, vos, both
    var browse: SecondSingularBrowse { self == .tu ? .tu : self == .vos ? .vos : .both }
  }

  /// Only a table without --second-person reads a setting; JSON prints every person.
  var needsWorld: Bool { !json && secondPerson == nil }

  func run() throws {
    let catalog = VerbCatalog.standard
    let words = infinitives.flatMap { $0.split(separator: "\u{0}", omittingEmptySubsequences: false) }.map(String.init)
    // Every argument is checked before anything is printed: a bad one means
    // exit status 1 and nothing on standard output.
    for word in words where !catalog.isConjugable(word) {
      do {
        _ = try catalog.conjugate(word)
      } catch {
        Terminal.fail(error.message)
      }
    }
    for word in words {
      let suggestions = catalog.misspellingSuggestions(for: word)
      if !suggestions.isEmpty {
        Terminal.warn("\"\(word)\" is not in the catalog; did you mean \(suggestions.joined(separator: " or "))?")
      }
    }
    if json {
      catalog.writeJSONArray(of: words) { Terminal.write(bytes: $0) }
      return
    }
    let conjugations = words.compactMap { try? catalog.conjugate($0) }
    let style: ConjugationTable.Style = noColor || !Terminal.colorAllowed ? .capitals : .color
    let browse = secondPerson?.browse ?? Current.settings.secondSingularBrowse
    let tables = conjugations.map {
      ConjugationTable(
        $0, regular: catalog.regularConjugation(of: $0.infinitive), style: style, secondPerson: browse
      ).render()
    }
    Terminal.write(tables.joined(separator: "\n"))
  }
}

extension ConjugateCommand {
  /// swift-argument-parser stores a repeated positional argument by copying the
  /// array once per value, which is quadratic: 700 infinitives cost ~50 ms before
  /// any conjugating. Before parsing, the infinitives after `conjugate` are joined
  /// into one argument with NUL, a byte no command-line argument can contain, and
  /// `run()` splits them again. Options keep their place, so `--json` and `--help`
  /// parse as usual.
  static let optionsTakingValues: Set<String> = ["--second-person"]

  static func collapsingInfinitives(_ arguments: [String]) -> [String] {
    guard let at = arguments.firstIndex(of: "conjugate") else { return arguments }
    var before = Array(arguments[...at])
    var words: [String] = []
    var rest: [String] = []
    var terminated = false
    var optionValueNext = false
    for argument in arguments[(at + 1)...] {
      if optionValueNext {
        rest.append(argument)
        optionValueNext = false
      } else if !terminated && argument == "--" {
        terminated = true
      } else if terminated || !argument.hasPrefix("-") {
        words.append(argument)
      } else {
        rest.append(argument)
        optionValueNext = optionsTakingValues.contains(argument)
      }
    }
    guard words.count > 1 else { return arguments }
    before.append(contentsOf: rest)
    before.append("--")
    before.append(words.joined(separator: "\u{0}"))
    return before
  }
}
