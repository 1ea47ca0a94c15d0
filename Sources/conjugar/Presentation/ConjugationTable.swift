import ConjugarCore

/// The human-readable table `conjugar conjugate` prints: tenses grouped by mood,
/// persons in rows, irregular letters highlighted in colour, or in capitals (as
/// Conjugar does) when colour is off.
struct ConjugationTable {
  enum Style: Sendable { case color, capitals, plain }

  let conjugation: Conjugation
  let regular: Conjugation?
  let style: Style
  /// Which second-person singular rows to show (the secondSingularBrowse setting).
  let secondPerson: SecondSingularBrowse

  init(
    _ conjugation: Conjugation, regular: Conjugation?, style: Style, secondPerson: SecondSingularBrowse = .both
  ) {
    self.conjugation = conjugation
    self.regular = regular
    self.style = style
    self.secondPerson = secondPerson
  }

  static let groups: [(String, [Tense])] = [
    ("Indicativo", [.presenteDeIndicativo, .preterito, .imperfectoDeIndicativo, .futuroDeIndicativo, .condicional]),
    ("Indicativo compuesto", [.perfectoDeIndicativo, .preteritoAnterior, .pluscuamperfectoDeIndicativo,
      .futuroPerfecto, .condicionalCompuesto]),
    ("Subjuntivo", [.presenteDeSubjuntivo, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .futuroDeSubjuntivo]),
    ("Subjuntivo compuesto", [.perfectoDeSubjuntivo, .pluscuamperfectoDeSubjuntivo1,
      .pluscuamperfectoDeSubjuntivo2, .futuroPerfectoDeSubjuntivo]),
    ("Imperativo", [.imperativoPositivo, .imperativoNegativo]),
  ]

  static let shortNames: [Tense: String] = [
    .presenteDeIndicativo: "presente", .preterito: "pretérito", .imperfectoDeIndicativo: "imperfecto",
    .futuroDeIndicativo: "futuro", .condicional: "condicional", .perfectoDeIndicativo: "perfecto",
    .preteritoAnterior: "pretérito anterior", .pluscuamperfectoDeIndicativo: "pluscuamperfecto",
    .futuroPerfecto: "futuro perfecto", .condicionalCompuesto: "condicional compuesto",
    .presenteDeSubjuntivo: "presente", .imperfectoDeSubjuntivo1: "imperfecto (-ra)",
    .imperfectoDeSubjuntivo2: "imperfecto (-se)", .futuroDeSubjuntivo: "futuro",
    .perfectoDeSubjuntivo: "perfecto", .pluscuamperfectoDeSubjuntivo1: "pluscuamperfecto (-ra)",
    .pluscuamperfectoDeSubjuntivo2: "pluscuamperfecto (-se)", .futuroPerfectoDeSubjuntivo: "futuro perfecto",
    .imperativoPositivo: "afirmativo", .imperativoNegativo: "negativo",
  ]

  var persons: [Person] {
    Person.allCases.filter {
      switch ($0, secondPerson) {
      case (.tu, .vos), (.vos, .tu): false
      default: true
      }
    }
  }

  /// A form with its irregular letters marked; returns the text and its visible width.
  /// `stem`: the letters of an irregular stem the whole tense shares (tuv- for
  /// tener's pretérito), marked the same in every form; otherwise the letters
  /// that differ from the regular form.
  func marked(_ form: Form?, regular: Form?, stem: Range<Int>? = nil) -> (String, Int) {
    guard let form else { return ("—", 1) }
    let text = form.primary
    let oneScalarPerLetter = Highlight.isOneScalarPerLetter(text)
    let width = oneScalarPerLetter ? text.unicodeScalars.count : text.count
    guard style != .plain, let reference = regular?.primary,
      let range = stem ?? Highlight.irregularRange(text, regular: reference)
    else { return (text, width) }
    let head: String
    let middle: String
    let tail: String
    if oneScalarPerLetter {
      // Cut where the letters are: the text is sliced, not rebuilt scalar by scalar.
      let scalars = text.unicodeScalars
      let lower = scalars.index(scalars.startIndex, offsetBy: range.lowerBound)
      let upper = scalars.index(lower, offsetBy: range.count)
      head = String(text[..<lower])
      middle = String(text[lower..<upper])
      tail = String(text[upper...])
    } else {
      let letters = Array(text)
      head = String(characterSequence: letters[..<range.lowerBound])
      middle = String(characterSequence: letters[range])
      tail = String(characterSequence: letters[range.upperBound...])
    }
    switch style {
    case .color: return (head + "\u{1B}[1;31m" + middle + "\u{1B}[0m" + tail, width)
    case .capitals: return (head + middle.uppercased() + tail, width)
    case .plain: return (text, width)
    }
  }

  /// The irregular stem a tense's forms share, as a range of letters: the forms'
  /// common beginning against the regular forms', less what both end with (the
  /// start of the endings). nil when the forms share no stem of two letters or
  /// more that departs from the regular one.
  func sharedStem(_ tense: Tense, persons: [Person]) -> Range<Int>? {
    Self.sharedStem(
      forms: persons.compactMap { conjugation.form(tense, $0)?.primary },
      regulars: persons.compactMap { regular?.form(tense, $0)?.primary })
  }

  /// The same, of forms already made (`render` makes each form once).
  static func sharedStem(forms: [String], regulars: [String]) -> Range<Int>? {
    guard forms.count >= 2, forms.count == regulars.count else { return nil }
    // Scalars stand for letters when each letter is one (see Highlight): cheaper.
    // The words' UTF-8 is compared where it is; only the two stems become arrays.
    if forms.allSatisfy(Highlight.isOneScalarPerLetter) && regulars.allSatisfy(Highlight.isOneScalarPerLetter) {
      return Self.stemRange(commonScalars(forms), commonScalars(regulars))
    }
    return Self.sharedStem(forms, regulars)
  }

  /// The scalars `words` all begin with: their common UTF-8 bytes, cut back to
  /// where a scalar starts (the words share a scalar exactly when they share its
  /// bytes).
  static func commonScalars(_ words: [String]) -> [Unicode.Scalar] {
    guard var first = words.first else { return [] }
    return first.withUTF8 { a in
      var length = a.count
      for var word in words.dropFirst() {
        word.withUTF8 { b in
          var same = 0
          let limit = min(length, b.count)
          while same < limit && a[same] == b[same] { same += 1 }
          length = same
        }
      }
      // A continuation byte (10xxxxxx) is inside a scalar the words do not share.
      while length > 0 && length < a.count && a[length] & 0xC0 == 0x80 { length -= 1 }
      return Array(String(decoding: UnsafeBufferPointer(rebasing: a[..<length]), as: UTF8.self).unicodeScalars)
    }
  }

  static func sharedStem<Word: Collection>(_ forms: [Word], _ regulars: [Word]) -> Range<Int>?
  where Word.Element: Equatable {
    func commonPrefix(_ words: [Word]) -> [Word.Element] {
      guard let first = words.first else { return [] }
      var length = Int.max
      for word in words.dropFirst() {
        var same = 0
        var a = first.startIndex
        var b = word.startIndex
        while same < length && a != first.endIndex && b != word.endIndex && first[a] == word[b] {
          same += 1
          first.formIndex(after: &a)
          word.formIndex(after: &b)
        }
        length = same
      }
      return Array(first.prefix(length))
    }
    return stemRange(commonPrefix(forms), commonPrefix(regulars))
  }

  /// The irregular stem's letters, from the forms' common beginning and the
  /// regular forms' (see `sharedStem(_:persons:)`).
  static func stemRange<Letter: Equatable>(_ forms: [Letter], _ regulars: [Letter]) -> Range<Int>? {
    var stem = forms
    var regularStem = regulars
    while let last = stem.last, last == regularStem.last {
      stem.removeLast()
      regularStem.removeLast()
    }
    let shared = zip(stem, regularStem).prefix { $0 == $1 }.count
    guard stem.count >= 2, stem != regularStem, shared < stem.count else { return nil }
    return shared..<stem.count
  }

  func bold(_ s: String) -> String { style == .color ? "\u{1B}[1m" + s + "\u{1B}[0m" : s }

  /// The table, each mood's tenses side by side as far as `width` allows, the
  /// rest in blocks below.
  func render(width: Int = 80) -> String {
    let c = conjugation
    var out = bold(c.infinitive)
    if c.inferred {
      out += c.model.map { "  (not in the catalog: conjugated like \($0))" } ?? "  (not in the catalog: conjugated by rule)"
    } else if !c.translation.isEmpty {
      out += "  " + c.translation
    }
    out += "\n"
    let (ger, gerWidth) = marked(c.gerundio, regular: regular?.gerundio)
    let (part, partWidth) = marked(c.participio, regular: regular?.participio)
    let also = c.participio.alternatives.isEmpty
      ? "" : " (also \(c.participio.alternatives.concatenated(separator: ", ")))"
    // Side by side when they fit, one under the other when not.
    let together = "gerundio: ".count + gerWidth + 3 + "participio: ".count + partWidth + also.count
    out += "gerundio: \(ger)" + (together <= width ? "   " : "\n") + "participio: \(part)\(also)\n"
    for (title, tenses) in Self.groups {
      let rows = persons.filter { p in tenses.contains { c.has($0, p) } }
      guard !rows.isEmpty else { continue }
      out += "\n" + bold(title.uppercased()) + "\n"
      let imperative = tenses[0].isImperative
      // Each form made once (a compound form is built at each asking): by tense,
      // then by row.
      let forms = tenses.map { t in rows.map { c.form(t, $0) } }
      let regulars = tenses.map { t in rows.map { regular?.form(t, $0) } }
      let stems = tenses.indices.map {
        Self.sharedStem(
          forms: forms[$0].compactMap { $0?.primary }, regulars: regulars[$0].compactMap { $0?.primary })
      }
      var cells: [[(String, Int)]] = [[("", 0)] + tenses.map { (Self.shortNames[$0]!, Self.shortNames[$0]!.count) }]
      for (r, p) in rows.enumerated() {
        let label = p.label(imperative: imperative)
        cells.append(
          [(label, label.count)]
            + tenses.indices.map { marked(forms[$0][r], regular: regulars[$0][r], stem: stems[$0]) })
      }
      let widths = (0...tenses.count).map { col in cells.map { $0[col].1 }.max() ?? 0 }
      // Tense columns in blocks that fit the width (at least one a block).
      var blocks: [[Int]] = [[]]
      var used = widths[0]
      for col in 1...tenses.count {
        if !blocks[blocks.count - 1].isEmpty && used + 2 + widths[col] > width {
          blocks.append([])
          used = widths[0]
        }
        blocks[blocks.count - 1].append(col)
        used += 2 + widths[col]
      }
      for (index, block) in blocks.enumerated() {
        if index > 0 { out += "\n" }
        for row in cells {
          var line = row[0].0 + String(repeating: " ", count: widths[0] - row[0].1)
          for col in block {
            line += "  " + row[col].0
            if col != block.last { line += String(repeating: " ", count: widths[col] - row[col].1) }
          }
          while line.last == " " { line.removeLast() }
          out += line + "\n"
        }
      }
    }
    return out
  }
}
