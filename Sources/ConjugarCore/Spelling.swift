/// Closeness of spellings, for "did you mean …?" outside the catalog (commands).
public enum Spelling {
  /// The words of `candidates` closest to `word`, at most `limit` edits away
  /// (accents count as no edit), closest first.
  public static func closest(to word: String, in candidates: [String], limit: Int = 2) -> [String] {
    let typed = Array(word.lowercased().unicodeScalars)
    let scored = candidates.map { candidate in
      (VerbCatalog.editDistance(typed, Array(candidate.unicodeScalars), limit: limit), candidate)
    }.filter { $0.0 <= limit }
    guard let best = scored.map(\.0).min() else { return [] }
    return scored.filter { $0.0 == best }.map(\.1)
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
