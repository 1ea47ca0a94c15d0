import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

/// `progress --mistakes --forget N` / `--forget-all` (issue 41, 10): the learner
/// deletes notebook entries; a bad id is one line and exit status 2. In process,
/// on a device database in a temporary home.
@Suite("notebook", .timeLimit(.minutes(10)))
struct NotebookCLITests {
  /// A diagnosis named: pensar, presente de subjuntivo, answered four times with
  /// the indicative (written out by hand).
  static func diagnosed(_ environment: [String: String]) throws {
    let indicative = [
      "yo": "pienso", "tu": "piensas", "el": "piensa", "nosotros": "pensamos", "vosotros": "pensáis",
      "ellos": "piensan", "vos": "pensás",
    ]
    let practice = ["practice", "--verb", "pensar", "--tense", "presenteDeSubjuntivo", "--count", "4", "--seed", "5"]
    let listed = ConjugarProcess.inProcess(practice + ["--list-questions", "--json"], environment: environment)
    let questions = try #require(
      try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
    let typed = questions.compactMap { ($0["person"] as? String).flatMap { indicative[$0] } }
    #expect(typed.count == 4)
    let played = ConjugarProcess.inProcess(
      practice, input: typed.joined(separator: "\n") + "\n", environment: environment)
    #expect(played.status == 0)
  }

  @Test("an entry is deleted by its number or its id, with --json too; the notebook is then empty")
  func forget() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    try Self.diagnosed(environment)
    let listed = ConjugarProcess.inProcess(["progress", "--mistakes"], environment: environment)
    #expect(listed.stdout.contains("1. You put the indicative where the subjunctive is needed"))
    #expect(listed.stdout.contains("Delete an entry: conjugar progress --mistakes --forget N"))
    let gone = ConjugarProcess.inProcess(["progress", "--mistakes", "--forget", "1"], environment: environment)
    #expect(gone.status == 0)
    #expect(
      gone.stdout
        == "Deleted from your notebook: You put the indicative where the subjunctive is\n  needed (presente de subjuntivo).\n"
    )
    let after = ConjugarProcess.inProcess(["progress", "--mistakes", "--json"], environment: environment)
    #expect(after.stdout == "[]\n")
    let progress = ConjugarProcess.inProcess(["progress", "--json"], environment: environment)
    #expect(progress.stdout.contains(#""diagnoses":[]"#))
    // Named again by new errors, then deleted by its id, in JSON.
    try Self.diagnosed(environment)
    let byID = ConjugarProcess.inProcess(
      ["progress", "--mistakes", "--forget", "indicativo>subjuntivo", "--json"], environment: environment)
    #expect(byID.status == 0)
    #expect(byID.stdout == #"{"forgotten":["indicativo>subjuntivo"]}"# + "\n")
    let empty = ConjugarProcess.inProcess(["progress", "--mistakes", "--forget-all"], environment: environment)
    #expect(empty.status == 0)
    #expect(empty.stdout == "Your notebook is already empty.\n")
  }

  @Test("--forget-all deletes every entry")
  func forgetAll() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    try Self.diagnosed(environment)
    let all = ConjugarProcess.inProcess(["progress", "--mistakes", "--forget-all", "--json"], environment: environment)
    #expect(all.status == 0)
    #expect(all.stdout == #"{"forgotten":["indicativo>subjuntivo"]}"# + "\n")
    #expect(ConjugarProcess.inProcess(["progress", "--mistakes", "--json"], environment: environment).stdout == "[]\n")
  }

  @Test("a bad id is one line and exit status 2, escaped; nothing is deleted")
  func badIDs() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    try Self.diagnosed(environment)
    for (id, message) in [
      ("2", "conjugar: no notebook entry “2”: conjugar progress --mistakes numbers its entries 1 to 1\n"),
      ("0", "conjugar: no notebook entry “0”: conjugar progress --mistakes numbers its entries 1 to 1\n"),
      ("-1", nil),
      ("preterito>imperfecto", nil),
      ("x\u{1B}[31m", nil),
    ] {
      let result = ConjugarProcess.inProcess(["progress", "--mistakes", "--forget", id], environment: environment)
      #expect(result.status == 2, "\(id): \(result.stderr)")
      #expect(result.stdout.isEmpty)
      #expect(!result.stderr.contains("\u{1B}"))
      if let message { #expect(result.stderr == message) }
    }
    let both = ConjugarProcess.inProcess(
      ["progress", "--mistakes", "--forget", "1", "--forget-all"], environment: environment)
    #expect(both.status == 2)
    #expect(both.stderr == "conjugar: --forget and --forget-all cannot be used together\n")
    // Still there.
    let listed = ConjugarProcess.inProcess(["progress", "--mistakes", "--json"], environment: environment)
    #expect(listed.stdout.contains(#""pattern":"indicativo>subjuntivo""#))
  }
}
