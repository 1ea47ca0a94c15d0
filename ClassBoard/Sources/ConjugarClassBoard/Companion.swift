import ConjugarCore

/// `conjugar-classboard`, the companion of `conjugar` that alone links the
/// PostgreSQL client (Sources/ClassBoardCompanion is its `main`):
///
/// - with no arguments it reads one ClassBoardRequest (JSON) on standard input,
///   performs it with PostgresClassBoard and writes one ClassBoardReply on standard
///   output, exiting 0; a failure (the server down, a refusal, a request it cannot
///   read) is a reply, not a crash;
/// - `server-setup --print-sql` and `server-setup [--] URL` do what `conjugar
///   leaderboard server-setup` asks (it runs this with its own standard streams).
///
/// The environment (PGPASSWORD, PGPASSFILE, HOME) is the one conjugar passed on.
public enum Companion {
  /// Runs one invocation; its exit status.
  public static func run(
    _ arguments: [String], environment: [String: String], input: () -> [UInt8],
    output: ([UInt8]) -> Void, errors: (String) -> Void,
    server: ClassBoardServerFactory = PostgresClassBoard.factory
  ) -> Int32 {
    if let name = arguments.first, let command = commands[name] {
      let rest = Array(arguments.dropFirst())
      return withoutActuallyEscaping(input) { input in
        withoutActuallyEscaping(output) { output in
          withoutActuallyEscaping(errors) { errors in
            let context = CompanionContext(environment: environment, input: input, output: output, errors: errors)
            if rest == ["--help"] || rest == ["-h"] {
              context.say(command.usage + "\n")
              return 0
            }
            return command.run(rest, context)
          }
        }
      }
    }
    switch arguments {
    case []:
      output(ClassBoardProtocol.encode(reply(to: input(), server: server, environment: environment)))
      return 0
    case ["server-setup", "--print-sql"]:
      output(Array(ServerSetup.script.utf8))
      return 0
    case let setup where setup.first == "server-setup" && (setup.count == 2 || (setup.count == 3 && setup[1] == "--")):
      let url = setup[setup.count - 1]
      guard setup.count == 3 || !url.hasPrefix("-") else { break }
      do {
        let lines = try ServerSetup.apply(
          url: url, environment: environment, defaultUser: DataLocation.loginName(environment))
        output(Array((lines.joined(separator: "\n") + "\n").utf8))
        return 0
      } catch let failure as ClassBoardFailure {
        errors(Warning.line(SafeText.line(ServerAddress.redactingURLs(in: failure.message), limit: 2_000)))
        return 1
      } catch {
        errors(Warning.line(SafeText.line(ServerAddress.redactingURLs(in: "\(error)"))))
        return 1
      }
    case ["--help"], ["-h"]:
      output(Array(usage.utf8))
      return 0
    default: break
    }
    errors(
      "conjugar-classboard: unexpected arguments; it is run by conjugar, or as "
        + "conjugar-classboard server-setup (--print-sql | URL)\n")
    return 2
  }

  static let usage = """
    conjugar-classboard: conjugar's class board on PostgreSQL, run by conjugar.
      conjugar-classboard                      one request (JSON) on standard input,
                                               one reply on standard output
      conjugar-classboard server-setup --print-sql
      conjugar-classboard server-setup URL     what `conjugar leaderboard server-setup` does
      conjugar-classboard roster …             a class from a roster CSV, a join code per learner
      conjugar-classboard assign …             an assignment for a class
      conjugar-classboard close …              export a class, then delete it on the server
      conjugar-classboard serve …              the teacher's page (loopback; TLS elsewhere)
      conjugar-classboard COMMAND --help       each command's options

    """

  /// The reply to one request (its JSON): what the server said, or why not.
  public static func reply(
    to bytes: [UInt8], server: ClassBoardServerFactory, environment: [String: String]
  ) -> ClassBoardReply {
    let request: ClassBoardRequest
    do { request = try ClassBoardProtocol.decode(ClassBoardRequest.self, from: bytes) } catch {
      return .failure(ClassBoardFailure(message: "conjugar-classboard cannot read its request: \(error.message)"))
    }
    guard request.version == ClassBoardProtocol.version else {
      return .failure(
        ClassBoardFailure(
          message: "conjugar-classboard speaks version \(ClassBoardProtocol.version) of its protocol, "
            + "conjugar \(request.version): install both from the same build"))
    }
    let board = server(request.url, environment, request.loginName)
    do {
      switch request.action {
      case let .send(scores):
        let outcome = try board.send(scores)
        return outcome == .all(scores.count) ? .sent : .partly(outcome)
      case let .topScores(limit, difficulty):
        return .scores(try board.topScores(limit: limit, difficulty: difficulty))
      }
    } catch {
      return .failure(error)
    }
  }
}
