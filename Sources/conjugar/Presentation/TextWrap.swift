/// Lines broken at spaces to fit a width, later lines indented.
enum TextWrap {
  /// `text` (one line) as lines of at most `width` columns: broken at spaces, and
  /// a word wider than a line (a player's name of 40 wide characters, a path) cut
  /// between two characters, so no line is ever wider than `width`. Widths are
  /// terminal columns (`TerminalText.width`: a wide East Asian character takes
  /// two, a combining mark none), never characters.
  static func lines(_ text: String, width: Int, indent: Int = 0) -> [String] {
    guard TerminalText.width(text) > width else { return [text] }
    // Leading spaces are the first line's own indentation.
    let leading = text.prefix { $0 == " " }
    var lines: [String] = []
    var current = String(leading)
    var currentWidth = leading.count
    // An indent that leaves no room for a character is not kept.
    let indent = indent < width - 1 ? indent : 0
    let pad = String(repeating: " ", count: indent)
    var first = true
    for word in text.dropFirst(leading.count).split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = TerminalText.width(String(word))
      if !first && currentWidth + 1 + wordWidth > width {
        lines.append(current)
        current = pad
        currentWidth = indent
      } else if !first {
        current += " "
        currentWidth += 1
      }
      first = false
      guard currentWidth + wordWidth > width else {
        current += word
        currentWidth += wordWidth
        continue
      }
      // Wider than what is left of a line of its own: cut, a character at a time.
      for character in word {
        let columns = TerminalText.width(String(character))
        if currentWidth + columns > width && currentWidth > indent {
          lines.append(current)
          current = pad
          currentWidth = indent
        }
        current.append(character)
        currentWidth += columns
      }
    }
    lines.append(current)
    return lines
  }

  static func wrap(_ text: String, width: Int, indent: Int = 0) -> String {
    lines(text, width: width, indent: indent).joined(separator: "\n")
  }
}
