import FoundationEssentials

/// device's analytics: every event stored in the local database, never sent anywhere.
public struct LocalAnalytics: AnalyticsServiceable {
  let opener: DatabaseOpener

  public init(_ opener: DatabaseOpener) {
    self.opener = opener
  }

  public var implementation: String { "LocalAnalytics (SQLite \(opener.path); never sent)" }

  /// An event that cannot be stored is not worth failing a command for: one line.
  public func recordEvent(_ name: String, parameters: [String: String], at date: Date, console: any Console) {
    do {
      try opener.database().recordEvent(name, parameters: parameters, date: date)
    } catch {
      console.writeError("conjugar: cannot record an analytics event: \(opener.explain(error))\n")
    }
  }
}
