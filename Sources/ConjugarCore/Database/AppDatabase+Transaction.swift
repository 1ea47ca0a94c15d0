import GRDB
import Synchronization

extension AppDatabase {
  /// Runs `body`, holding back every write it makes to this database (through any
  /// dependeffect: leaderboard, analytics, settings), then commits them all in one
  /// IMMEDIATE transaction: all of them are stored or none. This is how the end of a
  /// quiz records its score, its questions and its analytics event together on
  /// device, while each dependeffect keeps its own simple interface.
  ///
  /// A finished quiz is worth waiting for: when another program holds the write
  /// lock past the busy timeout, the commit is tried again, `attempts` times in all.
  public func inOneTransaction(attempts: Int = 4, _ body: () -> Void) throws {
    let batch = WriteBatch(writer: writer)
    WriteBatch.$current.withValue(batch) { body() }
    let writes = batch.take()
    guard !writes.isEmpty else { return }
    var attempt = 1
    while true {
      do {
        try writer.write { db in
          for write in writes { try write(db) }
        }
        return
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && attempt < attempts {
        attempt += 1
      }
    }
  }

  /// Every write goes through here: held back inside `inOneTransaction`, committed
  /// at once otherwise.
  func write(_ update: @escaping @Sendable (Database) throws -> Void) throws {
    if let batch = WriteBatch.current, batch.writer === writer {
      batch.append(update)
    } else {
      try writer.write(update)
    }
  }
}

/// The writes held back by `inOneTransaction`.
final class WriteBatch: Sendable {
  typealias Write = @Sendable (Database) throws -> Void
  @TaskLocal static var current: WriteBatch?

  let writer: any DatabaseWriter
  private let writes = Mutex<[Write]>([])

  init(writer: any DatabaseWriter) {
    self.writer = writer
  }

  func append(_ write: @escaping Write) { writes.withLock { $0.append(write) } }
  func take() -> [Write] { writes.withLock { writes in defer { writes = [] }; return writes } }
}
