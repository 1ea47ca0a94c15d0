import FoundationEssentials

/// device's analytics: every event stored in the local database, never sent anywhere.
struct LocalAnalytics: AnalyticsServiceable {
  let opener: DatabaseOpener

  init(_ opener: DatabaseOpener) {
    self.opener = opener
  }

  var implementation: String { "LocalAnalytics (SQLite \(opener.path); never sent)" }

  /// An event that cannot be stored is not worth failing a command for: one line.
  func recordEvent(_ name: String, parameters: [String: String], at date: Date, console: any Console) {
    do {
      try opener.database().recordEvent(name, parameters: parameters, date: date)
    } catch {
      console.warn("cannot record an analytics event: \(opener.explain(error))")
    }
  }
}
