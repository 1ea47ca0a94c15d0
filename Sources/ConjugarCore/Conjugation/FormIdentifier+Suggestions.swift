/// What identify answers for a word that is no form: the form a learner meant
/// (poní → puse), or the closest forms and verbs.
extension FormIdentifier {
  // MARK: A learner's errors

  /// For a word that is no form: the form the learner meant, when the word is a
  /// regularised form of an irregular verb (poní, andé, cabí, sabo, rompido), a
  /// form missing its accents (teniamos), -jieron for -jeron (dijieron), or haiga.
  public func correction(for input: String) -> Correction? {
    var cache = Cache()
    return correction(for: input, cache: &cache)
  }

  func correction(for input: String, cache: inout Cache) -> Correction? {
    let word = VerbCatalog.normalize(input)
    guard !word.contains(" "), word.unicodeScalars.count < 40, !word.isEmpty else { return nil }
    // haiga, haigas...: the popular subjunctive of haber.
    if word.hasPrefix("haig") {
      let meant = "hay" + word.dropFirst(4)
      if let c = correct(word, meant: meant, cache: &cache) { return c }
    }
    if word.contains("jie") {
      let meant = word.replacingOccurrences(of: "jie", with: "je")
      if let c = correct(word, meant: meant, cache: &cache) { return c }
    }
    for infinitive in candidates(for: word, cache: &cache) where !isPronominalOnly(infinitive) {
      guard let real = plainConjugation(infinitive, cache: &cache),
        // The form the verb would have if it were regular (poní, sabo, rompido).
        let regular = regularForms(infinitive, cache: &cache)
      else { continue }
      // The first tense whose regular form is the word where the verb has another.
      if let places = regular.byForm[word],
        let correction = firstCorrection(word, infinitive, places, real: real)
      {
        return correction
      }
      if regular.participio == word && !real.participio.accepted.contains(word) {
        return Correction(
          written: word, infinitive: infinitive, tense: .participio, persons: [], correct: real.participio.primary)
      }
    }
    let plainWord = Self.unaccented(word)
    guard plainWord == word else { return nil }
    for infinitive in candidates(for: word, cache: &cache) where !isPronominalOnly(infinitive) {
      // The same form with its accents (teniamos → teníamos).
      guard let forms = verbForms(infinitive, cache: &cache),
        let correction = firstCorrection(word, infinitive, forms.places(unaccented: plainWord), real: forms.conjugation)
      else { continue }
      return correction
    }
    return nil
  }

  /// The correction for the first tense among `places` (in table order) where
  /// `real` does not accept `word`: that tense's persons and the verb's form.
  func firstCorrection(_ word: String, _ infinitive: String, _ places: [(Tense, Person)], real: Conjugation)
    -> Correction?
  {
    var index = places.startIndex
    while index < places.endIndex {
      let tense = places[index].0
      var persons: [Person] = []
      var meant = ""
      while index < places.endIndex && places[index].0 == tense {
        let person = places[index].1
        index += 1
        // A form the verb accepts (derrengo beside derriengo) is no error.
        guard let form = real.form(tense, person), !form.accepted.contains(word) else { continue }
        persons.append(person)
        meant = form.primary
      }
      if !persons.isEmpty {
        return Correction(written: word, infinitive: infinitive, tense: tense, persons: persons, correct: meant)
      }
    }
    return nil
  }

  /// The correction naming `meant`'s reading, when `meant` is a form.
  func correct(_ word: String, meant: String, cache: inout Cache) -> Correction? {
    let readings = bareReadings(meant, negative: false, proclitic: false, cache: &cache)
    guard let first = readings.first, let tense = first.tense else { return nil }
    let persons = readings.filter { $0.infinitive == first.infinitive && $0.tense == tense }.compactMap(\.person)
    return Correction(written: word, infinitive: first.infinitive, tense: tense, persons: persons, correct: meant)
  }

  // MARK: Did you mean

  /// Catalog forms close to `word` (one or two edits), for an unknown word: the
  /// nearest first, then the more frequent verb's. An infinitive-shaped word is
  /// compared with the catalog's infinitives (ablar → hablar, bucar → buscar); a
  /// well-formed -ear verb (hackear, loguearse: how Spanish takes in loans) gets
  /// only a verb one edit away that people use (wordfreq knows it).
  public func closestForms(to input: String, limit: Int = 3) -> [String] {
    var cache = Cache()
    return closestForms(to: input, limit: limit, cache: &cache)
  }

  func closestForms(to input: String, limit: Int = 3, cache: inout Cache) -> [String] {
    let word = VerbCatalog.normalize(input)
    let w = Array(word.unicodeScalars)
    guard !w.isEmpty, w.count < 40, !word.contains(" ") else { return [] }
    let (base, pronominal) = VerbCatalog.splitPronominal(word)
    if VerbCatalog.isWellFormed(base) {
      let loan = base.hasSuffix("ear")
      let found = catalog.rankedSuggestions(for: base, maxDistance: loan ? 1 : nil, rankedOnly: loan)
      return found.prefix(limit).map { pronominal ? $0 + "se" : $0 }
    }
    var found: [(Int, Int, String)] = []
    var seen: Set<String> = []
    // The candidates of the word and of its first few letters less one (tuvee → tuv-).
    var pool = candidates(for: word, cache: &cache)
    if w.count > 2 { pool += candidates(for: String(String.UnicodeScalarView(w.dropFirst())), cache: &cache) }
    // Accents count as no edit: both sides are compared without them.
    let plain = w.map(Accent.stripped)
    var rows = NearDistance(length: w.count)
    for infinitive in pool where !isPronominalOnly(infinitive) {
      guard let forms = verbForms(infinitive, cache: &cache) else { continue }
      let rank = self.rank(of: infinitive, cache: &cache)
      for (form, letters) in forms.shownForms where abs(letters.count - w.count) <= 2 {
        // The distance first: a form is far or near wherever it is met, so only a
        // near one needs to be remembered (the first verb met gives its rank).
        let d = rows.distance(plain, letters)
        if d <= 2 && seen.insert(form).inserted { found.append((d, rank, form)) }
      }
    }
    return found.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.prefix(limit).map(\.2)
  }

  /// The catalog rank of `infinitive` (Int.max: none), kept for the rest of the call.
  func rank(of infinitive: String, cache: inout Cache) -> Int {
    if let rank = cache.ranks[infinitive] { return rank }
    let rank = catalog.rank(of: infinitive) ?? Int.max
    cache.ranks[infinitive] = rank
    return rank
  }

  /// The edit distance of two words when it is at most 2, and 3 when it is more
  /// (Spelling.editDistance with a limit of 2, each edit costing 1): only the
  /// cells at most two from the diagonal can hold 2 or less (Ukkonen's band), and
  /// the two rows are kept between calls. "Did you mean" measures each unknown
  /// word against hundreds of forms.
  struct NearDistance {
    var previous: [Int]
    var current: [Int]

    init(length: Int) {
      previous = Array(repeating: 3, count: length + 3)
      current = previous
    }

    mutating func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
      guard abs(a.count - b.count) <= 2 else { return 3 }
      // Letters both words share at their start or their end take no edit, so the
      // table is made for what lies between: most forms of a candidate verb begin
      // with the word's stem, and what is left is a few letters of their endings.
      let shorter = min(a.count, b.count)
      var start = 0
      while start < shorter && a[start] == b[start] { start += 1 }
      var endA = a.count
      var endB = b.count
      while endA > start && endB > start && a[endA - 1] == b[endB - 1] {
        endA -= 1
        endB -= 1
      }
      return band(a[start..<endA], b[start..<endB])
    }

    /// The banded table over the letters of `a` and `b`.
    private mutating func band(_ a: ArraySlice<Unicode.Scalar>, _ b: ArraySlice<Unicode.Scalar>) -> Int {
      let n = a.count
      let m = b.count
      guard n > 0 else { return m }
      guard m > 0 else { return n }
      let a0 = a.startIndex
      let b0 = b.startIndex
      if previous.count < m + 2 {
        previous = Array(repeating: 3, count: m + 2)
        current = previous
      }
      for j in 0...(m + 1) { previous[j] = min(j, 3) }
      for i in 1...n {
        let low = max(1, i - 2)
        let high = min(m, i + 2)
        current[0] = min(i, 3)
        if low > 1 { current[low - 1] = 3 }
        var rowMinimum = low == 1 ? current[0] : 3
        for j in low...high {
          let cell = min(
            previous[j - 1] + (a[a0 + i - 1] == b[b0 + j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1, 3)
          current[j] = cell
          rowMinimum = min(rowMinimum, cell)
        }
        // The cell past the band, which the next row reads above it.
        if high < m { current[high + 1] = 3 }
        if rowMinimum > 2 { return 3 }
        swap(&previous, &current)
      }
      return previous[m]
    }
  }
}

extension VerbCatalog {
  /// The catalog infinitives nearest `word` in spelling, the more frequent first
  /// among equals: one edit for short words, two for longer ones (or `maxDistance`).
  func rankedSuggestions(for word: String, maxDistance: Int? = nil, rankedOnly: Bool = false) -> [String] {
    let w = Array(word.unicodeScalars)
    guard !w.isEmpty, w.count < 40 else { return [] }
    let limit = (maxDistance ?? (w.count <= 4 ? 1 : 2)) * 10
    var found: [(Int, Int, String)] = []
    for infinitive in infinitives where !infinitive.hasSuffix("se") {
      let candidate = Array(infinitive.unicodeScalars)
      guard abs(candidate.count - w.count) * 10 <= limit else { continue }
      let d = Spelling.editDistance(w, candidate, limit: limit, indel: 10, substitution: Self.learnerSubstitution)
      guard d <= limit else { continue }
      let rank = self.rank(of: infinitive)
      if rankedOnly && rank == nil { continue }
      found.append((d, rank ?? Int.max, infinitive))
    }
    // Only the nearest ("hablarr" suggests hablar, not also hallar), and after
    // them the same consonants with other vowels (habler: haber, then hablar);
    // the more frequent first among equals.
    guard let best = found.map(\.0).min() else { return [] }
    let skeleton = Self.consonants(w)
    return found.filter { $0.0 == best || Self.consonants(Array($0.2.unicodeScalars)) == skeleton }
      .sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map(\.2)
  }

  static func consonants(_ w: [Unicode.Scalar]) -> [Unicode.Scalar] {
    w.filter { !Accent.isStrong($0) && !Accent.isWeak($0) }
  }

  /// What one letter written for another costs, in tenths of an edit (a letter
  /// left out or added costs 10): one that sounds the same (empesar: s/z/c, b/v,
  /// y/ll, g/j) 10; another consonant 15; another vowel 20, as a changed vowel
  /// usually makes another word (peder is perder, not poder). Accents cost nothing.
  static func learnerSubstitution(_ x: Unicode.Scalar, _ y: Unicode.Scalar) -> Int {
    let x = Accent.stripped(x)
    let y = Accent.stripped(y)
    if x == y { return 0 }
    for group in soundAlike where group.contains(x) && group.contains(y) { return 10 }
    let vowels = "aeiou".unicodeScalars
    return vowels.contains(x) && vowels.contains(y) ? 20 : 15
  }

  static let soundAlike: [[Unicode.Scalar]] = [
    ["s", "z", "c"], ["b", "v"], ["y", "l"], ["g", "j"], ["k", "q", "c"],
  ]
}
