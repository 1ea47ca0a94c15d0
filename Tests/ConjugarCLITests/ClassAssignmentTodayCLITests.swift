import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// A class's assignment in `today` (issue 42, 4): read from the local copy
/// `conjugar class status` keeps beside the database, never from the server.
@Suite("today with a class's assignment (Main.run in process)", .timeLimit(.minutes(10)))
struct ClassAssignmentTodayCLITests {
  /// The local copy, written by hand as `class status` keeps it: one open
  /// assignment of the presente de subjuntivo.
  static let membership = """
    {"server": "postgres://s01_a1@127.0.0.1:5432/conjugar",
     "joined": {"role": "s01_a1", "classID": 1, "className": "3º B", "pseudonym": "s01", "ends": "2999-06-30"},
     "sharing": false, "answers": false, "sharePending": false,
     "status": {"classID": 1, "className": "3º B", "pseudonym": "s01", "ends": "2999-06-30", "sharing": false,
       "fetchedAt": "2000-01-01 08:00", "today": "2000-01-01",
       "assignments": [{"id": 7, "tenses": ["presenteDeSubjuntivo"], "verbs": [], "topic": null,
         "starts": "2000-01-01", "due": "2999-06-30", "targetMastery": 0.6, "targetItems": 40,
         "status": "not started", "items": 0}]}}
    """

  @Test("today --list-questions --json holds items of the assigned tense with reason assignment; without it, none")
  func listed() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let (path, environment) = try HostileDatabaseRoundThreeCLITests.playedOnce(home)
    let arguments = ["today", "--list-questions", "--json", "--seed", "5", "--count", "20", "--database", path]
    let without = ConjugarProcess.inProcess(arguments, environment: environment)
    #expect(without.status == 0, "\(without.stderr)")
    #expect(!without.stdout.contains("\"assignment\""))
    try Data(Self.membership.utf8).write(to: URL(fileURLWithPath: path + ".class.json"))
    let with = ConjugarProcess.inProcess(arguments, environment: environment)
    #expect(with.status == 0, "\(with.stderr)")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(with.stdout.utf8)) as? [[String: Any]], "\(with.stdout)")
    let assigned = items.filter { $0["reason"] as? String == "assignment" }
    // 20 / 4 = 5 items for the one assigned tense.
    #expect(assigned.count == 5, "\(with.stdout)")
    #expect(assigned.allSatisfy { "\($0)".contains("presenteDeSubjuntivo") }, "\(assigned)")
  }
}
