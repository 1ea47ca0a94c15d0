/// The stem index identify looks a word up in: which catalog verbs may have it
/// among their forms, from the catalog's text alone.
extension FormIdentifier {
  // MARK: Candidates

  /// The catalog verbs that may have `word` among their forms: those with a stem
  /// that begins the word.
  func candidates(for word: String) -> [String] {
    let w = Self.unaccented(word).unicodeScalars
    guard let initial = w.first else { return [] }
    let table = index.table(initial)
    var result: [String] = []
    // A word has a handful of candidates: a look along them costs less than
    // hashing each into a set.
    var prefix = String.UnicodeScalarView()
    for scalar in w {
      prefix.append(scalar)
      for infinitive in table[String(prefix)] ?? [] where !result.contains(infinitive) {
        result.append(infinitive)
      }
    }
    return result
  }

  /// The stems starting with `initial` of `verbs`: the verbs that start with
  /// it, and the few whose forms change their first letter (`StemIndex.verbs`).
  static func stemTable(_ catalog: VerbCatalog, verbs: [String], initial: Unicode.Scalar) -> [String: [String]] {
    var index: [String: [String]] = [:]
    for infinitive in verbs {
      let (base, pronominal) = VerbCatalog.splitPronominal(infinitive)
      // A V+se whose base has a line is found through the base.
      if pronominal && catalog.contains(base) { continue }
      var stems: Set<String> = []
      Self.stems(of: infinitive, catalog: catalog, depth: 0, into: &stems)
      for stem in stems where stem.unicodeScalars.first == initial { index[stem, default: []].append(infinitive) }
    }
    return index
  }

  /// Prefixes that start every form of a verb: its stem without the letters
  /// spelling rules change (busc- → bus-: busqué, busco), its stem-changed
  /// stems (piens-, pid-, duerm-, durm-), the infinitive (hablaré), and the forms
  /// and stems its features spell out (teng-, tuv-, soy, fui). Unaccented.
  static func stems(of infinitive: String, catalog: VerbCatalog, depth: Int, into stems: inout Set<String>) {
    let (base, _) = VerbCatalog.splitPronominal(infinitive)
    let plain = unaccented(base)
    guard plain.count >= 2 else { return }
    stems.insert(plain)
    var stem = String(plain.dropLast(2))
    if stem.count <= 1 { stems.insert(String(plain.dropLast())) }
    if stem.hasSuffix("gu") || stem.hasSuffix("qu") || stem.hasSuffix("gü") {
      stem = String(stem.dropLast(2))
    } else if let last = stem.last, "cgz".contains(last) {
      stem = String(stem.dropLast())
    }
    stems.insert(stem)
    // Most lines have no feature or only a rank: nothing more to read.
    guard let entry = catalog.entry(infinitive), !entry.featuresRange.isEmpty else { return }
    let text = catalog.features(entry)
    if text.hasPrefix("rank=") && !text.utf8.contains(0x20) { return }
    let features = text.split(separator: " ")
    func replacingLast(_ vowel: Character, with replacement: String) -> String? {
      guard let i = stem.lastIndex(of: vowel) else { return nil }
      var s = stem
      s.replaceSubrange(i...i, with: replacement)
      return s
    }
    for feature in features {
      // also=ie spells the stems of a second conjugation (tiempl- beside templ-).
      let token = feature.hasPrefix("also=") ? feature.dropFirst(5) : feature
      switch token {
      case "ie", "ie-i", "i":
        for r in ["ie", "i", "ye"] {
          if let s = replacingLast("e", with: r) { stems.insert(s) }
          if let s = replacingLast("i", with: r) { stems.insert(s) }
        }
        if stem.first == "e" { stems.insert("y" + stem) }
      case "ue", "ue-u":
        for r in ["ue", "u", "hue", "üe"] {
          if let s = replacingLast("o", with: r) { stems.insert(s) }
        }
        if let s = replacingLast("u", with: "ue") { stems.insert(s) }
      default:
        guard let eq = token.firstIndex(of: "=") else { continue }
        let key = token[..<eq]
        let value = token[token.index(after: eq)...]
        if key == "like" {
          let like = String(value)
          guard depth < 3, base.hasSuffix(like), base != like else { continue }
          let prefix = String(plain.dropLast(unaccented(like).count))
          var baseStems: Set<String> = []
          Self.stems(of: like, catalog: catalog, depth: depth + 1, into: &baseStems)
          for s in baseStems { stems.insert(prefix + s) }
        } else if key != "rank" && key != "lacks" {
          for item in value.split(whereSeparator: { $0 == "," || $0 == "/" }) {
            let form = unaccented(String(item))
            stems.insert(form)
            // yo=tengo: teng- (tenga).
            if key == "yo" { stems.insert(String(form.dropLast())) }
          }
          // pret=...,hicieron: hicie-, the -ra, -se and -re subjunctives' stem
          // (hiciera, hiciese, hiciere), which no form of the list begins.
          // Each spelling of ellos gives one (placieron/pluguieron: placie-, pluguie-).
          if key == "pret", value.utf8.contains(UInt8(ascii: ",")), let ellos = value.split(separator: ",").last {
            for spelling in ellos.split(separator: "/") { stems.insert(unaccented(String(spelling.dropLast(3)))) }
          }
        }
      }
    }
  }

  /// Whether `unaccented(form) == plain`, for a conjugated form (NFC, no
  /// combining marks) and a normalised word, without making the string:
  /// "did you mean" asks it of every form of each candidate verb.
  static func isUnaccented(_ form: String, _ plain: String) -> Bool {
    var letters = plain.utf8.makeIterator()
    var afterC3 = false
    for byte in form.utf8 {
      var expected = byte
      if afterC3 {
        afterC3 = false
        switch byte {
        case 0xA1: expected = UInt8(ascii: "a")
        case 0xA9: expected = UInt8(ascii: "e")
        case 0xAD: expected = UInt8(ascii: "i")
        case 0xB3: expected = UInt8(ascii: "o")
        case 0xBA: expected = UInt8(ascii: "u")
        default: guard letters.next() == 0xC3 else { return false }
        }
      } else if byte == 0xC3 {
        afterC3 = true
        continue
      }
      guard letters.next() == expected else { return false }
    }
    return !afterC3 && letters.next() == nil
  }

  /// `s` with á, é, í, ó, ú made a, e, i, o, u (`Accent.stripped`), every other
  /// letter kept (ü, ñ, capitals). Done on the UTF-8 bytes: the five are C3 A1,
  /// C3 A9, C3 AD, C3 B3 and C3 BA, and C3 is always a sequence's first byte.
  static func unaccented(_ s: String) -> String {
    if s.utf8.allSatisfy({ $0 < 0x80 }) { return s }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(s.utf8.count)
    var afterC3 = false
    for byte in s.utf8 {
      if afterC3 {
        afterC3 = false
        switch byte {
        case 0xA1: bytes.append(UInt8(ascii: "a"))
        case 0xA9: bytes.append(UInt8(ascii: "e"))
        case 0xAD: bytes.append(UInt8(ascii: "i"))
        case 0xB3: bytes.append(UInt8(ascii: "o"))
        case 0xBA: bytes.append(UInt8(ascii: "u"))
        default: bytes.append(contentsOf: [0xC3, byte])
        }
      } else if byte == 0xC3 {
        afterC3 = true
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
