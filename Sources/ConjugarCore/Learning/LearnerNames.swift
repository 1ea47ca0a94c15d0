import FoundationEssentials

/// Tense and person names as a learner types them: the keys of docs/cli.md,
/// the Spanish names and the English ones, matched without accents, case, spaces,
/// hyphens, underscores or parentheses.
public enum LearnerNames {
  /// The tense a name means.
  static func tense(_ name: String) throws(LearnerNameError) -> Tense {
    let key = fold(name)
    if let tense = tensesByName[key] { return tense }
    throw .unknownTense(name, suggestions: suggestions(key, in: tensesByName.mapValues(\.rawValue)))
  }

  /// The tenses a name means: a group's ("subjunctive", "imperative", "perfect
  /// tenses"), or the one tense it names.
  public static func tenses(_ name: String) throws(LearnerNameError) -> [Tense] {
    let key = fold(name)
    if let group = groupsByName[key] { return group }
    if let tense = tensesByName[key] { return [tense] }
    var display = tensesByName.mapValues(\.rawValue)
    for (names, _) in TenseAliases.groups { for name in names { display[fold(name)] = name } }
    throw .unknownTense(name, suggestions: suggestions(key, in: display))
  }

  /// Every name `tenses(_:)` accepts, for help and shell completion: each tense's
  /// key, its name and its other names, then the groups' names. Written without
  /// accents, which matching ignores: the manual page generator keeps only ASCII.
  public static let tenseNames:
    (tenses: [(key: String, names: [String])], groups: [(names: [String], keys: [String])]) =
      (
        Tense.allCases.map { tense in
          var seen: Set<String> = [tense.rawValue]
          let names = ([tense.displayName] + (TenseAliases.names[tense] ?? [])).map(\.foldedForComparison)
            .filter { seen.insert($0).inserted }
          return (key: tense.rawValue, names: names)
        },
        TenseAliases.groups.map { group in
          var seen: Set<String> = []
          return (
            names: group.names.map(\.foldedForComparison).filter { seen.insert($0).inserted },
            keys: group.tenses.map(\.rawValue)
          )
        }
      )

  /// The persons `names` ask for as usted or ustedes and by no other name (not
  /// also él or ellos): questions for them are shown as usted, ustedes.
  public static func formalPersons(_ names: [String]) -> Set<Person> {
    var formal: Set<Person> = []
    var plain: Set<Person> = []
    for name in names {
      let key = fold(name)
      guard let person = personsByName[key] else { continue }
      if ["usted", "ud", "ustedes", "uds"].contains(key) { formal.insert(person) } else { plain.insert(person) }
    }
    return formal.subtracting(plain)
  }

  /// Every person name `person(_:)` accepts, grouped by person, without accents
  /// (tú and él are tu and el).
  public static var personNames: [(key: String, names: [String])] {
    let spelled: [Person: [String]] = [
      .yo: ["yo"], .tu: ["tu"], .vos: ["vos"], .el: ["el", "ella", "usted", "ud"],
      .nosotros: ["nosotros", "nosotras"], .vosotros: ["vosotros", "vosotras"],
      .ellos: ["ellos", "ellas", "ustedes", "uds"],
    ]
    return Person.allCases.map { (key: $0.rawValue, names: spelled[$0] ?? [$0.rawValue]) }
  }

  /// The person a name means (él, ella and usted are `el`; ellas and ustedes are `ellos`).
  public static func person(_ name: String) throws(LearnerNameError) -> Person {
    let key = fold(name)
    if let person = personsByName[key] { return person }
    throw .unknownPerson(
      name, suggestions: suggestions(key, in: personsByName.mapValues(\.rawValue)))
  }

  /// An infinitive of `catalog`, matched without case, and without accents when
  /// that leaves one verb ("reir" is reír); an unknown one lists close catalog verbs.
  static func verb(_ name: String, in catalog: [String]) throws(LearnerNameError) -> String {
    let wanted = name.trimmingSpaces.lowercased()
    if let match = catalog.first(where: { $0.lowercased() == wanted }) { return match }
    let folded = fold(name)
    let unaccented = catalog.filter { fold($0) == folded }
    if unaccented.count == 1 { return unaccented[0] }
    let byFold = Dictionary(catalog.map { (fold($0), $0) }, uniquingKeysWith: { first, _ in first })
    throw .unknownVerb(name, suggestions: suggestions(folded, in: byFold))
  }

  /// Lower case, no accents, no spaces, hyphens, underscores, dots or parentheses.
  static func fold(_ text: String) -> String {
    let folded = text.foldedForComparison
    return String(folded.unicodeScalars.filter { !" -_.()\t".unicodeScalars.contains($0) })
  }

  /// Up to three names within `typoLimit` edits of the name, or starting with it,
  /// closest first, spelled as `display` says.
  static func suggestions(_ key: String, in display: [String: String]) -> [String] {
    // No name is near a key this long, and comparing it with every verb would take
    // minutes (the distance is quadratic).
    guard !key.isEmpty, key.count <= maximumKey else { return [] }
    let limit = typoLimit(key.count)
    let keyLength = key.count
    let scored = display.compactMap { name, shown -> (Int, String)? in
      let prefixed = keyLength >= 3 && name.hasPrefix(key)
      // The distance is at least the difference in length: a name further than
      // that can only be a prefix match, so skip the quadratic comparison.
      if abs(name.count - keyLength) > limit { return prefixed ? (limit + 1, shown) : nil }
      let distance = Spelling.editDistance(Array(key), Array(name))
      if distance <= limit { return (distance, shown) }
      if prefixed { return (limit + 1, shown) }
      return nil
    }
    var seen: Set<String> = []
    return scored.sorted { $0 < $1 }.map(\.1).filter { seen.insert($0).inserted }.prefix(3).map {
      $0
    }
  }

  /// How many edits a suggestion may be from a name of `length` characters: a
  /// third of it, at least 2, but fewer than its length, so that a suggestion
  /// keeps at least one of its letters ("x" is not one typo away from "yo").
  static func typoLimit(_ length: Int) -> Int { min(max(2, length / 3), length - 1) }

  /// The longest name given suggestions: far longer than any verb, tense or person.
  static let maximumKey = 64

  static let personsByName: [String: Person] = [
    "yo": .yo, "tu": .tu, "vos": .vos, "el": .el, "ella": .el, "usted": .el, "ud": .el,
    "nosotros": .nosotros, "nosotras": .nosotros, "vosotros": .vosotros, "vosotras": .vosotros,
    "ellos": .ellos, "ellas": .ellos, "ustedes": .ellos, "uds": .ellos,
  ]

  static let groupsByName: [String: [Tense]] = {
    var names: [String: [Tense]] = [:]
    for (group, tenses) in TenseAliases.groups { for name in group { names[fold(name)] = tenses } }
    return names
  }()

  static let tensesByName: [String: Tense] = {
    var names: [String: Tense] = [:]
    for tense in Tense.allCases {
      for name in [tense.rawValue, tense.displayName] + (TenseAliases.names[tense] ?? []) {
        names[fold(name)] = tense
      }
    }
    return names
  }()
}

/// A name a learner typed that means nothing here.
public enum LearnerNameError: Error, Equatable, Sendable {
  /// No tense has this name; the names perhaps meant.
  case unknownTense(String, suggestions: [String])
  /// No person has this name; the names perhaps meant.
  case unknownPerson(String, suggestions: [String])
  /// No catalog verb has this infinitive; the verbs perhaps meant.
  case unknownVerb(String, suggestions: [String])

  /// One line saying what was not understood and what was perhaps meant.
  public var message: String {
    switch self {
    case .unknownTense(let name, let suggestions):
      "unknown tense “\(name)”"
        + hint(suggestions, or: "a key such as preterito, or a name such as pretérito or preterite")
    case .unknownPerson(let name, let suggestions):
      "unknown person “\(name)”"
        + hint(suggestions, or: Person.allCases.map(\.rawValue).joined(separator: ", "))
    case .unknownVerb(let name, let suggestions):
      "unknown verb “\(name)”" + hint(suggestions, or: "`conjugar verbs` for the catalog")
    }
  }

  private func hint(_ suggestions: [String], or fallback: String) -> String {
    suggestions.isEmpty
      ? "; use \(fallback)" : "; did you mean \(suggestions.joined(separator: ", "))?"
  }
}
