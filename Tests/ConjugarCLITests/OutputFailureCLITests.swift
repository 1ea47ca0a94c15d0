import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// Standard output that cannot be written (a full disk, a closed descriptor, a
/// reader that went away), black-box: every write is checked, the quiz is still
/// saved, one line goes to standard error, and the exit status says so.
@Suite("Standard output that cannot be written (built executable)", .timeLimit(.minutes(10)))
struct OutputFailureCLITests {
  /// Runs conjugar through sh with `redirect` after it ("> /dev/full", ">&-", "| head -1").
  static func run(
    _ arguments: [String], redirect: String, input: String = "", environment: [String: String]
  ) throws -> ConjugarProcess.Result {
    try ConjugarProcess.run(
      arguments, input: input, environment: environment,
      launcher: ["/bin/sh", "-c", "\"$0\" \"$@\" \(redirect)"])
  }

  static let full = "conjugar: cannot write to standard output: No space left on device\n"

  @Test(
    "a full disk: one line, exit 1",
    arguments: [
      ["conjugate", "tener"], ["conjugate", "tener", "ir", "--json"], ["verbs", "--json"],
      ["verbs"], ["leaderboard", "enable-ui-testing"], ["settings", "--json", "enable-ui-testing"],
      ["world"],
    ])
  func fullDisk(_ arguments: [String]) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try Self.run(
      arguments, redirect: "> /dev/full", environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 1)
    #expect(result.stderr == Self.full)
  }

  @Test("standard output closed: one line, exit 1, nothing written into the database")
  func closed() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let result = try Self.run(["settings", "set", "region", "Spain"], redirect: ">&-", environment: environment)
    #expect(result.status == 1)
    #expect(result.stderr == "conjugar: cannot write to standard output: standard output is closed\n")
    let db = try AppDatabase.open(path: home.file(".local/share/conjugar/conjugar.sqlite"))
    #expect(try db.setting("region") == "Spain")
    #expect(try db.integrityCheck() == ["ok"])
  }

  @Test("a quiz whose output is a full disk is still saved, and exits 1")
  func quizFullDisk() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["USER": "ana"])
    let database = ["--database", home.file("c.sqlite")]
    let questions = try ConjugarProcess.questions(["--seed", "5"] + database, environment: environment)
    let result = try Self.run(
      ["quiz", "--seed", "5"] + database, redirect: "> /dev/full",
      input: ConjugarProcess.answers(questions), environment: environment)
    #expect(result.status == 1)
    #expect(result.stderr == Self.full)
    #expect(try AppDatabase.open(path: home.file("c.sqlite")).leaderboard(limit: 5).map(\.player) == ["ana"])
  }

  @Test("a reader that goes away: the quiz is still saved; a long conjugate ends quietly")
  func readerGone() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["USER": "ana"])
    let database = ["--database", home.file("c.sqlite")]
    let questions = try ConjugarProcess.questions(["--seed", "5"] + database, environment: environment)
    let quiz = try Self.run(
      ["quiz", "--seed", "5"] + database, redirect: "| head -c 10 > /dev/null; sleep 0",
      input: ConjugarProcess.answers(questions), environment: environment)
    #expect(quiz.stderr == "")
    #expect(try AppDatabase.open(path: home.file("c.sqlite")).counts().quizzes == 1)
    let verbs = Array(repeating: "tener", count: 300)
    let conjugate = try Self.run(
      ["conjugate"] + verbs, redirect: "| head -1 > /dev/null; exit \"${PIPESTATUS:-0}\"",
      environment: environment)
    #expect(conjugate.stderr == "")
  }
}
