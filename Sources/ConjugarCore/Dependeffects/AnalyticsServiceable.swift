/// Usage analytics. conjugar never sends them anywhere: device keeps them locally.
public protocol AnalyticsServiceable: Sendable {
  var implementation: String { get }
  func recordEvent(_ name: String, parameters: [String: String])
}

/// Records nothing (simulator, uiTest).
public struct TestAnalyticsService: AnalyticsServiceable {
  public init() {}
  public var implementation: String { "TestAnalyticsService (records nothing)" }
  public func recordEvent(_ name: String, parameters: [String: String]) {}
}
