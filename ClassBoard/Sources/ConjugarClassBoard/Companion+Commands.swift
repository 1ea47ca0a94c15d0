import ConjugarCore

/// The companion's named commands beyond the score board's protocol: the
/// teacher's (`roster`, `assign`, `close`, TeacherCommands.swift; `serve`, the
/// teacher's page) and the learner's class exchange (`class`, one request on
/// standard input, LearnerExchange.swift). `Companion.run` looks the first
/// argument up here before anything else.
///
/// A command is one entry: its name, its `--help` text and the function that
/// runs it with the rest of the arguments. The teacher's page plugs in through
/// `pageCommands` (Companion+Page.swift), one line:
/// `["serve": CompanionCommand(usage: ClassPage.usage, run: ClassPage.serve)]`.
public struct CompanionCommand: Sendable {
  /// What `conjugar-classboard NAME --help` prints.
  public let usage: String
  /// Runs with the arguments after the name; the exit status.
  public let run: @Sendable (_ arguments: [String], _ context: CompanionContext) -> Int32

  public init(usage: String, run: @escaping @Sendable ([String], CompanionContext) -> Int32) {
    self.usage = usage
    self.run = run
  }
}

/// What a command is given: the environment and the standard streams.
public struct CompanionContext {
  public let environment: [String: String]
  public let input: () -> [UInt8]
  public let output: ([UInt8]) -> Void
  public let errors: (String) -> Void

  public init(
    environment: [String: String], input: @escaping () -> [UInt8], output: @escaping ([UInt8]) -> Void,
    errors: @escaping (String) -> Void
  ) {
    self.environment = environment
    self.input = input
    self.output = output
    self.errors = errors
  }

  public func say(_ text: String) { output(Array(text.utf8)) }
}

extension Companion {
  /// The named commands, by their first argument: the class's and the page's.
  public static let commands: [String: CompanionCommand] = classCommands.merging(pageCommands) { ours, _ in ours }

  /// The teacher's class commands and the learner's exchange.
  static let classCommands: [String: CompanionCommand] = [
    "roster": teacher(TeacherCommands.rosterUsage, TeacherCommands.roster),
    "assign": teacher(TeacherCommands.assignUsage, TeacherCommands.assign),
    "close": teacher(TeacherCommands.closeUsage, TeacherCommands.close),
    "class": CompanionCommand(usage: LearnerExchange.usage, run: LearnerExchange.run),
  ]

  /// A teacher's command: `--help`, then one line and its status on failure.
  static func teacher(
    _ usage: String,
    _ body: @escaping @Sendable ([String], [String: String], (String) -> Void) throws(TeacherCommands.Failure) -> Void
  ) -> CompanionCommand {
    CompanionCommand(usage: usage) { arguments, context in
      do throws(TeacherCommands.Failure) {
        try body(arguments, context.environment, context.say)
        return 0
      } catch {
        context.errors(
          "conjugar-classboard: "
            + SafeText.line(ServerAddress.redactingURLs(in: error.message), limit: ClassBoardFailure.limit) + "\n")
        return error.status
      }
    }
  }
}
