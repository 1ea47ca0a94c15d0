import Foundation

/// Answer matching (shared/spec/quiz.md): a plain function over strings.
public enum AnswerGrader {
  /// The answer as compared: accent shorthand expanded, NFC, trimmed, inner
  /// whitespace collapsed, lower case.
  public static func normalize(_ answer: String) -> String {
    let expanded = AccentShorthand.expand(answer.precomposedStringWithCanonicalMapping)
    let words = expanded.split(whereSeparator: \.isWhitespace)
    return words.joined(separator: " ").lowercased().precomposedStringWithCanonicalMapping
  }

  public static func grade(_ answer: String, against form: Form) -> Grade {
    let given = normalize(answer)
    guard !given.isEmpty else { return .wrong }
    let accepted = form.accepted.map { $0.precomposedStringWithCanonicalMapping.lowercased() }
    if accepted.contains(given) { return .total }
    let stripped = stripAccents(given)
    for spelling in accepted
    where spelling.count == given.count && stripAccents(spelling) == stripped {
      return .partial
    }
    return .wrong
  }

  /// á é í ó ú (either case) become plain vowels; ü and ñ stay.
  static func stripAccents(_ text: String) -> String {
    String(
      text.map { c -> Character in
        switch c {
        case "á": "a"
        case "é": "e"
        case "í": "i"
        case "ó": "o"
        case "ú": "u"
        case "Á": "A"
        case "É": "E"
        case "Í": "I"
        case "Ó": "O"
        case "Ú": "U"
        default: c
        }
      })
  }
}
