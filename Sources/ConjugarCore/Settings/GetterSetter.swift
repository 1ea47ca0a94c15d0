import Synchronization

/// Where settings live: Conjugar's abstraction over UserDefaults. `get` returns nil
/// for a key never written; `set` overwrites.
public protocol GetterSetter: Sendable {
  /// Which store this is, for `conjugar world`.
  var implementation: String { get }
  func get(key: String) -> String?
  func set(key: String, value: String)
  /// Forgets every key (`conjugar settings reset`).
  func removeAll()
}

/// In-memory settings: no dependency or side effect beyond what the caller puts in.
public final class DictionaryGetterSetter: GetterSetter {
  private let storage: Mutex<[String: String]>

  public init(_ initial: [String: String] = [:]) {
    storage = Mutex(initial)
  }

  public var implementation: String { "DictionaryGetterSetter (in memory)" }

  public func get(key: String) -> String? {
    storage.withLock { $0[key] }
  }

  public func set(key: String, value: String) {
    storage.withLock { $0[key] = value }
  }

  public func removeAll() {
    storage.withLock { $0 = [:] }
  }

  /// Everything stored, for assertions.
  public var dictionary: [String: String] { storage.withLock { $0 } }
}
