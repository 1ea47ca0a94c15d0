import ConjugarCore
import Synchronization

/// A class board server whose every call throws, as Aviasales' failing client
/// does: for the outbox's tests, where the server is down or refuses.
public struct FailingClassBoardServer: ClassBoardServer {
  public let failure: ClassBoardFailure
  public init(_ message: String = "the class board at postgres://ana@db:5432/c cannot be reached: connection refused") {
    failure = ClassBoardFailure(message: message)
  }
  public var description: String { "FailingClassBoardServer (every call throws)" }
  public func send(_ scores: [PendingScore]) throws(ClassBoardFailure) -> SendOutcome { throw failure }
  public func topScores(limit: Int, difficulty: Difficulty?) throws(ClassBoardFailure) -> [LeaderboardEntry] {
    throw failure
  }
}

/// A class board server that keeps what it is sent, as a server would: a score
/// whose id it already has is ignored. `failing` makes the next sends throw, and
/// `loseAnswer` makes it keep a send and then throw, as when conjugar dies or the
/// line drops between the server's commit and its answer.
public final class ClassBoardServerSpy: ClassBoardServer {
  struct State {
    var kept: [PendingScore] = []
    var sends: [[String]] = []
    var failing = false
    var loseAnswer = false
    /// Ids the spy refuses, as a server's check would, with the reason and
    /// whether time can fix it.
    var refusing: [String: (reason: String, later: Bool)] = [:]
  }
  private let state = Mutex(State())
  public init() {}

  public var description: String { "ClassBoardServerSpy (keeps what it is sent)" }

  @discardableResult
  public func send(_ scores: [PendingScore]) throws(ClassBoardFailure) -> SendOutcome {
    let (lost, refused) = try state.withLock { state throws(ClassBoardFailure) -> (Bool, [RefusedScore]) in
      state.sends.append(scores.map(\.id))
      if state.failing { throw ClassBoardFailure(message: "the spy is down") }
      var refused: [RefusedScore] = []
      for score in scores where !state.kept.contains(where: { $0.id == score.id }) {
        if let refusal = state.refusing[score.id] {
          refused.append(RefusedScore(id: score.id, reason: refusal.reason, later: refusal.later))
        } else {
          state.kept.append(score)
        }
      }
      defer { state.loseAnswer = false }
      return (state.loseAnswer, refused)
    }
    if lost { throw ClassBoardFailure(message: "the spy closed the connection") }
    return SendOutcome(handled: scores.count, refused: refused)
  }

  /// Makes the spy refuse the score with this id, as a server's check would;
  /// `later`: for a reason time can fix (a clock ahead), as the companion says.
  public func refuse(_ id: String, reason: String, later: Bool = false) {
    state.withLock { $0.refusing[id] = (reason, later) }
  }
  /// Makes the spy take the score with this id again (the server's clock caught up).
  public func stopRefusing(_ id: String) { state.withLock { $0.refusing[id] = nil } }

  public func topScores(limit: Int, difficulty: Difficulty?) throws(ClassBoardFailure) -> [LeaderboardEntry] {
    try state.withLock { state throws(ClassBoardFailure) in
      if state.failing { throw ClassBoardFailure(message: "the spy is down") }
      return state.kept.map {
        LeaderboardEntry(player: "spy", score: $0.score, difficulty: $0.difficulty, region: $0.region, date: $0.date)
      }.sorted { $0.score > $1.score }.prefix(limit).map { $0 }
    }
  }

  public var kept: [PendingScore] { state.withLock { $0.kept } }
  /// The ids of each send, in order.
  public var sends: [[String]] { state.withLock { $0.sends } }
  public func setFailing(_ failing: Bool) { state.withLock { $0.failing = failing } }
  public func loseNextAnswer() { state.withLock { $0.loseAnswer = true } }
}
