import FoundationEssentials

/// Usage analytics. conjugar never sends them anywhere: device keeps them locally.
/// The time and the console are the World's at the call (see ReviewPromptable).
public protocol AnalyticsServiceable: Sendable {
  /// Which implementation this is, for `conjugar world`.
  var implementation: String { get }
  /// Records the event `name` with its `parameters` at `date`.
  func recordEvent(_ name: String, parameters: [String: String], at date: Date, console: any Console)
}

/// Records nothing (simulator, uiTest).
struct TestAnalyticsService: AnalyticsServiceable {
  init() {}
  var implementation: String { "TestAnalyticsService (records nothing)" }
  func recordEvent(_ name: String, parameters: [String: String], at date: Date, console: any Console) {}
}
