import FoundationEssentials
import Glibc

/// A file the user named for output (`export --output FILE`), written where the
/// name points: a symbolic link is followed, a device or a pipe (`/dev/stdout`,
/// `/dev/full`, a FIFO) is written to, never replaced by a regular file, and a
/// relative name is the kernel's to resolve. Every write is checked.
///
/// A regular file (or none yet) is written beside itself and renamed over the
/// name once complete: a write that fails (a full disk) leaves the previous file
/// whole, never truncated.
enum OutputFile {
  /// Writes `text` to `path`; the reason, as `strerror` gives it, when any step fails.
  static func write(_ text: String, to path: String) throws(OutputFileError) {
    try write(Array(text.utf8), to: path)
  }

  /// Writes `bytes` to `path`, as `write(_:to:)` writes text.
  static func write(_ bytes: [UInt8], to path: String) throws(OutputFileError) {
    try write(to: path) { write in
      bytes.withUnsafeBufferPointer { write($0) }
      return true
    }
  }

  /// Writes the pieces `produce` hands to its writer, in order, as one file, as
  /// `write(_:to:)` writes text, without holding them all: they go out in blocks
  /// of 64 KB. When `produce` returns false (what it read failed), nothing
  /// replaces the file: the new one is removed.
  static func write(
    to path: String, pieces produce: (_ write: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool
  ) throws(OutputFileError) {
    guard !path.isEmpty else { throw OutputFileError(code: ENOENT) }
    var status = stat()
    // A device or a pipe is written in place, as the user asked.
    let inPlace = stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG
    let target = inPlace ? path : resolved(path)
    let slash = target.lastIndex(of: "/")
    let directory = slash.map { String(target[...$0]) } ?? ""
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    let temporary = directory + ".\(name).conjugar-\(UInt32.random(in: 0...UInt32.max))"
    // The new file takes the old one's permissions, else 0644 less the umask.
    let existing = !inPlace && stat(target, &status) == 0 ? status.st_mode & 0o7777 : nil
    let fd =
      inPlace
      ? open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      : open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, existing ?? 0o644)
    guard fd >= 0 else { throw OutputFileError(code: errno) }
    var failure: Int32?
    var block: [UInt8] = []
    block.reserveCapacity(1 << 16)
    func flush() {
      if failure == nil, !block.isEmpty { failure = block.withUnsafeBufferPointer { FileDescriptor.writeAll(fd, $0) } }
      block.removeAll(keepingCapacity: true)
    }
    let whole = produce { piece in
      guard failure == nil else { return }
      if block.count + piece.count > 1 << 16 { flush() }
      if piece.count >= 1 << 16 {
        failure = FileDescriptor.writeAll(fd, piece)
      } else {
        block.append(contentsOf: piece)
      }
    }
    flush()
    if inPlace {
      let closed = close(fd) == 0 ? nil : errno
      if let code = failure ?? closed { throw OutputFileError(code: code) }
      return
    }
    if failure == nil, whole, let existing { failure = fchmod(fd, existing) == 0 ? nil : errno }
    if failure == nil, whole { failure = fsync(fd) == 0 ? nil : errno }
    let closed = close(fd) == 0 ? nil : errno
    if failure == nil, closed == nil, whole, rename(temporary, target) == 0 { return }
    let code = failure ?? closed ?? errno
    unlink(temporary)
    if whole { throw OutputFileError(code: code) }
  }

  /// The file a name finally points to, its symbolic links followed (a link to a
  /// file not made yet included); the name itself when it is no link.
  static func resolved(_ path: String) -> String {
    var current = path
    // As the kernel, give up after 40 links (a loop): the rename then fails.
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length > 0 else { return current }
      let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if target.hasPrefix("/") {
        current = target
      } else if let slash = current.lastIndex(of: "/") {
        current = String(current[...slash]) + target
      } else {
        current = target
      }
    }
    return current
  }
}

/// Why an output file could not be written.
public struct OutputFileError: Error, Equatable, Sendable {
  let code: Int32
  /// The system's words for why ("Permission denied").
  public var reason: String { String(cString: strerror(code)) }
}
