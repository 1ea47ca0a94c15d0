import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import ConjugarCore

/// Ctrl-C while a finished quiz waits to be saved (another program holds the
/// write lock): conjugar waits about a second, then says truthfully where the
/// quiz stands, and exits 130.
@Suite("Ctrl-C during a save (built executable)", .timeLimit(.minutes(10)))
struct InterruptCLITests {
  /// The quiz, its save held up by another program's lock, and Ctrl-C: conjugar's
  /// real grace period, waited in full, begun before any test runs.
  static let interrupted = HeadStart { () throws -> (took: TimeInterval, status: Int32, stderr: String) in
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let environment = ConjugarProcess.environment(home: home.path)
    let questions = try ConjugarProcess.questions(["--seed", "9", "--database", path], environment: environment)
    _ = try AppDatabase.open(path: path)
    let answers = ConjugarProcess.answers(questions)
    let process = Process()
    process.executableURL = ConjugarProcess.executable
    process.arguments = ["quiz", "--seed", "9", "--database", path]
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    (process.standardInput, process.standardOutput, process.standardError) = (input, output, error)
    try process.run()
    // Another program takes the write lock once the quiz has begun (a lock held
    // before it is refused before the first question) and keeps it.
    var seen = try Self.read(output, until: "Question 1/")
    let release = try Self.holdWriteLock(path)
    defer { release() }
    input.fileHandleForWriting.write(Data(answers.utf8))
    // Said once the save has begun (SessionEnding marks it saving first) and found
    // the lock taken: from here Ctrl-C interrupts a save that waits.
    seen.append(try Self.read(output, until: "Waiting for the database"))
    guard String(decoding: seen, as: UTF8.self).contains("Waiting for the database") else {
      process.terminate()
      throw NeverWaited(stdout: String(decoding: seen, as: UTF8.self))
    }
    let interrupted = Date()
    process.interrupt()
    process.waitUntilEnded(within: .seconds(60))
    let took = Date().timeIntervalSince(interrupted)
    let stderr = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (took, process.terminationStatus, stderr)
  }

  @Test(
    "Ctrl-C while the save waits on another program's lock: out within seconds, the truth told",
    .headStart(interrupted))
  func interruptDuringSave() async throws {
    let (took, status, stderr) = try await Self.interrupted.value()
    #expect(took < 4)
    #expect(status == 130)
    #expect(stderr.contains("interrupted while the quiz was being saved"))
    #expect(!stderr.contains("nothing reported"))
  }

  @Test("practice whose save waits on another program's lock: told before the wait, named as practice on SIGTERM")
  func practiceWaitingThenTerminated() async throws {
    // conjugar's grace period after SIGTERM is waited in full: on a thread of its
    // own, so that the test holds none of the few threads the other tests run on.
    let (told, status, stdout, stderr) = try await ConjugarProcess.offThePool {
      () throws -> (told: TimeInterval, status: Int32, stdout: String, stderr: String) in
      try Self.practiceTerminatedWhileWaiting()
    }
    #expect(told < 4)
    #expect(stdout.contains("Not ranked: this is a practice.\nTime: "), "\(stdout)")
    #expect(stdout.contains("Waiting for the database: another program is using it…\n"), "\(stdout)")
    #expect(!stdout.contains("history"), "\(stdout)")
    #expect(status == 143)
    #expect(
      stderr
        == "conjugar: interrupted while the practice was being saved; `conjugar history` shows whether it was kept.\n")
  }

  /// A practice whose save waits on another program's lock, sent SIGTERM once it
  /// says so: how long the telling took, the exit status and what it wrote.
  static func practiceTerminatedWhileWaiting() throws
    -> (told: TimeInterval, status: Int32, stdout: String, stderr: String)
  {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    _ = try AppDatabase.open(path: path)
    let process = Process()
    process.executableURL = ConjugarProcess.executable
    process.arguments = ["practice", "--count", "2", "--database", path]
    process.environment = ConjugarProcess.environment(home: home.path)
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    (process.standardInput, process.standardOutput, process.standardError) = (input, output, error)
    try process.run()
    var seen = try read(output, until: "Question 1/")
    let release = try holdWriteLock(path)
    defer { release() }
    input.fileHandleForWriting.write(Data("x\ny\n".utf8))
    let start = Date()
    while !String(decoding: seen, as: UTF8.self).contains("Waiting for the database") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen.append(chunk)
    }
    // Told at once, not after the busy timeout (5 s) has run out.
    let told = Date().timeIntervalSince(start)
    process.terminate()
    process.waitUntilEnded(within: .seconds(60))
    seen.append(output.fileHandleForReading.readDataToEndOfFile())
    let stdout = String(decoding: seen, as: UTF8.self)
    let stderr = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (told, process.terminationStatus, stdout, stderr)
  }

  /// What `pipe` gives until it contains `text` (or ends).
  static func read(_ pipe: Pipe, until text: String) throws -> Data {
    var seen = Data()
    while !String(decoding: seen, as: UTF8.self).contains(text) {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen.append(chunk)
    }
    return seen
  }

  /// The quiz ended without saying it waits for the database.
  struct NeverWaited: Error {
    let stdout: String
  }

  /// Another program's write lock on the database at `path`, held from now until
  /// the returned function is called. A lock that cannot be taken throws (the
  /// error that kept it, or after 10 s), so the test fails instead of waiting for ever.
  static func holdWriteLock(_ path: String) throws -> () -> Void {
    let other = try DatabaseQueue(path: path)
    let locked = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    let failure = Mutex<(any Error)?>(nil)
    Thread {
      do {
        try other.writeWithoutTransaction { db in
          try db.execute(sql: "BEGIN IMMEDIATE")
          locked.signal()
          release.wait()
          try db.execute(sql: "ROLLBACK")
        }
      } catch {
        failure.withLock { $0 = error }
        locked.signal()
      }
      done.signal()
    }.start()
    guard locked.wait(timeout: .now() + 10) == .success else { throw LockNotTaken(path: path) }
    if let error = failure.withLock({ $0 }) { throw error }
    return {
      release.signal()
      done.wait()
    }
  }

  /// The other connection did not get the write lock within 10 s.
  struct LockNotTaken: Error {
    let path: String
  }

  /// A practice begun while another program keeps the write lock, as launched:
  /// told before any question, and once the lock is let go within the wait, the
  /// practice goes on. The refusal when it is kept through the wait (four busy
  /// timeouts of 5 s in a launch) is checked in process with a short timeout
  /// (DatabaseWritesTests.lockedAtTheStart), so no test waits the 20 s.
  @Test("a lock another program keeps when a session begins: told at once, the session goes on once it is let go")
  func lockedAtTheStart() async throws {
    let (told, status, stdout) = try await ConjugarProcess.offThePool {
      () throws -> (told: Bool, status: Int32, stdout: String) in
      let home = try TemporaryHome()
      defer { home.cleanUp() }
      let path = home.file("c.sqlite")
      _ = try AppDatabase.open(path: path)
      let release = try Self.holdWriteLock(path)
      var released = false
      defer { if !released { release() } }
      let process = Process()
      process.executableURL = ConjugarProcess.executable
      process.arguments = ["practice", "--count", "2", "--seed", "1", "--database", path]
      process.environment = ConjugarProcess.environment(home: home.path)
      let input = Pipe()
      let output = Pipe()
      (process.standardInput, process.standardOutput, process.standardError) = (input, output, Pipe())
      try process.run()
      var seen = try Self.read(output, until: "Waiting for the database")
      let told = !String(decoding: seen, as: UTF8.self).contains("Question")
      release()
      released = true
      input.fileHandleForWriting.write(Data("x\n:q\n".utf8))
      try input.fileHandleForWriting.close()
      seen.append(output.fileHandleForReading.readDataToEndOfFile())
      process.waitUntilEnded(within: .seconds(60))
      return (told, process.terminationStatus, String(decoding: seen, as: UTF8.self))
    }
    #expect(told, "\(stdout)")
    #expect(status == 0, "\(stdout)")
    #expect(stdout.hasPrefix("Waiting for the database: another program is using it…\n"), "\(stdout)")
    #expect(stdout.contains("Practice stopped after 1 of 2 questions"), "\(stdout)")
  }
}
