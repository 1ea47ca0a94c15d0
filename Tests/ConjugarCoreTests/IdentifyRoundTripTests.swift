import Testing

@testable import ConjugarCore

/// Issue 36: every form `conjugate --all` prints (each catalog verb's primary
/// spellings, every tense and person it has, gerundio and participio) identifies
/// back to its verb, tense and person.
@Suite("identify round trip over the whole catalog")
struct IdentifyRoundTripTests {
  @Test("every printed form of every catalog verb identifies back")
  func roundTrip() throws {
    let catalog = VerbCatalog.standard
    let identifier = FormIdentifier(catalog: catalog)
    var failures: [String] = []
    var checked = 0
    for infinitive in catalog.infinitives {
      let conjugation = try #require(catalog.conjugation(of: infinitive))
      var expected: [(form: String, reading: FormIdentifier.Reading)] = []
      for tense in Tense.allCases {
        let persons: [Person?] = tense.isFinite ? conjugation.persons(in: tense) : [nil]
        for person in persons {
          guard let form = conjugation.form(tense, person)?.primary else { continue }
          // A pronominal verb's participio has no pronoun: it is its base's
          // (acordado), and a pronominal-only verb's own (arrepentido).
          let (base, pronominal) = VerbCatalog.splitPronominal(infinitive)
          let verb = tense == .participio && pronominal && catalog.contains(base) ? base : infinitive
          expected.append((form, FormIdentifier.Reading(infinitive: verb, tense: tense, person: person)))
        }
      }
      let found = identifier.readings(of: expected.map(\.form))
      for ((form, reading), readings) in zip(expected, found) {
        checked += 1
        let plain = readings.map {
          FormIdentifier.Reading(infinitive: $0.infinitive, tense: $0.tense, person: $0.person)
        }
        if !plain.contains(reading) {
          failures.append("\(form): \(reading.infinitive) \(reading.tenseKey) \(reading.person?.rawValue ?? "-")")
        }
      }
    }
    #expect(checked > 1_000_000)
    #expect(failures.isEmpty, "\(failures.count) forms: \(failures.prefix(40).joined(separator: "; "))")
  }
}
