/// Typing Spanish letters without a Spanish keyboard:
/// a' e' i' o' u' → á é í ó ú, u: → ü, n~ → ñ (upper case too). The acute accent
/// key (´) and the diaeresis (¨) work in place of ' and :.
public enum AccentShorthand {
  static let acute: [Character: Character] = [
    "a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú",
    "A": "Á", "E": "É", "I": "Í", "O": "Ó", "U": "Ú",
  ]

  /// `text` with each shorthand (a' → á, n~ → ñ, u: → ü, and the same with ´ and ¨) replaced by its letter.
  public static func expand(_ text: String) -> String {
    var out: [Character] = []
    out.reserveCapacity(text.count)
    for c in text {
      if let last = out.last, let replaced = combine(last, c) {
        out[out.count - 1] = replaced
      } else {
        out.append(c)
      }
    }
    return String(out)
  }

  private static func combine(_ letter: Character, _ mark: Character) -> Character? {
    switch mark {
    case "'", "´": acute[letter]
    case ":", "¨": letter == "u" ? "ü" : letter == "U" ? "Ü" : nil
    case "~": letter == "n" ? "ñ" : letter == "N" ? "Ñ" : nil
    default: nil
    }
  }
}
