import ConjugarCore
import Foundation

/// unitTest's defaults for dependeffects a test must set up itself: touching one
/// reports through `failure` (a test passes `Issue.record`), then behaves inertly.
public struct Unimplemented: Sendable {
  let failure: @Sendable (String) -> Void

  public init(failure: @escaping @Sendable (String) -> Void) {
    self.failure = failure
  }

  func fail(_ dependeffect: String, _ member: String) {
    failure("unitTest world: \(dependeffect).\(member) touched without being set up")
  }

  public struct Clock: Clocking {
    let unimplemented: Unimplemented
    public var implementation: String { "unimplemented" }
    public func now() -> Date {
      unimplemented.fail("clock", "now()")
      return Date(timeIntervalSince1970: 0)
    }
  }

  public struct Terminal: Console {
    let unimplemented: Unimplemented
    public var implementation: String { "unimplemented" }
    public var usesColour: Bool { false }
    public func readLine() -> String? {
      unimplemented.fail("console", "readLine()")
      return nil
    }
    public func write(_ text: String) { unimplemented.fail("console", "write(_:)") }
    public func writeError(_ text: String) { unimplemented.fail("console", "writeError(_:)") }
  }

  /// Speech a test did not expect: touching it fails the test.
  public struct Speech: Utterer {
    let unimplemented: Unimplemented
    public var implementation: String { "unimplemented" }
    public func say(_ text: String, region: Region, file: String?, files: any OutputFiling, console: any Console) {
      unimplemented.fail("utterer", "say(_:region:file:files:console:)")
    }
  }

  /// Files read that a test did not expect: touching them fails the test, and
  /// the file is unreadable.
  public struct InputFiles: InputFiling {
    let unimplemented: Unimplemented
    public var implementation: String { "unimplemented" }
    public func bytes(of path: String, limit: Int) throws(InputFileError) -> [UInt8] {
      unimplemented.fail("inputFiles", "bytes(of:limit:)")
      throw .unreadable(reason: "the unitTest World reads no file it was not given")
    }
  }

  public var clock: Clock { Clock(unimplemented: self) }
  public var inputFiles: InputFiles { InputFiles(unimplemented: self) }
  public var utterer: Speech { Speech(unimplemented: self) }
  public var console: Terminal { Terminal(unimplemented: self) }
}
