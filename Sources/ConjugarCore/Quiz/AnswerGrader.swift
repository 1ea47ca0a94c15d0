import FoundationEssentials

/// Answer matching (shared/spec/quiz.md): a plain function over strings.
public enum AnswerGrader {
  /// The answer as compared: accent shorthand expanded, NFC, trimmed, inner
  /// whitespace collapsed, lower case.
  public static func normalize(_ answer: String) -> String {
    let expanded = AccentShorthand.expand(answer.nfc)
    let words = expanded.split(whereSeparator: \.isWhitespace)
    return words.joined(separator: " ").lowercased().nfc
  }

  public static func grade(_ answer: String, against form: Form) -> Grade {
    let given = normalize(answer)
    guard !given.isEmpty else { return .wrong }
    let accepted = form.accepted.map { $0.nfc.lowercased() }
    if accepted.contains(given) { return .total }
    let stripped = stripAccents(given)
    for spelling in accepted
    where spelling.count == given.count && stripAccents(spelling) == stripped {
      return .partial
    }
    return .wrong
  }

  /// á é í ó ú become plain vowels; ü and ñ stay. Both sides are lower case and
  /// NFC by then, so the engine's own scalar rule (`Accent.stripped`) serves.
  static func stripAccents(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map(Accent.stripped)))
  }
}
