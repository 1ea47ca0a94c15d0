import FoundationEssentials
import Glibc

/// Which file a path names: device and inode. Two readings that differ mean the
/// path was pointed elsewhere (renamed, deleted, replaced) in between.
struct FileIdentity: Equatable, Sendable {
  let path: String
  let device: UInt64
  let inode: UInt64

  /// nil when nothing is at `path` (a link is followed, as SQLite follows it).
  init?(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.path = path
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}
