import ArgumentParser
import ConjugarCore

/// `conjugar leaderboard`: the board (the class board when a server is configured,
/// else this machine's), and the class board's server setup.
struct LeaderboardCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "leaderboard", abstract: "Show the best scores, best first.",
    discussion: """
      conjugar leaderboard [--json] [--difficulty <difficulty>] [--limit <limit>] \
      [--local | --class] shows the board: the show subcommand, the default (its \
      options: conjugar leaderboard show --help). A teacher sets up a class board \
      with conjugar leaderboard server-setup.
      """,
    subcommands: [Show.self, ServerSetupCommand.self], defaultSubcommand: Show.self)

  struct Show: WorldCommand {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Show the best scores, best first (the default).",
      discussion: """
        With a class board configured (the leaderboardServer setting or \
        CONJUGAR_LEADERBOARD_URL), the class's scores, or this machine's with a line \
        on standard error when the class board cannot be read; --local shows this \
        machine's, --class the class's or nothing (exit status 1).
        """)

    @Flag(help: "Print a JSON array of {player, score, difficulty, region, date}.")
    var json = false

    @Option(help: "Only scores of this difficulty (Easy | Moderate | Difficult).")
    var difficulty: String?

    @Option(parsing: .unconditional, help: "At most this many entries (1 to 1000).")
    var limit = 10

    @Flag(help: "This machine's board, even when a class board is configured.")
    var local = false

    @Flag(
      name: .customLong("class"),
      help: "The class board only: when it cannot be read, one line and exit status 1.")
    var classOnly = false

    /// The root, whose launch options are read before or after the subcommand.
    @ParentCommand var conjugar: Conjugar

    func validate() throws {
      if local && classOnly { throw ValidationError("give either --local or --class, not both") }
      guard limit >= 1 else { throw ValidationError("--limit must be a whole number, 1 or more") }
      // A board longer than anyone reads costs the server, the companion and this
      // process memory in proportion (docs/classboard.md): bounded, not cut silently.
      guard limit <= ClassBoard.maximumLimit else {
        throw ValidationError("--limit must be at most \(ClassBoard.maximumLimit), not \(limit)")
      }
      if let difficulty, Difficulty(lenient: difficulty) == nil {
        throw ValidationError(
          "\"\(difficulty)\" is not a difficulty; allowed: \(SettingKey.difficulty.allowedValues)")
      }
    }

    func run() throws {
      let world = Current
      let difficulty = difficulty.flatMap(Difficulty.init(lenient:))
      let board = world.gameCenter
      guard let server = board.sharedServer else {
        if classOnly && world.scenario == .device {
          throw CommandFailure(
            "no class board is configured (the leaderboardServer setting or CONJUGAR_LEADERBOARD_URL)")
        }
        let entries = try world.gameCenter.topScores(limit: limit, difficulty: difficulty, console: world.console)
        world.console.write(
          json ? JSON.leaderboard(entries).text : LeaderboardCommand.render(entries, width: world.console.columns))
        if !json && !world.gameCenter.isAuthenticated(world.settings) && world.scenario == .device {
          // Otherwise "No scores yet: finish a quiz" after a finished quiz reads as a fault.
          world.console.write(
            TextWrap.wrap(
              "Your quizzes are not put on the board: you opted out (conjugar settings set "
                + "userRejectedGameCenter false to opt back in).", width: world.console.columns) + "\n")
        }
        return
      }
      // A class board: the class's scores (what waits is sent first), else this
      // machine's, saying which and why. What the server said is in these lines:
      // each goes through the one sanitiser, cut to a line.
      func say(_ line: String) {
        world.console.warn("\(SafeText.line(line, limit: ClassBoardFailure.limit)).")
      }
      var entries: [LeaderboardEntry]
      let title: String
      var refused: [RefusedScore] = []
      if local {
        entries = try board.localTopScores(limit: limit, difficulty: difficulty, console: world.console)
        title = "This machine's board (the class board: \(TerminalText.safe(server.description)))"
      } else {
        let (reading, refusals) = board.boardAndRefusals(
          limit: limit, difficulty: difficulty, settings: world.settings, console: world.console)
        refused = refusals
        switch reading {
        case let .fresh(fresh):
          // A row conjugar cannot show is left out, and said (issue 45, 12).
          let (shown, leftOut) = LeaderboardEntry.readable(fresh)
          entries = shown
          if let leftOut { say(leftOut) }
          title = "Class board: \(TerminalText.safe(server.description))"
        case let .unavailable(failure):
          if classOnly { throw failure }
          entries = try board.localTopScores(limit: limit, difficulty: difficulty, console: world.console)
          title = "This machine's board: the class board cannot be read now"
          say("\(failure.message); showing this machine's board, which may lack the class's latest scores")
        }
      }
      let waiting = board.waiting
      let setAside = ClassBoard.refusalLine(refused)
      if waiting > 0 {
        let why = setAside.map { "; \($0)" } ?? ""
        say("\(waiting == 1 ? "1 score waits" : "\(waiting) scores wait") to be sent to the class board\(why)")
      } else if let setAside {
        say(setAside)
      }
      world.console.write(
        json
          ? JSON.leaderboard(entries).text
          : title + "\n"
            + LeaderboardCommand.render(entries, width: world.console.columns))
    }
  }

  /// The board as a table (as cards where it does not fit `width`). Every text
  /// is capped (`LeaderboardEntry.capped`: a name of a megabyte, from a file or a
  /// server, is shown as its first 64 characters and "…") and escaped
  /// (`TextTable`), whichever field it is in.
  static func render(_ entries: [LeaderboardEntry], width: Int = 80) -> String {
    guard !entries.isEmpty else {
      return TextWrap.wrap("No scores yet: finish a quiz to get on the board.", width: width) + "\n"
    }
    var table = TextTable([.right, .right, .left, .left, .left, .left])
    table.append(["#", "Score", "Player", "Difficulty", "Region", "Date"])
    for (i, e) in entries.map(\.capped).enumerated() {
      table.append([
        String(i + 1), String(e.score), e.player, e.difficulty, e.region, String(e.date.prefix(10)),
      ])
    }
    return table.render(width: width, leading: 3)
  }
}
