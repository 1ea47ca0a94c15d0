import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore
@testable import conjugar

/// Hostile inputs replayed against the built executable when issue 11 was checked
/// case by case: each of these failed there before its fix.
@Suite("an adversary's replays (built executable where the process matters, else in process)", .timeLimit(.minutes(10)))
struct AdversaryCLITests {
  static let fiftyWrongAnswers = String(repeating: "x\n", count: 50)

  /// Whether /dev/full is the device that refuses every write.
  static let hasDevFull: Bool = {
    var info = stat()
    return stat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR
  }()

  @Test("promptActionCount: absurd values refused at set; a tampered count never overflows a quiz")
  func promptActionCount() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let path = home.file("c.sqlite")
    for value in ["9223372036854775807", "1000000001", "-1"] {
      let refused = try ConjugarProcess.runInProcess(
        ["settings", "set", "promptActionCount", value, "--database", path], environment: environment)
      #expect(refused.status == 2, "\(value)")
      #expect(
        refused.stderr.hasPrefix(
          "conjugar: \"\(value)\" is not a value for promptActionCount; allowed: a whole number from 0 to 1000000000\n")
      )
    }
    let kept = try ConjugarProcess.runInProcess(
      ["settings", "set", "promptActionCount", "1000000000", "--database", path], environment: environment)
    #expect(kept.status == 0)
    // Another program writes the largest Int there: the quiz must still finish.
    try DatabaseQueue(path: path).write {
      try $0.execute(
        sql: "UPDATE setting SET value = '9223372036854775807' WHERE key = 'promptActionCount'")
    }
    let quiz = try ConjugarProcess.runInProcess(
      ["quiz", "--database", path], input: Self.fiftyWrongAnswers, environment: environment)
    #expect(quiz.status == 0)
    #expect(quiz.stderr == "")
    #expect(quiz.stdout.contains("\nScore: 0\n"))
    let count = try DatabaseQueue(path: path).read {
      try String.fetchOne($0, sql: "SELECT value FROM setting WHERE key = 'promptActionCount'")
    }
    // Not a whole number from 0 to 1,000,000,000: read as the default, 0, then one more.
    #expect(count == "1")
  }

  @Test("export --output follows a link to a device, never replaces it, and a full disk fails")
  func exportThroughLink() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let database = ["--database", home.file("c.sqlite")]
    _ = try ConjugarProcess.run(["quiz"] + database, input: Self.fiftyWrongAnswers, environment: environment)
    // A link to a file: the file gets the notes, the link stays a link.
    let target = home.file("notes.txt")
    let link = home.file("link.txt")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let viaLink = try ConjugarProcess.run(
      ["export", "--anki", "--output", link] + database, environment: environment)
    #expect(viaLink.status == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("#separator:tab\n"))
    // A relative name is the working directory's.
    let relative = try ConjugarProcess.run(
      ["export", "--anki", "--output", "relative.txt"] + database, environment: environment,
      launcher: ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", home.path])
    #expect(relative.status == 0)
    #expect(FileManager.default.fileExists(atPath: home.file("relative.txt")))
    guard Self.hasDevFull else { return }
    // A link to /dev/full: written through (and refused), not replaced by a file.
    let full = home.file("full.txt")
    try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: "/dev/full")
    let refused = try ConjugarProcess.run(
      ["export", "--anki", "--output", full] + database, environment: environment)
    #expect(refused.status == 1)
    #expect(refused.stdout == "")
    #expect(refused.stderr == "conjugar: cannot write \(full): No space left on device\n")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: full) == "/dev/full")
  }

  @Test("a working directory over 1,024 bytes: a relative database is refused there, never put in /")
  func deepWorkingDirectory() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    var deep = home.path
    while deep.utf8.count < 1_300 { deep += "/" + String(repeating: "d", count: 50) }
    try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
    let name = "conjugar-deep-\(UUID().uuidString).sqlite"
    defer {
      // Where the file went before the fix: remove it if it is there again.
      for suffix in ["", "-wal", "-shm"] { unlink("/" + name + suffix) }
    }
    let result = try ConjugarProcess.run(
      ["settings", "set", "region", "Spain", "--database", name],
      environment: ConjugarProcess.environment(home: home.path),
      launcher: ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", deep])
    #expect(result.status == 1)
    #expect(
      result.stderr == "conjugar: cannot use the database \(name): its path is longer than "
        + "SQLite accepts (512 bytes); choose another file with --database or CONJUGAR_DATABASE\n")
    #expect(!FileManager.default.fileExists(atPath: "/" + name))
    #expect(!FileManager.default.fileExists(atPath: deep + "/" + name))
  }

  @Test(
    "names of 20,000 characters: refused at once, not after minutes of suggestions",
    arguments: [["practice", "--verb"], ["practice", "--tense"], ["practice", "--person"], ["info"]])
  func hugeNames(_ command: [String]) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let name = String(repeating: "a", count: 20_000)
    let clock = ContinuousClock()
    let start = clock.now
    let result = try ConjugarProcess.runInProcess(
      command + [name, "enable-ui-testing"], environment: ConjugarProcess.environment(home: home.path))
    // Before: 5 s (--tense), 12 s (info), over 20 minutes (--verb). A hang test, not
    // a speed target: the bound is far above any machine's noise.
    #expect(clock.now - start < .seconds(4), "\(command)")
    #expect(result.status == 2, "\(command)")
    #expect(result.stdout == "")
  }

  @Test(
    "help and the version on a full disk or a closed standard output: one line, exit 1",
    .enabled(if: hasDevFull, "needs /dev/full"),
    arguments: ["> /dev/full", ">&-"], [["--help"], ["--version"], ["settings", "--help"]])
  func helpUnwritable(redirect: String, arguments: [String]) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try OutputFailureCLITests.run(
      arguments, redirect: redirect, environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 1)
    let reason = redirect == ">&-" ? "standard output is closed" : "No space left on device"
    #expect(result.stderr == "conjugar: cannot write to standard output: \(reason)\n")
  }

  @Test(
    "lastReviewPromptDate: a day or a time that does not exist is refused, not rolled over",
    arguments: [
      "2024-02-30T12:00:00Z", "2023-02-29T00:00:00Z", "2024-01-01T24:00:00Z", "2024-01-01T23:60:00Z",
      "2024-01-01T23:59:60Z", "2024-01-01T00:00:00+25:00",
    ])
  func impossibleDates(_ value: String) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.runInProcess(
      ["settings", "set", "lastReviewPromptDate", value, "--database", home.file("c.sqlite")],
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "conjugar: \"\(value)\" is not a value for lastReviewPromptDate; "
          + "allowed: an ISO-8601 date-time such as 2024-05-01T12:00:00Z\n"))
    #expect(!FileManager.default.fileExists(atPath: home.file("c.sqlite")))
  }

  @Test("lastReviewPromptDate: an offset is kept as the same instant in UTC")
  func offsetDate() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.runInProcess(
      [
        "settings", "set", "lastReviewPromptDate", "2024-01-01T00:00:00-03:30", "--database",
        home.file("c.sqlite"),
      ],
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 0)
    #expect(result.stdout == "lastReviewPromptDate: 2024-01-01T03:30:00Z\n")
  }

  @Test("a refused player name: the rule in full, the value repeated short")
  func playerNameRefused() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let rule =
      "allowed: a name of 1 to 40 characters (at most 160 bytes), without control "
      + "characters, bidi overrides or invisible characters\n"
    let cases: [(value: String, shown: String)] = [
      ("bob\u{1B}]2;PWNED\u{07}", "bob^[]2;PWNED^G"),
      ("a\u{2028}b", "a<U+2028>b"),
      ("e" + String(repeating: "\u{301}", count: 10_000), "…"),
      (String(repeating: "x", count: 100), String(repeating: "x", count: 60) + "…"),
      ("ro\u{200B}ot", "ro<U+200B>ot"),
      ("\u{FFFD}\u{FFFD}", "\u{FFFD}\u{FFFD}"),
    ]
    for (value, shown) in cases {
      let result = try ConjugarProcess.runInProcess(
        ["settings", "set", "playerName", value, "--database", home.file("c.sqlite")],
        environment: environment)
      #expect(result.status == 2)
      #expect(result.stderr.hasPrefix("conjugar: \"\(shown)\" is not a value for playerName; " + rule))
    }
  }

  @Test("zero-width characters take no column and are shown, not sent; so are line separators")
  func zeroWidth() {
    #expect(TerminalText.width("a\u{200B}b") == 2)
    #expect(TerminalText.width("\u{FEFF}") == 0)
    #expect(TerminalText.safe("a\u{2028}b\u{2029}c\u{61C}") == "a<U+2028>b<U+2029>c<U+61C>")
    // "ro​ot" would pass for root on a board.
    #expect(TerminalText.safe("ro\u{200B}ot") == "ro<U+200B>ot")
    #expect(TerminalText.safe("\u{FEFF}a\u{2060}b\u{200D}c") == "<U+FEFF>a<U+2060>b<U+200D>c")
    var table = TextTable([.left, .left])
    table.append(["\u{200B}", "x"])
    table.append(["ab", "y"])
    #expect(table.lines() == ["<U+200B>  x", "ab        y"])
  }

  @Test("SIGTERM or SIGHUP during a quiz at a terminal: echo and line editing given back, 143 or 129")
  func terminatedAtTerminal() throws {
    for (number, status) in [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))] {
      let home = try TemporaryHome()
      defer { home.cleanUp() }
      let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      var unlock: Int32 = 0
      var pty: UInt32 = 0
      guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &pty) == 0
      else {
        Issue.record("cannot open a pseudo-terminal")
        return
      }
      defer { close(master) }
      let slave = open("/dev/pts/\(pty)", O_RDWR | O_NOCTTY)
      #expect(slave >= 0)
      let process = Process()
      process.executableURL = ConjugarProcess.executable
      process.arguments = ["quiz", "--database", home.file("c.sqlite")]
      process.environment = ConjugarProcess.environment(home: home.path)
      let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
      (process.standardInput, process.standardOutput, process.standardError) = (handle, handle, handle)
      try process.run()
      // The line editor is waiting once the terminal has lost its echo.
      var modes = termios()
      let deadline = Date() + 10
      repeat {
        usleep(20_000)
        tcgetattr(slave, &modes)
      } while modes.c_lflag & tcflag_t(ECHO) != 0 && Date() < deadline
      #expect(modes.c_lflag & tcflag_t(ECHO) == 0, "the quiz never put the terminal in raw mode")
      kill(process.processIdentifier, number)
      let end = Date() + 10
      while process.isRunning && Date() < end { usleep(20_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilEnded(within: .seconds(60))
      #expect(process.terminationStatus == status, "signal \(number)")
      tcgetattr(slave, &modes)
      #expect(modes.c_lflag & tcflag_t(ECHO) != 0, "signal \(number): echo left off")
      #expect(modes.c_lflag & tcflag_t(ICANON) != 0, "signal \(number): line editing left off")
      close(slave)
    }
  }
}
