import ConjugarTestSupport
import Foundation
import Testing

/// The tutor's per-direction mastery (issue 41) is a skill of its own,
/// `context:preterito-imperfecto:imperfecto`: the server takes it in a share, and
/// a server set up before (whose check refused it, and with it every share of a
/// learner who had practised a two-way topic) takes it after server-setup runs
/// again. Found using the class as a teacher with 25 simulated learners (issue 45,
/// round four).
@Suite(
  "A share with a two-way topic's side", .enabled(if: ClassServer.isAvailable, ClassServer.skipReason),
  .timeLimit(.minutes(10)))
struct ClassShareDirectionCLITests {
  static func shape(_ skill: String) -> String {
    """
    {"version":1,"asOf":"2026-12-07T10:00:00Z","days":28,"skills":[{"day":"2026-12-07","skill":"\(skill)",\
    "asked":4,"right":3,"mastery":0.55,"lastAnswered":"2026-12-07T09:59:00Z"}],"patterns":[],"diagnoses":[]}
    """
  }

  @Test("a side of a two-way topic is taken, on a new server and on one set up with the old check")
  func aSideIsTaken() throws {
    let server = try ClassServer()
    try ClassBoardCLITests.setUp(server)
    let teacherHome = try TemporaryHome()
    defer { teacherHome.cleanUp() }
    let path = try ClassCLITests.roster(["Ana García"], in: teacherHome.path)
    let made = try ClassCLITests.companion([
      "roster", "--server", server.teacherDatabaseURL, "--name", "3B", "--starts", "2026-09-01",
      "--ends", "2027-06-30", path,
    ])
    #expect(made.status == 0, "\(made.stderr)")
    let code = try #require(ClassCLITests.codes(made.stdout)["s01"])
    let (ana, joined) = try ClassCLITests.join(server, code: code)
    defer { ana.home.cleanUp() }
    #expect(joined.status == 0, "\(joined.stderr)")
    let (role, password) = try ClassCLITests.credentials(ana)
    let url = server.url(user: "\(role):\(password)")
    let share =
      "SELECT skills FROM public.conjugar_class_share($s$\(Self.shape("context:preterito-imperfecto:imperfecto"))$s$::jsonb)"
    #expect(try ClassCLITests.psql(share, url) == "1")
    // Still refused: anything but a side of letters after the topic.
    #expect(
      ClassCLITests.refused(
        "SELECT skills FROM public.conjugar_class_share($s$\(Self.shape("context:x:y:z"))$s$::jsonb)", url
      )
      .contains("conjugar_share_skill_skill_check"))
    // A server set up with the old check: setup again replaces it, rows kept.
    try ClassCLITests.psql(
      """
      ALTER TABLE conjugar_share_skill DROP CONSTRAINT conjugar_share_skill_skill_check,
        ADD CONSTRAINT conjugar_share_skill_skill_check
        CHECK (skill ~ '^(tense|context|family|person):[A-Za-z0-9_-]{1,60}$') NOT VALID
      """, server.teacherDatabaseURL)
    let later =
      "SELECT skills FROM public.conjugar_class_share($s$\(Self.shape("context:subjuntivo-duda:indicativo"))$s$::jsonb)"
    #expect(ClassCLITests.refused(later, url).contains("conjugar_share_skill_skill_check"))
    let again = try ConjugarProcess.run(
      ["leaderboard", "server-setup", server.teacherDatabaseURL],
      environment: ConjugarProcess.environment(home: "/nonexistent"))
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try ClassCLITests.psql(later, url) == "1")
    #expect(try ClassCLITests.psql("SELECT count(*) FROM conjugar_share_skill", server.teacherDatabaseURL) == "2")
  }
}
