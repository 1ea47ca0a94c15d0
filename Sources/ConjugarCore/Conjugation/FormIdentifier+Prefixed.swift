/// Verbs the catalog does not list that a living prefix makes of a catalog verb
/// (sobreandar, autoinducir, reusar's kin): identify reads their forms, and
/// practice asks them, as `conjugate` conjugates them, with the base's
/// irregularities and the compound's accents.
extension VerbCatalog {
  /// The prefixes Spanish makes new verbs with today (Nueva gramática §10.9–10.11).
  /// Not a-, en-, in-, which made verbs long ago and give look-alikes
  /// (amar is no a + mar).
  static let livePrefixes = [
    "ante", "auto", "co", "contra", "des", "entre", "inter", "pre", "re", "retro", "semi", "sobre", "sub",
    "super", "tras",
  ]

  /// Catalog verbs no prefix makes a new verb of: the auxiliaries and copulas, and
  /// the shortest verbs, whose compounds the catalog lists (prever, deshacer).
  static let noLivePrefix: Set<String> = ["ser", "estar", "haber", "ir", "dar", "ver", "soler", "poder"]

  /// Whether `infinitive` is a live prefix on a catalog verb that takes one, and
  /// the catalog does not list it (sobreandar, autoinducir; autoconvencerse).
  func isPrefixedVerb(_ infinitive: String) -> Bool {
    guard !contains(infinitive) else { return false }
    let (base, _) = Self.splitPronominal(infinitive)
    return Self.livePrefixes.contains { prefix in
      base.hasPrefix(prefix) && contains(String(base.dropFirst(prefix.count)))
        && takesLivePrefix(String(base.dropFirst(prefix.count)))
    }
  }

  /// A catalog verb a prefix can go before: not in `noLivePrefix`, not marked
  /// `noprefix`, and not a pronominal-only line.
  func takesLivePrefix(_ base: String) -> Bool {
    let (plain, pronominal) = Self.splitPronominal(base)
    guard !Self.noLivePrefix.contains(base), !(pronominal && !contains(plain)) else { return false }
    guard let spec = try? resolvedSpec(base, pronominal: false, depth: 0) else { return false }
    return !spec.noPrefix
  }

  /// The verb a learner names that the catalog does not list but a live prefix
  /// makes of a catalog verb (`practice --verb sobreandar`), normalised, when it
  /// conjugates; nil for anything else (contraser: ser takes none).
  public func prefixedVerb(named name: String) -> String? {
    let word = Self.normalize(name)
    guard word.unicodeScalars.count < 40, isPrefixedVerb(word), conjugation(of: word) != nil else { return nil }
    return word
  }
}

extension FormIdentifier {
  /// The verbs PREFIX + BASE for a catalog BASE whose stems begin what follows a
  /// live prefix in `word`, and that the catalog does not list itself.
  func prefixedCandidates(for word: String, cache: inout Cache) -> [String] {
    var found: [String] = []
    for prefix in VerbCatalog.livePrefixes where word.hasPrefix(prefix) {
      let rest = String(word.dropFirst(prefix.count))
      guard rest.unicodeScalars.count >= 2 else { continue }
      for base in candidates(for: rest, cache: &cache) where takesLivePrefix(base, cache: &cache) {
        let verb = prefix + base
        if !catalog.contains(verb) && !found.contains(verb) { found.append(verb) }
      }
    }
    return found
  }

  /// Whether `infinitive` is a live prefix on a catalog verb that takes one, and
  /// the catalog does not list it (desandar, reusar).
  func isPrefixedVerb(_ infinitive: String) -> Bool { catalog.isPrefixedVerb(infinitive) }

  /// `VerbCatalog.takesLivePrefix`, kept for the rest of the call (it parses the
  /// verb's features).
  func takesLivePrefix(_ base: String, cache: inout Cache) -> Bool {
    if let known = cache.takesLivePrefix[base] { return known }
    let takes = catalog.takesLivePrefix(base)
    cache.takesLivePrefix[base] = takes
    return takes
  }
}
