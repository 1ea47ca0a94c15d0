/// Plain-text layout for info topics: the small markup topics are written in,
/// wrapped to a width.
///
/// - `## Heading` starts a section (a blank line before it).
/// - `- item` is a bullet, wrapped with a hanging indent.
/// - `> example` is an example sentence, indented.
/// - a line starting with two spaces is kept as written (endings tables).
/// - other consecutive lines form a paragraph; a blank line ends it.
enum TextWrap {
  static func layout(_ markup: String, width: Int) -> [String] {
    let width = max(width, 20)
    var out: [String] = []
    var paragraph: [Substring] = []
    func flush() {
      guard !paragraph.isEmpty else { return }
      out += wrap(paragraph.joined(separator: " "), width: width, first: "", rest: "")
      paragraph = []
    }
    for raw in markup.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.trimmingTrailingSpaces()
      if line.isEmpty {
        flush()
        if out.last.map({ !$0.isEmpty }) ?? false { out.append("") }
      } else if line.hasPrefix("## ") {
        flush()
        if let last = out.last, !last.isEmpty { out.append("") }
        out += wrap(String(line.dropFirst(3)).uppercased(), width: width, first: "", rest: "")
      } else if line.hasPrefix("- ") {
        flush()
        out += wrap(String(line.dropFirst(2)), width: width, first: "- ", rest: "  ")
      } else if line.hasPrefix("> ") {
        flush()
        out += wrap(String(line.dropFirst(2)), width: width, first: "    ", rest: "      ")
      } else if line.hasPrefix("  ") {
        flush()
        let indent = String(line.prefix { $0 == " " })
        out += wrap(String(line), width: width, first: indent, rest: indent + "  ", keepSpaces: true)
      } else {
        paragraph.append(line)
      }
    }
    flush()
    while out.last == "" { out.removeLast() }
    return out
  }

  /// Words of `text` in lines of at most `width` characters, the first line
  /// after `first`, the others after `rest`. A word longer than a line is cut.
  static func wrap(_ text: String, width: Int, first: String, rest: String, keepSpaces: Bool = false) -> [String] {
    if keepSpaces && text.count <= width { return [text] }
    var lines: [String] = []
    var line = first
    var lineHasWord = false
    for word in text.split(separator: " ") {
      var word = Substring(word)
      if lineHasWord && line.count + 1 + word.count > width {
        lines.append(line)
        line = rest
        lineHasWord = false
      }
      while (lineHasWord ? line.count + 1 : line.count) + word.count > width {
        let room = width - line.count - (lineHasWord ? 1 : 0)
        guard room > 0 else {
          lines.append(line)
          line = rest
          lineHasWord = false
          continue
        }
        line += (lineHasWord ? " " : "") + word.prefix(room)
        word = word.dropFirst(room)
        lines.append(line)
        line = rest
        lineHasWord = false
      }
      if !word.isEmpty {
        line += (lineHasWord ? " " : "") + word
        lineHasWord = true
      }
    }
    if lineHasWord || lines.isEmpty { lines.append(line) }
    return lines
  }
}

extension Substring {
  func trimmingTrailingSpaces() -> Substring {
    var s = self
    while s.last == " " { s = s.dropLast() }
    return s
  }
}
