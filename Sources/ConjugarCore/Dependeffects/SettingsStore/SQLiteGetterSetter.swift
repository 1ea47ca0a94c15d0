/// Settings in the SQLite database: the UserDefaults analogue. `load` is one read
/// (defaults, and no file created, when there is no database yet); `modify` is one
/// IMMEDIATE transaction, so concurrent processes never lose a change.
struct SQLiteGetterSetter: GetterSetter {
  let opener: DatabaseOpener

  init(_ opener: DatabaseOpener) {
    self.opener = opener
  }

  var implementation: String { "SQLiteGetterSetter (\(opener.path))" }

  func load() throws(SettingsStoreError) -> [String: String] {
    guard opener.hasData else { return [:] }
    do {
      return try opener.settings()
    } catch {
      throw SettingsStoreError(message: opener.explain(error))
    }
  }

  func modify<T>(_ body: (inout [String: String]) -> T) throws(SettingsStoreError) -> T {
    do {
      return try opener.database().modifySettings(body)
    } catch {
      throw SettingsStoreError(message: opener.explain(error))
    }
  }
}
