/// A text table: columns padded to their widest cell, two spaces apart, trailing
/// spaces trimmed. Every cell is made safe for a terminal (its text may come from
/// a user or a file) and measured in terminal columns. Linear in the size of its
/// cells whatever their content.
struct TextTable {
  enum Alignment { case left, right }

  let alignments: [Alignment]
  private(set) var rows: [[String]] = []

  init(_ alignments: [Alignment]) {
    self.alignments = alignments
  }

  mutating func append(_ cells: [String]) { rows.append(cells.map(TerminalText.safe)) }

  /// The rendered lines, without newlines; `style` wraps whole lines (colour).
  func lines(style: (Int, String) -> String = { $1 }) -> [String] {
    let (widths, cellWidths) = measured()
    return rows.indices.map { index in
      var line = padded(index, columns: alignments.count, widths, cellWidths)
      while line.last == " " { line.removeLast() }
      return style(index, line)
    }
  }

  /// Each column's width, and each cell's, in terminal columns.
  private func measured() -> (columns: [Int], cells: [[Int]]) {
    let cellWidths = rows.map { $0.map(TerminalText.width) }
    var widths = [Int](repeating: 0, count: alignments.count)
    for row in cellWidths {
      for (column, width) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], width)
      }
    }
    return (widths, cellWidths)
  }

  /// Row `index`'s first `columns` cells, each padded to its column's width.
  private func padded(_ index: Int, columns: Int, _ widths: [Int], _ cellWidths: [[Int]]) -> String {
    var line = ""
    for (column, cell) in rows[index].enumerated() where column < min(columns, widths.count) {
      let fill = String(repeating: " ", count: widths[column] - cellWidths[index][column])
      if column > 0 { line += "  " }
      line += alignments[column] == .right ? fill + cell : cell + fill
    }
    return line
  }

  func render() -> String { lines().map { $0 + "\n" }.joined() }

  /// The table if it fits `width`; otherwise each row as a card: its first
  /// `leading` cells on one line, the others under it as "Header value" pairs
  /// (the first row is taken as the header), wrapped to the width.
  func render(width: Int, leading: Int = 2) -> String {
    let table = lines()
    guard table.contains(where: { TerminalText.width($0) > width }), rows.count > 1 else {
      return table.map { $0 + "\n" }.joined()
    }
    return rows.dropFirst().map { Self.card(header: rows[0], row: $0, leading: leading, width: width) }
      .joined()
  }

  /// A table of names and values (two columns) if it fits `width`; otherwise
  /// each name on a line of its own and its value under it, indented and wrapped
  /// at spaces, so a long value (a path, a tense's name) never runs into the
  /// next row. With `header`, the first row names the columns and is left out
  /// of that list.
  func renderPairs(width: Int, header: Bool = false) -> String {
    let table = lines()
    guard table.contains(where: { TerminalText.width($0) > width }) else {
      return table.map { $0 + "\n" }.joined()
    }
    return rows.dropFirst(header ? 1 : 0).map { row in
      (TextWrap.lines(row.first ?? "", width: width)
        + TextWrap.lines("  " + row.dropFirst().joined(separator: "  "), width: width, indent: 2))
        .map { $0 + "\n" }.joined()
    }.joined()
  }

  /// The table if it fits `width`; otherwise its last column wrapped at spaces
  /// within its own column (a verb's gloss, a question), so the first columns
  /// stay aligned for the eye that runs down them. Where they leave the last
  /// column too little room, as `renderPairs`.
  func renderWrappingLast(width: Int) -> String {
    let table = lines()
    guard table.contains(where: { TerminalText.width($0) > width }), let lastColumn = alignments.indices.last,
      lastColumn > 0
    else { return table.map { $0 + "\n" }.joined() }
    let (widths, cellWidths) = measured()
    let start = widths.dropLast().reduce(0, +) + 2 * lastColumn
    guard width - start >= 16 else { return renderPairs(width: width) }
    let indent = String(repeating: " ", count: start)
    return rows.indices.map { index in
      let last = rows[index].count > lastColumn ? rows[index][lastColumn] : ""
      let wrapped = TextWrap.lines(last, width: width - start)
      var text = padded(index, columns: lastColumn, widths, cellWidths) + "  " + wrapped[0]
      for more in wrapped.dropFirst() { text += "\n" + indent + more }
      while text.last == " " { text.removeLast() }
      return text + "\n"
    }.joined()
  }

  /// One row as a card: its first `leading` cells on one line, the others under
  /// it as "Header value" pairs, wrapped to `width`. Each pair stays whole, so no
  /// line starts with a separator or parts a value from its header.
  static func card(header: [String], row: [String], leading: Int, width: Int) -> String {
    // The leading cells wrap too: a name of 40 wide characters is 80 columns.
    var text = TextWrap.lines(row.prefix(leading).joined(separator: "  "), width: width, indent: 2)
      .map { $0 + "\n" }.joined()
    let details = zip(header, row).dropFirst(leading).filter { !$1.isEmpty }
      .map { $0.isEmpty ? $1 : $0 + " " + $1 }
    var line = ""
    for item in details {
      if !line.isEmpty && TerminalText.width(line + " · " + item) > width {
        text += TextWrap.lines(line, width: width, indent: 2).map { $0 + "\n" }.joined()
        line = ""
      }
      line += (line.isEmpty ? "  " : " · ") + item
    }
    if !line.isEmpty { text += TextWrap.lines(line, width: width, indent: 2).map { $0 + "\n" }.joined() }
    return text
  }
}
