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
}
