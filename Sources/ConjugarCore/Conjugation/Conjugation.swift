/// Every form of one verb: what `conjugar conjugate` prints and what the quiz asks.
public struct Conjugation: Sendable {
  public let infinitive: String
  public let translation: String
  /// True when the verb is not in the catalog and was conjugated by rule.
  public let inferred: Bool
  /// For an inferred verb conjugated like a known one ("sobreponer" like "poner").
  public let model: String?
  /// Weather verbs exist only in the third person singular.
  public let isWeatherVerb: Bool
  public let gerundio: Form
  public let participio: Form
  /// Finite forms, indexed by `Tense.finite` position then `Person` position;
  /// nil where the verb has no such person.
  let finite: [[Form?]]

  init(
    infinitive: String, translation: String, inferred: Bool, model: String?,
    isWeatherVerb: Bool, gerundio: Form, participio: Form, finite: [[Form?]]
  ) {
    self.infinitive = infinitive
    self.translation = translation
    self.inferred = inferred
    self.model = model
    self.isWeatherVerb = isWeatherVerb
    self.gerundio = gerundio
    self.participio = participio
    self.finite = finite
  }

  /// The form for a tense and person; `person` is ignored for gerundio and participio.
  /// Nil when the verb has no such form (imperative yo, a weather verb's other persons).
  public func form(_ tense: Tense, _ person: Person? = nil) -> Form? {
    switch tense {
    case .gerundio: return gerundio
    case .participio: return participio
    default:
      guard let person, let t = Tense.finiteIndex[tense] else { return nil }
      return finite[t][Person.index[person]!]
    }
  }

  /// The persons this verb has in a tense, in table order.
  public func persons(in tense: Tense) -> [Person] {
    Person.allCases.filter { form(tense, $0) != nil }
  }
}

extension Tense {
  static let finiteIndex: [Tense: Int] = Dictionary(
    uniqueKeysWithValues: Tense.finite.enumerated().map { ($1, $0) })
}

extension Person {
  static let index: [Person: Int] = Dictionary(
    uniqueKeysWithValues: Person.allCases.enumerated().map { ($1, $0) })
}
