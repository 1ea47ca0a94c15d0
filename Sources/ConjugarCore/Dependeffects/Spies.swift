import Synchronization

/// unitTest's leaderboard: records every call.
public final class GameCenterSpy: GameCenterable {
  private let state = Mutex<(reported: [Score], shown: Int, authenticated: Bool)>(([], 0, false))

  public init(isAuthenticated: Bool = false) {
    state.withLock { $0.authenticated = isAuthenticated }
  }

  public var implementation: String { "GameCenterSpy (records calls)" }
  public var isAuthenticated: Bool { state.withLock { $0.authenticated } }
  public func authenticate() { state.withLock { $0.authenticated = true } }
  public func reportScore(_ score: Score) { state.withLock { $0.reported.append(score) } }
  public func showLeaderboard(limit: Int, difficulty: Difficulty?) {
    state.withLock { $0.shown += 1 }
  }
  public func topScores(limit: Int, difficulty: Difficulty?) -> [LeaderboardEntry] { [] }

  public var reportedScores: [Score] { state.withLock { $0.reported } }
  public var leaderboardShownCount: Int { state.withLock { $0.shown } }
}

/// unitTest's review prompter: counts actions.
public final class ReviewPrompterSpy: ReviewPromptable {
  private let count = Mutex(0)
  public init() {}
  public var implementation: String { "ReviewPrompterSpy (records calls)" }
  public func promptableActionHappened() { count.withLock { $0 += 1 } }
  public var actionCount: Int { count.withLock { $0 } }
}

/// unitTest's analytics: records events.
public final class AnalyticsSpy: AnalyticsServiceable {
  public struct Event: Sendable, Hashable {
    public let name: String
    public let parameters: [String: String]
  }
  private let events = Mutex<[Event]>([])
  public init() {}
  public var implementation: String { "AnalyticsSpy (records calls)" }
  public func recordEvent(_ name: String, parameters: [String: String]) {
    events.withLock { $0.append(Event(name: name, parameters: parameters)) }
  }
  public var recorded: [Event] { events.withLock { $0 } }
}
