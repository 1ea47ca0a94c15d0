/// Names the change a regular-looking answer missed: a stem vowel change
/// ("tener changes e → ie: tienes"), a spelling change ("buscar changes c → qu:
/// busqué"), or, for anything else, the irregular form beside the regular one
/// ("conducir: conduje, not conducí").
enum MissedChange {
  /// Stem and spelling changes a learner can name, regular spelling → irregular.
  static let known: Set<Pair> = [
    Pair("e", "ie"), Pair("o", "ue"), Pair("u", "ue"), Pair("i", "ie"), Pair("e", "i"), Pair("o", "u"),
    Pair("c", "qu"), Pair("g", "gu"), Pair("z", "c"), Pair("gu", "gü"), Pair("g", "j"), Pair("c", "z"),
    Pair("c", "zc"), Pair("gu", "g"), Pair("qu", "c"), Pair("i", "y"), Pair("", "y"),
  ]

  struct Pair: Hashable {
    let from: String
    let to: String
    init(_ from: String, _ to: String) {
      self.from = from
      self.to = to
    }
  }

  /// One line for `regular` (what was typed) against `expected` (both whole answers;
  /// only their last words, the verb itself, are compared).
  static func describe(infinitive: String, regular: String, expected: String) -> String {
    let typed = lastWord(regular)
    let right = lastWord(expected)
    if let (regularEnding, rightEnding) = endingIToY(typed, right) {
      // leyendo, cayeron: the i that becomes y is the ending's (-iendo, -ieron),
      // not the stem's, so the verb is not said to change.
      return "\(infinitive): between vowels the ending -\(regularEnding) is spelt -\(rightEnding): \(expected)"
    }
    if let pair = change(from: typed, to: right) {
      if pair.from.isEmpty { return "\(infinitive) adds \(pair.to): \(expected)" }
      return "\(infinitive) changes \(pair.from) → \(pair.to): \(expected)"
    }
    return "\(infinitive): \(expected), not \(regular)"
  }

  /// The single known change that turns `a` into `b`, if that is all that differs.
  static func change(from a: String, to b: String) -> Pair? {
    let x = Array(a)
    let y = Array(b)
    var prefix = 0
    while prefix < x.count && prefix < y.count && x[prefix] == y[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < x.count - prefix && suffix < y.count - prefix
      && x[x.count - 1 - suffix] == y[y.count - 1 - suffix]
    {
      suffix += 1
    }
    // The shortest difference may sit one letter off the change a learner knows
    // (teno/tengo, conoco/conozco): try widening it by a letter on either side.
    for (left, right) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
      guard prefix >= left, suffix >= right else { continue }
      let from = String(x[(prefix - left)..<(x.count - suffix + right)])
      let to = String(y[(prefix - left)..<(y.count - suffix + right)])
      let pair = Pair(from, to)
      if known.contains(pair) { return pair }
    }
    return nil
  }

  /// The endings when `typed` and `right` differ only where an ending's i (-ió,
  /// -ieron, -iendo, -iera, -iese, -iere…) became y after the stem's vowel.
  static func endingIToY(_ typed: String, _ right: String) -> (String, String)? {
    let x = Array(typed)
    let y = Array(right)
    var prefix = 0
    while prefix < x.count && prefix < y.count && x[prefix] == y[prefix] { prefix += 1 }
    guard prefix > 0, prefix + 1 < x.count, prefix < y.count, x[prefix] == "i", y[prefix] == "y",
      "aeiouáéíóú".contains(x[prefix - 1]), x[prefix + 1] == "e" || x[prefix + 1] == "ó",
      x[(prefix + 1)...] == y[(prefix + 1)...]
    else { return nil }
    return (String(x[prefix...]), String(y[prefix...]))
  }

  static func lastWord(_ text: String) -> String {
    text.split(separator: " ").last.map(String.init) ?? text
  }
}
