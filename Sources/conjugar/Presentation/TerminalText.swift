import ConjugarCore

/// Text that came from a user or a file, made safe before it reaches a terminal,
/// and measured as a terminal shows it.
enum TerminalText {
  /// Made safe as every line that reaches a terminal is: the core's one sanitiser
  /// (SafeText), which shows control characters as `^[`, `^G` … and bidi and
  /// zero-width characters as `<U+202E>` ….
  static func safe(_ text: String) -> String { SafeText.escaped(text) }

  /// Columns a terminal gives `text`: wide East Asian characters and emoji take
  /// two, combining marks join the character before them (one Character).
  static func width(_ text: String) -> Int {
    if let columns = narrowWidth(text) { return columns }
    var columns = 0
    for character in text {
      guard let first = character.unicodeScalars.first else { continue }
      // A zero-width space or joiner, a word joiner, a byte-order mark: nothing on screen.
      if first.properties.generalCategory == .format && character.unicodeScalars.count == 1 { continue }
      columns += isWide(first) || character.unicodeScalars.contains(where: \.properties.isEmojiPresentation) ? 2 : 1
    }
    return columns
  }

  /// The width of text whose scalars are all below U+0300 (ASCII and Latin-1 and
  /// Latin Extended: Spanish, with its accents, ñ, ¿ and ¡), or dashes, quotation
  /// marks and the ellipsis (U+2010 to U+2027), or the simple arrows (U+2190 to
  /// U+2199): one column a scalar, none for a soft hyphen (a format character), a
  /// CR LF pair one character. None of these is a combining mark, wide or an emoji,
  /// so each scalar is a Character of its own but for CR LF. nil for any other
  /// text, which `width` measures Character by Character.
  static func narrowWidth(_ text: String) -> Int? {
    var columns = 0
    var afterCR = false
    for scalar in text.unicodeScalars {
      let value = scalar.value
      guard value < 0x300 || (0x2010...0x2027).contains(value) || (0x2190...0x2199).contains(value)
      else { return nil }
      if value == 0x0A && afterCR {
        afterCR = false
        continue
      }
      afterCR = value == 0x0D
      if value != 0xAD { columns += 1 }
    }
    return columns
  }

  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      true
    default: false
    }
  }
}
