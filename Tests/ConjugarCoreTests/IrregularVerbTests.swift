import Foundation
import Testing

@testable import ConjugarCore

/// Every tense and person of 40 irregular verbs, compared with the hand-written
/// expectations in Fixtures/irregular-verbs.txt (format described at its top).
@Suite("Irregular verbs (fixture)")
struct IrregularVerbTests {
  @Test("the fixture is complete: 40 verbs × 20 finite tenses × 7 persons")
  func fixtureIsComplete() {
    let fixture = IrregularVerbFixture.standard
    #expect(fixture.problems.isEmpty, "fixture problems:\n\(fixture.problems.joined(separator: "\n"))")
    #expect(fixture.verbs.count == 40)
    #expect(Set(fixture.verbs.map(\.infinitive)).count == fixture.verbs.count, "a verb is listed twice")
    #expect(fixture.verbs.reduce(0) { $0 + $1.tenses.count } == 40 * 20)
    for verb in fixture.verbs {
      #expect(verb.gerundio != nil, "\(verb.infinitive): no gerundio line")
      #expect(verb.participio != nil, "\(verb.infinitive): no participio line")
      let missing = Tense.finite.filter { verb.tenses[$0] == nil }
      #expect(missing.isEmpty, "\(verb.infinitive): missing \(missing.map(\.rawValue))")
    }
  }

  @Test("conjugation matches the fixture", arguments: IrregularVerbFixture.standard.verbs)
  func matchesFixture(_ expected: FixtureVerb) {
    let conjugation: Conjugation
    do {
      conjugation = try VerbCatalog.standard.conjugate(expected.infinitive)
    } catch {
      Issue.record("\(expected.infinitive): conjugate threw \(error) (\(error.message))")
      return
    }
    #expect(conjugation.infinitive == expected.infinitive)

    var mismatches: [String] = []
    func compare(_ label: String, expected spellings: [String]?, actual: Form?) {
      switch (spellings, actual) {
      case (nil, nil):
        return
      case let (nil, actual?):
        mismatches.append("\(label): expected no form, got \"\(actual.primary)\"")
      case let (spellings?, nil):
        mismatches.append("\(label): expected \"\(spellings[0])\", got no form")
      case let (spellings?, actual?):
        if actual.primary != spellings[0] {
          mismatches.append(
            "\(label): expected \"\(spellings[0])\", got \"\(actual.primary)\""
              + Self.acceptedNote(actual))
        }
        for spelling in spellings.dropFirst() where !actual.accepted.contains(spelling) {
          mismatches.append(
            "\(label): expected \"\(spelling)\" to be accepted, accepted are \(actual.accepted)")
        }
      }
    }

    let verb = expected.infinitive
    compare("\(verb) gerundio", expected: expected.gerundio, actual: conjugation.gerundio)
    compare("\(verb) participio", expected: expected.participio, actual: conjugation.participio)
    for tense in Tense.finite {
      guard let row = expected.tenses[tense] else { continue }  // fixtureIsComplete reports it
      for (person, spellings) in zip(Person.allCases, row) {
        compare(
          "\(verb) \(tense.rawValue) \(person.rawValue)", expected: spellings,
          actual: conjugation.form(tense, person))
      }
    }
    for mismatch in mismatches {
      Issue.record(Comment(rawValue: mismatch))
    }
  }

  private static func acceptedNote(_ form: Form) -> String {
    form.alternatives.isEmpty ? "" : " (alternatives \(form.alternatives))"
  }
}

/// One verb of the fixture: each spelling list is [primary, alternatives...];
/// a nil cell is a person the verb does not have ("-").
struct FixtureVerb: Sendable, CustomTestStringConvertible {
  let infinitive: String
  var gerundio: [String]?
  var participio: [String]?
  var tenses: [Tense: [[String]?]] = [:]

  var testDescription: String { infinitive }
}

/// The parsed fixture, plus anything in it that could not be understood.
struct IrregularVerbFixture: Sendable {
  var verbs: [FixtureVerb] = []
  var problems: [String] = []

  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/irregular-verbs.txt")

  static let standard: IrregularVerbFixture = {
    do {
      return IrregularVerbFixture(text: try String(contentsOf: url, encoding: .utf8))
    } catch {
      return IrregularVerbFixture(problems: ["cannot read \(url.path): \(error)"])
    }
  }()

  init(verbs: [FixtureVerb] = [], problems: [String] = []) {
    self.verbs = verbs
    self.problems = problems
  }

  init(text: String) {
    let finiteKeys = Dictionary(uniqueKeysWithValues: Tense.finite.map { ($0.rawValue, $0) })
    for (index, rawLine) in text.components(separatedBy: .newlines).enumerated() {
      let number = index + 1
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let key = String(line.prefix { $0 != " " })
      let rest = line.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
      if key == "verb" {
        verbs.append(FixtureVerb(infinitive: rest))
        continue
      }
      guard !verbs.isEmpty else {
        problems.append("line \(number): \"\(key)\" before any verb line")
        continue
      }
      let verb = verbs[verbs.count - 1].infinitive
      switch key {
      case "gerundio":
        verbs[verbs.count - 1].gerundio = Self.spellings(rest)
      case "participio":
        verbs[verbs.count - 1].participio = Self.spellings(rest)
      default:
        guard let tense = finiteKeys[key] else {
          problems.append("line \(number) (\(verb)): unknown key \"\(key)\"")
          continue
        }
        let cells = rest.split(separator: "|", omittingEmptySubsequences: false)
          .map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count == Person.allCases.count else {
          problems.append("line \(number) (\(verb) \(key)): \(cells.count) columns, expected 7")
          continue
        }
        if verbs[verbs.count - 1].tenses[tense] != nil {
          problems.append("line \(number) (\(verb)): \(key) given twice")
        }
        verbs[verbs.count - 1].tenses[tense] = cells.map { $0 == "-" ? nil : Self.spellings($0) }
      }
    }
  }

  /// "yerro/erro" -> ["yerro", "erro"].
  private static func spellings(_ cell: String) -> [String] {
    cell.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
  }
}
