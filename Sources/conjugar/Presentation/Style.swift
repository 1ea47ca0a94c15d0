/// ANSI colour, only when the console says so (a terminal, NO_COLOR unset).
struct Style: Sendable {
  let enabled: Bool

  func green(_ text: String) -> String { wrap(text, "32") }
  func yellow(_ text: String) -> String { wrap(text, "33") }
  func red(_ text: String) -> String { wrap(text, "31") }
  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }

  static let reset = "\u{1B}[0m"

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\(Self.reset)" : text
  }
}
