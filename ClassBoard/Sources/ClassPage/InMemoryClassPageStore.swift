import Foundation
import Synchronization

/// A ClassPageStore held in memory, for tests and for trying the page without a
/// server: what it is given is what the page shows; `publish` adds an assignment and
/// tells the listeners, as the server's NOTIFY does.
public final class InMemoryClassPageStore: ClassPageStore {
  private struct State {
    var snapshots: [String: ClassSnapshot]
    var listeners: [UUID: AsyncStream<String?>.Continuation] = [:]
    var published = 0
  }
  private let state: Mutex<State>

  public init(_ snapshots: [ClassSnapshot]) {
    state = Mutex(State(snapshots: Dictionary(uniqueKeysWithValues: snapshots.map { ($0.summary.id, $0) })))
  }

  public func classes(page: Int, size: Int) async throws -> ClassList {
    let all = state.withLock { $0.snapshots.values.map(\.summary).sorted { ($0.name, $0.id) < ($1.name, $1.id) } }
    let first = min(all.count, max(0, page - 1) * size)
    return ClassList(
      classes: Array(all[first..<min(all.count, first + size)]), total: all.count, page: page, size: size)
  }

  public func snapshot(of classID: String) async throws -> ClassSnapshot? {
    state.withLock { $0.snapshots[classID] }
  }

  public func publish(_ draft: AssignmentDraft, to classID: String) async throws -> String {
    let id: String? = state.withLock { state in
      guard var snapshot = state.snapshots[classID] else { return nil }
      state.published += 1
      let id = "a\(state.published)"
      let progress = Dictionary(
        uniqueKeysWithValues: snapshot.learners.map {
          ($0.pseudonym, AssignmentProgress(status: $0.joined ? .notStarted : .notJoined))
        })
      snapshot.assignments.append(
        AssignmentRow(
          id: id, tenses: draft.tenses, verbs: draft.verbs, topic: draft.topic,
          start: draft.start, due: draft.due, targetMastery: draft.targetMastery,
          targetItems: draft.targetItems, progress: progress))
      state.snapshots[classID] = snapshot
      return id
    }
    guard let id else { throw ClassPageStoreFailure(message: "no class \(classID) taught here") }
    changed(classID)
    return id
  }

  /// Replaces a class's snapshot (a learner's share, say) and tells the listeners.
  public func update(_ snapshot: ClassSnapshot) {
    state.withLock { $0.snapshots[snapshot.summary.id] = snapshot }
    changed(snapshot.summary.id)
  }

  /// The assignments published to a class, in order.
  public func assignments(of classID: String) -> [AssignmentRow] {
    state.withLock { $0.snapshots[classID]?.assignments ?? [] }
  }

  public func changes() -> AsyncStream<String?> {
    let (stream, continuation) = AsyncStream<String?>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let id = UUID()
    state.withLock { $0.listeners[id] = continuation }
    continuation.onTermination = { [weak self] _ in
      _ = self?.state.withLock { $0.listeners.removeValue(forKey: id) }
    }
    return stream
  }

  private func changed(_ classID: String) {
    let listeners = state.withLock { Array($0.listeners.values) }
    for listener in listeners { listener.yield(classID) }
  }
}

/// A store's one-line failure, safe to show (no secret, no raw server text).
public struct ClassPageStoreFailure: Error, Sendable, Equatable {
  public let message: String
  public init(message: String) { self.message = message }
}
