import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// The uiTest World, black-box: launch the built `conjugar` with `enable-ui-testing`
/// and type answers on standard input.
/// The golden transcript, determinism across time zones and end of input run the
/// built executable; the rest check output and status through Main.run.
@Suite("UI tests (uiTest world)", .timeLimit(.minutes(10)))
struct UITests {
  static let ui = ["enable-ui-testing"]

  @Test(
    "a perfect quiz reaches the maximum score",
    arguments: [
      ([String](), 208), (["Spain", "Difficult"], 750), (["Latin America", "Moderate", "Vos"], 416),
    ])
  func perfect(launch: [String], maximum: Int) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let questions = try ConjugarProcess.questions(Self.ui + launch, environment: environment)
    #expect(questions.count == 50)
    let result = try ConjugarProcess.runInProcess(
      Self.ui + launch, input: ConjugarProcess.answers(questions), environment: environment)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains("Score: \(maximum)"))
    #expect(lines.filter { $0.hasPrefix("Score: ") }.count == 1)
    #expect(lines.contains("Pretending to report score \(maximum)."))
    #expect(result.stdout.components(separatedBy: "✓ Correct.").count - 1 == 50)
    #expect(home.contents.isEmpty)
  }

  @Test("the quiz asks exactly the questions --list-questions prints")
  func listMatchesPlay() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let launch = Self.ui + ["Difficult", "Spain"]
    let questions = try ConjugarProcess.questions(launch, environment: environment)
    let result = try ConjugarProcess.runInProcess(
      launch, input: String(repeating: "x\n", count: 50), environment: environment)
    let asked = result.stdout.split(separator: "\n").dropFirst().filter { $0.contains(" — ") }
      .map { String($0.split(separator: " ").first ?? "") }
    #expect(asked == questions.map(\.infinitive))
    #expect(result.stdout.contains("Score: 0\n"))
  }

  @Test("two runs print byte-identical transcripts")
  func deterministic() throws {
    let input = "hablo\ncaminas\nanda\nvivimos\nx\n\n" + String(repeating: "no sé\n", count: 44)
    let one = try TemporaryHome()
    let two = try TemporaryHome()
    defer {
      one.cleanUp()
      two.cleanUp()
    }
    let a = try ConjugarProcess.run(
      Self.ui, input: input, environment: ConjugarProcess.environment(home: one.path))
    let b = try ConjugarProcess.run(
      Self.ui, input: input,
      environment: ConjugarProcess.environment(home: two.path, ["USER": "someone", "TZ": "Asia/Tokyo"]))
    #expect(a.status == 0)
    #expect(a.stdout == b.stdout)
    #expect(a.stderr == b.stderr)
    // hablo and vivimos right (hablar yo, vivir nosotros): 20 points × 0.833 × 0.5.
    #expect(a.stdout.contains("Score: 8\n"))
  }

  @Test("end of input half-way ends the quiz cleanly: the answers count for review, nothing is ranked")
  func endOfInput() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      Self.ui, input: "hablo\ncaminas\n", environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 0)
    // caminas for tomar (tú) is wrong: one missed item waits in review.
    #expect(
      result.stdout.hasSuffix(
        """

        Quiz stopped after 2 of 50 questions; your 2 answers count for review (not
        ranked, not in the history).
        Due for review now: 0 items, and 1 missed item waiting in review.
        Next: conjugar review

        """))
    #expect(!result.stdout.contains("Score: "))
    #expect(!result.stdout.contains("Pretending"))
    #expect(home.contents.isEmpty)
  }

  @Test(":q quits cleanly: the answer counts for review, nothing is ranked")
  func quit() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.runInProcess(
      Self.ui, input: "hablo\n:q\nmore\n", environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 0)
    #expect(
      result.stdout.hasSuffix(
        """

        Quiz stopped after 1 of 50 questions; your answer counts for review (not ranked,
        not in the history).
        Due for review now: 0 items.
        Next: conjugar practice

        """))
    #expect(!result.stdout.contains("Pretending"))
  }

  @Test("the golden transcript: one scripted Easy quiz, byte for byte")
  func golden() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden")
    let input = try String(
      contentsOf: folder.appendingPathComponent("uitest-easy.input.txt"), encoding: .utf8)
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      Self.ui, input: input, environment: ConjugarProcess.environment(home: home.path))
    let goldenURL = folder.appendingPathComponent("uitest-easy.transcript.txt")
    let golden = try String(contentsOf: goldenURL, encoding: .utf8)
    #expect(result.status == 0)
    // The update mode can fail: a transcript it rewrites is an issue, so an update
    // run is never green by accident (read the diff, then run again without it).
    if ProcessInfo.processInfo.environment["CONJUGAR_UPDATE_GOLDEN"] == "1", result.stdout != golden {
      try Data(result.stdout.utf8).write(to: goldenURL)
      Issue.record("the golden transcript was rewritten: read `git diff Tests/ConjugarCLITests/Golden/`")
      return
    }
    #expect(result.stdout == golden)
  }

  @Test("export --output in uiTest pretends: no file, one line saying so")
  func exportPretends() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      ["export", "--anki", "--output", home.path + "/deck.txt"] + Self.ui,
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("Pretending to write "), "\(result.stdout)")
    // The count follows, and never says "written" beside "Pretending to write".
    #expect(result.stdout.hasSuffix(" bytes to \(home.path)/deck.txt.\n0 notes, none written.\n"), "\(result.stdout)")
    #expect(home.contents == [])
  }

  @Test("conjugar world --json shows the uiTest wiring")
  func world() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.runInProcess(
      ["world", "--json"] + Self.ui, environment: ConjugarProcess.environment(home: home.path))
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(object?["scenario"] as? String == "uiTest")
    let dependeffects = object?["dependeffects"] as? [String: String] ?? [:]
    #expect(
      Set(dependeffects.keys) == [
        "settings", "leaderboard", "records", "reviewPrompter", "analytics", "speech", "files", "inputFiles",
        "serverSetup", "randomness", "clock", "console", "catalog", "timeZone",
      ])
    #expect(dependeffects["inputFiles"] == "NoInputFiles (reads no file)")
    #expect(dependeffects["leaderboard"]?.hasPrefix("TestGameCenter") == true)
    #expect(dependeffects["records"]?.contains("in memory") == true)
    #expect(dependeffects["speech"] == "TestUtterer (pretends; says nothing)")
    #expect(dependeffects["serverSetup"] == "PretendingServerSetup (pretends; touches no network)")
    #expect(home.contents.isEmpty)
    // Every scenario names its speech and its class board setup.
    for (launch, speech, setup) in [
      (["--simulator"], "TestUtterer (pretends", "PretendingServerSetup (pretends; touches no network)"),
      (
        [], "ESpeakUtterer (espeak-ng, voice es or es-419",
        "CompanionServerSetup (runs conjugar-classboard server-setup)"
      ),
    ] {
      let other = try ConjugarProcess.runInProcess(
        ["world", "--json"] + launch, environment: ConjugarProcess.environment(home: home.path))
      let wiring = try JSONSerialization.jsonObject(with: Data(other.stdout.utf8)) as? [String: Any]
      #expect((wiring?["dependeffects"] as? [String: String])?["speech"]?.hasPrefix(speech) == true, "\(launch)")
      #expect((wiring?["dependeffects"] as? [String: String])?["serverSetup"] == setup, "\(launch)")
    }
  }
}
