/// `%forms <tense> <verb> <verb>…` on a line of its own in a topic's body: the
/// engine's forms of model verbs in one tense, persons in rows and verbs in
/// columns, as in a grammar's paradigm tables. Columns that do not fit the width
/// continue in another table below; at a width too narrow for one column each
/// verb's forms are listed on a line of their own. Vos gets a row only where it
/// differs from tú, or
/// in the imperative.
enum InfoFormsTable {
  static let directive = "%forms "

  /// The lines for one directive (each starting with two spaces, so the layout
  /// keeps them as written); nil when the directive is malformed or the engine
  /// lacks a verb or a form, so that the tests catch it.
  static func lines(_ line: Substring, width: Int, forms lookup: (String) -> VerbForms?) -> [String]? {
    let words = line.dropFirst(directive.count).split(separator: " ").map(String.init)
    guard words.count >= 2, let tense = Tense(rawValue: words[0]), tense.isFinite else { return nil }
    var columns: [(header: String, cells: [Person: String])] = []
    for infinitive in words.dropFirst() {
      guard let forms = lookup(infinitive) else { return nil }
      var cells: [Person: String] = [:]
      for person in Person.allCases { if let form = forms.form(tense, person) { cells[person] = form.primary } }
      guard !cells.isEmpty else { return nil }
      columns.append((infinitive, cells))
    }
    let persons = Person.allCases.filter { person in
      guard columns.contains(where: { $0.cells[person] != nil }) else { return false }
      // vos only where some verb gives it a form of its own, and always in the
      // imperative, where a learner looks for it even when it is tú's form.
      return person != .vos || tense.isImperative || columns.contains { $0.cells[.vos] != $0.cells[.tu] }
    }
    let labels = persons.map { $0.label(imperative: tense.isImperative) }
    let labelWidth = (labels.map(\.count).max() ?? 0) + 2
    let indent = "  "
    let gap = 2
    func columnWidth(_ column: (header: String, cells: [Person: String])) -> Int {
      ([column.header] + persons.map { column.cells[$0] ?? "—" }).map(\.count).max() ?? 0
    }
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    // Too narrow for even one column: one line per verb.
    if indent.count + labelWidth + (columns.map(columnWidth).min() ?? 0) > width {
      return columns.flatMap { column in
        TextWrap.wrap(
          column.header + ": " + persons.map { column.cells[$0] ?? "—" }.joined(separator: ", "), width: width,
          first: indent, rest: indent + "  ")
      }
    }
    var chunks: [[(header: String, cells: [Person: String])]] = [[]]
    var used = indent.count + labelWidth
    for column in columns {
      let needed = columnWidth(column) + (chunks[chunks.count - 1].isEmpty ? 0 : gap)
      if !chunks[chunks.count - 1].isEmpty && used + needed > width {
        chunks.append([])
        used = indent.count + labelWidth
      }
      used += columnWidth(column) + (chunks[chunks.count - 1].isEmpty ? 0 : gap)
      chunks[chunks.count - 1].append(column)
    }
    var out: [String] = []
    for chunk in chunks {
      if !out.isEmpty { out.append("") }
      func row(_ label: String, _ cells: [String]) -> String {
        var text = indent + pad(label, labelWidth)
        for (index, cell) in cells.enumerated() {
          text += index == cells.count - 1 ? cell : pad(cell, columnWidth(chunk[index]) + gap)
        }
        return text
      }
      out.append(row("", chunk.map(\.header)))
      for (person, label) in zip(persons, labels) {
        out.append(row(label, chunk.map { $0.cells[person] ?? "—" }))
      }
    }
    return out
  }
}
