/// A text table: columns padded to their widest cell, two spaces apart, trailing
/// spaces trimmed. Linear in the size of its cells whatever their content.
struct TextTable {
  enum Alignment { case left, right }

  let alignments: [Alignment]
  private(set) var rows: [[String]] = []

  init(_ alignments: [Alignment]) {
    self.alignments = alignments
  }

  mutating func append(_ cells: [String]) { rows.append(cells) }

  /// The rendered lines, without newlines; `style` wraps whole lines (colour).
  func lines(style: (Int, String) -> String = { $1 }) -> [String] {
    var widths = [Int](repeating: 0, count: alignments.count)
    for row in rows {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.count)
      }
    }
    return rows.enumerated().map { index, row in
      var line = ""
      for (column, cell) in row.enumerated() where column < widths.count {
        let fill = String(repeating: " ", count: widths[column] - cell.count)
        if column > 0 { line += "  " }
        line += alignments[column] == .right ? fill + cell : cell + fill
      }
      while line.last == " " { line.removeLast() }
      return style(index, line)
    }
  }

  func render() -> String { lines().map { $0 + "\n" }.joined() }
}
