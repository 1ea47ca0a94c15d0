import ArgumentParser
import ConjugarCore
import Foundation

/// A command that runs inside the World chosen at launch.
protocol WorldCommand: ParsableCommand {
  /// False when this invocation touches no dependeffect (so no database is opened).
  var needsWorld: Bool { get }
}

extension WorldCommand {
  var needsWorld: Bool { true }
}

/// Launch, as Conjugar's AppDelegate: choose the World once from the arguments and
/// the environment, then run the whole command inside it. Exit status: 0 success,
/// 1 a failure the user can act on, 2 bad usage, 130 interrupted.
@main
enum Main {
  static func main() {
    let environment = ProcessInfo.processInfo.environment
    let launch = Launch(
      arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)
    if launch.remainingArguments.isEmpty || launch.remainingArguments == ["quiz"] {
      // The common case, playing, needs no parsing: start it at once.
      World.$current.withValue(world(launch, environment)) {
        do { try QuizCommand.run() } catch { exit(with: error) }
      }
      return
    }
    var command: any ParsableCommand
    do {
      command = try parse(ConjugateCommand.collapsingInfinitives(launch.remainingArguments))
    } catch {
      exit(with: error)
    }
    guard let worldCommand = command as? any WorldCommand, worldCommand.needsWorld else {
      run(&command)
      return
    }
    World.$current.withValue(world(launch, environment)) {
      run(&command)
    }
  }

  /// The World the launch chose; an unusable database ends the program (exit 1).
  static func world(_ launch: Launch, _ environment: [String: String]) -> World {
    do {
      return try launch.world(environment: environment)
    } catch {
      FileHandle.standardError.write(Data("conjugar: \(error.message)\n".utf8))
      Foundation.exit(1)
    }
  }

  /// Start-up time: parsing from the root makes swift-argument-parser build the
  /// whole command tree to look for completion-script requests, a few milliseconds
  /// on every launch. A subcommand (or the default, quiz) is first parsed on its
  /// own; help requests and anything that does not parse that way take the full
  /// path, so usage messages and errors are the parser's usual ones.
  static func parse(_ arguments: [String]) throws -> any ParsableCommand {
    let wantsHelp = arguments.contains { $0 == "-h" || $0 == "--help" || $0 == "help" }
    if !wantsHelp {
      let first = arguments.first
      let subcommand: (any ParsableCommand.Type)?
      if first == nil || first!.hasPrefix("-") {
        subcommand = Conjugar.configuration.defaultSubcommand
      } else {
        subcommand = Conjugar.configuration.subcommands.first { $0.configuration.commandName == first }
      }
      if let subcommand {
        let rest = first == nil || first!.hasPrefix("-") ? arguments : Array(arguments.dropFirst())
        if let command = try? subcommand.parseAsRoot(rest) { return command }
      }
    }
    return try Conjugar.parseAsRoot(arguments)
  }

  static func run(_ command: inout any ParsableCommand) {
    do {
      try command.run()
    } catch {
      exit(with: error)
    }
  }

  /// The argument parser's own handling, but bad usage exits 2 (shared/spec/cli.md).
  static func exit(with error: any Error) -> Never {
    if Conjugar.exitCode(for: error) == .validationFailure {
      let message = Conjugar.fullMessage(for: error)
      FileHandle.standardError.write(Data((message + "\n").utf8))
      Foundation.exit(2)
    }
    Conjugar.exit(withError: error)
  }
}
