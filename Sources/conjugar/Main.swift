import ArgumentParser
import ConjugarCore
import Foundation

/// A command that runs inside the World chosen at launch.
protocol WorldCommand: ParsableCommand {}

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
      command = try Conjugar.parseAsRoot(launch.remainingArguments)
    } catch {
      exit(with: error)
    }
    guard command is any WorldCommand else {
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
