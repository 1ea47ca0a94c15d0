import Foundation

/// The keys of shared/spec/quiz.md, in the order `conjugar settings` shows them.
public enum SettingKey: String, CaseIterable, Sendable {
  case region
  case difficulty
  case secondSingularQuiz
  case secondSingularBrowse
  case promptActionCount
  case lastReviewPromptDate
  case userRejectedGameCenter
  case playerName

  /// The values a user may give, for help and error messages.
  public var allowedValues: String {
    switch self {
    case .region: Self.list(Region.self)
    case .difficulty: Self.list(Difficulty.self)
    case .secondSingularQuiz: Self.list(SecondSingularQuiz.self)
    case .secondSingularBrowse: Self.list(SecondSingularBrowse.self)
    case .promptActionCount: "a whole number, 0 or more"
    case .lastReviewPromptDate: "an ISO-8601 date-time such as 2024-05-01T12:00:00Z"
    case .userRejectedGameCenter: "true | false"
    case .playerName: "any name of 1 to 40 characters"
    }
  }

  /// Parses a value for this key into its stored spelling, or nil when it is not allowed.
  public func canonical(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    switch self {
    case .region: return Region(lenient: trimmed)?.rawValue
    case .difficulty: return Difficulty(lenient: trimmed)?.rawValue
    case .secondSingularQuiz: return SecondSingularQuiz(lenient: trimmed)?.rawValue
    case .secondSingularBrowse: return SecondSingularBrowse(lenient: trimmed)?.rawValue
    case .promptActionCount:
      guard let count = Int(trimmed), count >= 0 else { return nil }
      return String(count)
    case .lastReviewPromptDate:
      return ISO8601.date(trimmed).map(ISO8601.string)
    case .userRejectedGameCenter:
      switch trimmed.lowercased() {
      case "true": return "true"
      case "false": return "false"
      default: return nil
      }
    case .playerName:
      let name = trimmed.precomposedStringWithCanonicalMapping
      guard (1...40).contains(name.count), !name.contains(where: \.isNewline) else { return nil }
      return name
    }
  }

  static func list<V: SettingValue>(_: V.Type) -> String {
    V.allCases.map(\.rawValue).joined(separator: " | ")
  }

  /// Lower case, accents removed: how lenient parsing compares spellings.
  static func fold(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespaces)
      .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}

/// ISO-8601 date-times as settings, the database and JSON store them.
public enum ISO8601 {
  public static func string(_ date: Date) -> String {
    date.formatted(.iso8601)
  }

  public static func date(_ text: String) -> Date? {
    try? Date(text, strategy: .iso8601)
  }
}
