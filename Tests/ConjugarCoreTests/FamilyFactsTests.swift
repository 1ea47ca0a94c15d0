import Foundation
import Testing

@testable import ConjugarCore

/// The families' facts written at build time (VerbFamily.catalogFacts, generated
/// by this test): what the quiz and practice read instead of looking up every
/// family verb at start-up must be what the catalog says.
@Suite("Each family's build-time facts")
struct FamilyFactsTests {
  /// A verb's facts as the catalog's full parse gives them (not the build-time
  /// facts table): its rank, 0 when unranked; -1 when it lacks a form or is not
  /// in the catalog.
  static func expected(_ family: VerbFamily, in catalog: VerbCatalog, names: Set<String>) -> [Int32] {
    family.verbs.map { verb in
      guard names.contains(verb), catalog.defectiveness(of: verb).isNone else { return -1 }
      return Int32(catalog.rank(of: verb) ?? 0)
    }
  }

  @Test("each family's facts are the catalog's (CONJUGAR_WRITE_FAMILY_FACTS=1 rewrites them)")
  func familyFacts() throws {
    let catalog = VerbCatalog.standard
    let names = Set(catalog.infinitives)
    if ProcessInfo.processInfo.environment["CONJUGAR_WRITE_FAMILY_FACTS"] == "1" {
      try Self.source(catalog, names).write(to: Self.generatedFile, atomically: true, encoding: .utf8)
    }
    for family in VerbFamily.allCases {
      #expect(
        family.catalogFacts == Self.expected(family, in: catalog, names: names),
        "\(family): CONJUGAR_WRITE_FAMILY_FACTS=1 swift test --filter FamilyFactsTests rewrites them")
    }
    let frequent = Self.frequentVerbs(catalog, names)
    #expect(
      PracticeCatalog.generatedFrequentVerbs == frequent.map(\.name)
        && PracticeCatalog.generatedFrequentFacts == frequent.map(\.facts),
      "the frequent verbs: CONJUGAR_WRITE_FAMILY_FACTS=1 swift test --filter FamilyFactsTests rewrites them")
    // By hand, from Resources/verbs.txt: ser rank=1, ir rank=8, ver rank=3, none
    // defective; acordarse rank=1035 and irse rank=137 are catalog lines; granizar
    // and amanecer are weather verbs.
    #expect(VerbFamily.irregularImperfecto.catalogFacts == [1, 8, 3])
    #expect(VerbFamily.pronominal.catalogFacts.prefix(1) == [1035])
    let subjunctive = VerbFamily.irregularPresenteDeSubjuntivo
    for verb in ["granizar", "amanecer"] {
      let index = try #require(subjunctive.verbs.firstIndex(of: verb))
      #expect(subjunctive.catalogFacts[index] == -1, "\(verb)")
    }
  }

  @Test("a quiz and a practice session ask what they asked when every verb was looked up")
  func sameQuestions() throws {
    let catalog = VerbCatalog.standard
    for seed in [UInt64(1), 2, 3, 99, 2_024] {
      for difficulty in Difficulty.allCases {
        let known = QuizComposer.compose(
          difficulty: difficulty, region: .latinAmerica, secondSingular: .tu,
          randomness: Randomness(shouldShuffle: true, seed: seed), catalog: catalog)
        let lookedUp = QuizComposer.compose(
          difficulty: difficulty, region: .latinAmerica, secondSingular: .tu,
          randomness: Randomness(shouldShuffle: true, seed: seed),
          verbInfo: {
            let facts = catalog.rankAndDefectiveness(of: $0)
            return QuizComposer.VerbInfo(rank: facts.rank, defective: facts.defective)
          })
        #expect(known == lookedUp, "\(difficulty), seed \(seed)")
      }
    }
    let frequent = PracticeCatalog.frequentVerbsWithFacts()
    #expect(
      PracticeCatalog.verbs(frequent.names, in: catalog, irregularTenses: false, knownFacts: frequent.facts)
        == PracticeCatalog.verbs(frequent.names, in: catalog, irregularTenses: false))
  }

  static let generatedFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ConjugarCore/Quiz/VerbFamily+Facts.swift")

  /// VerbFamily+Facts.swift as it should be.
  static func source(_ catalog: VerbCatalog, _ names: Set<String>) -> String {
    var text = """
      // Generated from Resources/verbs.txt by the test "each family's facts are the
      // catalog's" (FamilyFactsTests): CONJUGAR_WRITE_FAMILY_FACTS=1 swift test
      // --filter FamilyFactsTests. Do not edit; the test fails when the catalog or a
      // family changes without it.

      extension VerbFamily {
        /// Each of `verbs`' facts in the embedded catalog, in the same order: its rank
        /// when it lacks no form (0: unranked), -1 when the catalog must be asked (a
        /// defective or weather verb, or one outside the catalog). The quiz and practice
        /// read these instead of looking up some 260 names at every start (README, Speed).
        var catalogFacts: [Int32] {
          switch self {

      """
    for family in VerbFamily.allCases {
      let values = expected(family, in: catalog, names: names).map(String.init)
      text += "    case .\(family.rawValue):\n"
      var line = "      ["
      var lines: [String] = []
      for (index, value) in values.enumerated() {
        let piece = value + (index == values.count - 1 ? "" : ",")
        if line.count + piece.count + 1 > 100 {
          lines.append(line)
          line = "        " + piece
        } else {
          line += (line.hasSuffix("[") ? "" : " ") + piece
        }
      }
      lines.append(line + "]")
      text += lines.joined(separator: "\n") + "\n"
    }
    text += "    }\n  }\n}\n"
    let frequent = frequentVerbs(catalog, names)
    text += """

      extension PracticeCatalog {
        /// The families' verbs but anyRegular's, each once, in family order.
        static var generatedFrequentVerbs: [String] {

      """
    text += literal(frequent.map { "\"\($0.name)\"" }, indent: "    ") + "\n  }\n\n"
    text += "  /// Their facts, as VerbFamily.catalogFacts gives them.\n"
    text += "  static var generatedFrequentFacts: [Int32] {\n"
    text += literal(frequent.map { String($0.facts) }, indent: "    ") + "\n  }\n}\n"
    return text
  }

  /// The families' verbs but anyRegular's, each once in family order, with their
  /// expected facts: a Set of names seen, the plainest way to write it.
  static func frequentVerbs(_ catalog: VerbCatalog, _ names: Set<String>) -> [(name: String, facts: Int32)] {
    var seen = Set<String>()
    var result: [(name: String, facts: Int32)] = []
    for family in VerbFamily.allCases where family != .anyRegular {
      for (verb, facts) in zip(family.verbs, expected(family, in: catalog, names: names))
      where seen.insert(verb).inserted {
        result.append((verb, facts))
      }
    }
    return result
  }

  /// `values` as an array literal, wrapped at 100 columns.
  static func literal(_ values: [String], indent: String) -> String {
    var lines: [String] = []
    var line = indent + "["
    for (index, value) in values.enumerated() {
      let piece = value + (index == values.count - 1 ? "" : ",")
      if line.count + piece.count + 1 > 100 {
        lines.append(line)
        line = indent + "  " + piece
      } else {
        line += (line.hasSuffix("[") ? "" : " ") + piece
      }
    }
    lines.append(line + "]")
    return lines.joined(separator: "\n")
  }
}
