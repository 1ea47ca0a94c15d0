import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

/// Issue 26, 6 to 13, without a server: secrets and escapes in what conjugar
/// repeats, files written whole or not at all, usage errors that touch nothing,
/// a home that does not exist, a hung espeak-ng, a resized terminal, a long
/// escape sequence, and a value that looks like the uiTest switch. What only a
/// process shows (a file size limit, a terminal, a hung child) runs the built
/// executable; what a command prints and writes runs in process (issue 46: the
/// default `swift test` under 30 s).
@Suite("Hostile input, round two (built executable and in process)", .timeLimit(.minutes(10)))
struct HostileInputRoundTwoCLITests {
  /// Every form a URL gives a password in, each with the secret "S3cret".
  static let secretURLs = [
    "postgres://alice:S3cret@db/c",
    "postgres://alice@db/c?password=S3cret",
    "postgres://alice@db/c?sslmode=require&PASSWORD=S3cret",
    "postgres://alice:S%33cret@db/c",
    "postgres://alice@db/c?pass%77ord=S%33cret",
    "postgres://alice:S3cret@db:99999/c",
    "postgres:/alice:S3cret@db/c",
    "postgres://alice@db/c?password=S3cret&bogus=1",
  ]

  static func leaks(_ text: String) -> Bool {
    text.contains("S3cret") || text.contains("S%33cret")
  }

  @Test("no output ever repeats a password given in a URL, in any form", arguments: secretURLs)
  func noPassword(url: String) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let set = try ConjugarProcess.runInProcess(["settings", "set", "leaderboardServer", url], environment: environment)
    #expect(set.status == 2, "\(set.stdout)")
    #expect(!Self.leaks(set.stdout + set.stderr), "\(set.stderr)")
    let world = try ConjugarProcess.runInProcess(
      ["world"], environment: environment.merging(["CONJUGAR_LEADERBOARD_URL": url]) { $1 })
    #expect(!Self.leaks(world.stdout + world.stderr), "\(world.stdout)")
    // The parser's own errors repeat arguments too.
    let parser = try ConjugarProcess.runInProcess(
      ["leaderboard", "server-setup", "--bogus", url], environment: environment)
    #expect(parser.status == 2)
    #expect(!Self.leaks(parser.stdout + parser.stderr), "\(parser.stderr)")
    #expect(home.contents.isEmpty)
  }

  @Test("the redaction itself: userinfo, password= in any case or encoding, nothing else")
  func redaction() {
    #expect(ServerAddress.withoutPassword("postgres://alice:S3cret@db/c") == "postgres://alice:…@db/c")
    #expect(ServerAddress.withoutPassword("postgres://a:p@ss@db/c") == "postgres://a:…@db/c")
    #expect(
      ServerAddress.withoutPassword("postgres://a@db/c?sslmode=disable&Pass%77ord=x%20y&b=1")
        == "postgres://a@db/c?sslmode=disable&Pass%77ord=…&b=1")
    #expect(
      ServerAddress.withoutPassword("postgres://alice@db/c?sslmode=require") == "postgres://alice@db/c?sslmode=require")
    #expect(
      ServerAddress.redactingURLs(in: "Unexpected argument 'postgres://a:S3cret@h/c'")
        == "Unexpected argument 'postgres://a:…@h/c'")
    // A password= URL is kept apart like userinfo: the setting refuses it.
    #expect(ServerAddress.canonicalSetting("postgres://a@h/c?password=x") == nil)
    #expect((try? ServerAddress(parsing: "postgres://a@h/c?password=x"))?.urlPassword == "x")
  }

  @Test("a refused URL with a password shows it elided, never as a plausible URL without one")
  func elidedPassword() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.runInProcess(
      ["settings", "set", "leaderboardServer", "postgres://alice:secret@db/x", "--database", home.file("c.sqlite")],
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "conjugar: \"postgres://alice:…@db/x\" is not a value for leaderboardServer; allowed: a postgres:// URL "
          + "without a password (postgres://alice@school-db/conjugar), or none (a password goes in PGPASSWORD or "
          + "~/.pgpass, never in the settings)\n"), "\(result.stderr)")
    #expect(!result.stderr.contains("secret"))
  }

  @Test("control and bidi characters in the URL are refused, never echoed raw")
  func escapesInURL() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    for url in ["postgres://a\u{1B}]2;PWNED\u{07}@h/db", "postgres://a@h/d\u{202E}b", "postgres://a@h/db\u{9B}31m"] {
      let set = try ConjugarProcess.runInProcess(
        ["settings", "set", "leaderboardServer", url], environment: environment)
      #expect(set.status == 2, "\(set.stdout)")
      #expect(!set.stderr.contains("\u{1B}") && !set.stderr.contains("\u{07}") && !set.stderr.contains("\u{202E}"))
      #expect(!set.stdout.contains("\u{1B}") && !set.stdout.contains("\u{07}"))
      #expect(set.stderr.contains("contains the control character U+"), "\(set.stderr)")
      let world = try ConjugarProcess.runInProcess(
        ["world"], environment: environment.merging(["CONJUGAR_LEADERBOARD_URL": url]) { $1 })
      #expect(!world.stdout.contains("\u{1B}") && !world.stdout.contains("\u{202E}"))
    }
    #expect(home.contents.isEmpty)
  }

  @Test("an argument of 120 KB is not repeated whole in an error")
  func cappedEcho() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let huge = String(repeating: "x", count: 120_000)
    for arguments in [
      ["settings", "set", huge, "1"], ["settings", "set", "region", huge], ["--" + huge],
      ["settings", "set", "leaderboardServer", "postgres://" + huge], ["conjugate", huge],
      ["settings", "set", "playerName", huge],
    ] {
      let result = try ConjugarProcess.run(arguments, environment: environment)
      #expect(result.status != 0)
      #expect(result.stderr.utf8.count < 3_000, "\(arguments.first ?? ""): \(result.stderr.utf8.count) bytes")
      #expect(result.stdout.utf8.count < 3_000)
    }
    // A name of 120 KB is no name for a board: refused as a usage error (exit 2),
    // in one line that says what a name may be, and nothing is kept.
    let named = try ConjugarProcess.run(["settings", "set", "playerName", huge], environment: environment)
    #expect(named.status == 2)
    #expect(
      named.stderr.hasPrefix(
        "conjugar: \"\(String(repeating: "x", count: 60))…\" is not a value for playerName; allowed: a name of 1 to "
          + "40 characters (at most 160 bytes), without control characters, bidi overrides or invisible "
          + "characters\n"), "\(named.stderr)")
    let shown = try ConjugarProcess.run(["settings", "--json"], environment: environment)
    #expect(!shown.stdout.contains("xxxxxxxxxx"), "\(shown.stdout)")
  }

  @Test("a failed export --anki (the file size limit, as a full disk) leaves the previous export whole")
  func exportAtomic() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let database = ["--database", home.file("c.sqlite")]
    // Enough answered items for an export past the limit below.
    let practice = try ConjugarProcess.runInProcess(
      [
        "practice", "--count", "500", "--seed", "3", "--tense", "presente", "--tense", "preterito", "--tense", "futuro",
        "--tense", "imperfecto", "--tense", "condicional",
      ] + database,
      input: String(repeating: "x\n", count: 500), environment: environment)
    #expect(practice.status == 0, "\(practice.stderr)")
    let full = try ConjugarProcess.run(["export", "--anki"] + database, environment: environment)
    try #require(full.stdout.utf8.count > 45_000, "an export of \(full.stdout.utf8.count) bytes")
    let file = home.file("notes.txt")
    let previous = "the previous export\n"
    try previous.write(toFile: file, atomically: false, encoding: .utf8)
    // Writes past 40 KiB fail with EFBIG (SIGXFSZ ignored), as on a full disk;
    // the database's 32 KiB -shm still fits.
    let limited = try ConjugarProcess.run(
      ["export", "--anki", "--output", file] + database, environment: environment,
      launcher: ["/bin/bash", "-c", "trap '' XFSZ; ulimit -f 40; exec \"$0\" \"$@\""])
    #expect(limited.status == 1)
    #expect(limited.stderr.hasPrefix("conjugar: cannot write \(file): "), "\(limited.stderr)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == previous)
    #expect(home.contents.filter { $0.contains("notes") } == ["notes.txt"])
    // Without the limit it is replaced whole.
    let written = try ConjugarProcess.run(["export", "--anki", "--output", file] + database, environment: environment)
    #expect(written.status == 0, "\(written.stderr)")
    #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("#separator:tab\n"))
    #expect(home.contents.filter { $0.contains("notes") } == ["notes.txt"])
  }

  @Test("export --output '' says what is wrong, in one line")
  func exportEmptyName() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      ["export", "--anki", "--output", ""], environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 2)
    #expect(result.stderr.contains("--output needs a file name"), "\(result.stderr)")
    #expect(!result.stderr.contains("cannot write :"))
    #expect(home.contents.isEmpty)
  }

  /// An espeak-ng that behaves as the real one does with -w: it writes the file
  /// if it can, and exits 0 either way.
  static func fakeESpeak(in directory: String) throws {
    try ExecutableScript.write(
      """
      #!/bin/sh
      out=""
      while [ $# -gt 0 ]; do
        case "$1" in -w) out="$2"; shift 2;; --) shift; break;; *) shift;; esac
      done
      [ -n "$out" ] && printf 'RIFF0000WAVEfmt ' > "$out" 2>/dev/null
      exit 0

      """, to: directory + "/espeak-ng")
  }

  @Test("say --wav to a missing directory, /dev/full or a directory: exit 1 with one line")
  func sayWav() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let bin = home.file("bin")
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try Self.fakeESpeak(in: bin)
    let environment = ConjugarProcess.environment(home: home.path, ["PATH": bin + ":/usr/bin:/bin"])
    let database = ["--database", home.file("c.sqlite")]
    for (target, reason) in [
      (home.file("missing/x.wav"), "No such file or directory"), ("/dev/full", "No space left on device"),
      (bin, "Is a directory"),
    ] {
      let result = try ConjugarProcess.run(["say", "tuve", "--wav", target] + database, environment: environment)
      #expect(result.status == 1, "\(target): \(result.stderr)")
      #expect(result.stderr == "conjugar: cannot write \(target): \(reason)\n", "\(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: home.file("missing")))
    let empty = try ConjugarProcess.run(["say", "tuve", "--wav", ""] + database, environment: environment)
    #expect(empty.status == 2)
    #expect(empty.stderr.contains("--wav needs a file name"), "\(empty.stderr)")
    let good = try ConjugarProcess.run(
      ["say", "tuve", "--wav", home.file("x.wav")] + database, environment: environment)
    #expect(good.status == 0, "\(good.stderr)")
    #expect(try String(contentsOfFile: home.file("x.wav"), encoding: .utf8).hasPrefix("RIFF"))
  }

  @Test(
    "a usage error exits 2 and creates nothing on a fresh machine",
    arguments: [
      ["practice", "--count", "0"], ["practice", "--verb", "tenr"], ["review", "--count", "0"],
      ["practice", "--tense", "pluperfect of nothing"],
    ])
  func usageTouchesNothing(arguments: [String]) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(arguments, environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("conjugar: "), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(home.contents.isEmpty, "\(home.contents)")
  }

  @Test("HOME that does not exist is never created: conjugar says so")
  func missingHome() throws {
    let scratch = try TemporaryHome()
    defer { scratch.cleanUp() }
    let home = scratch.file("nonexistent/dir")
    let environment = ConjugarProcess.environment(home: home)
    let quiz = try ConjugarProcess.runInProcess(["quiz"], input: "x\n", environment: environment)
    #expect(quiz.status == 1, "\(quiz.stderr)")
    #expect(quiz.stderr.hasPrefix("conjugar: HOME (\(home)) does not exist"), "\(quiz.stderr)")
    #expect(quiz.stderr.split(separator: "\n").count == 1)
    let set = try ConjugarProcess.runInProcess(["settings", "set", "region", "Spain"], environment: environment)
    #expect(set.status == 1)
    #expect(scratch.contents.isEmpty, "\(scratch.contents)")
    // Reading needs no file: a catalog command and a read-only one still work.
    #expect(try ConjugarProcess.runInProcess(["conjugate", "tener"], environment: environment).status == 0)
    #expect(try ConjugarProcess.runInProcess(["stats"], environment: environment).status == 0)
    #expect(scratch.contents.isEmpty, "\(scratch.contents)")
  }

  @Test("speakAnswers with a hung espeak-ng: stopped after a few seconds, the quiz goes on without speech")
  func hungESpeak() async throws {
    // The quiz waits out espeak-ng's deadline (some 4 s): on a thread of its own,
    // so that the test holds none of the few threads the other tests run on.
    let (took, error) = try await ConjugarProcess.offThePool { () throws -> (TimeInterval, String) in
      let home = try TemporaryHome()
      defer { home.cleanUp() }
      // The World's PATH is espeak-ng's own (only home): sleep by its path.
      try ExecutableScript.write("#!/bin/sh\nexec /bin/sleep 60\n", to: home.file("espeak-ng"))
      let started = Date()
      let (console, _) = try SpeechCLITests.play(
        ["tuve", "hablo"], speakAnswers: true, utterer: ESpeakUtterer(environment: ["PATH": home.path]))
      return (Date().timeIntervalSince(started), console.error)
    }
    #expect(took < 15, "took \(took) s")
    #expect(error.contains("espeak-ng did not finish within"), "\(error)")
    #expect(error.components(separatedBy: "did not finish").count == 2)  // said once
  }

  @Test("a very long escape sequence is dropped whole: none of its digits reaches the answer")
  func longEscape() {
    var bytes = Array(("\u{1B}[" + String(repeating: "1;", count: 40) + "5Atuve\r").utf8)[...]
    var keys = KeyReader(nextByte: { bytes.popFirst() })
    var editor = LineEditor()
    #expect(editor.readLine(prompt: "> ", columns: 80, keys: &keys, write: { _ in }) == "tuve")
    // A sequence cut by Enter: the Enter still ends the line.
    var cut = Array(("ab\u{1B}[12\r").utf8)[...]
    var cutKeys = KeyReader(nextByte: { cut.popFirst() })
    var other = LineEditor()
    #expect(other.readLine(prompt: "> ", columns: 80, keys: &cutKeys, write: { _ in }) == "ab")
  }

  @Test("the terminal resized mid-quiz: what follows is laid out at the new width")
  func resized() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["TERM": "dumb"])
    /// The lines shown after the last prompt (the last feedback and the
    /// results), escape sequences and the editor's redraws taken out.
    func lastLines(resize: [Int: UInt16]) throws -> [String] {
      let (status, screen) = try PseudoTerminal.run(
        ["practice", "--count", "4", "--seed", "5", "--database", home.file("c.sqlite")],
        answers: ["x\r", "x\r", "x\r", "x\r"], columns: 80, environment: environment, resize: resize)
      #expect(status == 0, "\(screen)")
      let parts = screen.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n> ")
      #expect(parts.count == 5, "\(screen)")
      return (parts.last ?? "").split(separator: "\n").map {
        String($0.split(separator: "\r").last ?? "")
          .replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
      }
    }
    // At 80 columns the results have lines wider than 40; resized to 40 before
    // the last answer, none.
    let wide = try lastLines(resize: [:])
    #expect(wide.contains { TerminalText.width($0) > 40 }, "\(wide)")
    let narrow = try lastLines(resize: [3: 40])
    #expect(narrow.count > 3)
    #expect(narrow.allSatisfy { TerminalText.width($0) <= 40 }, "\(narrow.filter { TerminalText.width($0) > 40 })")
  }

  @Test("settings set playerName enable-ui-testing stays a value, on device")
  func valueLikeTheSwitch() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let database = ["--database", home.file("c.sqlite")]
    let set = try ConjugarProcess.runInProcess(
      ["settings", "set", "playerName", "enable-ui-testing"] + database, environment: environment)
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout == "playerName: enable-ui-testing\n")
    let shown = try ConjugarProcess.runInProcess(["settings", "--json"] + database, environment: environment)
    #expect(shown.stdout.contains("\"playerName\":\"enable-ui-testing\""), "\(shown.stdout)")
    // Written on device: the file is there (uiTest keeps nothing).
    #expect(FileManager.default.fileExists(atPath: home.file("c.sqlite")))
    // The switch as a whole argument in the World position still selects uiTest.
    let world = try ConjugarProcess.runInProcess(["world", "enable-ui-testing"], environment: environment)
    #expect(world.stdout.contains("uiTest"), "\(world.stdout)")
  }
}
