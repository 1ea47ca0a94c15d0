/// Lines broken at spaces to fit a width, later lines indented.
enum TextWrap {
  /// `text` (one line) as lines of at most `width` columns where spaces allow;
  /// a word longer than the width stays whole.
  static func lines(_ text: String, width: Int, indent: Int = 0) -> [String] {
    guard TerminalText.width(text) > width else { return [text] }
    // Leading spaces are the first line's own indentation.
    let leading = text.prefix { $0 == " " }
    var lines: [String] = []
    var current = String(leading)
    var currentWidth = leading.count
    let pad = String(repeating: " ", count: indent)
    var first = true
    for word in text.dropFirst(leading.count).split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = TerminalText.width(String(word))
      if !first && currentWidth + 1 + wordWidth > width {
        lines.append(current)
        current = pad + word
        currentWidth = indent + wordWidth
      } else {
        current += (first ? "" : " ") + word
        currentWidth += (first ? 0 : 1) + wordWidth
      }
      first = false
    }
    lines.append(current)
    return lines
  }

  static func wrap(_ text: String, width: Int, indent: Int = 0) -> String {
    lines(text, width: width, indent: indent).joined(separator: "\n")
  }
}
