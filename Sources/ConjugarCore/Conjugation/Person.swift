/// A grammatical person, keyed as in docs/cli.md.
public enum Person: String, CaseIterable, Sendable, Codable, Hashable {
  /// First person singular: yo.
  case yo
  /// Second person singular, tú.
  case tu
  /// Second person singular, vos (voseo).
  case vos
  /// Third person singular: él, ella, usted.
  case el
  /// First person plural: nosotros, nosotras.
  case nosotros
  /// Second person plural in Spain: vosotros, vosotras.
  case vosotros
  /// Third person plural: ellos, ellas, ustedes.
  case ellos

  /// The pronoun a learner sees, for a tense (imperatives address usted / ustedes).
  func pronoun(imperative: Bool = false) -> String {
    switch self {
    case .yo: "yo"
    case .tu: "tú"
    case .vos: "vos"
    case .el: imperative ? "usted" : "él / ella / usted"
    case .nosotros: "nosotros"
    case .vosotros: "vosotros"
    case .ellos: imperative ? "ustedes" : "ellos / ellas / ustedes"
    }
  }

  /// A short label for tables and quiz prompts.
  public func label(imperative: Bool = false) -> String {
    switch self {
    case .el: imperative ? "usted" : "él"
    case .ellos: imperative ? "ustedes" : "ellos"
    default: pronoun()
    }
  }
}
