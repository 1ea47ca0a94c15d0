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

  /// How many moods the table shows.
  static let groupCount = 5

  /// Mood `index`'s title and tenses, in table order.
  static func group(_ index: Int) -> (title: String, tenses: [Tense]) {
    switch index {
    case 0:
      ("INDICATIVO", [.presenteDeIndicativo, .preterito, .imperfectoDeIndicativo, .futuroDeIndicativo, .condicional])
    case 1:
      (
        "INDICATIVO COMPUESTO",
        [
          .perfectoDeIndicativo, .preteritoAnterior, .pluscuamperfectoDeIndicativo,
          .futuroPerfecto, .condicionalCompuesto,
        ]
      )
    case 2:
      ("SUBJUNTIVO", [.presenteDeSubjuntivo, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .futuroDeSubjuntivo])
    case 3:
      (
        "SUBJUNTIVO COMPUESTO",
        [
          .perfectoDeSubjuntivo, .pluscuamperfectoDeSubjuntivo1,
          .pluscuamperfectoDeSubjuntivo2, .futuroPerfectoDeSubjuntivo,
        ]
      )
    default: ("IMPERATIVO", [.imperativoPositivo, .imperativoNegativo])
    }
  }

  /// A tense's column heading, within its mood.
  static func shortName(_ tense: Tense) -> String {
    switch tense {
    case .presenteDeIndicativo, .presenteDeSubjuntivo: "presente"
    case .preterito: "pretérito"
    case .imperfectoDeIndicativo: "imperfecto"
    case .futuroDeIndicativo, .futuroDeSubjuntivo: "futuro"
    case .condicional: "condicional"
    case .perfectoDeIndicativo, .perfectoDeSubjuntivo: "perfecto"
    case .preteritoAnterior: "pretérito anterior"
    case .pluscuamperfectoDeIndicativo: "pluscuamperfecto"
    case .futuroPerfecto, .futuroPerfectoDeSubjuntivo: "futuro perfecto"
    case .condicionalCompuesto: "condicional compuesto"
    case .imperfectoDeSubjuntivo1: "imperfecto (-ra)"
    case .imperfectoDeSubjuntivo2: "imperfecto (-se)"
    case .pluscuamperfectoDeSubjuntivo1: "pluscuamperfecto (-ra)"
    case .pluscuamperfectoDeSubjuntivo2: "pluscuamperfecto (-se)"
    case .imperativoPositivo: "afirmativo"
    case .imperativoNegativo: "negativo"
    case .gerundio: "gerundio"
    case .participio: "participio"
    }
  }

  var persons: [Person] {
    Person.allCases.filter {
      switch ($0, secondPerson) {
      case (.tu, .vos), (.vos, .tu): false
      default: true
      }
    }
  }

  /// The table as text (tests; the command writes `bytes`).
  func render(width: Int = 80) -> String { String(decoding: bytes(width: width), as: UTF8.self) }

  /// The table, each mood's tenses side by side as far as `width` allows, the
  /// rest in blocks below, as UTF-8.
  ///
  /// Forms are handled as letters: every form's Unicode scalars, one per letter
  /// (Highlight.isOneScalarPerLetter: the catalog's forms, and those of the
  /// infinitives conjugated by rule, which are Spanish letters only), copied once
  /// into one buffer. Widths are counts of letters, marks ranges of them, and the
  /// table is written as bytes.
  func bytes(width: Int = 80) -> [UInt8] {
    let c = conjugation
    var letters = Letters()
    var out = Output(style: style)
    out.bold(c.infinitive)
    if c.inferred {
      out.text(
        c.model.map { "  (not in the catalog: conjugated like \($0))" } ?? "  (not in the catalog: conjugated by rule)")
    } else if !c.translation.isEmpty {
      out.text("  ")
      out.text(c.translation)
    }
    out.text("\n")
    let gerundio = letters.add(c.gerundio.primary)
    let participio = letters.add(c.participio.primary)
    let gerundioMark = mark(gerundio, regular: regular.map { letters.add($0.gerundio.primary) }, stem: nil, letters)
    let participioMark = mark(
      participio, regular: regular.map { letters.add($0.participio.primary) }, stem: nil, letters)
    let also =
      c.participio.alternatives.isEmpty
      ? "" : " (also \(c.participio.alternatives.joined(separator: ", ")))"
    // Side by side when they fit, one under the other when not. 10 and 12 are the
    // labels "gerundio: " and "participio: ", 3 the gap between them.
    let together = 10 + gerundio.count + 3 + 12 + participio.count + Self.letterCount(also)
    out.text("gerundio: ")
    out.letters(letters, gerundio, mark: gerundioMark)
    out.text(together <= width ? "   " : "\n")
    out.text("participio: ")
    out.letters(letters, participio, mark: participioMark)
    out.text(also)
    out.text("\n")
    let persons = persons
    for index in 0..<Self.groupCount {
      let (title, tenses) = Self.group(index)
      let rows = persons.filter { p in tenses.contains { c.has($0, p) } }
      guard !rows.isEmpty else { continue }
      out.text("\n")
      out.bold(title)
      out.text("\n")
      let imperative = tenses[0].isImperative
      let labels = rows.map { $0.label(imperative: imperative) }
      // Each form copied once, by tense then by row (flat arrays of Int: each
      // array type of its own is generic metadata the runtime makes at first use).
      var forms = Grid(rows: rows.count, capacity: tenses.count)
      var regulars = Grid(rows: rows.count, capacity: tenses.count)
      for tense in tenses {
        for person in rows {
          forms.append(letters.add(c, tense, person))
          regulars.append(regular.flatMap { letters.add($0, tense, person) })
        }
      }
      var stems = Grid(rows: 1, capacity: tenses.count)
      for t in tenses.indices { stems.append(Self.sharedStem(t, forms: forms, regulars: regulars, letters)) }
      // Column 0 the persons, then one a tense: the widest of its heading and forms
      // (a missing form is "—", one wide).
      var widths = [labels.map(Self.letterCount).max() ?? 0]
      widths.reserveCapacity(tenses.count + 1)
      for t in tenses.indices {
        var widest = Self.letterCount(Self.shortName(tenses[t]))
        for r in rows.indices { widest = max(widest, forms[t, r]?.count ?? 1) }
        widths.append(widest)
      }
      // Tense columns in blocks that fit the width (at least one a block): the
      // column each block starts at, then the end after the last.
      var blockStarts = [1]
      var used = widths[0] + 2 + widths[1]
      for col in 2...max(2, tenses.count) where col <= tenses.count {
        if used + 2 + widths[col] > width {
          blockStarts.append(col)
          used = widths[0]
        }
        used += 2 + widths[col]
      }
      blockStarts.append(tenses.count + 1)
      for index in 0..<(blockStarts.count - 1) {
        let block = blockStarts[index]..<blockStarts[index + 1]
        if index > 0 { out.text("\n") }
        out.spaces(widths[0])
        for col in block {
          let name = Self.shortName(tenses[col - 1])
          out.text("  ")
          out.text(name)
          if col != block.upperBound - 1 { out.spaces(widths[col] - Self.letterCount(name)) }
        }
        out.endRow()
        for r in rows.indices {
          out.text(labels[r])
          out.spaces(widths[0] - Self.letterCount(labels[r]))
          for col in block {
            let t = col - 1
            out.text("  ")
            var written = 1
            if let form = forms[t, r] {
              out.letters(letters, form, mark: mark(form, regular: regulars[t, r], stem: stems[t, 0], letters))
              written = form.count
            } else {
              out.text("—")
            }
            if col != block.upperBound - 1 { out.spaces(widths[col] - written) }
          }
          out.endRow()
        }
      }
    }
    return out.bytes
  }

  /// How many letters (scalars) `text` has: its UTF-8 bytes that start one.
  static func letterCount(_ text: String) -> Int {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      var count = 0
      for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
      return count
    } ?? text.unicodeScalars.count
  }

  /// The letters of `form` to mark, as offsets within it: `stem` (the letters of an
  /// irregular stem the whole tense shares, tuv- for tener's pretérito, marked the
  /// same in every form), else those that differ from the regular form; nil for
  /// none, or when nothing is marked (plain style, no regular form).
  func mark(_ form: Range<Int>, regular: Range<Int>?, stem: Range<Int>?, _ letters: Letters) -> Range<Int>? {
    guard style != .plain, let regular else { return nil }
    return stem ?? Highlight.irregularRange(letters.storage[form], letters.storage[regular])
  }

  /// The irregular stem a tense's forms share, as a range of letters: the forms'
  /// common beginning against the regular forms', less what both end with (the
  /// start of the endings). nil when the forms share no stem of two letters or
  /// more that departs from the regular one.
  /// Of tense `t`: `forms` and `regulars` by row, rows without one left out.
  static func sharedStem(_ t: Int, forms: Grid, regulars: Grid, _ letters: Letters) -> Range<Int>? {
    var count = 0
    var regularCount = 0
    for r in 0..<forms.rows {
      if forms[t, r] != nil { count += 1 }
      if regulars[t, r] != nil { regularCount += 1 }
    }
    guard count >= 2, count == regularCount else { return nil }
    return stemRange(letters.commonBeginning(forms, t), letters.commonBeginning(regulars, t))
  }

  /// The irregular stem's letters, from the forms' common beginning and the
  /// regular forms' (see `sharedStem`).
  static func stemRange<Letter: Equatable>(_ forms: ArraySlice<Letter>, _ regulars: ArraySlice<Letter>) -> Range<Int>? {
    // Offsets into both; the slices are read, never shortened (that would copy them).
    var stem = forms.count
    var regularStem = regulars.count
    while stem > 0 && regularStem > 0
      && forms[forms.startIndex + stem - 1] == regulars[regulars.startIndex + regularStem - 1]
    {
      stem -= 1
      regularStem -= 1
    }
    var shared = 0
    while shared < min(stem, regularStem) && forms[forms.startIndex + shared] == regulars[regulars.startIndex + shared]
    {
      shared += 1
    }
    // The same stem as the regular one (every letter shared, as many): nothing to mark.
    guard stem >= 2, shared < stem else { return nil }
    return shared..<stem
  }

  /// Every form's letters, in one buffer; a form is a range of it.
  struct Letters {
    /// The letters, then room for more: the first `count` are letters.
    private(set) var storage = [Unicode.Scalar](repeating: "\0", count: 4096)
    private(set) var count = 0

    mutating func add(_ text: String) -> Range<Int> {
      let start = count
      append(text)
      return start..<count
    }

    /// `text`'s scalars, decoded from its UTF-8 where it lies (a String's is valid;
    /// appending its `unicodeScalars` cost five times as much). Most forms' prefix
    /// and suffix are empty.
    private mutating func append(_ text: String) {
      guard !text.isEmpty else { return }
      let decoded: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
        // At most one letter a byte.
        if storage.count - count < bytes.count {
          storage.append(contentsOf: repeatElement("\0", count: max(bytes.count, storage.count)))
        }
        count = storage.withUnsafeMutableBufferPointer { letters in
          var end = count
          var i = 0
          while i < bytes.count {
            let lead = bytes[i]
            guard lead >= 0x80 else {
              letters[end] = Unicode.Scalar(lead)
              end += 1
              i += 1
              continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var value = UInt32(lead) & (0x7F >> length)
            for k in 1..<length where i + k < bytes.count { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
            letters[end] = Unicode.Scalar(value) ?? "\u{FFFD}"
            end += 1
            i += length
          }
          return end
        }
      }
      if decoded == nil {
        for scalar in text.unicodeScalars {
          if count == storage.count { storage.append(contentsOf: repeatElement("\0", count: storage.count)) }
          storage[count] = scalar
          count += 1
        }
      }
    }

    /// The form of `tense` and `person` of `conjugation`, or nil where it has none.
    mutating func add(_ conjugation: Conjugation, _ tense: Tense, _ person: Person) -> Range<Int>? {
      let start = count
      guard
        conjugation.withPrimaryParts(
          tense, person,
          { prefix, core, suffix in
            append(prefix)
            append(core)
            append(suffix)
          })
      else { return nil }
      return start..<count
    }

    /// The letters the forms of tense `t` all begin with (rows without one left out).
    func commonBeginning(_ grid: Grid, _ t: Int) -> ArraySlice<Unicode.Scalar> {
      var first: Range<Int>?
      var length = 0
      for r in 0..<grid.rows {
        guard let word = grid[t, r] else { continue }
        guard let start = first else {
          first = word
          length = word.count
          continue
        }
        var same = 0
        while same < length && same < word.count && storage[start.lowerBound + same] == storage[word.lowerBound + same]
        {
          same += 1
        }
        length = same
      }
      guard let first else { return [] }
      return storage[first.lowerBound..<(first.lowerBound + length)]
    }
  }

  /// Ranges of `Letters` by tense, then row, in flat arrays (-1: none).
  struct Grid {
    let rows: Int
    private var starts: [Int] = []
    private var ends: [Int] = []

    init(rows: Int, capacity: Int) {
      self.rows = rows
      starts.reserveCapacity(rows * capacity)
      ends.reserveCapacity(rows * capacity)
    }

    mutating func append(_ range: Range<Int>?) {
      starts.append(range?.lowerBound ?? -1)
      ends.append(range?.upperBound ?? -1)
    }

    subscript(t: Int, r: Int) -> Range<Int>? {
      let i = t * rows + r
      return starts[i] < 0 ? nil : starts[i]..<ends[i]
    }
  }

  /// The table's bytes as they are written.
  struct Output {
    let style: Style
    var bytes: [UInt8] = []

    init(style: Style) {
      self.style = style
      bytes.reserveCapacity(4096)
    }

    /// `text`'s bytes, copied from where they lie.
    mutating func text(_ text: String) {
      let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
      if copied == nil { bytes.append(contentsOf: text.utf8) }
    }

    mutating func bold(_ text: String) {
      guard style == .color else { return self.text(text) }
      self.text("\u{1B}[1m")
      self.text(text)
      self.text("\u{1B}[0m")
    }

    mutating func spaces(_ count: Int) {
      if count > 0 { bytes.append(contentsOf: repeatElement(0x20, count: count)) }
    }

    /// The end of a row of the table, without the spaces that padded it.
    mutating func endRow() {
      while bytes.last == 0x20 { bytes.removeLast() }
      bytes.append(0x0A)
    }

    /// A form's letters, `mark` (offsets within it) in red, or in capitals when
    /// colour is off.
    mutating func letters(_ letters: Letters, _ form: Range<Int>, mark: Range<Int>?) {
      guard let mark else { return scalars(letters.storage[form]) }
      let lower = form.lowerBound + mark.lowerBound
      let upper = form.lowerBound + mark.upperBound
      scalars(letters.storage[form.lowerBound..<lower])
      switch style {
      case .color:
        text("\u{1B}[1;31m")
        scalars(letters.storage[lower..<upper])
        text("\u{1B}[0m")
      case .capitals:
        for scalar in letters.storage[lower..<upper] { capital(scalar) }
      case .plain:
        scalars(letters.storage[lower..<upper])
      }
      scalars(letters.storage[upper..<form.upperBound])
    }

    mutating func scalars(_ scalars: ArraySlice<Unicode.Scalar>) {
      for scalar in scalars {
        if scalar.isASCII {
          bytes.append(UInt8(truncatingIfNeeded: scalar.value))
        } else {
          UTF8.encode(scalar) { bytes.append($0) }
        }
      }
    }

    /// A letter in capitals: a-z and the Latin-1 letters (á, é, ñ, ü …) by their
    /// fixed offset, any other by Unicode's mapping.
    mutating func capital(_ scalar: Unicode.Scalar) {
      switch scalar.value {
      case 0x61...0x7A: bytes.append(UInt8(scalar.value - 0x20))
      case 0xE0...0xFE where scalar.value != 0xF7:
        // U+00C0-U+00DE: C3 80-9E.
        bytes.append(0xC3)
        bytes.append(UInt8(truncatingIfNeeded: scalar.value - 0x20 - 0x40))
      default: text(String(scalar).uppercased())
      }
    }
  }
}
