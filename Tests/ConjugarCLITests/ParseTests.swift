import ArgumentParser
import ConjugarCore
import Foundation
import Testing

@testable import conjugar

/// The command line parsed in process, as `Main` parses it: the one rewrite, then
/// swift-argument-parser. Each command's options, its bad values and its help.
@Suite("Parsing every command")
struct ParseTests {
  static func parse(_ arguments: [String]) throws -> any ParsableCommand {
    try Main.parse(ArgumentRewrite(arguments).arguments)
  }

  /// The exit status and first line Main gives a parse that fails.
  static func failure(_ arguments: [String]) -> (ConjugarCore.ExitStatus, String)? {
    do {
      _ = try parse(arguments)
      return nil
    } catch {
      let code = Conjugar.exitCode(for: error)
      let status: ConjugarCore.ExitStatus = code == .success ? .success : code == .validationFailure ? .usage : .failure
      let message = Conjugar.fullMessage(for: error)
      return (status, String(message.split(separator: "\n").first ?? ""))
    }
  }

  @Test("a bare conjugar, or quiz, is the quiz with its defaults")
  func quiz() throws {
    for arguments in [[], ["quiz"], ["--seed", "7"], ["quiz", "--list-questions", "--json"]] {
      let command = try #require(try Self.parse(arguments) as? QuizCommand)
      #expect(command.seed == (arguments.contains("7") ? 7 : nil))
      #expect(command.listQuestions == arguments.contains("--list-questions"))
    }
    let launch = try #require(
      try Self.parse(["--simulator", "--database", "/tmp/x.sqlite", "--no-color"]) as? QuizCommand)
    #expect(launch.launch.simulator && launch.launch.noColor)
    #expect(launch.launch.database == "/tmp/x.sqlite")
    #expect(Self.failure(["quiz", "--json"])?.0 == .usage)
    #expect(Self.failure(["quiz", "--seed", "minus"])?.0 == .usage)
  }

  @Test("enable-ui-testing and its launch words are taken out, except a value being set")
  func uiTest() throws {
    let rewrite = ArgumentRewrite(["enable-ui-testing", "Spain", "Difficult", "Vos", "quiz"])
    #expect(rewrite.uiTestArguments == ["Spain", "Difficult", "Vos"])
    #expect(rewrite.arguments == ["quiz"])
    let set = ArgumentRewrite(["settings", "set", "region", "Spain", "enable-ui-testing"])
    #expect(set.uiTestArguments == [])
    #expect(set.arguments == ["settings", "set", "region", "Spain"])
    #expect(ArgumentRewrite(["Spain"]).uiTestArguments == nil)
    #expect(ArgumentRewrite(["Spain"]).arguments == ["Spain"])
  }

  @Test("conjugate: many infinitives in one argument, options anywhere; only after conjugate")
  func conjugate() throws {
    let command = try #require(
      try Self.parse(["conjugate", "tener", "--json", "ir", "--second-person", "vos", "irse"])
        as? ConjugateCommand)
    #expect(command.words == ["tener", "ir", "irse"])
    #expect(command.json)
    #expect(command.secondPerson == .vos)
    for spelling in ["tú", "Tú", "TU", "Vos", "both", "Both"] {
      #expect(
        (try Self.parse(["conjugate", "hablar", "--second-person", spelling]) as? ConjugateCommand)?
          .secondPerson != nil, "\(spelling)")
    }
    #expect(Self.failure(["conjugate", "hablar", "--second-person", "usted"])?.0 == .usage)
    #expect(Self.failure(["conjugate"])?.0 == .usage)
    // A word "conjugate" elsewhere is not the subcommand.
    let set = try #require(
      try Self.parse(["settings", "set", "playerName", "conjugate", "a", "b"]) as? SettingsCommand.Set)
    #expect(set.text == "conjugate a b")
  }

  @Test("settings: show, set with values that look like options, reset")
  func settings() throws {
    #expect(try Self.parse(["settings", "--json"]) is SettingsCommand.Show)
    #expect(try Self.parse(["settings", "reset", "--database", "/tmp/x"]) is SettingsCommand.Reset)
    let set = try #require(
      try Self.parse(["settings", "set", "region", "latin", "america", "--database", "/tmp/x"])
        as? SettingsCommand.Set)
    #expect(set.text == "latin america")
    #expect(set.launch.database == "/tmp/x")
    let negative = Self.failure(["settings", "set", "promptActionCount", "-1", "--database", "/tmp/x"])
    #expect(negative?.0 == .usage)
    #expect(negative?.1.contains("\"-1\" is not a value for promptActionCount") == true)
    #expect(Self.failure(["settings", "set", "promptActionCount", "9223372036854775807"])?.0 == .usage)
    #expect(Self.failure(["settings", "set", "colour", "red"])?.1.contains("unknown setting") == true)
    #expect(Self.failure(["settings", "set", "playerName", "bob\u{1B}]2;x\u{07}"])?.0 == .usage)
  }

  @Test("leaderboard and history: --limit and --difficulty checked, negative numbers too")
  func leaderboardAndHistory() throws {
    let board = try #require(
      try Self.parse(["leaderboard", "--json", "--limit", "3", "--difficulty", "moderate"])
        as? LeaderboardCommand.Show)
    #expect(board.limit == 3 && board.json && board.difficulty == "moderate")
    for command in ["leaderboard", "history"] {
      let negative = Self.failure([command, "--limit", "-1"])
      #expect(negative?.0 == .usage, "\(command)")
      #expect(negative?.1.contains("--limit must be a whole number, 1 or more") == true, "\(command)")
      #expect(Self.failure([command, "--limit", "0"])?.0 == .usage)
    }
    #expect(Self.failure(["leaderboard", "--difficulty", "hard"])?.0 == .usage)
    #expect((try Self.parse(["history", "--json", "--limit", "2"]) as? HistoryCommand)?.limit == 2)
  }

  @Test("verbs, stats, world, record-sample")
  func others() throws {
    #expect((try Self.parse(["verbs", "--json"]) as? VerbsCommand)?.json == true)
    #expect((try Self.parse(["stats", "--json", "--simulator"]) as? StatsCommand)?.launch.simulator == true)
    #expect((try Self.parse(["world", "--json"]) as? ShowWorldCommand)?.json == true)
    #expect((try Self.parse(["record-sample", "--count", "3"]) as? RecordSampleCommand)?.count == 3)
    #expect(Self.failure(["record-sample", "--count", "-2"])?.0 == .usage)
    #expect(Self.failure(["verbs", "--frobnicate"])?.0 == .usage)
  }

  @Test("a mistyped subcommand is named with the closest one, exit 2; --version")
  func mistyped() throws {
    #expect(
      Main.mistypedCommand(["conjugat", "tener"])
        == CommandFailure("unknown command 'conjugat'; did you mean 'conjugar conjugate'?", exitStatus: .usage))
    #expect(Main.mistypedCommand(["leaderbord"])?.message.contains("'conjugar leaderboard'") == true)
    #expect(Main.mistypedCommand(["conjugate", "tener"]) == nil)
    #expect(Main.mistypedCommand(["xyzzy"]) == nil)
    let failure = #expect(throws: CommandFailure.self) { try Self.parse(["stast"]) }
    #expect(failure?.exitStatus == .usage)
    #expect(Conjugar.configuration.version == "2.0.0")
  }

  @Test("history shows stored UTC dates in the World's time zone")
  func localTime() throws {
    let madrid = try #require(TimeZone(identifier: "Europe/Madrid"))
    #expect(HistoryCommand.local("2024-05-01T10:30:00Z", in: madrid) == "2024-05-01 12:30")
    #expect(HistoryCommand.local("2024-01-31T23:30:00Z", in: madrid) == "2024-02-01 00:30")
    #expect(HistoryCommand.local("2024-01-31T23:30:00Z", in: .gmt) == "2024-01-31 23:30")
  }

  @Test("help for the root and every subcommand exits 0")
  func help() {
    for arguments in [
      ["--help"], ["quiz", "--help"], ["conjugate", "--help"], ["verbs", "--help"],
      ["settings", "--help"], ["settings", "set", "--help"], ["leaderboard", "--help"],
      ["history", "--help"], ["stats", "--help"], ["world", "--help"], ["help", "conjugate"],
    ] {
      // Either the parser's help command (run, it prints help) or a clean exit.
      do {
        let command = try Self.parse(arguments)
        #expect(!(command is any WorldCommand), "\(arguments)")
      } catch {
        #expect(Conjugar.exitCode(for: error) == .success, "\(arguments)")
      }
    }
  }
}
