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

  /// Writes all of `bytes` to standard output (retrying short writes).
  static func write(bytes: UnsafeBufferPointer<UInt8>) {
    guard var pointer = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = Foundation.write(STDOUT_FILENO, pointer, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        return  // EPIPE and the like: the reader has gone; nothing more to say.
      }
      pointer += written
      remaining -= written
    }
  }

  /// One line on standard error; the command goes on.
  static func warn(_ message: String) {
    FileHandle.standardError.write(Data("conjugar: \(message)\n".utf8))
  }

  /// One line on standard error, then exit status 1 (a failure the user can act on).
  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("conjugar: \(message)\n".utf8))
    exit(1)
  }
}
