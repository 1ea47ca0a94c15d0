import FoundationEssentials

/// Files the user names for output (`export --output FILE`): written on disk in
/// device and simulator, pretended in uiTest, which writes nothing at all
/// (shared/spec/scenarios.md).
public protocol OutputFiling: Sendable {
  var implementation: String { get }
  /// Writes `text` to `path` (see OutputFile for what a path may be).
  func write(_ text: String, to path: String) throws(OutputFileError)
  /// Writes the pieces `produce` hands over, in order, as one file, without
  /// holding them all (see `OutputFile.write(to:pieces:)`); when `produce` returns
  /// false, the file is left as it was.
  func write(to path: String, pieces produce: (_ write: (String) -> Void) -> Bool) throws(OutputFileError)
}

extension OutputFiling {
  /// The pieces joined, then written whole, for files that write nothing.
  public func write(to path: String, pieces produce: (_ write: (String) -> Void) -> Bool) throws(OutputFileError) {
    var text = ""
    guard produce({ text += $0 }) else { return }
    try write(text, to: path)
  }
}

/// The real files.
struct DiskFiles: OutputFiling {
  init() {}
  var implementation: String { "DiskFiles (writes the files named)" }
  func write(_ text: String, to path: String) throws(OutputFileError) {
    try OutputFile.write(text, to: path)
  }
  public func write(to path: String, pieces produce: (_ write: (String) -> Void) -> Bool) throws(OutputFileError) {
    try OutputFile.write(to: path) { write in
      // Text handed on as its bytes; `write` is used only while `produce` runs.
      withoutActuallyEscaping(write) { write in
        produce { piece in
          var piece = piece
          piece.withUTF8 { write($0) }
        }
      }
    }
  }
}

/// Says what it would write, and writes nothing.
package struct PretendingFiles: OutputFiling {
  let console: any Console
  package init(console: any Console) { self.console = console }
  package var implementation: String { "PretendingFiles (pretends; writes nothing)" }
  package func write(_ text: String, to path: String) throws(OutputFileError) {
    // The path is the user's: control and bidi characters are not echoed raw.
    console.write("Pretending to write \(text.utf8.count) bytes to \(path.withControlsVisible).\n")
  }
}
