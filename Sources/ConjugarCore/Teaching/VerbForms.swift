/// The engine as the teaching rules see it: every form of one verb, keyed by
/// tense and person. This file is the only one in Teaching/ that reads the
/// conjugation engine's API, so a change there touches one place.
public struct VerbForms: Sendable {
  /// One form of the verb and where it sits in the tables.
  public struct Reading: Sendable, Hashable {
    let tense: Tense
    /// Nil for gerundio and participio.
    let person: Person?
    let form: Form
  }

  let infinitive: String
  /// Every form in table order: finite tenses by person, then gerundio and participio.
  let readings: [Reading]

  /// Every form of `conjugation`, in table order.
  public init(_ conjugation: Conjugation) {
    infinitive = conjugation.infinitive
    var readings: [Reading] = []
    for tense in Tense.finite {
      for person in conjugation.persons(in: tense) {
        if let form = conjugation.form(tense, person) {
          readings.append(Reading(tense: tense, person: person, form: form))
        }
      }
    }
    readings.append(Reading(tense: .gerundio, person: nil, form: conjugation.gerundio))
    readings.append(Reading(tense: .participio, person: nil, form: conjugation.participio))
    self.readings = readings
  }

  /// The forms of `infinitive` from `catalog`; nil when the engine refuses it.
  public init?(infinitive: String, catalog: VerbCatalog) {
    guard let conjugation = catalog.conjugation(of: infinitive) else { return nil }
    self.init(conjugation)
  }

  /// The form for a tense and person (person ignored for gerundio and participio).
  public func form(_ tense: Tense, _ person: Person?) -> Form? {
    let wanted = tense.isFinite ? person : nil
    return readings.first { $0.tense == tense && $0.person == wanted }?.form
  }

  /// The forms of `tense` for every person other than `person`.
  func otherPersons(in tense: Tense, than person: Person?) -> [Reading] {
    readings.filter { $0.tense == tense && $0.person != person }
  }
}
