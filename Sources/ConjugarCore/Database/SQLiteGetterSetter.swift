/// Settings in the SQLite database: the UserDefaults analogue. A failed read counts
/// as "never written"; failures are reported through `onError`.
public struct SQLiteGetterSetter: GetterSetter {
  let database: AppDatabase
  let onError: @Sendable (String) -> Void

  public init(database: AppDatabase, onError: @escaping @Sendable (String) -> Void) {
    self.database = database
    self.onError = onError
  }

  public var implementation: String { "SQLiteGetterSetter (\(database.path))" }

  public func get(key: String) -> String? {
    do {
      return try database.setting(key)
    } catch {
      onError("cannot read setting \(key) from \(database.path): \(error)")
      return nil
    }
  }

  public func set(key: String, value: String) {
    do {
      try database.setSetting(key, value)
    } catch {
      onError("cannot save setting \(key) to \(database.path): \(error)")
    }
  }

  public func removeAll() {
    do {
      try database.removeAllSettings()
    } catch {
      onError("cannot reset the settings in \(database.path): \(error)")
    }
  }
}
