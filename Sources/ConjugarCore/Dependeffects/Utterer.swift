import Foundation

/// Speech (Conjugar's Utterer): says a Spanish form aloud, in the region's voice.
public protocol Utterer: Sendable {
  var implementation: String { get }
  /// Says `text` aloud in the voice of `region`; with `file`, writes the sound
  /// there (WAV) instead of playing it.
  func say(_ text: String, region: Region, file: String?) throws(SpeechError)
}

extension Utterer {
  public func say(_ text: String, region: Region) throws(SpeechError) {
    try say(text, region: region, file: nil)
  }
}

/// Why something could not be said: one line for the user.
public struct SpeechError: Error, Equatable, Sendable, UserFacingError {
  public let message: String
  public init(message: String) { self.message = message }
  public var exitStatus: ExitStatus { .failure }

  public static let notInstalled = SpeechError(
    message: "speech needs espeak-ng, which is not installed; install it with "
      + "`sudo apt-get install espeak-ng` (Debian, Ubuntu) or your system's package manager")
}

/// Pretends, as the simulator and uiTest do: prints what it would say.
public struct TestUtterer: Utterer {
  let console: any Console

  public init(console: any Console) {
    self.console = console
  }

  public var implementation: String { "TestUtterer (pretends; says nothing)" }

  public func say(_ text: String, region: Region, file: String?) {
    console.write("Pretending to say '\(text)'.\n")
  }
}

/// device's speech: espeak-ng, voice `es` for Spain and `es-419` for Latin
/// America, started only when something is said.
public struct ESpeakUtterer: Utterer {
  /// Where to look for espeak-ng.
  let searchPath: [String]

  public init(environment: [String: String]) {
    searchPath = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
  }

  public var implementation: String {
    "ESpeakUtterer (espeak-ng, voice es or es-419 by region"
      + (program == nil ? "; not installed)" : ")")
  }

  /// espeak-ng's path, nil when it is not installed.
  public var program: String? {
    searchPath.map { $0 + "/espeak-ng" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  public static func voice(_ region: Region) -> String {
    region == .spain ? "es" : "es-419"
  }

  public func say(_ text: String, region: Region, file: String?) throws(SpeechError) {
    guard let program else { throw .notInstalled }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    // "--" ends options: a form is never read as one.
    process.arguments =
      ["-v", Self.voice(region)] + (file.map { ["-w", $0] } ?? []) + ["--", text]
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw SpeechError(message: "cannot start espeak-ng: \(error.localizedDescription)")
    }
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let line = said.split(separator: "\n").first.map(String.init)
      throw SpeechError(message: "espeak-ng could not say it: \(line ?? "exit status \(process.terminationStatus)")")
    }
    // Without a sound device espeak-ng still exits 0, after "error: …" on its
    // standard error: say so rather than pretend it was heard.
    if file == nil, let line = said.split(separator: "\n").first(where: { $0.hasPrefix("error:") }) {
      let reason = line.dropFirst("error:".count).trimmingCharacters(in: .whitespaces)
      throw SpeechError(message: "espeak-ng could not play the sound: \(reason) (is there a sound device?)")
    }
  }
}
