import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// A read-only file system and a full disk, each a small tmpfs mounted in a private
/// mount namespace (`unshare -m`, so nothing outlives the shell): root only.
@Suite("read-only and full file systems (built executable)", .timeLimit(.minutes(10)))
struct FileSystemCLITests {
  static let canMount: Bool = {
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else {
      return false
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    process.arguments = ["-m", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /mnt"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilEnded(within: .seconds(60))
    return process.terminationStatus == 0
  }()

  /// Runs `script` in a private mount namespace with a 1 MB tmpfs at `$M`, `$C` the
  /// conjugar executable; returns what it prints.
  static func shell(_ script: String, size: String = "1m", home: String) throws -> ConjugarProcess.Result {
    let mountPoint = home + "/mnt"
    try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
    let setup =
      "M=\(mountPoint); C=\(ConjugarProcess.executable.path); "
      + "mount -t tmpfs -o size=\(size) tmpfs \"$M\" || exit 99; "
    return try ConjugarProcess.run(
      [], environment: ConjugarProcess.environment(home: home),
      launcher: ["/usr/bin/unshare", "-m", "sh", "-c", setup + script, "sh"])
  }

  static let elsewhere = "or choose another file with --database or CONJUGAR_DATABASE"

  @Test("a file on a file system of no blocks (/proc) is not called a full disk")
  func procFile() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      ["stats", "--database", "/proc/version"], environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("conjugar: cannot use the database /proc/version: "))
    #expect(!result.stderr.contains("disk is full"), "\(result.stderr)")
  }

  @Test(
    "a read-only file system: one line that says so, not chmod",
    .enabled(if: canMount, "needs root and unshare -m to mount a tmpfs"))
  func readOnly() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try Self.shell(
      """
      "$C" settings set region Spain --database "$M/c.sqlite" > /dev/null || exit 98
      mount -o remount,ro "$M"
      "$C" settings set region Spain --database "$M/c.sqlite"; echo "status $?"
      "$C" quiz --database "$M/new/c.sqlite" < /dev/null; echo "status $?"
      ls -A "$M"
      """, home: home.path)
    let line = { (path: String) in
      "conjugar: cannot use the database \(home.path)/mnt/\(path): it is on a read-only file system; "
        + "mount it read-write, \(Self.elsewhere)\n"
    }
    // An explicit path's directory must exist (issue 35): conjugar makes only its
    // default one, so the missing directory is what the second run is told.
    #expect(result.stderr == line("c.sqlite") + Self.missingDirectory(home.path + "/mnt/new/c.sqlite"))
    // The file the first run made, as it was, and nothing beside it.
    #expect(result.stdout == "status 1\nstatus 1\nc.sqlite\n")
  }

  @Test(
    "a full disk when a new file is opened: one line, and no file, -wal or -shm left",
    .enabled(if: canMount, "needs root and unshare -m to mount a tmpfs"))
  func fullDisk() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try Self.shell(
      """
      dd if=/dev/zero of="$M/fill" bs=1k 2> /dev/null
      "$C" settings set region Spain --database "$M/c.sqlite"; echo "status $?"
      "$C" settings set region Spain --database "$M/a/b/c.sqlite"; echo "status $?"
      ls -A "$M"
      """, size: "64k", home: home.path)
    let line = { (path: String) in
      "conjugar: cannot use the database \(home.path)/mnt/\(path): the disk is full; "
        + "free some space, \(Self.elsewhere)\n"
    }
    #expect(result.stdout == "status 1\nstatus 1\nfill\n")
    #expect(result.stderr == line("c.sqlite") + Self.missingDirectory(home.path + "/mnt/a/b/c.sqlite"))
  }

  /// The line for an explicit database path whose directory does not exist.
  static func missingDirectory(_ path: String) -> String {
    let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    return "conjugar: cannot use the database \(path): its directory \(directory) does not exist; check the path, "
      + "or make the directory first (conjugar makes only its own default one), \(elsewhere)\n"
  }

  @Test(
    "a full disk when an existing file is opened: the disk is full, and no -shm or -wal left",
    .enabled(if: canMount, "needs root and unshare -m to mount a tmpfs"))
  func fullDiskExisting() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try Self.shell(
      """
      "$C" settings set region Spain --database "$M/c.sqlite" > /dev/null || exit 98
      dd if=/dev/zero of="$M/fill" bs=1k 2> /dev/null
      "$C" settings set difficulty Difficult --database "$M/c.sqlite"; echo "status $?"
      "$C" quiz --database "$M/c.sqlite" < /dev/null > /dev/null; echo "status $?"
      ls -A "$M"
      """, home: home.path)
    let line =
      "conjugar: cannot use the database \(home.path)/mnt/c.sqlite: the disk is full; "
      + "free some space, \(Self.elsewhere)\n"
    // The file the first run made, as it was, and nothing beside it.
    #expect(result.stdout == "status 1\nstatus 1\nc.sqlite\nfill\n")
    #expect(result.stderr == line + line)
  }
}
