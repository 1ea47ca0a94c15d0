import Glibc

/// Files conjugar reads because the user named them (`practice --verbs-from
/// FILE`): a dependency, since what they hold changes what a run asks. device and
/// simulator read the disk; uiTest reads no file at all (docs/scenarios.md), so
/// its output stays a function of its arguments and standard input; unitTest
/// fails the test when touched unset (`InMemoryInputFiles` in ConjugarTestSupport
/// gives a test files of its own).
public protocol InputFiling: Sendable {
  /// Which implementation this is, for `conjugar world`.
  var implementation: String { get }
  /// The bytes of the file at `path`, at most `limit` of them: a larger file is
  /// refused (`tooLarge`) without being read whole.
  func bytes(of path: String, limit: Int) throws(InputFileError) -> [UInt8]
}

/// Why a file named for input gives nothing; the caller names the file.
public enum InputFileError: Error, Equatable, Sendable {
  /// It cannot be read, and why (the system's reason, or the World's).
  case unreadable(reason: String)
  /// It holds more than the caller's limit.
  case tooLarge
}

/// The disk, read with open(2) and read(2) (device, simulator).
struct DiskInputFiles: InputFiling {
  var implementation: String { "DiskInputFiles (reads the files named)" }

  func bytes(of path: String, limit: Int) throws(InputFileError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(reason: String(cString: strerror(errno)))
      }
      if count == 0 { return bytes }
      bytes += buffer[0..<count]
      if bytes.count > limit { throw .tooLarge }
    }
  }
}

/// uiTest's: reads no file, so a run's output never depends on one. Every file
/// named is refused, always in the same words.
struct NoInputFiles: InputFiling {
  var implementation: String { "NoInputFiles (reads no file)" }

  func bytes(of path: String, limit: Int) throws(InputFileError) -> [UInt8] {
    throw .unreadable(reason: "the uiTest World reads no file")
  }
}
