import ArgumentParser
import Foundation
import Testing

@testable import ConjugarCore
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
    #expect(launch.choice.simulator && launch.choice.noColor)
    #expect(launch.choice.database == "/tmp/x.sqlite")
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

  @Test("launch options before or after the subcommand: --simulator, --database, --no-color")
  func launchOptionsAnywhere() throws {
    for arguments in [["--simulator", "quiz"], ["quiz", "--simulator"]] {
      let quiz = try #require(try Self.parse(arguments) as? QuizCommand, "\(arguments)")
      #expect(quiz.choice.simulator, "\(arguments)")
    }
    for arguments in [["--simulator", "world", "--json"], ["world", "--simulator", "--json"]] {
      let world = try #require(try Self.parse(arguments) as? ShowWorldCommand, "\(arguments)")
      #expect(world.choice.simulator && world.json, "\(arguments)")
    }
    for arguments in [
      ["settings", "--database", "/tmp/f.sqlite", "set", "region", "spain"],
      ["settings", "set", "--database", "/tmp/f.sqlite", "region", "spain"],
      ["settings", "set", "region", "spain", "--database", "/tmp/f.sqlite"],
    ] {
      let set = try #require(try Self.parse(arguments) as? SettingsCommand.Set, "\(arguments)")
      #expect(set.choice.database == "/tmp/f.sqlite", "\(arguments)")
      #expect(set.key == "region" && set.text == "spain", "\(arguments)")
    }
    for arguments in [["--no-color", "practice"], ["practice", "--no-color"]] {
      let practice = try #require(try Self.parse(arguments) as? PracticeCommand, "\(arguments)")
      #expect(practice.choice.noColor, "\(arguments)")
    }
  }

  @Test("conjugate: many infinitives in one argument, options anywhere; only after conjugate")
  func conjugate() throws {
    let command = try #require(
      try Self.parse(["conjugate", "tener", "--json", "ir", "--second-person", "vos", "irse"])
        as? ConjugateCommand)
    #expect(command.infinitives == ["tener", "ir", "irse"])
    #expect(!command.all)
    #expect(command.json)
    #expect(command.secondPerson == .vos)
    for spelling in ["tú", "Tú", "TU", "Vos", "both", "Both"] {
      #expect(
        (try Self.parse(["conjugate", "hablar", "--second-person", spelling]) as? ConjugateCommand)?
          .secondPerson != nil, "\(spelling)")
    }
    #expect(Self.failure(["conjugate", "hablar", "--second-person", "usted"])?.0 == .usage)
    // No infinitives: they are read from standard input (issue 44).
    #expect((try Self.parse(["conjugate", "--json"]) as? ConjugateCommand)?.infinitives == [])
    #expect(Self.failure(["conjugate", "--all", "tener"])?.0 == .usage)
    let all = try #require(try Self.parse(["conjugate", "--all", "--json"]) as? ConjugateCommand)
    #expect(all.all && all.infinitives.isEmpty)
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
    #expect(set.choice.database == "/tmp/x")
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
    #expect((try Self.parse(["stats", "--json", "--simulator"]) as? StatsCommand)?.choice.simulator == true)
    #expect((try Self.parse(["world", "--json"]) as? ShowWorldCommand)?.json == true)
    #expect((try Self.parse(["record-sample", "--count", "3"]) as? RecordSampleCommand)?.count == 3)
    #expect(Self.failure(["record-sample", "--count", "-2"])?.0 == .usage)
    #expect(Self.failure(["verbs", "--frobnicate"])?.0 == .usage)
  }

  @Test("practice, review, export, identify, info, say: options and bad values")
  func learning() throws {
    let practice = try #require(
      try Self.parse([
        "practice", "--tense", "preterito", "--tense", "pretérito", "--verb", "tener", "--person", "yo",
        "--irregular", "--count", "7", "--seed", "3", "--list-questions", "--json",
      ]) as? PracticeCommand)
    #expect(practice.tenses == ["preterito", "pretérito"] && practice.verbs == ["tener"])
    #expect(practice.persons == ["yo"] && practice.irregular && practice.count == 7 && practice.seed == 3)
    #expect(practice.dataUse == .reads)
    // A count out of range parses, and is refused in one line when the command runs.
    for arguments in [["practice", "--count", "0"], ["practice", "--count", "501"], ["review", "--count", "-3"]] {
      let refused = ConjugarProcess.inProcess(arguments + ["enable-ui-testing"], environment: [:])
      #expect(refused.status == 2 && refused.stdout.isEmpty, "\(arguments)")
      #expect(refused.stderr.hasPrefix("conjugar: ") && refused.stderr.filter { $0 == "\n" }.count == 1)
    }
    #expect(Self.failure(["practice", "--json"])?.0 == .usage)
    let review = try #require(try Self.parse(["review", "--status", "--json"]) as? ReviewCommand)
    #expect(review.status && review.json && review.dataUse == .reads)
    #expect(Self.failure(["review", "--status", "--list-questions"])?.0 == .usage)
    #expect(Self.failure(["review", "--json"])?.0 == .usage)
    let export = try #require(
      try Self.parse(["export", "--anki", "--missed", "--output", "/tmp/n.txt"]) as? ExportCommand)
    #expect(export.anki && export.missed && export.output == "/tmp/n.txt")
    #expect(Self.failure(["export"])?.1.contains("choose a format: --anki") == true)
    #expect((try Self.parse(["identify", "fuera", "tuve", "--json"]) as? IdentifyCommand)?.forms == ["fuera", "tuve"])
    // No forms: they are read from standard input (issue 44).
    #expect((try Self.parse(["identify", "--json"]) as? IdentifyCommand)?.forms == [])
    #expect(
      (try Self.parse(["info", "imperfect", "subjunctive"]) as? InfoCommand)?.topic == ["imperfect", "subjunctive"])
    let say = try #require(try Self.parse(["say", "me", "acuerdo", "--wav", "/tmp/a.wav"]) as? SayCommand)
    #expect(say.words == ["me", "acuerdo"] && say.wav == "/tmp/a.wav")
    #expect(Self.failure(["say", " "])?.1.contains("say what?") == true)
  }

  @Test("every option a command offers is honoured: catalog commands offer no database")
  func launchOptionsOffered() throws {
    for command in ["verbs", "identify", "info"] {
      let rest = command == "verbs" ? [] : ["tener"]
      for option in [["--database", "/proc/nope/x.sqlite"], ["--simulator"]] {
        #expect(Self.failure([command] + rest + option)?.0 == .usage, "\(command) \(option)")
      }
      #expect(
        Self.failure([command] + rest + ["--database", "/tmp/x.sqlite"])?.1
          == "Error: \(command) reads only the catalog: --database does not apply to it "
          + "(CONJUGAR_DATABASE sets the file for every command)", "\(command)")
      let parsed = try #require(try Self.parse([command] + rest + ["--no-color"]) as? any LaunchedCommand)
      #expect(parsed.choice == LaunchOptions.Choice(noColor: true), "\(command)")
    }
    for arguments in [
      ["quiz"], ["conjugate", "tener"], ["settings"], ["settings", "set", "region", "Spain"],
      ["settings", "reset"], ["leaderboard"], ["history"], ["stats"], ["world"], ["practice"],
      ["review"], ["export", "--anki"], ["say", "tuve"], ["record-sample"],
    ] {
      let parsed = try #require(
        try Self.parse(arguments + ["--simulator", "--database", "/tmp/x.sqlite", "--no-color"])
          as? any LaunchedCommand, "\(arguments)")
      #expect(
        parsed.choice == LaunchOptions.Choice(simulator: true, database: "/tmp/x.sqlite", noColor: true),
        "\(arguments)")
    }
  }

  @Test("a mistyped subcommand is named with the closest one, exit 2; --version")
  func mistyped() throws {
    #expect(
      Main.mistypedCommand(["conjugat", "tener"])
        == CommandFailure("unknown command 'conjugat'; did you mean 'conjugar conjugate'?", exitStatus: .usage))
    #expect(Main.mistypedCommand(["leaderbord"])?.message.contains("'conjugar leaderboard'") == true)
    #expect(Main.mistypedCommand(["conjugate", "tener"]) == nil)
    #expect(
      Main.mistypedCommand(["xyzzy"])
        == CommandFailure("unknown command 'xyzzy'; `conjugar --help` lists the commands", exitStatus: .usage))
    // A verb alone asks for its table.
    #expect(
      Main.mistypedCommand(["tener"])
        == CommandFailure("unknown command 'tener'; for its conjugation: conjugar conjugate tener", exitStatus: .usage))
    #expect(Main.mistypedCommand(["acordarse"])?.message.hasSuffix("conjugar conjugate acordarse") == true)
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

  @Test("conjugar --help is for learners: nothing about the World or developer options before the subcommands")
  func learnersHelp() {
    let help = Conjugar.helpMessage(columns: 200)
    let head = help.components(separatedBy: "SUBCOMMANDS:").first ?? help
    #expect(head != help, "the help lists subcommands")
    for word in ["World", "world", "simulator", "uiTest", "enable-ui-testing", "eveloper"] {
      #expect(!head.contains(word), "\(word)")
    }
    // The options every command takes are shown once, at the root.
    #expect(head.contains("--no-color") && head.contains("--database"))
    #expect(Conjugar.helpMessage(includeHidden: true, columns: 200).contains("--simulator"))
  }

  @Test("help for the root and every subcommand exits 0")
  func help() {
    for arguments in [
      ["--help"], ["quiz", "--help"], ["conjugate", "--help"], ["verbs", "--help"],
      ["settings", "--help"], ["settings", "set", "--help"], ["leaderboard", "--help"],
      ["history", "--help"], ["stats", "--help"], ["world", "--help"], ["help", "conjugate"],
      ["practice", "--help"], ["review", "--help"], ["export", "--help"], ["identify", "--help"],
      ["info", "--help"], ["say", "--help"], ["settings", "show", "--help"], ["settings", "reset", "--help"],
      ["record-sample", "--help"], ["-h"], ["help"],
    ] {
      // Either the parser's help command (run, it prints help) or a clean exit.
      do {
        let command = try Self.parse(arguments)
        #expect(!(command is any LaunchedCommand), "\(arguments)")
      } catch {
        #expect(Conjugar.exitCode(for: error) == .success, "\(arguments)")
      }
    }
  }
}
