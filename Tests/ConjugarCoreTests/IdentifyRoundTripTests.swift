import Testing

@testable import ConjugarCore

/// Issue 36: every form `conjugate --all` prints (each catalog verb's shown
/// spellings, every tense and person it has, gerundio and participio) identifies
/// back to its verb, tense and person. A million forms: identify's batch path,
/// one call per initial letter (the letters on every core), shares each candidate
/// verb's forms between them; each distinct spelling is identified once.
@Suite("identify round trip over the whole catalog")
struct IdentifyRoundTripTests {
  @Test("every printed form of every catalog verb identifies back")
  func roundTrip() async throws {
    let catalog = VerbCatalog.standard
    let identifier = FormIdentifier(catalog: catalog)
    let byInitial = Dictionary(grouping: catalog.infinitives) { $0.unicodeScalars.first.map(Accent.stripped) }
    let results = await withTaskGroup(of: (checked: Int, failures: [String]).self) { group in
      for infinitives in byInitial.values {
        group.addTask { Self.check(infinitives, catalog: catalog, identifier: identifier) }
      }
      var all: [(checked: Int, failures: [String])] = []
      for await result in group { all.append(result) }
      return all
    }
    let failures = results.flatMap(\.failures)
    #expect(results.map(\.checked).reduce(0, +) > 1_000_000)
    #expect(failures.isEmpty, "\(failures.count) forms: \(failures.prefix(40).joined(separator: "; "))")
  }

  /// The forms of `infinitives` identified in one call: how many were checked,
  /// and those not read back as their verb, tense and person.
  static func check(_ infinitives: [String], catalog: VerbCatalog, identifier: FormIdentifier)
    -> (checked: Int, failures: [String])
  {
    var expected: [(form: String, reading: FormIdentifier.Reading)] = []
    for infinitive in infinitives {
      guard let conjugation = catalog.conjugation(of: infinitive) else {
        return (0, ["\(infinitive) does not conjugate"])
      }
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
    var distinct: [String] = []
    var position: [String: Int] = [:]
    for (form, _) in expected where position[form] == nil {
      position[form] = distinct.count
      distinct.append(form)
    }
    let found = identifier.readings(of: distinct)
    var failures: [String] = []
    for (form, reading) in expected {
      let readings = position[form].map { found[$0] } ?? []
      let readBack = readings.contains {
        $0.infinitive == reading.infinitive && $0.tense == reading.tense && $0.person == reading.person
      }
      if !readBack {
        failures.append("\(form): \(reading.infinitive) \(reading.tenseKey) \(reading.person?.rawValue ?? "-")")
      }
    }
    return (expected.count, failures)
  }
}
