import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

let espeakInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng")

/// Speech: the say command, `:say` and speakAnswers in the quiz, each World's utterer.
@Suite("Speech (Main.run in process)", .timeLimit(.minutes(10)))
struct SpeechCLITests {
  static func play(_ input: [String], speakAnswers: Bool, utterer: any Utterer) throws -> (ScriptedConsole, World) {
    var world = World.unitTest(onUnimplemented: { Issue.record(Comment(rawValue: $0)) })
    let console = ScriptedConsole(input: input)
    world.console = console
    world.clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000))
    world.utterer = utterer
    world.settings.speakAnswers = speakAnswers
    world.settings.region = .spain
    let session = QuizSession(
      questions: [Question("tener", .preterito, .yo), Question("hablar", .presenteDeIndicativo, .yo)],
      settings: world.settings, catalog: world.catalog, startDate: world.clock.now())
    var player = QuizPlayer(session: session, world: world)
    try player.play()
    return (console, world)
  }

  @Test(":say says the last right form in the region's voice, and is no answer")
  func sayInQuiz() throws {
    let spy = UttererSpy()
    let (console, _) = try Self.play([":say", "tuvo", ":say", "hablo"], speakAnswers: false, utterer: spy)
    #expect(spy.saidTexts == ["tuve"])
    #expect(spy.regions == [.spain])
    #expect(console.output.contains("Nothing to say yet"))
    #expect(console.output.contains("Score: "))
  }

  @Test("speakAnswers says each right form after the answer")
  func speakAnswers() throws {
    let spy = UttererSpy()
    _ = try Self.play(["tuve", "x"], speakAnswers: true, utterer: spy)
    #expect(spy.saidTexts == ["tuve", "hablo"])
  }

  @Test("without espeak-ng the quiz says so once and goes on")
  func missingSpeech() throws {
    let (console, _) = try Self.play(
      ["tuve", "hablo"], speakAnswers: true, utterer: ESpeakUtterer(environment: ["PATH": "/nonexistent"]))
    // One notice, wrapped to the terminal's width.
    let notice = console.error.replacingOccurrences(of: "\n", with: " ")
    #expect(notice.hasPrefix("conjugar: speech needs espeak-ng"))
    #expect(notice.hasSuffix("; the quiz goes on without speech. "))
    #expect(console.error.split(separator: "\n").allSatisfy { $0.count <= 80 })
    #expect(console.error.components(separatedBy: "speech needs espeak-ng").count == 2)  // said once
    #expect(console.output.contains("Score: "))
  }

  @Test(":say after speech failed: a short reminder, not silence")
  func sayAfterFailure() throws {
    let (console, _) = try Self.play(
      ["tuve", ":say", "hablo"], speakAnswers: true, utterer: ESpeakUtterer(environment: ["PATH": "/nonexistent"]))
    #expect(
      console.output.replacingOccurrences(of: "\n", with: " ").contains(
        " No speech: speech needs espeak-ng, which is not installed;"))
    #expect(console.error.components(separatedBy: "speech needs espeak-ng").count == 2)
  }

  @Test("the speech settings: speakAnswers off by default, true or false")
  func setting() throws {
    let store = DictionaryGetterSetter()
    #expect(try Settings.load(from: store).speakAnswers == false)
    let settings = try SettingKey.speakAnswers.set("TRUE", in: store, defaultPlayerName: "ana")
    #expect(settings.speakAnswers)
    #expect(store.dictionary == ["speakAnswers": "true"])
    #expect(SettingKey.speakAnswers.canonical("maybe") == nil)
  }

  @Test("say without espeak-ng: one line saying how to install it, exit 1")
  func sayMissing() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.runInProcess(
      ["say", "tuve"], environment: ["HOME": home.path, "PATH": "/nonexistent"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("conjugar: speech needs espeak-ng, which is not installed; install it with"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  /// A stand-in espeak-ng on PATH: records its arguments, then prints `stderr`
  /// and exits with `status`, as the real one does without a sound device.
  static func fakeESpeak(in home: TemporaryHome, stderr: String = "", status: Int = 0) throws -> String {
    let bin = home.file("bin")
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    let script =
      "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \(home.file("args"))\n"
      + (stderr.isEmpty ? "" : "printf '\(stderr)\\n' >&2\n") + "exit \(status)\n"
    try ExecutableScript.write(script, to: bin + "/espeak-ng")
    return bin
  }

  @Test(
    "device: espeak-ng gets voice es for Spain, es-419 for Latin America, and the words after --",
    arguments: [("Spain", "es"), ("Latin America", "es-419")])
  func voice(region: String, voice: String) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let bin = try Self.fakeESpeak(in: home)
    let environment = ConjugarProcess.environment(home: home.path, ["PATH": bin + ":/usr/bin:/bin"])
    let database = ["--database", home.file("c.sqlite")]
    _ = try ConjugarProcess.runInProcess(["settings", "set", "region", region] + database, environment: environment)
    let result = try ConjugarProcess.runInProcess(["say", "me", "acuerdo"] + database, environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "")
    let arguments = try String(contentsOfFile: home.file("args"), encoding: .utf8)
    #expect(arguments == "-v\n\(voice)\n--\nme acuerdo\n")
  }

  @Test("device without a sound device: espeak-ng's error is one line, exit 1, never silence taken for speech")
  func noSoundDevice() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let bin = try Self.fakeESpeak(in: home, stderr: "error: No such file or directory")
    let environment = ConjugarProcess.environment(home: home.path, ["PATH": bin + ":/usr/bin:/bin"])
    let result = try ConjugarProcess.runInProcess(
      ["say", "tuve", "--database", home.file("c.sqlite")], environment: environment)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "conjugar: espeak-ng could not play the sound: No such file or directory (is there a sound device?)\n")
    let failed = try ConjugarProcess.runInProcess(
      ["say", "tuve", "--database", home.file("c.sqlite")],
      environment: ConjugarProcess.environment(
        home: home.path, ["PATH": try Self.fakeESpeak(in: home, status: 3) + ":/usr/bin:/bin"]))
    #expect(failed.status == 1)
    #expect(failed.stderr == "conjugar: espeak-ng could not say it: exit status 3\n")
  }

  @Test("an espeak-ng that floods its standard error is stopped at once: one short escaped line, well within the limit")
  func flood() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let bin = home.file("bin")
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try ExecutableScript.write(
      "#!/bin/sh\nexec /usr/bin/yes \"$(printf '\\033]0;pwned\\007')error: flood\" >&2\n", to: bin + "/espeak-ng")
    let environment = ConjugarProcess.environment(home: home.path, ["PATH": bin + ":/usr/bin:/bin"])
    let clock = ContinuousClock()
    let started = clock.now
    let result = try ConjugarProcess.runInProcess(
      ["say", "tuve", "--database", home.file("c.sqlite")], environment: environment)
    let took = clock.now - started
    // Its limit for "tuve" is 3.8 s; a flood was read for 4.6 to 24 s (issue 35, 11).
    #expect(took < .seconds(2), "took \(took)")
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "conjugar: espeak-ng wrote more than 64 KB of errors and was stopped: ^[]0;pwned^Gerror: flood\n",
      "\(result.stderr.prefix(300))")
  }

  @Test("uiTest and simulator pretend")
  func pretend() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.runInProcess(
      ["say", "tuve", "enable-ui-testing"], environment: ConjugarProcess.environment(home: home.path))
    #expect(result.stdout == "Pretending to say 'tuve'.\n")
    let simulator = try ConjugarProcess.runInProcess(
      ["say", "tuve", "--simulator"], environment: ConjugarProcess.environment(home: home.path))
    #expect(simulator.stdout == "Pretending to say 'tuve'.\n")
    #expect(simulator.status == 0)
  }

  @Test(
    "device speaks with espeak-ng: a WAV of plausible length",
    .enabled(if: espeakInstalled, "needs espeak-ng (apt-get install espeak-ng); .ci/run installs it"),
    arguments: ["Spain", "Latin America"])
  func wav(region: String) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let database = ["--database", home.file("c.sqlite")]
    _ = try ConjugarProcess.runInProcess(["settings", "set", "region", region] + database, environment: environment)
    let wav = home.file("said.wav")
    let result = try ConjugarProcess.runInProcess(
      ["say", "me", "acuerdo", "--wav", wav] + database, environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: wav))
    // A RIFF/WAVE header, then 16-bit mono samples at 22,050 Hz: "me acuerdo" said
    // takes between a third of a second and three seconds.
    #expect(data.prefix(4) == Data("RIFF".utf8))
    #expect(data.dropFirst(8).prefix(4) == Data("WAVE".utf8))
    let seconds = Double(data.count - 44) / (22_050 * 2)
    #expect(seconds > 0.3 && seconds < 3, "\(seconds) s")
    #expect(data.dropFirst(44).contains { $0 != 0 })
    // The same sound espeak-ng makes when asked directly in the region's voice.
    let direct = home.file("direct.wav")
    let espeak = Process()
    espeak.executableURL = URL(fileURLWithPath: "/usr/bin/espeak-ng")
    espeak.arguments = ["-v", region == "Spain" ? "es" : "es-419", "-w", direct, "me acuerdo"]
    try espeak.run()
    espeak.waitUntilEnded(within: .seconds(60))
    #expect(try Data(contentsOf: URL(fileURLWithPath: direct)) == data)
  }
}
