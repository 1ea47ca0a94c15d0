/// Text that came from a user or a file, made safe before it reaches a terminal,
/// and measured as a terminal shows it.
enum TerminalText {
  /// Control characters (C0, DEL, C1: escape sequences, bells, carriage returns,
  /// NUL) are shown visibly as `^[`, `^G`, `^@` …; bidi embeddings, overrides and
  /// isolates, which reorder what follows them on screen, as `<U+202E>`; so are
  /// the zero-width spaces, joiners and byte-order mark, which would let "ro‹ZWSP›ot"
  /// pass for root on a leaderboard or in an error line.
  static func safe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0..<0x20: result += "^" + String(Unicode.Scalar(UInt8(scalar.value + 0x40)))
      case 0x7F: result += "^?"
      case 0x80..<0xA0, 0x061C, 0x200B...0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069,
        0xFEFF:
        result += "<U+" + String(scalar.value, radix: 16, uppercase: true) + ">"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0, 0x061C, 0x200B...0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2060...0x2064,
      0x2066...0x2069, 0xFEFF:
      true
    default: false
    }
  }

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
