import ArgumentParser
import ConjugarCore
import FoundationEssentials

/// A command that runs inside the World chosen at launch.
protocol LaunchedCommand: ParsableCommand {
  /// The launch options given, as plain values: what chooses the World.
  var choice: LaunchOptions.Choice { get }
  /// Whether this run will write (a quiz to save, a setting to change): its
  /// database is then opened, and refused if unusable, before anything starts.
  var writesData: Bool { get }
}

extension LaunchedCommand {
  var writesData: Bool { false }
}

/// A command that reads or writes the player's data: it offers every launch
/// option (--simulator, --database, --no-color).
protocol WorldCommand: LaunchedCommand {
  var launch: LaunchOptions { get }
}

extension WorldCommand {
  var choice: LaunchOptions.Choice { launch.choice }
}

/// A command that only reads the catalog (verbs, identify, info): it offers
/// --no-color alone, since no database or World option would change what it does.
protocol CatalogCommand: LaunchedCommand {
  var output: OutputOptions { get }
}

extension CatalogCommand {
  var choice: LaunchOptions.Choice { LaunchOptions.Choice(noColor: output.noColor) }
}

/// Launch, as Conjugar's AppDelegate: rewrite the arguments once, parse them,
/// choose the World from the parsed launch options and the environment, run the
/// command inside it, and map whatever it throws to one line and an exit status,
/// here and nowhere else: 0 success, 1 a failure the user can act on, 2 bad usage,
/// 130 interrupted.
@main
enum Main {
  static func main() {
    // A reader that goes away is noticed as EPIPE on the next write, not a signal.
    signal(SIGPIPE, SIG_IGN)
    let closed = StandardDescriptors.occupyClosed()
    var console: StandardConsole? = nil
    let status = run(
      Array(CommandLine.arguments.dropFirst()), environment: processEnvironment(),
      console: nil, outputClosed: closed.output
    ) { world in
      console = (world.console as? TerminalConsole)?.standard ?? world.console as? StandardConsole
      if closed.output { console?.markOutputFailed("standard output is closed") }
    }
    finish(status: status, console: console)
  }

  /// The process's environment, read from `environ` as ProcessInfo does, without
  /// its cost at start-up (some 0.8 M instructions, a tenth of `conjugate tener
  /// --json`). A variable set twice keeps its first value, as getenv(3) reads it.
  ///
  /// The dictionary is made at its full size: growing a `[String: String]` runs a
  /// copy of the standard library's code that finds the storage's type by its
  /// mangled name, and the runtime then scans every protocol conformance in the
  /// binary (0.4 M instructions) to check String: Hashable.
  static func processEnvironment() -> [String: String] {
    var count = 0
    while environ[count] != nil { count += 1 }
    var environment = [String: String](minimumCapacity: count)
    var entry = environ
    while let pointer = entry.pointee {
      // Key and value decoded where they lie (one String each, no slicing).
      let length = strlen(pointer)
      pointer.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
        let text = UnsafeBufferPointer(start: bytes, count: length)
        guard let equals = text.firstIndex(of: UInt8(ascii: "=")) else { return }
        let key = String(decoding: UnsafeBufferPointer(rebasing: text[..<equals]), as: UTF8.self)
        if environment[key] == nil {
          environment[key] = String(decoding: UnsafeBufferPointer(rebasing: text[(equals + 1)...]), as: UTF8.self)
        }
      }
      entry += 1
    }
    return environment
  }

  /// Runs one command line as the process does (rewrite, parse, choose the World,
  /// run the command inside it, map what it throws) and returns the exit status.
  /// `console`: the console every World gets (tests: a scripted one), nil for the
  /// terminal's; `chosen` sees the World before the command runs.
  static func run(
    _ arguments: [String], environment: [String: String], console: (any Console)?,
    outputClosed: Bool = false, chosen: (World) -> Void = { _ in }
  ) -> ExitStatus {
    let rewrite = ArgumentRewrite(arguments)
    let errors: (String) -> Void = console.map { console in { console.writeError($0) } } ?? StandardError.write
    // The World's end of run (its database closed, the launch cache kept), after
    // the command's output and any error line.
    var ending: World? = nil
    defer { ending?.endRun() }
    func choose(_ world: World) {
      ending = world
      chosen(world)
    }
    do {
      if rewrite.arguments.isEmpty || rewrite.arguments == ["quiz"] {
        // The common case, playing, with every option at its default: the same
        // validation and run as a parsed `quiz`, without the parser's start-up cost.
        try QuizCommand.validate(listQuestions: false, json: false)
        let world = try LaunchOptions.world(
          LaunchOptions.Choice(), uiTest: rewrite.uiTestArguments, environment: environment,
          openingDatabase: true, console: console)
        choose(world)
        try World.$current.withValue(world) {
          try QuizCommand.run(in: Current, listQuestions: false, json: false, seed: nil)
        }
        return .success
      }
      if let plain = ConjugateCommand.plainArguments(rewrite.arguments) {
        // `conjugate WORD… [--json]`, the other common case: as parsed, without the
        // parser. The JSON depends on no setting: its World reads no database.
        let world = try LaunchOptions.world(
          LaunchOptions.Choice(), uiTest: rewrite.uiTestArguments, environment: environment,
          openingDatabase: false, readingSettings: !plain.json, console: console)
        choose(world)
        try World.$current.withValue(world) {
          try ConjugateCommand.run(plain.words, json: plain.json, secondPerson: nil, in: Current)
        }
        return .success
      }
      if rewrite.arguments == ["practice"] || rewrite.arguments == ["review"] {
        // A bare `practice` or `review`, a learner's daily commands: every option at
        // its default, run as parsed (same validation), without the parser's cost.
        let world = try LaunchOptions.world(
          LaunchOptions.Choice(), uiTest: rewrite.uiTestArguments, environment: environment,
          openingDatabase: true, console: console)
        choose(world)
        try World.$current.withValue(world) {
          if rewrite.arguments == ["practice"] {
            try PracticeCommand.run(PracticeCommand.Choice(), in: Current)
          } else {
            try ReviewCommand.validate(listQuestions: false, status: false, json: false)
            try ReviewCommand.run(
              count: PracticeFilter.defaultCount, listQuestions: false, status: false, json: false,
              in: Current)
          }
        }
        return .success
      }
      var command = try parse(rewrite.arguments)
      if let launched = command as? any LaunchedCommand {
        let world = try LaunchOptions.world(
          launched.choice, uiTest: rewrite.uiTestArguments, environment: environment,
          openingDatabase: launched.writesData, console: console)
        choose(world)
        try World.$current.withValue(world) { try command.run() }
      } else {
        try command.run()
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
            StandardError.write("conjugar: cannot write to standard output: \(reason)\n")
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
      StandardError.write("conjugar: cannot write to standard output: \(reason)\n")
      if status == .success { status = .failure }
    }
    exit(status.rawValue)
  }

  /// Start-up time: parsing from the root makes swift-argument-parser build the
  /// whole command tree to look for completion-script requests, a few milliseconds
  /// on every launch. A subcommand (or the default, quiz) is first parsed on its
  /// own, which runs its `validate()` as usual; help requests and anything that
  /// does not parse that way take the root path, so usage messages and errors are
  /// the parser's own.
  static func parse(_ arguments: [String]) throws -> any ParsableCommand {
    let wantsHelp = arguments.contains { $0 == "-h" || $0 == "--help" || $0 == "help" }
    if !wantsHelp {
      let first = arguments.first
      let isOption = first.map { $0.hasPrefix("-") } ?? true
      let subcommand: (any ParsableCommand.Type)? =
        isOption
        ? Conjugar.configuration.defaultSubcommand
        : Conjugar.configuration.subcommands.first { $0.configuration.commandName == first }
      if let subcommand, subcommand.configuration.subcommands.isEmpty,
        let command = try? subcommand.parseAsRoot(isOption ? arguments : Array(arguments.dropFirst()))
      {
        return command
      }
    }
    if let mistyped = mistypedCommand(arguments) { throw mistyped }
    return try Conjugar.parseAsRoot(arguments)
  }

  /// A first word that is no subcommand but close to one would otherwise read as
  /// an argument to the quiz: "unknown command 'conjugat'; did you mean …".
  static func mistypedCommand(_ arguments: [String]) -> CommandFailure? {
    guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
    let names = Conjugar.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    guard !names.contains(first), let suggestion = Spelling.closest(to: first, in: names).first
    else { return nil }
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
      errors("conjugar: \(TerminalText.safe(error.message))\n")
      return error.exitStatus
    }
    let code = Conjugar.exitCode(for: error)
    let message = Conjugar.fullMessage(for: error)
    if code == .success {
      // Help and version requests.
      return output(message) ? .success : .failure
    }
    if !message.isEmpty {
      errors(message.split(separator: "\n", omittingEmptySubsequences: false)
        .map { TerminalText.safe(String($0)) }.joined(separator: "\n") + "\n")
    }
    // The parser's own usage errors are bad usage: exit 2 (shared/spec/cli.md).
    return code == .validationFailure ? .usage : ExitStatus(rawValue: code.rawValue) ?? .failure
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
