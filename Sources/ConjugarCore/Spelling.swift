/// Closeness of spellings, for "did you mean …?" outside the catalog (commands).
public enum Spelling {
  /// The words of `candidates` closest to `word`, at most `limit` edits away
  /// (accents count as no edit), closest first.
  public static func closest(to word: String, in candidates: [String], limit: Int = 2) -> [String] {
    let typed = Array(word.lowercased().unicodeScalars)
    let scored = candidates.map { candidate in
      (editDistance(typed, Array(candidate.unicodeScalars), limit: limit, substitution: Accent.sameLetter), candidate)
    }.filter { $0.0 <= limit }
    guard let best = scored.map(\.0).min() else { return [] }
    return scored.filter { $0.0 == best }.map(\.1)
  }

  /// The one edit distance of the code base (Levenshtein): `indel` for a letter
  /// left out or added, `substitution` for one letter written for another (0 when
  /// they count as the same). Past `limit` it stops early and returns limit + 1.
  /// Letters are scalars (verbs, forms), characters (names) or anything equatable.
  static func editDistance<Letter>(
    _ a: [Letter], _ b: [Letter], limit: Int = .max, indel: Int = 1, substitution: (Letter, Letter) -> Int
  ) -> Int {
    guard !a.isEmpty else { return b.count * indel }
    guard !b.isEmpty else { return a.count * indel }
    var previous = (0...b.count).map { $0 * indel }
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i * indel
      var rowMinimum = current[0]
      for j in 1...b.count {
        current[j] = min(
          previous[j] + indel, current[j - 1] + indel, previous[j - 1] + substitution(a[i - 1], b[j - 1]))
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The plain distance: every edit costs 1.
  static func editDistance<Letter: Equatable>(_ a: [Letter], _ b: [Letter], limit: Int = .max) -> Int {
    editDistance(a, b, limit: limit) { $0 == $1 ? 0 : 1 }
  }

  /// Words in the order of a Spanish dictionary: ñ is a letter of its own after
  /// n (ñangotar after nutrir, quiñar after quinar); accents and the diaeresis
  /// count only between words otherwise the same. The catalog's own order is by
  /// code point, for lookups, and puts ñ after z.
  public static func alphabetical(_ words: [String]) -> [String] {
    func key(_ word: String) -> [UInt32] {
      word.unicodeScalars.map { scalar in
        let base = scalar == "ü" ? "u" : Accent.stripped(scalar)
        return base == "ñ" ? UInt32(("n" as Unicode.Scalar).value) * 2 + 1 : base.value * 2
      }
    }
    return words.map { (key($0), $0) }.sorted {
      $0.0 != $1.0
        ? $0.0.lexicographicallyPrecedes($1.0) : $0.1.unicodeScalars.lexicographicallyPrecedes($1.1.unicodeScalars)
    }.map(\.1)
  }
}
