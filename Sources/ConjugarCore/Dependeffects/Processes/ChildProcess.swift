import FoundationEssentials
import Glibc

/// A program run to its end with posix_spawn (Foundation's Process is not in
/// FoundationEssentials): speech (espeak-ng) and the class board's companion
/// (conjugar-classboard). Standard input is the parent's, /dev/null or bytes
/// written to a pipe; standard output and error the parent's, /dev/null or
/// captured. With a deadline the child runs in a process group of its own, and
/// the whole group is killed when the deadline passes.
package enum ChildProcess {
  package enum Input: Sendable {
    case inherit, null
    case bytes([UInt8])
  }

  package enum Output: Sendable {
    case inherit, null
    /// Kept, up to `captureLimit` bytes.
    case capture
    /// Kept, up to this many bytes: a child that writes more is stopped
    /// (`overflowed`), so that a flood costs neither time nor memory.
    case captureAtMost(Int)

    /// The most kept, nil when not captured.
    var limit: Int? {
      switch self {
      case .inherit, .null: nil
      case .capture: ChildProcess.captureLimit
      case let .captureAtMost(limit): limit
      }
    }
  }

  package struct Outcome: Sendable {
    /// The exit status; nil when a signal ended it (or it was killed at the deadline).
    package var status: Int32?
    /// What it wrote on standard output / error, when captured.
    package var output: [UInt8] = []
    package var errors: [UInt8] = []
    /// The deadline passed: the child was killed.
    package var timedOut = false
    /// It wrote more on a captured stream than that stream keeps: the child was killed.
    package var overflowed = false
  }

  /// Why the program could not be started: the system's words.
  package struct StartFailure: Error, Sendable {
    package let code: Int32
    package var reason: String { String(cString: strerror(code)) }
  }

  /// The most a captured stream keeps before the child is stopped, unless the
  /// caller says less (`captureAtMost`).
  package static let captureLimit = 64 << 20

  /// Runs `arguments[0]` (a path: no PATH search) with `arguments` as its argv;
  /// `environment` nil passes this process's own.
  /// The descriptors open in this process (/proc/self/fd; none where there is no
  /// /proc), the listing's own left out.
  static func openDescriptors() -> [Int32] {
    guard let directory = opendir("/proc/self/fd") else { return [] }
    defer { closedir(directory) }
    let own = dirfd(directory)
    var found: [Int32] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if let number = Int32(name), number != own { found.append(number) }
    }
    return found
  }

  package static func run(
    _ arguments: [String], input: Input, output: Output, errors: Output,
    environment: [String: String]? = nil, deadline: Duration? = nil
  ) throws(StartFailure) -> Outcome {
    guard let program = arguments.first else { throw StartFailure(code: EINVAL) }
    var created: [Int32] = []
    defer { for descriptor in created { close(descriptor) } }
    /// A pipe whose ends are closed on exec (the child's copy is dup2'd, which clears it).
    func makePipe() throws(StartFailure) -> (read: Int32, write: Int32) {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { throw StartFailure(code: errno) }
      created += ends
      _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
      return (ends[0], ends[1])
    }

    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #else
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // No signal blocked in the child, whatever the caller's thread blocks: a
    // program started from a session (speech) must answer Ctrl-C and a kill.
    var flags = Int32(POSIX_SPAWN_SETSIGMASK)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    if deadline != nil {
      // A group of its own, so that killing it at the deadline takes whatever it started.
      flags |= Int32(POSIX_SPAWN_SETPGROUP)
      posix_spawnattr_setpgroup(&attributes, 0)
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    var toChild: Int32 = -1
    var pending: [UInt8] = []
    switch input {
    case .inherit: break
    case .null: posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    case let .bytes(bytes):
      let ends = try makePipe()
      posix_spawn_file_actions_adddup2(&actions, ends.read, 0)
      toChild = ends.write
      pending = bytes
    }
    var fromChild: [Int32: Int] = [:]  // descriptor → 0 output, 1 errors
    for (number, choice) in [(Int32(1), output), (2, errors)] {
      switch choice {
      case .inherit: break
      case .null: posix_spawn_file_actions_addopen(&actions, number, "/dev/null", O_WRONLY, 0)
      case .capture, .captureAtMost:
        let ends = try makePipe()
        posix_spawn_file_actions_adddup2(&actions, ends.write, number)
        fromChild[ends.read] = Int(number) - 1
      }
    }
    let limits = [output.limit ?? 0, errors.limit ?? 0]

    // Only standard input, output and error reach the child: a descriptor this
    // process inherited without close-on-exec (a parent's pipe) would otherwise
    // stay open in the child, and keep that parent waiting as long as it runs.
    for descriptor in Self.openDescriptors() where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }

    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var envp: [UnsafeMutablePointer<CChar>?] =
      environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] } ?? []
    defer { for pointer in envp { free(pointer) } }
    var child: pid_t = 0
    var spawned: Int32 = 0
    for attempt in 1...5 {
      spawned =
        environment == nil
        ? posix_spawn(&child, program, &actions, &attributes, &argv, environ)
        : posix_spawn(&child, program, &actions, &attributes, &argv, &envp)
      // ETXTBSY: the program was just written, and a process forked elsewhere in
      // this one at that moment still holds it open for writing; it closes soon.
      guard spawned == ETXTBSY else { break }
      usleep(UInt32(attempt) * 20_000)
    }
    // The child's ends: only the child keeps them.
    for descriptor in created where descriptor != toChild && fromChild[descriptor] == nil {
      close(descriptor)
    }
    created = created.filter { $0 == toChild || fromChild[$0] != nil }
    guard spawned == 0 else { throw StartFailure(code: spawned) }

    var outcome = Outcome()
    // What is read, kept apart from `outcome` (which `stop` captures) until the end.
    var captured: [[UInt8]] = [[], []]
    let clock = ContinuousClock()
    let end = deadline.map { clock.now + $0 }
    func remaining() -> Int32 {
      guard let end else { return -1 }
      let left = end - clock.now
      if left <= .zero { return 0 }
      let (seconds, attoseconds) = left.components
      return Int32(min(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1, 3_600_000))
    }
    func stop(_ reason: WritableKeyPath<Outcome, Bool>) {
      outcome[keyPath: reason] = true
      // The group, and the child itself should it have left the group.
      if deadline != nil { kill(-child, SIGKILL) }
      kill(child, SIGKILL)
    }

    // A child that exits before reading its input must not end this process
    // with SIGPIPE: the signal is blocked in this thread while writing, and
    // taken back if it came; the write then fails with EPIPE.
    func closeInput() {
      close(toChild)
      created.removeAll { $0 == toChild }
      toChild = -1
    }
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    var previousMask = sigset_t()
    let writesInput = toChild >= 0
    if writesInput {
      pthread_sigmask(SIG_BLOCK, &pipeSignal, &previousMask)
      _ = fcntl(toChild, F_SETFL, fcntl(toChild, F_GETFL) | O_NONBLOCK)
      if pending.isEmpty { closeInput() }
    }

    var block = [UInt8](repeating: 0, count: 65536)
    var written = 0
    while toChild >= 0 || !fromChild.isEmpty {
      var watched = fromChild.keys.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      if toChild >= 0 { watched.append(pollfd(fd: toChild, events: Int16(POLLOUT), revents: 0)) }
      let ready = poll(&watched, nfds_t(watched.count), remaining())
      if ready < 0 {
        if errno == EINTR { continue }
        stop(\.timedOut)
        break
      }
      if ready == 0 {
        stop(\.timedOut)
        break
      }
      for entry in watched where entry.revents != 0 {
        if entry.fd == toChild {
          let count = pending[written...].withUnsafeBytes { systemWrite(toChild, $0.baseAddress, $0.count) }
          if count > 0 { written += count }
          if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
          if count < 0 || written == pending.count { closeInput() }
          continue
        }
        let count = block.withUnsafeMutableBytes { systemRead(entry.fd, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        guard count > 0, let which = fromChild[entry.fd] else {
          fromChild[entry.fd] = nil
          continue
        }
        // Never more than the limit is kept: the block's excess is dropped, and the
        // child stopped.
        let room = max(0, limits[which] - captured[which].count)
        captured[which] += block[0..<min(count, room)]
        if count > room {
          stop(\.overflowed)
          fromChild = [:]
        }
      }
      if outcome.timedOut || outcome.overflowed { break }
    }
    outcome.output = captured[0]
    outcome.errors = captured[1]
    if toChild >= 0 { closeInput() }
    if writesInput {
      var waiting = sigset_t()
      if sigpending(&waiting) == 0 && sigismember(&waiting, SIGPIPE) == 1 {
        var taken: Int32 = 0
        sigwait(&pipeSignal, &taken)
      }
      pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }

    // Its output closed; it may still run (a deadline holds until it exits).
    var status: Int32 = 0
    while true {
      let waited = waitpid(child, &status, end == nil || outcome.timedOut ? 0 : WNOHANG)
      if waited == child { break }
      if waited < 0 && errno == EINTR { continue }
      if waited < 0 { return outcome }
      if remaining() == 0 {
        stop(\.timedOut)
        continue
      }
      var pause = timespec(tv_sec: 0, tv_nsec: 2_000_000)
      nanosleep(&pause, nil)
    }
    // WIFEXITED / WEXITSTATUS, which Swift does not import (they are macros).
    outcome.status = (status & 0x7f) == 0 ? (status >> 8) & 0xff : nil
    return outcome
  }
}
