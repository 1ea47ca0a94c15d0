import Foundation
import Testing

@testable import ConjugarCore

@Suite("Catalog")
struct CatalogTests {
  let catalog = VerbCatalog.standard

  /// Whether the whole-catalog sweeps run (.ci/run's step of its own; skipped,
  /// saying so, in the default `swift test`, which issue 46 keeps under 30 s).
  static let wholeCatalog = ProcessInfo.processInfo.environment["CONJUGAR_WHOLE_CATALOG"] == "1"

  @Test("every line parses")
  func everyLineParses() {
    #expect(catalog.malformedLines == [])
  }

  @Test(
    "every like= base exists, every verb conjugates, every form is letters",
    .enabled(
      if: wholeCatalog,
      "a whole-catalog sweep: .ci/run's step of its own runs it (CONJUGAR_WHOLE_CATALOG=1 swift test --skip-build --filter 'IdentifyRoundTripTests|CatalogTests|ConjugateCommandTests')"
    ))
  func everyLine() throws {
    for infinitive in catalog.infinitives {
      let (base, pronominal) = VerbCatalog.splitPronominal(infinitive)
      #expect(throws: Never.self, "\(infinitive)") {
        _ = try catalog.resolvedSpec(infinitive, pronominal: pronominal, depth: 0)
      }
      if base.count >= 4 { #expect(VerbCatalog.isWellFormed(base), "\(infinitive)") }
      let conjugation = try catalog.conjugate(infinitive)
      #expect(!conjugation.inferred)
      // Lower-case letters and spaces only (JSON writes them unescaped). Compound
      // tenses are haber's fixed words plus the participio checked here.
      for tense in Tense.allCases where ConjugationBuilder.compoundRow(tense) == nil {
        for person in Person.allCases {
          // A plain check, an issue only on failure: #expect on each of ~2.6 million
          // spellings costs half a minute in a debug build.
          for spelling in conjugation.form(tense, person)?.accepted ?? []
          where !Self.isAllowed(spelling) {
            Issue.record("\(infinitive) \(tense) \(person): \"\(spelling)\"")
          }
        }
      }
      if let rank = catalog.rank(of: infinitive), rank <= 2000 {
        #expect(!conjugation.translation.isEmpty, "\(infinitive) (rank \(rank)) has no gloss")
      }
    }
  }

  @Test("the embedded catalog is in code-point order, and its build-time index finds what the full parse finds")
  func sortedForBinarySearch() {
    let parsed = VerbCatalog(text: embeddedVerbCatalog.description)  // not sorted: always the full parse
    let names = parsed.infinitives
    #expect(names.count > 9_000)
    for (a, b) in zip(names, names.dropFirst()) {
      #expect(Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)), "\(a) before \(b)")
    }
    // The build-time index has one line start per entry line, six digits each, and
    // a hash table of at least 1.5 slots a line, four digits each.
    #expect(embeddedVerbCatalogLineIndex.utf8CodeUnitCount == 6 * names.count)
    #expect(embeddedVerbCatalogNameTable.utf8CodeUnitCount >= 4 * names.count * 3 / 2)
    // A fresh indexed catalog: entry(_:) looks up, nothing has parsed it yet.
    let searched = VerbCatalog(
      embedded: embeddedVerbCatalog,
      index: .init(
        lineStarts: embeddedVerbCatalogLineIndex, names: embeddedVerbCatalogNameTable,
        facts: embeddedVerbCatalogFactsTable))
    for name in names {
      #expect(searched.entry(name) == parsed.entry(name), "\(name)")
    }
    for absent in ["", "a", "aaa", "zzzz", "hablarse", "#", "conjugar verb catalog", "tene", "tenerr"] {
      #expect(searched.entry(absent) == nil, "\(absent)")
    }
    #expect(searched.storage.parsed.withLock { $0 == nil }, "a lookup parsed the whole catalog")
  }

  @Test(
    "the look-up through a hash table finds each line, probes past a collision, and refuses an index that does not fit")
  func indexLookUp() {
    // Lines start at 4, 17 (0x11) and 38 (0x26). FNV-1a (computed apart, in Python):
    // abrir b465fa73, comer c30e11e9, tener d08eca83, beber 5cfbecf1, abri bd592fd3;
    // in 4 slots abrir and tener share slot 3, so tener goes on to slot 0; comer,
    // beber and abri probe from slots 1, 1 and 3.
    let text = Array("# c\nabrir | open\ncomer | eat | rank=5\ntener | have\n".utf8)
    let starts = "000004000011000026"
    let table = "00020001ffff0000"
    func find(_ key: String, _ starts: String, _ table: String) -> String? {
      text.withUnsafeBufferPointer { bytes in
        Array(key.utf8).withUnsafeBufferPointer { key in
          Array(starts.utf8).withUnsafeBufferPointer { starts in
            Array(table.utf8).withUnsafeBufferPointer { table in
              // The line's number and its text before the first bar.
              VerbCatalog.lookUp(key, in: bytes, lineStarts: starts, names: table).map {
                "\($0.line)/" + String(decoding: bytes[$0.start..<$0.bar], as: UTF8.self)
              }
            }
          }
        }
      }
    }
    #expect(find("abrir", starts, table) == "0/abrir ")
    #expect(find("comer", starts, table) == "1/comer ")
    #expect(find("tener", starts, table) == "2/tener ")
    for absent in ["", "abri", "abrirr", "beber", "zzz"] {
      #expect(find(absent, starts, table) == nil, "\(absent)")
    }
    // A full table without the name: every slot probed once, then nothing.
    #expect(find("beber", starts, "0002000100000001") == nil)
    // Indexes that do not fit the text: a line start past its end, a line number
    // past the index, a table whose size is not a power of two, none at all.
    #expect(find("comer", "000004ffffff000026", table) == nil)
    #expect(find("comer", starts, "0002000900000000") == nil)
    #expect(find("comer", starts, "000200010000") == nil)
    #expect(find("comer", starts, "") == nil)
  }

  @Test("hasForm answers from a catalog verb's features what its conjugation says; nil outside the catalog")
  func hasFormFromFeatures() throws {
    #expect(catalog.hasForm("soler", .futuroDeIndicativo, .yo) == false)
    #expect(catalog.hasForm("soler", .presenteDeIndicativo, .yo) == true)
    #expect(catalog.hasForm("llover", .presenteDeIndicativo, .yo) == false)
    #expect(catalog.hasForm("llover", .presenteDeIndicativo, .el) == true)
    #expect(catalog.hasForm("acontecer", .preterito, .ellos) == true)
    #expect(catalog.hasForm("acontecer", .preterito, .nosotros) == false)
    #expect(catalog.hasForm("hablar", .imperativoPositivo, .yo) == false)
    #expect(catalog.hasForm("hablar", .imperativoNegativo, .vos) == true)
    #expect(catalog.hasForm("hablar", .gerundio, nil) == true)
    #expect(catalog.hasForm("hablar", .preterito, nil) == false)
    #expect(catalog.hasForm("hablarse", .preterito, .yo) == nil)
    #expect(catalog.hasForm("zzzar", .preterito, .yo) == nil)
    // The same answers as the conjugations, for verbs of each kind of defectiveness.
    // (llover, like amanecer, also has persons the quiz never asks it in: llueven
    // críticas. hasForm answers as the quiz asks a weather verb, él only.)
    #expect(catalog.hasForm("llover", .presenteDeIndicativo, .ellos) == false)
    #expect(try catalog.conjugate("llover").has(.presenteDeIndicativo, .ellos))
    for verb in ["tener", "hablar", "soler", "nevar", "acontecer", "atañer", "concernir", "abolir", "irse"]
    where catalog.contains(verb) {
      let conjugation = try catalog.conjugate(verb)
      for tense in Tense.allCases {
        for person in [nil] + Person.allCases.map(Optional.some) {
          #expect(
            catalog.hasForm(verb, tense, person) == (conjugation.form(tense, person) != nil),
            "\(verb) \(tense) \(String(describing: person))")
        }
      }
    }
  }

  @Test("rankAndDefectiveness agrees with rank(of:) and defectiveness(of:) for every verb")
  func quizFacts() {
    for infinitive in catalog.infinitives + ["llover", "soler", "atañer", "hablarse", "zzzar"] {
      let facts = catalog.rankAndDefectiveness(of: infinitive)
      #expect(facts.rank == catalog.rank(of: infinitive), "\(infinitive)")
      #expect(facts.defective == catalog.defectiveness(of: infinitive), "\(infinitive)")
    }
    #expect(catalog.rankAndDefectiveness(of: "tener").rank == 4)
    #expect(catalog.rankAndDefectiveness(of: "llover").defective.persons == .thirdSingular)
  }

  @Test("the build-time facts table: every plain verb's rank as its features say, the others left to the scan")
  func factsTable() {
    var plain = 0
    for infinitive in catalog.infinitives {
      guard let facts = catalog.plainFacts(infinitive) else {
        #expect(!catalog.defectiveness(of: infinitive).isNone || catalog.rank(of: infinitive) == nil, "\(infinitive)")
        continue
      }
      plain += 1
      #expect(facts.found, "\(infinitive)")
      #expect(facts.rank == catalog.rank(of: infinitive), "\(infinitive)")
      #expect(catalog.defectiveness(of: infinitive).isNone, "\(infinitive)")
    }
    #expect(plain > 9_000, "the table answers for nearly every verb")
    // By hand: tener is rank=4 and plain; llover (weather) and soler (lacks=) go
    // to the scan; a verb outside the catalog is not found.
    #expect(catalog.plainFacts("tener").map { [$0.found ? 1 : 0, $0.rank ?? 0] } == [1, 4])
    #expect(catalog.plainFacts("llover") == nil)
    #expect(catalog.plainFacts("soler") == nil)
    #expect(catalog.plainFacts("zzzar")?.found == false)
    #expect(catalog.plainFacts("ababillar").map { [$0.found ? 1 : 0, $0.rank ?? 0] } == [1, 0])
  }

  @Test("the quick scan of rank and defectiveness reads the four features, and gives up where the parse refuses")
  func quickScan() {
    func scan(_ text: String) -> (rank: Int?, defective: Defectiveness)? {
      VerbCatalog.scanRankAndDefectiveness(ArraySlice(Array(text.utf8)))
    }
    #expect(scan("")! == (nil, Defectiveness.none))
    #expect(scan("rank=4")! == (4, Defectiveness.none))
    #expect(scan("ie yo=tengo pret=tuv fut=tendr imp=ten rank=4")! == (4, Defectiveness.none))
    #expect(scan("ue weather rank=900")! == (900, Defectiveness(persons: .thirdSingular)))
    #expect(
      scan("third lacks=imp")! == (
        nil, Defectiveness(persons: .third, missingTenses: [.imperativoPositivo, .imperativoNegativo])
      ))
    #expect(scan("ue lacks=fut,cond,imp rank=1100")!.defective.missingTenses.count == 6)
    for refused in ["rank=0", "rank=", "rank=4x", "lacks=", "lacks=fut,,cond", "lacks=pres"] {
      #expect(scan(refused) == nil, "\(refused)")
    }
  }

  /// Lower-case a-z and space, or one of áéíóúüñ (UTF-8 C3 A1, A9, AD, B3, BA,
  /// BC, B1): checked byte by byte, since a debug build takes seconds to walk
  /// some 2.6 million spellings scalar by scalar.
  static func isAllowed(_ spelling: String) -> Bool {
    var spelling = spelling
    return spelling.withUTF8 { bytes in
      var i = 0
      while i < bytes.count {
        switch bytes[i] {
        case 0x61...0x7A, 0x20: i += 1
        case 0xC3 where i + 1 < bytes.count:
          switch bytes[i + 1] {
          case 0xA1, 0xA9, 0xAD, 0xB3, 0xBA, 0xBC, 0xB1: i += 2
          default: return false
          }
        default: return false
        }
      }
      return !bytes.isEmpty
    }
  }

  /// Every form is lower-case letters and spaces (JSON writes them unescaped), checked
  /// in `everyLine`, which conjugates every verb once for both: here, the check itself.
  @Test("the letter check accepts letters, accents and spaces, and nothing else")
  func letterCheck() {
    #expect(["tengo", "acuérdate", "no te acuerdes", "pingüino", "año"].allSatisfy(Self.isAllowed))
    #expect(!["", "Tengo", "tengo\n", "tengo!", "te\u{301}", "cañon\u{0}", "à"].contains(where: Self.isAllowed))
  }

  @Test("the catalog knows every required infinitive, 71 of them pronominal")
  func required() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/required-infinitives.txt")
    let required = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(required.count == 707)
    #expect(required.filter { $0.hasSuffix("se") }.count == 71)
    #expect(required.filter { !catalog.contains($0) } == [])
  }

  @Test("a malformed line is reported, not fatal")
  func malformed() {
    let bad = VerbCatalog(text: "hablar | to speak\nnonsense line\nhablar | again\n")
    #expect(bad.infinitives == ["hablar"])
    #expect(bad.malformedLines.count == 2)
  }

  @Test("unknown features are rejected with a message")
  func unknownFeature() {
    #expect(throws: VerbSpec.ParseError.self) { try VerbSpec(features: "ie frobnicate") }
    #expect(throws: VerbSpec.ParseError.self) { try VerbSpec(features: "pres=a,b,c") }
  }

  @Test("input is normalised: case, surrounding space, decomposed accents")
  func normalisation() throws {
    #expect(try catalog.conjugate("Tener").infinitive == "tener")
    #expect(try catalog.conjugate(" oír ").infinitive == "oír")
    #expect(try catalog.conjugate("oi\u{301}r").infinitive == "oír")
  }
}

@Suite("Inference for verbs outside the catalog")
struct InferenceTests {
  @Test(
    "rule families apply to unknown verbs",
    arguments: [
      ("reenaltecer", Tense.presenteDeIndicativo, Person.yo, "reenaltezco"),
      ("perducir", .preterito, .yo, "perduje"),
      ("perducir", .preterito, .ellos, "perdujeron"),
      ("perducir", .presenteDeSubjuntivo, .el, "perduzca"),
      ("repuntuar", .presenteDeIndicativo, .tu, "repuntúas"),
      ("recohibir", .presenteDeIndicativo, .yo, "recohíbo"),
      ("reahumar", .presenteDeSubjuntivo, .ellos, "reahúmen"),
      ("reesparcir", .presenteDeIndicativo, .yo, "reesparzo"),
      ("predelinquir", .presenteDeIndicativo, .yo, "predelinco"),
      ("reengullir", .preterito, .el, "reengulló"),
      ("sobreandar", .preterito, .yo, "sobreanduve"),
      ("entreponer", .imperativoPositivo, .tu, "entrepón"),
      ("desembaucar", .preterito, .yo, "desembauqué"),
      ("stalkear", .preterito, .yo, "stalkeé"),
      ("remaquillarse", .imperativoPositivo, .tu, "remaquíllate"),
    ])
  func inferred(_ verb: String, _ tense: Tense, _ person: Person, _ expected: String) throws {
    let conjugation = try VerbCatalog.standard.conjugate(verb)
    #expect(conjugation.inferred)
    #expect(conjugation.form(tense, person)?.primary == expected)
  }

  @Test("a prefixed irregular verb names its model")
  func model() throws {
    #expect(try VerbCatalog.standard.conjugate("sobreandar").model == "andar")
    #expect(try VerbCatalog.standard.conjugate("remaquillar").model == nil)
  }
}

@Suite("JSON for many verbs")
struct JSONArrayTests {
  @Test("conjugated on several cores, the array keeps argument order and matches one core's")
  func order() throws {
    let catalog = VerbCatalog.standard
    let words = Array(catalog.infinitives.prefix(200).reversed())
    let parallel = catalog.jsonArray(of: words, cores: 4)
    let serial = catalog.jsonArray(of: words, cores: 1)
    #expect(parallel == serial)
    let objects = try #require(try JSONSerialization.jsonObject(with: Data(parallel)) as? [[String: Any]])
    #expect(objects.map { $0["infinitive"] as? String } == words)
  }
}
