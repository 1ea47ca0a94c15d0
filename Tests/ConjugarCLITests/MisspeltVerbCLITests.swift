import Foundation
import Testing

/// A word one or two edits from a catalog verb is conjugated by rule, and flagged.
@Suite("misspelt verbs (Main.run in process)")
struct MisspeltVerbCLITests {
  let home: TemporaryHome

  init() throws { home = try TemporaryHome() }

  func run(_ arguments: [String]) throws -> ConjugarProcess.Result {
    try ConjugarProcess.runInProcess(arguments, environment: ConjugarProcess.environment(home: home.path))
  }

  @Test("escrivir: did you mean escribir? on standard error, still conjugated, inferred, exit 0")
  func escrivir() throws {
    let result = try run(["conjugate", "escrivir", "--json"])
    #expect(result.status == 0)
    #expect(result.stderr == "conjugar: \"escrivir\" is not in the catalog; did you mean escribir?\n")
    #expect(result.stdout.contains(#""infinitive":"escrivir""#))
    #expect(result.stdout.contains(#""inferred":true"#))
  }

  @Test("habler suggests hablar")
  func habler() throws {
    let result = try run(["conjugate", "habler", "--json"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("hablar"))
  }

  @Test(
    "no flag for catalog verbs, their V+se, or a real prefix on a catalog verb",
    arguments: ["hablar", "hacerse", "remaquillar", "entreponer"])
  func noFlag(_ verb: String) throws {
    let result = try run(["conjugate", verb, "--json"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }

  @Test("a loan verb in -ear is not flagged; a misspelling is, the frequent verb first")
  func loansAndFrequency() throws {
    for verb in ["stalkear", "spoilearse"] {
      let result = try run(["conjugate", verb, "--json"])
      #expect(result.status == 0)
      #expect(result.stderr.isEmpty, "\(verb): \(result.stderr)")
    }
    let result = try run(["conjugate", "ablar", "--json"])
    #expect(
      result.stderr.hasPrefix("conjugar: \"ablar\" is not in the catalog; did you mean hablar"), "\(result.stderr)")
  }
}
