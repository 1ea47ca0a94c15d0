/// Why a string could not be conjugated.
public enum ConjugationError: Error, Equatable, Sendable {
  /// Not a Spanish infinitive the catalog knows or the rules can conjugate.
  case notAnInfinitive(input: String, suggestions: [String])

  /// One line for standard error.
  public var message: String {
    switch self {
    case let .notAnInfinitive(input, suggestions):
      let shown = input.isEmpty ? "(empty)" : "\"\(input)\""
      var line = "\(shown) is not a Spanish infinitive conjugar knows"
      if !suggestions.isEmpty {
        line += "; did you mean " + Self.list(suggestions) + "?"
      } else if Self.endsLikeAnInfinitive(input) {
        // "zzzar", "xar": the ending is right, the rest is no Spanish word.
        line += ", and does not look like a Spanish verb to conjugate by rule."
      } else {
        line += " (an infinitive ends in -ar, -er or -ir, optionally with -se)."
      }
      return line
    }
  }

  private static func endsLikeAnInfinitive(_ input: String) -> Bool {
    let word = input.lowercased()
    let verb = word.hasSuffix("se") ? String(word.dropLast(2)) : word
    return ["ar", "er", "ir", "ír"].contains { verb.hasSuffix($0) }
  }

  private static func list(_ words: [String]) -> String {
    switch words.count {
    case 1: return words[0]
    default: return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
  }
}
