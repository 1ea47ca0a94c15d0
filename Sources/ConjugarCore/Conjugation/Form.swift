/// One conjugated form: the spelling conjugar shows, and every other spelling the
/// RAE accepts for it (pre-2010 accents such as "crió", the second participle of
/// verbs that have two, Spain's "yerro" beside "erro").
public struct Form: Sendable, Hashable {
  package var primary: String
  /// The other spellings accepted as fully right, after the one conjugar shows.
  public var alternatives: [String]

  init(_ primary: String, alternatives: [String] = []) {
    self.primary = primary
    self.alternatives = alternatives
  }

  /// The primary spelling first, then the alternatives.
  public var accepted: [String] { [primary] + alternatives }

  func map(_ transform: (String) -> String) -> Form {
    Form(transform(primary), alternatives: alternatives.map(transform)).deduplicated()
  }

  func deduplicated() -> Form {
    guard !alternatives.isEmpty else { return self }
    var seen: Set<String> = [primary]
    var kept: [String] = []
    for alternative in alternatives where seen.insert(alternative).inserted {
      kept.append(alternative)
    }
    return Form(primary, alternatives: kept)
  }
}
