import FoundationEssentials

/// The class board's server setup (`conjugar leaderboard server-setup`): its SQL
/// printed, or applied to a PostgreSQL database as the teacher's role. A side
/// effect on the network (and the process's streams), so a dependeffect: device
/// runs the companion conjugar-classboard, simulator and uiTest pretend (they
/// touch no network: docs/scenarios.md), unitTest records the call.
public protocol ClassBoardSetup: Sendable {
  /// Which implementation this is, for `conjugar world`.
  var implementation: String { get }
  /// Does `action` and gives its exit status (0: done). The console is the World's
  /// at the time of the call, for an implementation that only says what it would
  /// do; the companion writes on the process's own streams.
  func setUp(_ action: ServerSetupAction, console: any Console) throws(CommandFailure) -> Int32
}

/// What the teacher asked server-setup for.
public enum ServerSetupAction: Sendable, Equatable {
  /// Print the setup SQL (to apply with psql -f).
  case printSQL
  /// Apply it to the database at this URL (as given, password and all).
  case apply(url: String)

  /// The companion's command line for it, after its path. "--" ends its options:
  /// a URL is never read as one.
  var companionArguments: [String] {
    switch self {
    case .printSQL: ["server-setup", "--print-sql"]
    case let .apply(url): ["server-setup", "--", url]
    }
  }
}

/// device's setup: the companion conjugar-classboard (which alone links the
/// PostgreSQL client), located and run with the environment the World was made
/// with (CONJUGAR_CLASSBOARD, PGPASSWORD, HOME for ~/.pgpass), on this process's
/// standard streams: what it prints and its exit status are the command's.
struct CompanionServerSetup: ClassBoardSetup {
  let environment: [String: String]

  var implementation: String { "CompanionServerSetup (runs \(CompanionClassBoard.programName) server-setup)" }

  func setUp(_ action: ServerSetupAction, console: any Console) throws(CommandFailure) -> Int32 {
    let program: String
    do {
      program = try CompanionClassBoard.locate(environment)
    } catch {
      throw CommandFailure(error.message)
    }
    let outcome: ChildProcess.Outcome
    do {
      outcome = try ChildProcess.run(
        [program] + action.companionArguments, input: .inherit, output: .inherit, errors: .inherit,
        environment: environment)
    } catch {
      throw CommandFailure("cannot start \(program): \(error.reason)")
    }
    guard let status = outcome.status else {
      throw CommandFailure("\(program) was ended by a signal")
    }
    return status
  }
}

/// Says what the setup would do, and does nothing: no process, no network.
struct PretendingServerSetup: ClassBoardSetup {
  var implementation: String { "PretendingServerSetup (pretends; touches no network)" }

  func setUp(_ action: ServerSetupAction, console: any Console) -> Int32 {
    switch action {
    case .printSQL:
      console.write("Pretending to print the class board's setup SQL.\n")
    case let .apply(url):
      // The URL is the user's: never its password, nor a control character raw.
      let shown = ServerAddress.withoutPassword(url).echoed
      console.write("Pretending to set up the class board at \(shown).\n")
    }
    return 0
  }
}

extension String {
  /// Text from the user as a pretending World repeats it: control and format
  /// characters shown as "?", and cut to 400 characters (as the launch cuts an
  /// argument in an error line), so a 120 KB argument is not repeated whole.
  var echoed: String {
    let visible = withControlsVisible
    return visible.count > 400 ? visible.prefix(400) + "…" : visible
  }

  /// Control and format characters (escapes, bidi overrides) each shown as "?":
  /// text from the user repeated on the terminal.
  var withControlsVisible: String {
    String(
      String.UnicodeScalarView(
        unicodeScalars.map { scalar in
          scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
            ? "?" : scalar
        }))
  }
}
