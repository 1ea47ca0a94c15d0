/// device's analytics: events stored in the local database, never sent anywhere.
/// A finished quiz's event is the exception that proves the rule: `LocalLeaderboard`
/// stores it in the same transaction as the quiz, so it is not stored twice here.
public struct LocalAnalytics: AnalyticsServiceable {
  let database: AppDatabase
  let clock: any Clocking
  let console: any Console

  public init(database: AppDatabase, clock: any Clocking, console: any Console) {
    self.database = database
    self.clock = clock
    self.console = console
  }

  public var implementation: String { "LocalAnalytics (SQLite \(database.path); never sent)" }

  public func recordEvent(_ name: String, parameters: [String: String]) {
    guard name != Score.completionEvent else { return }
    do {
      try database.recordEvent(name, parameters: parameters, date: clock.now())
    } catch {
      console.writeError("conjugar: cannot record an analytics event: \(error)\n")
    }
  }
}
