import FoundationEssentials

/// Answer matching (docs/quiz.md): a plain function over strings.
public enum AnswerGrader {
  /// The answer as compared: `tidied`, in lower case.
  public static func normalize(_ answer: String) -> String {
    collapsed(answer).lowercased().nfc
  }

  /// The answer as kept and shown (the results, the history): accent shorthand
  /// expanded, NFC, trimmed, inner whitespace collapsed, its case as typed: a
  /// learner who typed "Tuve" sees "Tuve", graded as "tuve".
  public static func tidied(_ answer: String) -> String {
    collapsed(answer).nfc
  }

  /// Shorthand expanded, invisible characters dropped, words joined by one space;
  /// not yet NFC again. A zero-width space or byte-order mark pasted with a form
  /// would otherwise make a right answer wrong while it looks the same.
  private static func collapsed(_ answer: String) -> String {
    let visible =
      answer.unicodeScalars.contains { $0.properties.generalCategory == .format }
      ? String(String.UnicodeScalarView(answer.unicodeScalars.filter { $0.properties.generalCategory != .format }))
      : answer
    let expanded = AccentShorthand.expand(visible.nfc)
    return expanded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// How `answer` matches `form`, read as a teacher reads it: any accepted spelling, case,
  /// spaces and invisible characters ignored, accent shorthand expanded (`AccentShorthand`);
  /// right but for the accents is `.partial`; empty is `.wrong`.
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
