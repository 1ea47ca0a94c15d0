import FoundationEssentials
import Glibc

/// Speech (Conjugar's Utterer): says a Spanish form aloud, in the region's voice.
/// The files and the console are the World's at the call (see ReviewPromptable):
/// a WAV goes through the World's files, and a pretending utterer writes on the
/// console.
public protocol Utterer: Sendable {
  /// What implements it, for `conjugar world`.
  var implementation: String { get }
  /// Says `text` aloud in the voice of `region`; with `file`, writes the sound
  /// there (WAV) through `files` instead of playing it.
  func say(
    _ text: String, region: Region, file: String?, files: any OutputFiling, console: any Console
  ) throws(SpeechError)
}

extension Utterer {
  /// Says `text` aloud: no file is written, so none is handed over.
  public func say(_ text: String, region: Region, console: any Console) throws(SpeechError) {
    try say(text, region: region, file: nil, files: PretendingFiles(), console: console)
  }
}

/// Why something could not be said: one line for the user.
public struct SpeechError: Error, Equatable, Sendable, UserFacingError {
  /// The line shown.
  public let message: String
  /// An error that shows `message`.
  public init(message: String) { self.message = message }
  /// 1: the learner can act (install espeak-ng, say).
  public var exitStatus: ExitStatus { .failure }

  /// espeak-ng is not installed, and how to install it.
  static let notInstalled = SpeechError(
    message: "speech needs espeak-ng, which is not installed; install it with "
      + "`sudo apt-get install espeak-ng` (Debian, Ubuntu) or your system's package manager")
}

/// Pretends, as the simulator and uiTest do: prints what it would say.
struct TestUtterer: Utterer {
  var implementation: String { "TestUtterer (pretends; says nothing)" }

  func say(_ text: String, region: Region, file: String?, files: any OutputFiling, console: any Console) {
    console.write("Pretending to say '\(text)'.\n")
  }
}

/// device's speech: espeak-ng, voice `es` for Spain and `es-419` for Latin
/// America, started only when something is said.
struct ESpeakUtterer: Utterer {
  /// Where to look for espeak-ng: PATH, split only when speech is asked for.
  let searchPath: String
  /// Where a WAV is made before it is written: TMPDIR, else /tmp.
  let temporaryDirectory: String
  /// The environment espeak-ng runs with: the World's, not this process's.
  let environment: [String: String]

  init(environment: [String: String]) {
    self.environment = environment
    searchPath = environment["PATH"] ?? "/usr/bin:/bin"
    let named = environment["TMPDIR"] ?? ""
    temporaryDirectory = named.isEmpty ? "/tmp" : named
  }

  var implementation: String {
    "ESpeakUtterer (espeak-ng, voice es or es-419 by region"
      + (program == nil ? "; not installed)" : ")")
  }

  /// espeak-ng's path, nil when it is not installed.
  var program: String? {
    searchPath.split(separator: ":").lazy.map { $0 + "/espeak-ng" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static func voice(_ region: Region) -> String {
    region == .spain ? "es" : "es-419"
  }

  /// espeak-ng speaks (or writes the WAV) itself: the console is not used.
  func say(
    _ text: String, region: Region, file: String?, files: any OutputFiling, console: any Console
  ) throws(SpeechError) {
    guard let program else { throw .notInstalled }
    // A WAV is made in a directory of its own, then written where it was asked
    // for with every step checked: espeak-ng itself exits 0 with no file when the
    // directory is missing, the name is a directory or the disk is full.
    var scratch: String? = nil
    if file != nil {
      var template = Array((temporaryDirectory + "/conjugar-say-XXXXXX").utf8CString)
      guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
        throw SpeechError(message: "cannot make a temporary directory for the WAV: \(String(cString: strerror(errno)))")
      }
      scratch = String(cString: made)
    }
    defer {
      if let scratch {
        unlink(scratch + "/say.wav")
        rmdir(scratch)
      }
    }
    // "--" ends options: a form is never read as one.
    let arguments =
      [program, "-v", Self.voice(region)] + (scratch.map { ["-w", $0 + "/say.wav"] } ?? []) + ["--", text]
    let (status, said) = try Self.run(arguments, environment: environment, deadline: Self.timeLimit(text))
    // What espeak-ng said is another program's text: each line shown goes
    // through SafeText, cut to one line.
    let lines = String(decoding: said, as: UTF8.self).split(separator: "\n")
    guard status == 0 else {
      let line = lines.first.map { SafeText.line($0) }
      throw SpeechError(message: "espeak-ng could not say it: \(line ?? "exit status \(status)")")
    }
    // Without a sound device espeak-ng still exits 0, after "error: …" on its
    // standard error: say so rather than pretend it was heard.
    if file == nil, let line = lines.first(where: { $0.hasPrefix("error:") }) {
      let reason = SafeText.line(line.dropFirst("error:".count).drop(while: \.isWhitespace))
      throw SpeechError(message: "espeak-ng could not play the sound: \(reason) (is there a sound device?)")
    }
    if let file, let scratch {
      guard let wav = FileManager.default.contents(atPath: scratch + "/say.wav"), !wav.isEmpty else {
        throw SpeechError(message: "espeak-ng made no sound file")
      }
      do { try files.write(bytes: [UInt8](wav), to: file, console: console) } catch {
        throw SpeechError(message: "cannot write \(file): \(error.reason)")
      }
    }
  }

  /// How long espeak-ng may take to say `text` before it is stopped (a hung
  /// espeak-ng, a sound server that never answers): 3 s, and a fifth of a second
  /// for each character, more than speaking it takes.
  static func timeLimit(_ text: String) -> Duration {
    .seconds(3) + .milliseconds(200 * text.count)
  }

  /// The most of espeak-ng's standard error that is read: its messages are a
  /// line or two; one that writes more is stopped (a flood would otherwise cost
  /// seconds and hundreds of megabytes).
  static let errorLimit = 64 << 10

  /// Runs `arguments[0]` with /dev/null as its input and output (ChildProcess);
  /// its exit status (-1 when killed by a signal) and what it wrote on standard error.
  static func run(
    _ arguments: [String], environment: [String: String], deadline: Duration
  ) throws(SpeechError) -> (Int32, [UInt8]) {
    let outcome: ChildProcess.Outcome
    do {
      outcome = try ChildProcess.run(
        arguments, input: .null, output: .null, errors: .captureAtMost(errorLimit), environment: environment,
        deadline: deadline)
    } catch {
      throw SpeechError(message: "cannot start espeak-ng: \(error.reason)")
    }
    if outcome.timedOut {
      throw SpeechError(
        message: "espeak-ng did not finish within \(deadline.components.seconds) s and was stopped")
    }
    if outcome.overflowed {
      let first = String(decoding: outcome.errors.prefix(1_024), as: UTF8.self).split(separator: "\n").first
      throw SpeechError(
        message: "espeak-ng wrote more than \(errorLimit >> 10) KB of errors and was stopped"
          + (first.map { ": \(SafeText.line($0, limit: 160))" } ?? ""))
    }
    return (outcome.status ?? -1, outcome.errors)
  }
}
