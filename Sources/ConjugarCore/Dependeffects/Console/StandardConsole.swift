import FoundationEssentials
import Glibc
import Synchronization

/// Standard input, output and error of the process. Every write is checked: a
/// reader that went away (EPIPE) ends output quietly, any other failure (a full
/// disk, a closed descriptor) is remembered for the launch to report once
/// (`outputFailure`). Input lines are bounded: at most `maximumAnswer` characters
/// are kept, the rest of the line is read and dropped, so memory stays small
/// whatever arrives on standard input.
public final class StandardConsole: Console {
  /// Whether output is coloured: the colour rule, decided once at launch.
  public let usesColour: Bool
  private let output = Mutex(OutputState.writing)
  private let input = Mutex(LineBuffer())

  /// The longest line kept, in characters (an answer is a handful of words).
  public static let maximumAnswer = 200

  /// What became of standard output.
  public enum OutputState: Sendable, Equatable {
    /// Writes go through.
    case writing
    /// The reader went away: later writes are dropped, quietly.
    case readerGone
    /// Writing failed: later writes are dropped; the reason, for one line.
    case failed(String)
  }

  /// The terminal's width the front end measured, 80 elsewhere.
  public let columns: Int

  /// The core does no terminal I/O: whether standard output is a terminal, and
  /// its width, are asked of the terminal by the front end (Terminal.swift in
  /// conjugar) and given here; without them, plain text 80 columns wide.
  public init(environment: [String: String], noColorFlag: Bool = false, isTerminal: Bool = false, width: Int = 80) {
    usesColour = ColourRule.allows(environment: environment, isTerminal: isTerminal, noColorFlag: noColorFlag)
    columns = width
  }

  /// "StandardConsole (stdin/stdout/stderr, colour)" or "… no colour)".
  public var implementation: String {
    "StandardConsole (stdin/stdout/stderr, " + (usesColour ? "colour)" : "no colour)")
  }

  /// What became of standard output.
  public var outputState: OutputState { output.withLock { $0 } }

  /// Marks standard output unusable before anything is written (it was closed when
  /// the program started).
  public func markOutputFailed(_ reason: String) {
    output.withLock { $0 = .failed(reason) }
  }

  /// The next line of standard input, cut to `maximumAnswer` characters; nil at its end.
  public func readLine() -> String? {
    input.withLock { buffer in buffer.nextLine(maximumCharacters: Self.maximumAnswer) }
  }

  /// Writes `text` to standard output, whole, unless it already failed.
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { write(bytes: $0) }
  }

  /// Writes the bytes to standard output, whole, unless it already failed.
  public func write(bytes: UnsafeBufferPointer<UInt8>) {
    output.withLock { state in
      guard state == .writing else { return }
      switch FileDescriptor.writeAll(STDOUT_FILENO, bytes) {
      case nil: break
      case EPIPE: state = .readerGone
      case let code?: state = .failed(String(cString: strerror(code)))
      }
    }
  }

  /// Writes `text` to standard error.
  public func writeError(_ text: String) {
    StandardError.write(text)
  }
}

/// Standard error, for the launch and for the console: a failure to write there
/// has nowhere left to be told, so it is ignored.
public enum StandardError {
  /// One warning or error (`Warning.line`), for a place with no console.
  public static func warn(_ message: String) { write(Warning.line(message)) }

  /// Writes `text` to standard error, whole; a failure is ignored.
  public static func write(_ text: String) {
    var text = text
    text.withUTF8 { _ = FileDescriptor.writeAll(STDERR_FILENO, $0) }
  }
}

enum FileDescriptor {
  /// Writes every byte, retrying short and interrupted writes; the errno of a
  /// failure, nil on success.
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
    guard var pointer = bytes.baseAddress else { return nil }
    var remaining = bytes.count
    while remaining > 0 {
      let written = systemWrite(descriptor, pointer, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      pointer += written
      remaining -= written
    }
    return nil
  }
}

/// Standard input read in blocks and cut into lines, with a bound on what is kept.
struct LineBuffer {
  private var pending: [UInt8] = []
  private var atEnd = false
  /// Bytes kept of one line: enough for `maximumCharacters` of any script.
  private static let maximumBytes = 4 * StandardConsole.maximumAnswer

  mutating func nextLine(maximumCharacters: Int) -> String? {
    var line: [UInt8] = []
    var overflowed = false
    while true {
      if let newline = pending.firstIndex(of: 0x0A) {
        take(pending[..<newline], into: &line, overflowed: &overflowed)
        pending.removeSubrange(...newline)
        return Self.decode(line, maximumCharacters: maximumCharacters)
      }
      take(pending[...], into: &line, overflowed: &overflowed)
      pending.removeAll(keepingCapacity: true)
      guard !atEnd, fill() else {
        atEnd = true
        return line.isEmpty && !overflowed ? nil : Self.decode(line, maximumCharacters: maximumCharacters)
      }
    }
  }

  private func take(_ bytes: ArraySlice<UInt8>, into line: inout [UInt8], overflowed: inout Bool) {
    let room = Self.maximumBytes - line.count
    if bytes.count > room { overflowed = true }
    line.append(contentsOf: bytes.prefix(max(0, room)))
  }

  /// Reads one block; false at end of input or on an error.
  private mutating func fill() -> Bool {
    // A page at a time: a learner's line, or a script's fifty answers, is a few
    // hundred bytes, and a block of 64 KiB cost every session's first read 16 fresh
    // pages of memory (16 page faults) and their zeroing.
    var block = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = block.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      pending.append(contentsOf: block[..<count])
      return true
    }
  }

  private static func decode(_ bytes: [UInt8], maximumCharacters: Int) -> String {
    var text = String(decoding: bytes, as: UTF8.self)
    if text.hasSuffix("\r") { text.removeLast() }
    return text.count > maximumCharacters ? String(text.prefix(maximumCharacters)) : text
  }
}
