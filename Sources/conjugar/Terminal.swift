import Foundation

/// Standard output and error for the command-line front end.
enum Terminal {
  /// Colour only on a terminal, and never when NO_COLOR is set to anything non-empty.
  static var colorAllowed: Bool {
    if let value = ProcessInfo.processInfo.environment["NO_COLOR"], !value.isEmpty { return false }
    return isatty(STDOUT_FILENO) == 1
  }

  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func write(bytes: [UInt8]) {
    FileHandle.standardOutput.write(Data(bytes))
  }

  /// One line on standard error, then exit status 1 (a failure the user can act on).
  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("conjugar: \(message)\n".utf8))
    exit(1)
  }
}
