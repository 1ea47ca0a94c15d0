import ArgumentParser
import ConjugarCore
import FoundationEssentials
import Glibc

/// A command that runs inside the World chosen at launch. Its launch options are
/// the root's, declared once (`Conjugar.launch`): the parser reads a parent's
/// options wherever they stand on the line, so they work before or after the
/// subcommand.
protocol LaunchedCommand: ParsableCommand {
  /// The root, whose launch options choose the World.
  var conjugar: Conjugar { get }
  /// The launch options given, as plain values: what chooses the World.
  var choice: LaunchOptions.Choice { get }
  /// What this run does with the learner's data, which decides how the World
  /// opens the database.
  var dataUse: DataUse { get }
  /// What the command's own arguments can be refused for without the World (a
  /// count out of range, an unknown verb): checked before the World opens, or
  /// creates, the database, so that a usage error leaves a fresh machine untouched.
  func checkBeforeLaunch() throws
}

/// What a run does with the learner's data.
enum DataUse: Equatable {
  /// Nothing: no setting changes what it prints (`conjugate --json`, the class
  /// board's server setup), so it runs beside a database it cannot use, and
  /// leaves the file untouched.
  case none
  /// Reads it (settings, history): a missing file stays missing.
  case reads
  /// Writes it (a session to save, a setting to change): the file is opened, and
  /// refused if unusable, before anything starts.
  case writes
}

extension LaunchedCommand {
  var choice: LaunchOptions.Choice { conjugar.launch.choice }
  var dataUse: DataUse { .reads }
  func checkBeforeLaunch() throws {}
}

/// A command that reads or writes the player's data: every launch option applies.
protocol WorldCommand: LaunchedCommand {}

/// A command that only reads the catalog (verbs, identify, info): --no-color
/// alone applies, since no database or World option would change what it does.
protocol CatalogCommand: LaunchedCommand {}

extension CatalogCommand {
  var choice: LaunchOptions.Choice {
    LaunchOptions.Choice(noColor: conjugar.launch.noColor)
  }

  /// A catalog command has no World to choose, so a database or the simulator
  /// given to it is bad usage.
  func validateLaunch() throws {
    let given = conjugar.launch
    guard given.database == nil, !given.simulator else {
      let option = given.simulator ? "--simulator" : "--database"
      throw ValidationError(
        "\(Self._commandName) reads only the catalog: \(option) does not apply to it"
          + (given.simulator ? "" : " (CONJUGAR_DATABASE sets the file for every command)"))
    }
  }
}

/// Launch, as Conjugar's AppDelegate: rewrite the arguments once (ArgumentRewrite),
/// parse them from the root, choose the World from the parsed launch options and
/// the environment, run the command inside it, and map whatever it throws to one
/// line and an exit status, here and nowhere else: 0 success, 1 a failure the user
/// can act on, 2 bad usage, 130 interrupted.
@main
enum Main {
  static func main() {
    // A reader that goes away is noticed as EPIPE on the next write, not a signal.
    signal(SIGPIPE, SIG_IGN)
    let closed = StandardDescriptors.occupyClosed()
    var console: StandardConsole? = nil
    let status = run(
      Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
      console: nil, outputClosed: closed.output
    ) { standard in
      console = standard
      if closed.output { standard.markOutputFailed("standard output is closed") }
    }
    finish(status: status, console: console)
  }

  /// Runs one command line as the process does (rewrite, parse, choose the World,
  /// run the command inside it, map what it throws) and returns the exit status.
  /// `console`: the console every World gets (tests: a scripted one), nil for the
  /// terminal's; `madeConsole` is handed the standard streams the launch made for
  /// the World, before the command runs.
  static func run(
    _ arguments: [String], environment: [String: String], console: (any Console)?,
    outputClosed: Bool = false, madeConsole: (StandardConsole) -> Void = { _ in }
  ) -> ExitStatus {
    let rewrite = ArgumentRewrite(arguments)
    let errors: (String) -> Void = console.map { console in { console.writeError($0) } } ?? StandardError.write
    do {
      var command = try parse(rewrite.arguments)
      guard let launched = command as? any LaunchedCommand else {
        try command.run()
        return .success
      }
      try launched.checkBeforeLaunch()
      let world = try LaunchOptions.world(
        launched.choice, uiTest: rewrite.uiTestArguments, environment: environment,
        data: launched.dataUse, console: console, made: madeConsole)
      try World.$current.withValue(world) {
        try ClassExchange.$environment.withValue(environment) { try command.run() }
      }
      return .success
    } catch {
      return report(
        error, errors: errors,
        output: { text in
          if let console {
            console.write(text + "\n")
            return true
          }
          // Help and the version, checked like any other output.
          let output = StandardConsole(environment: [:])
          if outputClosed { output.markOutputFailed("standard output is closed") }
          output.write(text + "\n")
          if case let .failed(reason) = output.outputState {
            StandardError.warn("cannot write to standard output: \(reason)")
            return false
          }
          return true
        })
    }
  }

  /// Ends the program: standard output that could not be written turns success
  /// into failure, with one line.
  static func finish(status: ExitStatus, console: StandardConsole?) -> Never {
    var status = status
    if case let .failed(reason)? = console?.outputState {
      StandardError.warn("cannot write to standard output: \(reason)")
      if status == .success { status = .failure }
    }
    exit(status.rawValue)
  }

  /// The command the arguments name, parsed from the root. A first word that is no
  /// subcommand but close to one gets a suggestion instead of the parser's
  /// "unexpected argument".
  static func parse(_ arguments: [String]) throws -> any ParsableCommand {
    do {
      return try Conjugar.parseAsRoot(arguments)
    } catch {
      if let mistyped = mistypedCommand(arguments) { throw mistyped }
      throw error
    }
  }

  /// A first word that is no subcommand but close to one, or a verb alone, would
  /// otherwise read as an argument to the quiz: "unknown command 'conjugat'; did
  /// you mean …", "unknown command 'tener'; for its conjugation: …".
  static func mistypedCommand(_ arguments: [String]) -> CommandFailure? {
    guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
    let names = Conjugar.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    guard !names.contains(first) else { return nil }
    // A verb on its own ("conjugar tener") most likely asks for its table.
    if arguments.count == 1, VerbCatalog.standard.isConjugable(first) {
      return CommandFailure(
        "unknown command '\(TerminalText.safe(first))'; for its conjugation: conjugar conjugate "
          + TerminalText.safe(first), exitStatus: .usage)
    }
    guard let suggestion = Spelling.closest(to: first, in: names).first else {
      // Not the quiz's usage: the quiz takes no word, so the word was meant as a command.
      return CommandFailure(
        "unknown command '\(first)'; `conjugar --help` lists the commands", exitStatus: .usage)
    }
    return CommandFailure(
      "unknown command '\(first)'; did you mean 'conjugar \(suggestion)'?", exitStatus: .usage)
  }

  /// One line on standard error (`errors`) for an error, and its exit status;
  /// help and version requests go to standard output (`output`, false when it
  /// could not be written).
  static func report(
    _ error: any Error, errors: (String) -> Void, output: (String) -> Bool
  ) -> ExitStatus {
    if let error = error as? any UserFacingError {
      errors(Warning.line(shown(error.message)))
      return error.exitStatus
    }
    let code = Conjugar.exitCode(for: error)
    let message = Conjugar.fullMessage(for: error)
    if code == .success {
      // Help and version requests.
      return output(message) ? .success : .failure
    }
    if !message.isEmpty {
      // One error-line format (docs/cli.md): the parser's "Error: " becomes the
      // "conjugar: " of every other error; its usage lines follow as they are.
      var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { shown(String($0)) }
      if let first = lines.first, first.hasPrefix(parserErrorPrefix) {
        lines[0] = String(Warning.line(String(first.dropFirst(parserErrorPrefix.count))).dropLast())
      }
      errors(lines.joined(separator: "\n") + "\n")
    }
    // The parser's own usage errors are bad usage: exit 2 (docs/cli.md).
    return code == .validationFailure ? .usage : ExitStatus(rawValue: code.rawValue) ?? .failure
  }
}

extension Main {
  /// How swift-argument-parser starts an error message.
  static let parserErrorPrefix = "Error: "

  /// An error line as it reaches the terminal: no password of any URL it repeats,
  /// control and bidi characters made visible, and an argument it repeats cut to
  /// 400 characters (a long path still whole), the line to 2,000: a 120 KB
  /// argument is not echoed whole.
  static func shown(_ line: String) -> String {
    let redacted = ServerAddress.redactingURLs(in: line)
    var capped = ""
    var word = 0
    var length = 0
    for character in redacted {
      if character == " " { word = 0 } else { word += 1 }
      if word == 401 { capped += "…" }
      guard word <= 400 else { continue }
      length += 1
      guard length <= 2_000 else { return TerminalText.safe(capped) + "…" }
      capped.append(character)
    }
    return TerminalText.safe(capped)
  }
}

/// Standard input, output and error closed when the program starts (`>&-`): the
/// next file opened would take their number, and the database could receive what
/// was meant for the terminal. Each closed one is opened on /dev/null instead.
enum StandardDescriptors {
  static func occupyClosed() -> (input: Bool, output: Bool, error: Bool) {
    func occupy(_ descriptor: Int32, _ flags: Int32) -> Bool {
      guard fcntl(descriptor, F_GETFD) == -1 else { return false }
      let opened = open("/dev/null", flags)
      if opened >= 0 && opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
      return true
    }
    return (occupy(0, O_RDONLY), occupy(1, O_WRONLY), occupy(2, O_WRONLY))
  }
}
