/// An error a user reads: one line (without the "conjugar: " prefix or newline),
/// and the exit status the program ends with. Every error a command can end with
/// is one; the launch maps them to standard error and an exit status in one place.
public protocol UserFacingError: Error {
  /// The line shown, without "conjugar: " or a newline.
  var message: String { get }
  /// The status the program exits with.
  var exitStatus: ExitStatus { get }
}

/// The exit statuses of docs/cli.md.
public enum ExitStatus: Int32, Sendable {
  /// Done.
  case success = 0
  /// A failure the user can act on (unknown verb, unusable database).
  case failure = 1
  /// Bad usage.
  case usage = 2
  /// Stopped by a signal (Ctrl-C).
  case interrupted = 130
}

/// A failure a command reports in its own words.
public struct CommandFailure: UserFacingError, Equatable {
  /// The line shown.
  public let message: String
  /// The status the program exits with.
  public let exitStatus: ExitStatus

  /// A failure that shows `message` and exits with `exitStatus`.
  public init(_ message: String, exitStatus: ExitStatus = .failure) {
    self.message = message
    self.exitStatus = exitStatus
  }
}

extension DatabaseOpenError: UserFacingError { var exitStatus: ExitStatus { .failure } }
/// Each error below exits 1 (the user can act), or 2 for a setting misused.
extension QuizNotSaved: UserFacingError { public var exitStatus: ExitStatus { .failure } }
extension RecordsError: UserFacingError { public var exitStatus: ExitStatus { .failure } }
extension SettingsStoreError: UserFacingError { public var exitStatus: ExitStatus { .failure } }
extension ConjugationError: UserFacingError { public var exitStatus: ExitStatus { .failure } }
extension QuizError: UserFacingError { public var exitStatus: ExitStatus { .failure } }
extension SettingError: UserFacingError { public var exitStatus: ExitStatus { .usage } }
