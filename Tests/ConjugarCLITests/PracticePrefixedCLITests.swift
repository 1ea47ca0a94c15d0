import ConjugarTestSupport
import Foundation
import Testing

/// Issue 44 §2: `practice --verb` with a prefixed verb the catalog does not list
/// asks it with its base's irregularities and the compound's accents; a name that
/// is no such verb is refused in one line. The answers are written by hand.
@Suite("practice --verb with a prefixed verb outside the catalog (issue 44)", .timeLimit(.minutes(10)))
struct PracticePrefixedCLITests {
  @Test(
    "the form of the prefixed verb is right, its base's regular form is not",
    arguments: [
      ("sobreandar", "pretérito", "yo", "sobreanduve", "sobreandé"),
      ("autoinducir", "presente", "yo", "autoinduzco", "autoinduco"),
      ("reurdir", "presente", "yo", "reúrdo", "reurdo"),
    ])
  func asked(_ verb: String, _ tense: String, _ person: String, _ right: String, _ wrong: String) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let practice = [
      "practice", "--tense", tense, "--verb", verb, "--person", person, "--count", "1", "--database",
      home.file("c.sqlite"),
    ]
    let good = try ConjugarProcess.runInProcess(practice, input: right + "\n", environment: environment)
    #expect(good.status == 0, "\(good.stderr)")
    #expect(good.stdout.contains("\(verb)"), "\(good.stdout)")
    #expect(good.stdout.contains("✓"), "\(good.stdout)")
    let bad = try ConjugarProcess.runInProcess(practice, input: wrong + "\n", environment: environment)
    #expect(bad.status == 0, "\(bad.stderr)")
    #expect(bad.stdout.contains(right), "\(bad.stdout)")
    #expect(!bad.stdout.contains("✓ Correct"), "\(bad.stdout)")
  }

  @Test("a verb no live prefix goes on, or a prefix on no verb, is refused in one line (exit 2)")
  func refused() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    for name in ["contraser", "xyzandar"] {
      let result = try ConjugarProcess.runInProcess(
        ["practice", "--verb", name, "--database", home.file("c.sqlite")], input: "", environment: environment)
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix("conjugar: unknown verb “\(name)”"), "\(result.stderr)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    }
  }
}
