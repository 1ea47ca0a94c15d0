import ConjugarCore

/// Files a test gives the World to read (`world.inputFiles`), by path; any other
/// path is missing, as on a disk.
public struct InMemoryInputFiles: InputFiling {
  public let files: [String: [UInt8]]

  public init(_ files: [String: String]) {
    self.files = files.mapValues { Array($0.utf8) }
  }

  public init(bytes files: [String: [UInt8]]) {
    self.files = files
  }

  public var implementation: String { "InMemoryInputFiles (\(files.count) files)" }

  public func bytes(of path: String, limit: Int) throws(InputFileError) -> [UInt8] {
    guard let bytes = files[path] else { throw .unreadable(reason: "No such file or directory") }
    guard bytes.count <= limit else { throw .tooLarge }
    return bytes
  }
}
