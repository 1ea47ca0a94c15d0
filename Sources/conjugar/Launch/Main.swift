import ArgumentParser
import ConjugarCore
import Foundation

/// A command that runs inside the World chosen at launch.
protocol WorldCommand: ParsableCommand {
  var launch: LaunchOptions { get }
  /// Whether this run will write (a quiz to save, a setting to change): its
  /// database is then opened, and refused if unusable, before anything starts.
  var writesData: Bool { get }
}

extension WorldCommand {
  var writesData: Bool { false }
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
    let environment = ProcessInfo.processInfo.environment
    let rewrite = ArgumentRewrite(Array(CommandLine.arguments.dropFirst()))
    var status = ExitStatus.success
    var console: StandardConsole? = nil
    do {
      if rewrite.arguments.isEmpty || rewrite.arguments == ["quiz"] {
        // The common case, playing, with every option at its default: the same
        // validation and run as a parsed `quiz`, without the parser's start-up cost.
        try QuizCommand.validate(listQuestions: false, json: false)
        let world = try LaunchOptions.world(
          uiTest: rewrite.uiTestArguments, environment: environment, openingDatabase: true)
        console = (world.console as? TerminalConsole)?.standard ?? world.console as? StandardConsole
        if closed.output { console?.markOutputFailed("standard output is closed") }
        try World.$current.withValue(world) {
          try QuizCommand.run(in: Current, listQuestions: false, json: false, seed: nil)
        }
        finish(status: .success, console: console)
      }
      var command = try parse(rewrite.arguments)
      if let worldCommand = command as? any WorldCommand {
        let world = try worldCommand.launch.world(
          uiTest: rewrite.uiTestArguments, environment: environment,
          openingDatabase: worldCommand.writesData)
        console = (world.console as? TerminalConsole)?.standard ?? world.console as? StandardConsole
        if closed.output { console?.markOutputFailed("standard output is closed") }
        try World.$current.withValue(world) { try command.run() }
      } else {
        try command.run()
      }
    } catch {
      status = report(error, outputClosed: closed.output)
    }
    finish(status: status, console: console)
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

  /// One line on standard error for an error, and its exit status. Help and the
  /// version go to standard output, checked like any other output.
  static func report(_ error: any Error, outputClosed: Bool = false) -> ExitStatus {
    if let error = error as? any UserFacingError {
      StandardError.write("conjugar: \(TerminalText.safe(error.message))\n")
      return error.exitStatus
    }
    let code = Conjugar.exitCode(for: error)
    let message = Conjugar.fullMessage(for: error)
    if code == .success {
      // Help and version requests.
      let output = StandardConsole(environment: [:])
      if outputClosed { output.markOutputFailed("standard output is closed") }
      output.write(message + "\n")
      if case let .failed(reason) = output.outputState {
        StandardError.write("conjugar: cannot write to standard output: \(reason)\n")
        return .failure
      }
      return .success
    }
    if !message.isEmpty {
      StandardError.write(message.split(separator: "\n", omittingEmptySubsequences: false)
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
