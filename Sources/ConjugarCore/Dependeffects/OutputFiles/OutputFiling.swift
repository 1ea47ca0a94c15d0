import FoundationEssentials

/// Files the user names for output (`export --output FILE`): written on disk in
/// device and simulator, pretended in uiTest, which writes nothing at all
/// (docs/scenarios.md). The console is the World's at the call (see
/// ReviewPromptable): the one pretending files say what they would write on.
public protocol OutputFiling: Sendable {
  /// Which implementation this is, for `conjugar world`.
  var implementation: String { get }
  /// Writes `text` to `path` (see OutputFile for what a path may be).
  func write(_ text: String, to path: String, console: any Console) throws(OutputFileError)
  /// Writes `bytes` (a sound file) to `path`.
  func write(bytes: [UInt8], to path: String, console: any Console) throws(OutputFileError)
  /// Writes the pieces `produce` hands over, in order, as one file, without
  /// holding them all (see `OutputFile.write(to:pieces:)`); when `produce` returns
  /// false, the file is left as it was. Returns whether a file now holds them:
  /// false where the World only pretends, so that a report after it does not
  /// say "written" beside "Pretending to write".
  @discardableResult
  func write(
    to path: String, console: any Console, pieces produce: (_ write: (String) -> Void) -> Bool
  ) throws(OutputFileError) -> Bool
}

extension OutputFiling {
  /// The pieces joined, then handed whole to `write(_:to:console:)`, for files
  /// that write nothing: nothing is written.
  @discardableResult
  public func write(
    to path: String, console: any Console, pieces produce: (_ write: (String) -> Void) -> Bool
  ) throws(OutputFileError) -> Bool {
    var text = ""
    guard produce({ text += $0 }) else { return false }
    try write(text, to: path, console: console)
    return false
  }
}

/// The real files. A file written is its own report: the console is not used.
struct DiskFiles: OutputFiling {
  init() {}
  var implementation: String { "DiskFiles (writes the files named)" }
  func write(_ text: String, to path: String, console: any Console) throws(OutputFileError) {
    try OutputFile.write(text, to: path)
  }
  func write(bytes: [UInt8], to path: String, console: any Console) throws(OutputFileError) {
    try OutputFile.write(bytes, to: path)
  }
  @discardableResult
  public func write(
    to path: String, console: any Console, pieces produce: (_ write: (String) -> Void) -> Bool
  ) throws(OutputFileError) -> Bool {
    var written = false
    try OutputFile.write(to: path) { write in
      // Text handed on as its bytes; `write` is used only while `produce` runs.
      written = withoutActuallyEscaping(write) { write in
        produce { piece in
          var piece = piece
          piece.withUTF8 { write($0) }
        }
      }
      return written
    }
    return written
  }
}

/// Says what it would write, and writes nothing (uiTest, unitTest).
public struct PretendingFiles: OutputFiling {
  /// Files that pretend.
  public init() {}
  /// "PretendingFiles (pretends; writes nothing)".
  public var implementation: String { "PretendingFiles (pretends; writes nothing)" }
  /// "Pretending to write N bytes to PATH." on the console.
  public func write(_ text: String, to path: String, console: any Console) throws(OutputFileError) {
    // The path is the user's: control and bidi characters are not echoed raw.
    console.write("Pretending to write \(text.utf8.count) bytes to \(path.echoed).\n")
  }
  /// "Pretending to write N bytes to PATH." on the console.
  public func write(bytes: [UInt8], to path: String, console: any Console) throws(OutputFileError) {
    console.write("Pretending to write \(bytes.count) bytes to \(path.echoed).\n")
  }
}
