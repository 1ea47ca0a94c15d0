import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where the tests make their scratch files (homes, databases, scripts): a
/// directory of this test run's own, removed when the run ends (and, should a run
/// have been killed, by the next run), inside a memory file system (/dev/shm) when
/// the machine has one that is writable, lets programs run and has 256 MB to spare,
/// else inside the system's temporary directory (TMPDIR, when set, is used as it is).
/// The tests commit thousands of SQLite transactions, and on a disk each commit
/// waits for its sync (about a second of the suite's time on the development
/// machine, README "Tests"); no test is about surviving a power cut, and the tests
/// about file systems (full disks, permissions, links) make what they need.
public enum Scratch {
  public static let directory: URL = {
    let root =
      ProcessInfo.processInfo.environment["TMPDIR"] == nil && memoryFileSystemFits("/dev/shm")
      ? URL(fileURLWithPath: "/dev/shm", isDirectory: true) : FileManager.default.temporaryDirectory
    removeEndedRuns(in: root)
    let run = root.appendingPathComponent(prefix + String(getpid()), isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
    } catch {
      return root
    }
    // As /tmp is: any user may make files there (some tests run conjugar as nobody).
    chmod(run.path, 0o1777)
    atexit { try? FileManager.default.removeItem(at: Scratch.directory) }
    return run
  }()

  static let prefix = "conjugar-test-run-"

  /// Removes the directories of runs whose process is gone.
  static func removeEndedRuns(in root: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    for name in names where name.hasPrefix(prefix) {
      guard let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH else { continue }
      try? FileManager.default.removeItem(at: root.appendingPathComponent(name))
    }
  }

  static func memoryFileSystemFits(_ path: String) -> Bool {
    #if os(Linux)
      var info = statvfs()
      guard statvfs(path, &info) == 0, access(path, W_OK | X_OK) == 0 else { return false }
      // ST_RDONLY and ST_NOEXEC (<sys/statvfs.h>; glibc's enum does not reach Swift).
      let unusable: UInt = 1 | 8
      return info.f_flag & unusable == 0 && UInt64(info.f_bavail) * UInt64(info.f_frsize) >= 256 << 20
    #else
      return false
    #endif
  }
}
