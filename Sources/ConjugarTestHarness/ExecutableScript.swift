import ConjugarCore

/// An executable script for a test (a fake companion, a fake espeak-ng), written by
/// /bin/sh rather than by the test process, and copies of programs, made by cp. A file the test process held open for
/// writing, even for an instant, would be inherited by any program another test
/// starts meanwhile, and running the script would then fail with ETXTBSY ("Text
/// file busy") for as long as that program lives.
public enum ExecutableScript {
  public struct WriteFailure: Error, Sendable {
    public let path: String
  }

  /// Writes `text` to `path`, mode 0755.
  public static func write(_ text: String, to path: String) throws {
    let outcome = try ChildProcess.run(
      ["/bin/sh", "-c", "printf '%s' \"$1\" > \"$2\" && chmod 755 \"$2\"", "sh", text, path],
      input: .null, output: .null, errors: .inherit)
    guard outcome.status == 0 else { throw WriteFailure(path: path) }
  }

  /// Copies the program at `source` to `path` with cp(1), for the same reason.
  public static func copy(_ source: String, to path: String) throws {
    let outcome = try ChildProcess.run(["/bin/cp", source, path], input: .null, output: .null, errors: .inherit)
    guard outcome.status == 0 else { throw WriteFailure(path: path) }
  }
}
