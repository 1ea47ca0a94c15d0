import Testing

@testable import ConjugarCore

/// Issue 36: every form `conjugate --all` prints (each catalog verb's shown
/// spellings, every tense and person it has, gerundio and participio) identifies
/// back to its verb, tense and person. A million forms: identify's batch path,
/// one call per initial letter, shares each candidate verb's forms between them.
@Suite("identify round trip over the whole catalog")
struct IdentifyRoundTripTests {
  @Test("every printed form of every catalog verb identifies back")
  func roundTrip() throws {
    let catalog = VerbCatalog.standard
    let identifier = FormIdentifier(catalog: catalog)
    var failures: [String] = []
    var checked = 0
    let byInitial = Dictionary(grouping: catalog.infinitives) { $0.unicodeScalars.first.map(Accent.stripped) }
    for (_, infinitives) in byInitial {
      var expected: [(form: String, reading: FormIdentifier.Reading)] = []
      for infinitive in infinitives {
        let conjugation = try #require(catalog.conjugation(of: infinitive))
        // A pronominal verb's participio has no pronoun: it is its base's
        // (acordado), or a pronominal-only verb's own (arrepentido).
        let (base, pronominal) = VerbCatalog.splitPronominal(infinitive)
        let participleVerb = pronominal && catalog.contains(base) ? base : infinitive
        for tense in Tense.allCases {
          let persons: [Person?] = tense.isFinite ? conjugation.persons(in: tense) : [nil]
          for person in persons {
            guard let form = conjugation.form(tense, person)?.primary else { continue }
            let verb = tense == .participio ? participleVerb : infinitive
            expected.append((form, FormIdentifier.Reading(infinitive: verb, tense: tense, person: person)))
          }
        }
      }
      let found = identifier.readings(of: expected.map(\.form))
      for ((form, reading), readings) in zip(expected, found) {
        checked += 1
        let readBack = readings.contains {
          $0.infinitive == reading.infinitive && $0.tense == reading.tense && $0.person == reading.person
        }
        if !readBack {
          failures.append("\(form): \(reading.infinitive) \(reading.tenseKey) \(reading.person?.rawValue ?? "-")")
        }
      }
    }
    #expect(checked > 1_000_000)
    #expect(failures.isEmpty, "\(failures.count) forms: \(failures.prefix(40).joined(separator: "; "))")
  }
}
