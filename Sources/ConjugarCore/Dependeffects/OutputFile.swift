import FoundationEssentials

/// A file the user named for output (`export --output FILE`), written where the
/// name points: a symbolic link is followed, a device or a pipe (`/dev/stdout`,
/// `/dev/full`, a FIFO) is written to, never replaced by a regular file, and a
/// relative name is the kernel's to resolve. Every write is checked.
public enum OutputFile {
  /// Writes `text` to `path`, creating the file (0644 less the umask) or truncating
  /// it; the reason, as `strerror` gives it, when any step fails.
  public static func write(_ text: String, to path: String) throws(OutputFileError) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw OutputFileError(code: errno) }
    var text = text
    let failure = text.withUTF8 { FileDescriptor.writeAll(fd, $0) }
    let closed = close(fd) == 0 ? nil : errno
    if let code = failure ?? closed { throw OutputFileError(code: code) }
  }
}

/// Why an output file could not be written.
public struct OutputFileError: Error, Equatable, Sendable {
  public let code: Int32
  public var reason: String { String(cString: strerror(code)) }
}
