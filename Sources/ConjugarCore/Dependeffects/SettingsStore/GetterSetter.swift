import Synchronization

/// Where settings live: Conjugar's abstraction over UserDefaults. A key never
/// written is absent; reading never writes. Every change is one atomic
/// read-modify-write (`modify`), so two processes changing settings at once never
/// lose one another's change, and a counter never loses an increment.
public protocol GetterSetter: Sendable {
  /// Which store this is, for `conjugar world`.
  var implementation: String { get }
  /// Every stored key and value, read at once.
  func load() throws(SettingsStoreError) -> [String: String]
  /// Reads the stored values, lets `body` change them, writes back what changed:
  /// one transaction. Returns what `body` returns.
  func modify<T>(_ body: (inout [String: String]) -> T) throws(SettingsStoreError) -> T
}

extension GetterSetter {
  /// The value stored for `key`; nil when none is.
  public func get(key: String) throws(SettingsStoreError) -> String? { try load()[key] }

  /// Stores `value` for `key`, atomically.
  public func set(key: String, value: String) throws(SettingsStoreError) {
    try modify { $0[key] = value }
  }

  /// Forgets every key (`conjugar settings reset`).
  public func removeAll() throws(SettingsStoreError) {
    try modify { $0 = [:] }
  }
}

/// A settings store that could not be read or written: one line for the user.
public struct SettingsStoreError: Error, Equatable, Sendable {
  /// The line shown.
  public let message: String
  /// An error that shows `message`.
  public init(message: String) { self.message = message }
}

/// In-memory settings: no dependency or side effect beyond what the caller puts in.
public final class DictionaryGetterSetter: GetterSetter {
  private let storage: Mutex<[String: String]>

  /// A store holding `initial`.
  public init(_ initial: [String: String] = [:]) {
    storage = Mutex(initial)
  }

  /// "DictionaryGetterSetter (in memory)".
  public var implementation: String { "DictionaryGetterSetter (in memory)" }

  /// Everything stored.
  public func load() -> [String: String] {
    storage.withLock { $0 }
  }

  /// Lets `body` change what is stored, under a lock; returns what `body` returns.
  public func modify<T>(_ body: (inout [String: String]) -> T) -> T {
    storage.withLock { body(&$0) }
  }

  /// Everything stored, for assertions.
  var dictionary: [String: String] { storage.withLock { $0 } }
}
