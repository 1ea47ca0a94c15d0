extension VerbCatalog {
  /// Real Spanish prefixes that make a derivative of a known verb (sobreponer,
  /// retener, desavenir). Inference never goes by a shared ending alone: a verb
  /// is like another only when what precedes it is one of these, and the base
  /// does not say `noprefix` (sudar is not su+dar, abrogar not ab+rogar).
  static let prefixes: Set<String> = [
    "a", "ab", "abs", "ad", "ante", "anti", "auto", "bien", "circun", "co", "con", "contra",
    "de", "des", "dis", "en", "entre", "equi", "ex", "extra", "im", "in", "inter", "mal", "man", "manu", "ob",
    "per", "pos", "pre", "pro", "re", "retro", "sobre", "sub", "subs", "super", "sus", "tras", "trans",
    "yuxta",
  ]

  static let letters = Set("abcdefghijklmnñopqrstuvwxyzü".unicodeScalars)

  /// A Spanish infinitive in shape: letters only, -ar/-er/-ir/-ír, a stem with a
  /// vowel, no written accent in the stem, no letter three times in a row.
  static func isWellFormed(_ word: String) -> Bool {
    let w = Array(word.unicodeScalars)
    guard w.count >= 4, w.last == "r" else { return false }
    let ending = w[w.count - 2]
    guard ending == "a" || ending == "e" || ending == "i" || ending == "í" else { return false }
    let stem = w.dropLast(2)
    guard stem.allSatisfy(letters.contains), stem.contains(where: { Accent.isStrong($0) || Accent.isWeak($0) })
    else { return false }
    for i in 2..<w.count where w[i] == w[i - 1] && w[i] == w[i - 2] { return false }
    return true
  }

  /// How to conjugate a verb the catalog lacks: like a known irregular verb
  /// after a real prefix (sobreponer → poner, aprevenir → prevenir), like its
  /// derivational family (-ferir, -facer, -eír, -ducir, -olver), otherwise by rule.
  func inferredSpec(_ base: String) -> (VerbSpec, String?)? {
    if let (spec, model) = prefixedSpec(base, depth: 0) { return (spec, model) }
    if let (spec, model) = elidedPrefixSpec(base) { return (spec, model) }
    if let (spec, model) = irregularEndingSpec(base) { return (spec, model) }
    if let (spec, model) = VerbSpec.family(of: base) { return (spec, model) }
    if let (spec, model) = kinSpec(base) { return (spec, model) }
    if let (spec, model) = hiatusPrefixSpec(base) { return (spec, model) }
    var spec = VerbSpec()
    let stem = Array(base.unicodeScalars).dropLast(2)
    if let last = stem.last, let beforeLast = stem.dropLast().last {
      // -ecer, -ocer, -ucir, -acer after a vowel: conocer's zc (aparecer, lucir).
      if last == "c" && base.hasSuffix("er") == false && base.hasSuffix("cir") && Accent.isWeak(beforeLast) {
        spec.zc = true
      } else if last == "c" && base.hasSuffix("cer") && Accent.isStrong(beforeLast) {
        spec.zc = true
      }
      // -uar after a consonant other than c and g: continuar's ú (actuar).
      if base.hasSuffix("uar") && last == "u" && beforeLast != "c" && beforeLast != "g"
        && !Accent.isStrong(beforeLast) && !Accent.isWeak(beforeLast)
      {
        spec.stemChange = .accentU
      }
    }
    // -aizar / -eizar stress the i: enraízo, europeíza.
    if base.hasSuffix("aizar") || base.hasSuffix("eizar") { spec.stemChange = .accentI }
    // A strong vowel, h, then i or u before the last consonant: prohibir's and
    // rehusar's stressed í / ú (cohibir → cohíbo, ahumar → ahúmo).
    if spec.stemChange == nil, let h = stem.lastIndex(of: "h"), h > stem.startIndex, h + 1 < stem.endIndex,
      Accent.isStrong(stem[h - 1]), stem[h + 1] == "i" || stem[h + 1] == "u",
      stem[(h + 2)...].allSatisfy({ !Accent.isStrong($0) && !Accent.isWeak($0) }), h + 2 < stem.endIndex
    {
      spec.stemChange = stem[h + 1] == "i" ? .accentI : .accentU
    }
    return (spec, nil)
  }

  /// A real prefix on a known irregular verb, itself in the catalog or so
  /// derived (aprevenir = a + prevenir = a + pre + venir).
  func prefixedSpec(_ base: String, depth: Int) -> (VerbSpec, String)? {
    guard depth < 3 else { return nil }
    let scalars = Array(base.unicodeScalars)
    for length in stride(from: scalars.count - 1, through: 2, by: -1) {
      let prefix = String(String.UnicodeScalarView(scalars.prefix(scalars.count - length)))
      guard Self.prefixes.contains(prefix) else { continue }
      let suffix = String(String.UnicodeScalarView(scalars.suffix(length)))
      var found: (VerbSpec, String)?
      if entry(suffix) != nil {
        // A `noprefix` base gives nothing to a look-alike with one prefix (sudar,
        // presentar, conjugar), but des- before a- and the base is the old
        // derivative the DLE still conjugates (desatentar = des + a + tentar:
        // desatiento), though the a- verb itself is regular today (atentar). Not
        // re-: a re- verb is made today on the regular a- verb (reatentar: reatento,
        // reanegar: reanego, readecentar: readecento).
        if let spec = try? resolvedSpec(suffix, pronominal: false, depth: 0), !spec.isRegular,
          !spec.noPrefix || (depth > 0 && prefix == "a")
        {
          found = (spec, suffix)
        } else if depth == 0, prefix == "des", suffix.hasPrefix("a"),
          let (spec, _) = prefixedSpec(suffix, depth: depth + 1),
          (try? resolvedSpec(suffix, pronominal: false, depth: 0))?.isRegular == true
        {
          found = (spec, suffix)
        }
      } else if let (spec, _) = prefixedSpec(suffix, depth: depth + 1) {
        found = (spec, suffix)
      }
      guard let (spec, model) = found else { continue }
      var derived = spec.prefixed(prefix)
      derived.rank = nil
      // decir's compounds say -dice, not -di (contradice, predice): RAE, DPD "decir".
      if suffix.hasSuffix("decir") {
        derived.imperativeTu = Form(String(base.dropLast(5)) + "dice")
      }
      return (derived, model)
    }
    return nil
  }

  /// A verb whose root the catalog has only with other prefixes: moblar (amoblar,
  /// desamoblar → mueblo), enjerir = en + jerir (injerir → enjiero). Their stem
  /// change, when every catalog verb on that root has the same one and nothing else.
  func kinSpec(_ base: String) -> (VerbSpec, String)? {
    var splits: [(own: String, root: String)] = [("", base)]
    for prefix in Self.prefixes where base.hasPrefix(prefix) && base.count - prefix.count >= 4 {
      splits.append((prefix, String(base.dropFirst(prefix.count))))
    }
    for (own, root) in splits where entry(root) == nil {
      var change: VerbSpec.StemChange?
      var model: String?
      var agree = true
      for other in Self.prefixes where other != own {
        let kin = other + root
        guard entry(kin) != nil, let spec = try? resolvedSpec(kin, pronominal: false, depth: 0) else { continue }
        var rest = spec
        rest.stemChange = nil
        rest.rank = nil
        guard let found = spec.stemChange, rest == VerbSpec(), change == nil || change == found else {
          agree = false
          break
        }
        change = found
        model = model ?? kin
      }
      guard agree, let change, let model else { continue }
      var spec = VerbSpec()
      spec.stemChange = change
      return (spec, model)
    }
    return nil
  }

  /// A prefix ending in a vowel before a regular verb whose one-vowel stem starts
  /// with i or u: the stressed i or u is a hiatus and takes the accent (reusar =
  /// re + usar → reúso, as reunir → reúno; reurdir → reúrdo).
  func hiatusPrefixSpec(_ base: String) -> (VerbSpec, String?)? {
    for prefix in Self.prefixes where base.hasPrefix(prefix) {
      guard let last = prefix.unicodeScalars.last, Accent.isStrong(last) else { continue }
      let root = String(base.dropFirst(prefix.count))
      let stem = Array(root.unicodeScalars.dropLast(2))
      guard let first = stem.first, first == "i" || first == "u", stem.count >= 2,
        stem.dropFirst().allSatisfy({ !Accent.isStrong($0) && !Accent.isWeak($0) && $0 != "y" }),
        entry(root) != nil, (try? resolvedSpec(root, pronominal: false, depth: 0))?.isRegular == true
      else { continue }
      var spec = VerbSpec()
      spec.stemChange = first == "i" ? .accentI : .accentU
      return (spec, first == "u" ? "reunir" : nil)
    }
    return nil
  }

  /// A prefix whose last vowel merges with the base's first (sobrentender =
  /// sobre + entender, contrahacer's kin contratacar = contra + atacar).
  func elidedPrefixSpec(_ base: String) -> (VerbSpec, String)? {
    for prefix in Self.prefixes where prefix.count >= 3 && base.hasPrefix(prefix) {
      guard let vowel = prefix.unicodeScalars.last, Accent.isStrong(vowel) else { continue }
      let rest = String(base.unicodeScalars.dropFirst(prefix.unicodeScalars.count))
      let full = String(vowel) + rest
      guard rest.unicodeScalars.first != vowel, entry(full) != nil,
        let spec = try? resolvedSpec(full, pronominal: false, depth: 0), !spec.isRegular, !spec.noPrefix
      else { continue }
      var derived = spec.prefixed(String(prefix.dropLast()))
      derived.rank = nil
      return (derived, full)
    }
    return nil
  }

  /// Every Spanish verb ending in -poner, -tener, -venir, -traer, -decir or -hacer
  /// conjugates like its base, whatever precedes it (fotocomponer, bistraer);
  /// bendecir and maldecir keep their own differences.
  static let irregularEndings = ["bendecir", "maldecir", "poner", "tener", "venir", "traer", "decir", "hacer"]

  func irregularEndingSpec(_ base: String) -> (VerbSpec, String)? {
    for ending in Self.irregularEndings where base.hasSuffix(ending) && base != ending {
      guard let spec = try? resolvedSpec(ending, pronominal: false, depth: 0) else { continue }
      let prefix = String(base.dropLast(ending.count))
      var derived = spec.prefixed(prefix)
      derived.rank = nil
      if ending == "decir" { derived.imperativeTu = Form(prefix + "dice") }
      return (derived, ending)
    }
    return nil
  }

  /// The catalog infinitives closest to `word`, within a small edit distance.
  func suggestions(for word: String) -> [String] {
    Array(rankedSuggestions(for: word).prefix(3))
  }
}

extension VerbCatalog {
  /// Whether `conjugate` would succeed, cheaply for catalog verbs: a quick check
  /// before printing anything.
  public func isConjugable(_ input: String) -> Bool {
    if entry(input) != nil { return true }
    let word = Self.normalize(input)
    if entry(word) != nil { return true }
    let (base, _) = Self.splitPronominal(word)
    return (entry(base) != nil || Self.isWellFormed(base)) && conjugation(of: input) != nil
  }
}

extension VerbCatalog {
  /// For a word conjugated by rule alone (not in the catalog, no prefix or family
  /// model): the catalog verbs one or two edits away ("escrivir" → escribir), so
  /// a likely misspelling is flagged. Empty for catalog verbs, their V+se forms
  /// and verbs inferred from a model.
  public func misspellingSuggestions(for input: String) -> [String] {
    let word = Self.normalize(input)
    let (base, pronominal) = Self.splitPronominal(word)
    guard entry(word) == nil, entry(base) == nil, Self.isWellFormed(base),
      let (_, model) = inferredSpec(base), model == nil, !isPrefixedCatalogVerb(base)
    else { return [] }
    // A well-formed -ear verb is how Spanish takes in a loan (hackear,
    // loguearse): flagged only one edit from a verb people use.
    let loan = base.hasSuffix("ear")
    return rankedSuggestions(for: base, maxDistance: loan ? 1 : nil, rankedOnly: loan).prefix(3)
      .map { pronominal ? $0 + "se" : $0 }
  }
}

extension VerbCatalog {
  /// A real prefix on any catalog verb, regular ones included (retuitear).
  func isPrefixedCatalogVerb(_ base: String) -> Bool {
    let scalars = Array(base.unicodeScalars)
    for length in stride(from: scalars.count - 1, through: 2, by: -1) {
      let prefix = String(String.UnicodeScalarView(scalars.prefix(scalars.count - length)))
      let suffix = String(String.UnicodeScalarView(scalars.suffix(length)))
      if Self.prefixes.contains(prefix) && entry(suffix) != nil { return true }
    }
    return false
  }
}
