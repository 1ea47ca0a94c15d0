import FoundationEssentials

/// Which file a path names: device and inode. Two readings that differ mean the
/// path was pointed elsewhere (renamed, deleted, replaced) in between.
struct FileIdentity: Equatable, Sendable {
  let path: String
  let device: UInt64
  let inode: UInt64

  /// nil when nothing is at `path`.
  init?(_ path: String) {
    guard let state = FileState(path) else { return nil }
    self.init(path: path, state: state)
  }

  /// The identity a state just read at `path` records.
  init(path: String, state: FileState) {
    self.path = path
    device = UInt64(bitPattern: state.device)
    inode = UInt64(bitPattern: state.inode)
  }
}
