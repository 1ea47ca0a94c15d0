/// The one sanitiser for text that reaches a terminal: whatever conjugar did not
/// write itself (a name, an answer, a path, a setting, a URL's percent-decoded
/// user, a server's refusal or login error, a child process's standard error)
/// goes through it before it is shown. `conjugar`'s TerminalText, the companion
/// and the class board's client all use these two functions.
public enum SafeText {
  /// Control characters (C0, DEL, C1: escape sequences, bells, carriage returns,
  /// NUL) are shown visibly as `^[`, `^G`, `^@` …; bidi embeddings, overrides and
  /// isolates, which reorder what follows them on screen, as `<U+202E>`; so are
  /// the zero-width spaces, joiners and byte-order mark, which would let "ro‹ZWSP›ot"
  /// pass for root on a leaderboard or in an error line. Everything else is kept.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars { append(scalar, to: &result) }
    return result
  }

  /// Text from outside conjugar as one line of at most `limit` characters (and
  /// "…" when it was longer): escaped as `escaped` does (a newline shows as `^J`),
  /// and read no further than the limit, so a 50 MB server message costs no more
  /// than its first line's worth.
  public static func line(_ text: some StringProtocol, limit: Int = outsideLimit) -> String {
    var result = ""
    var shown = 0
    for scalar in text.unicodeScalars {
      guard shown < limit else { return result + "…" }
      append(scalar, to: &result)
      shown += 1
    }
    return result
  }

  /// The longest a piece of outside text is shown: a server's message, a child's
  /// error line. Longer ones are cut with "…".
  public static let outsideLimit = 500

  static func append(_ scalar: Unicode.Scalar, to result: inout String) {
    switch scalar.value {
    case 0..<0x20: result += "^" + String(Unicode.Scalar(UInt8(scalar.value + 0x40)))
    case 0x7F: result += "^?"
    case _ where needsEscape(scalar): result += "<U+" + String(scalar.value, radix: 16, uppercase: true) + ">"
    default: result.unicodeScalars.append(scalar)
    }
  }

  /// Whether `scalar` is shown escaped: a control, a bidi control, or an invisible
  /// space, joiner or byte-order mark.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0, 0x061C, 0x200B...0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2060...0x2064,
      0x2066...0x2069, 0xFEFF:
      true
    default: false
    }
  }
}
