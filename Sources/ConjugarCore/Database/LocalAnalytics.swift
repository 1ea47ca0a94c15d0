/// device's analytics: every event stored in the local database, never sent anywhere.
public struct LocalAnalytics: AnalyticsServiceable {
  let opener: DatabaseOpener
  let clock: any Clocking
  let console: any Console

  public init(_ opener: DatabaseOpener, clock: any Clocking, console: any Console) {
    self.opener = opener
    self.clock = clock
    self.console = console
  }

  public var implementation: String { "LocalAnalytics (SQLite \(opener.path); never sent)" }

  /// An event that cannot be stored is not worth failing a command for: one line.
  public func recordEvent(_ name: String, parameters: [String: String]) {
    do {
      try opener.database().recordEvent(name, parameters: parameters, date: clock.now())
    } catch {
      console.writeError("conjugar: cannot record an analytics event: \(opener.explain(error))\n")
    }
  }
}
