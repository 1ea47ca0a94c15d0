import FoundationEssentials

/// What `Current` gives outside any launch or test scope: touching the console or
/// the clock says so on standard error (a program or test that forgot to bind a
/// World learns it) and does nothing.
struct UnconfiguredConsole: Console {
  var implementation: String { "none (no World in force)" }
  var usesColour: Bool { false }
  func readLine() -> String? {
    complain("console.readLine()")
    return nil
  }
  func write(_ text: String) { complain("console.write(_:)") }
  func writeError(_ text: String) { complain("console.writeError(_:)") }
}

struct UnconfiguredClock: Clocking {
  var implementation: String { "none (no World in force)" }
  func now() -> Date {
    complain("clock.now()")
    return Date(timeIntervalSince1970: 0)
  }
}

private func complain(_ member: String) {
  StandardError.warn("no World in force: \(member) touched")
}
