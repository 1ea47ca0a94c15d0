/// The learner's database as a part of a World: one SQLite database, opened
/// (checked, migrated) when first needed, shared by everything the World keeps
/// in it: the settings store, the records, this machine's leaderboard, the class
/// board's outbox and analytics. Each is made from it when used, so replacing a
/// World's `database` moves all of them (docs/architecture.md).
public struct LearnerDatabase: Sendable {
  let opener: DatabaseOpener

  init(opener: DatabaseOpener) {
    self.opener = opener
  }

  /// The database file at `path`, opened when first needed: created if absent (in
  /// a directory that must exist), refused with the reason if it is not
  /// conjugar's, is damaged or is newer (docs/persistence.md).
  public init(path: String) {
    opener = DatabaseOpener(path: path, makesDirectories: false)
  }

  /// A database in memory, for the life of the process: nothing is written to a file.
  public static func inMemory() -> LearnerDatabase {
    LearnerDatabase(opener: .memory())
  }

  /// The file, or ":memory:".
  public var path: String { opener.path }

  /// Whether it outlives the process.
  public var isPersistent: Bool { !opener.inMemory }

  /// The records kept in it.
  var records: any QuizRecords {
    opener.inMemory ? SQLiteQuizRecords(memory: opener) : SQLiteQuizRecords(opener)
  }

  /// The leaderboard kept in it, chosen now from `settings`: the class board when
  /// `classBoard` is given and a server is configured, else this machine's board.
  func leaderboard(settings: Settings, classBoard: ClassBoardConnection?) -> any GameCenterable {
    let local = LocalLeaderboard(opener)
    guard let classBoard,
      let url = ServerAddress.configured(setting: settings.leaderboardServer, environment: classBoard.environment)
    else { return local }
    return ClassBoard(
      server: classBoard.server(url, classBoard.environment, DataLocation.loginName(classBoard.environment)),
      outbox: ClassBoardOutbox(opener), local: local)
  }
}

/// How a World reaches a class board when one is configured: the environment
/// (CONJUGAR_LEADERBOARD_URL, the login name, the companion's variables) and
/// what makes the server for a URL (on device, the companion conjugar-classboard).
/// Making the server connects to nothing.
public struct ClassBoardConnection: Sendable {
  /// The environment the server is made with.
  public var environment: [String: String]
  /// Makes the server for a URL.
  public var server: ClassBoardServerFactory

  /// A connection made with `environment`, the server made by `server`.
  public init(environment: [String: String], server: @escaping ClassBoardServerFactory) {
    self.environment = environment
    self.server = server
  }
}
