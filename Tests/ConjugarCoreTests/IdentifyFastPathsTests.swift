import Testing

@testable import ConjugarCore

/// The shortcuts identify's speed rests on, each beside the plain version it
/// stands for (docs/performance.md, identify): "did you mean"'s banded distance
/// against the full edit distance, the byte-level accent stripping against the
/// letter-by-letter one. Expected values written by hand.
@Suite("identify's fast paths")
struct IdentifyFastPathsTests {
  static func letters(_ word: String) -> [Unicode.Scalar] { word.unicodeScalars.map(Accent.stripped) }

  @Test(
    "the near distance: the edit distance up to 2, 3 past it",
    arguments: [
      ("tuvee", "tuve", 1), ("tuvee", "tuviese", 2), ("tuvee", "tuviere", 2), ("hablann", "hablan", 1),
      ("hablann", "habían", 2), ("teniamos", "teníamos", 0), ("casa", "caso", 1), ("abcd", "abdc", 2),
      ("aba", "aa", 1), ("xaaax", "xaax", 1), ("aaaa", "aaaa", 0), ("", "ab", 2), ("ab", "", 2),
      ("abc", "xyz", 3), ("tuve", "tuvisteis", 3), ("hablo", "hbalo", 2), ("comer", "cmoer", 2),
      ("pedir", "perdir", 1), ("ababab", "bababa", 2), ("mañana", "manana", 1),
    ])
  func nearDistance(_ a: String, _ b: String, _ expected: Int) {
    var rows = FormIdentifier.NearDistance(length: a.unicodeScalars.count)
    #expect(rows.distance(Self.letters(a), Self.letters(b)) == expected)
    #expect(rows.distance(Self.letters(b), Self.letters(a)) == expected)
  }

  @Test("the near distance agrees with the full edit distance (capped at 3) on 20,000 pairs")
  func nearDistanceAgrees() {
    // Words of a small alphabet share starts, ends and repeated letters: the
    // cases the shared start and end are taken off for.
    var generator = SplitMix64(seed: 44)
    let alphabet: [Unicode.Scalar] = ["a", "b", "e", "n", "s"]
    func letter() -> Unicode.Scalar { alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
    func word() -> [Unicode.Scalar] {
      (0..<Int.random(in: 0...7, using: &generator)).map { _ in letter() }
    }
    var rows = FormIdentifier.NearDistance(length: 4)
    var disagreements: [String] = []
    for _ in 0..<20_000 {
      let a = word()
      var b = a
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        let edit = Int.random(in: 0..<3, using: &generator)
        if edit == 0 || b.isEmpty {
          b.insert(letter(), at: Int.random(in: 0...b.count, using: &generator))
        } else if edit == 1 {
          b.remove(at: Int.random(in: 0..<b.count, using: &generator))
        } else {
          b[Int.random(in: 0..<b.count, using: &generator)] = letter()
        }
      }
      let plain = min(Spelling.editDistance(a, b), 3)
      if rows.distance(a, b) != plain { disagreements.append("\(a) \(b)") }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }

  @Test(
    "unaccented: only á é í ó ú lose their accent",
    arguments: [
      ("teníamos", "teniamos"), ("habló", "hablo"), ("pingüino", "pingüino"), ("añadí", "añadi"),
      ("ÁÉ", "ÁÉ"), ("hablo", "hablo"), ("oír", "oir"), ("àè", "àè"), ("reúno", "reuno"),
    ])
  func unaccented(_ word: String, _ expected: String) {
    #expect(FormIdentifier.unaccented(word) == expected)
  }

  @Test(
    "isUnaccented: a form's letters without accents, compared without making them",
    arguments: [
      ("teníamos", "teniamos", true), ("teníamos", "teníamos", false), ("habló", "hablo", true),
      ("habló", "habl", false), ("habló", "hablos", false), ("hablo", "hablo", true), ("añadí", "añadi", true),
      ("añadí", "anadi", false), ("pingüino", "pingüino", true), ("pingüino", "pinguino", false),
      ("Ábaco", "abaco", false), ("Ábaco", "Ábaco", true), ("", "", true), ("é", "", false),
    ])
  func isUnaccented(_ form: String, _ plain: String, _ expected: Bool) {
    #expect(FormIdentifier.isUnaccented(form, plain) == expected)
    #expect((FormIdentifier.unaccented(form) == plain) == expected)
  }
}
