import ArgumentParser
import ConjugarCore

struct ConjugateCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "conjugate",
    abstract: "Print every form of one or more verbs.",
    discussion: """
      Letters that depart from the regular pattern are highlighted: in colour on a \
      terminal, in CAPITALS when colour is off (NO_COLOR set, TERM=dumb, --no-color, or \
      output not a terminal). A well-formed infinitive the catalog lacks is conjugated \
      by rule and marked inferred. Tables show tu, vos or both as the \
      secondSingularBrowse setting says; --json always prints every person.

      With no infinitives and no --all, they are read from standard input, one a \
      line (blank lines skipped), and each verb is printed as soon as it is read; \
      a word that is no verb gets its line on standard error and exit status 1 at \
      the end, the others are still printed. With --json, each verb's object is \
      then one line of its own (JSON Lines); from arguments, --json prints the \
      JSON array of docs/cli.md, one verb object a line.
      """)

  @Argument(help: "Infinitives to conjugate (\"tener\", \"acordarse\"); none: one a line on standard input.")
  var infinitives: [String] = []

  /// Every catalog verb at once, for a teacher's printout or a script: thousands of
  /// words on the command line are slow to parse (swift-argument-parser's cost grows
  /// with the square of their number; docs/performance.md).
  @Flag(help: "Every verb in the catalog, in the order `conjugar verbs` lists them.")
  var all = false

  @Flag(help: "Print JSON as docs/cli.md describes.")
  var json = false

  /// The JSON contract shows every form whatever the settings say.
  var dataUse: DataUse { json ? .none : .reads }

  @Option(
    name: .customLong("second-person"),
    help: "Second-person singular rows in tables: tu, vos or both (default: the secondSingularBrowse setting).")
  var secondPerson: SecondPersonChoice?

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  enum SecondPersonChoice: String, ExpressibleByArgument, CaseIterable {
    case tu, vos, both

    /// Accepts what settings accept too: tú, Tú, Vos, BOTH.
    init?(argument: String) {
      guard let browse = SecondSingularBrowse(lenient: argument) else { return nil }
      self = browse == .tu ? .tu : browse == .vos ? .vos : .both
    }

    var browse: SecondSingularBrowse { self == .tu ? .tu : self == .vos ? .vos : .both }
  }

  func validate() throws {
    if all && !infinitives.isEmpty { throw ValidationError("give infinitives or --all, not both") }
  }

  func run() throws {
    let world = Current
    if !all && infinitives.isEmpty {
      try Self.stream(json: json, secondPerson: secondPerson, in: world)
      return
    }
    try Self.run(
      all ? world.catalog.infinitives : infinitives, json: json, secondPerson: secondPerson, in: world)
  }

  /// Infinitives from standard input, one a line, each printed before the next
  /// is read.
  static func stream(json: Bool, secondPerson: SecondPersonChoice?, in world: World) throws {
    let catalog = world.catalog
    let style: ConjugationTable.Style = world.console.usesColour ? .color : .capitals
    let browse = secondPerson?.browse ?? world.settings.secondSingularBrowse
    var failed = false
    var first = true
    while let line = world.console.readLine() {
      guard line.contains(where: { !$0.isWhitespace }) else { continue }
      let conjugation: Conjugation
      do {
        conjugation = try catalog.conjugate(line)
      } catch {
        world.console.warn(TerminalText.safe(error.message))
        failed = true
        continue
      }
      let suggestions = catalog.misspellingSuggestions(for: line)
      if !suggestions.isEmpty {
        world.console.warn(
          TerminalText.safe(
            "\"\(line)\" is not in the catalog; did you mean " + suggestions.joined(separator: " or ") + "?"))
      }
      if json {
        world.console.write(conjugation.jsonLine)
        continue
      }
      var table: [UInt8] = first ? [] : [0x0A]
      first = false
      table += ConjugationTable(
        conjugation, regular: catalog.regularConjugation(of: conjugation), style: style, secondPerson: browse
      ).bytes(width: world.console.columns)
      table.withUnsafeBufferPointer { world.console.write(bytes: $0) }
    }
    if failed { throw ExitCode(ExitStatus.failure.rawValue) }
  }

  static func run(_ words: [String], json: Bool, secondPerson: SecondPersonChoice?, in world: World) throws {
    let catalog = world.catalog
    // Every argument is checked before anything is printed: a bad one means
    // exit status 1 and nothing on standard output.
    for word in words where !catalog.isConjugable(word) {
      _ = try catalog.conjugate(word)
    }
    for word in words {
      let suggestions = catalog.misspellingSuggestions(for: word)
      guard !suggestions.isEmpty else { continue }
      let line =
        "\"\(word)\" is not in the catalog; did you mean "
        + suggestions.joined(separator: " or ") + "?"
      world.console.warn(TerminalText.safe(line))
    }
    if json {
      catalog.writeJSONArray(of: words) { world.console.write(bytes: $0) }
      return
    }
    let style: ConjugationTable.Style = world.console.usesColour ? .color : .capitals
    let browse = secondPerson?.browse ?? world.settings.secondSingularBrowse
    var tables: [UInt8] = []
    for conjugation in words.compactMap({ catalog.conjugation(of: $0) }) {
      if !tables.isEmpty { tables.append(0x0A) }
      tables += ConjugationTable(
        conjugation, regular: catalog.regularConjugation(of: conjugation), style: style, secondPerson: browse
      ).bytes(width: world.console.columns)
    }
    tables.withUnsafeBufferPointer { world.console.write(bytes: $0) }
  }
}
