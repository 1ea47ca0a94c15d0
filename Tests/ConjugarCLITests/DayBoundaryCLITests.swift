import ConjugarTestSupport
import Foundation
import Testing

/// One notion of day (issue 41, round 3): the streak counts the same local days
/// the tutor's calendar shows, not UTC days. In Los Angeles (UTC−8 in December) an
/// evening at 20:00 is already the next day in UTC.
@Suite("one notion of day: the streak and the calendar")
struct DayBoundaryCLITests {
  static let faketime = "/usr/bin/faketime"

  @Test(
    "an evening session and the next morning's answers are a streak of 2 local days",
    .enabled(if: FileManager.default.isExecutableFile(atPath: faketime), "needs faketime"))
  func eveningThenMorning() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let environment = ConjugarProcess.environment(home: home.path, ["TZ": "America/Los_Angeles"])
    // 2026-12-01 20:00 local is 2026-12-02 04:00 UTC: a whole session, saved.
    let evening = try ConjugarProcess.run(
      ["practice", "--verb", "tener", "--count", "1", "--seed", "1", "--database", path], input: "x\n\n",
      environment: environment, launcher: [Self.faketime, "2026-12-01 20:00:00"])
    #expect(evening.status == 0, "\(evening.stderr)")
    // 2026-12-02 09:00 local (17:00 UTC, the same UTC day): answers kept, then :q.
    let morning = try ConjugarProcess.run(
      ["practice", "--verb", "tener", "--count", "3", "--seed", "2", "--database", path], input: "x\ntengo\n:q\n",
      environment: environment, launcher: [Self.faketime, "2026-12-02 09:00:00"])
    #expect(morning.status == 0, "\(morning.stderr)")
    let stats = try ConjugarProcess.run(
      ["stats", "--json", "--database", path], environment: environment,
      launcher: [Self.faketime, "2026-12-02 12:00:00"])
    #expect(stats.status == 0, "\(stats.stderr)")
    // Local days 12-01 and 12-02 (in UTC both are 12-02: a streak of 1).
    #expect(stats.stdout.contains(#""streakDays":2,"#), "\(stats.stdout)")
    let progress = try ConjugarProcess.run(
      ["progress", "--json", "--database", path], environment: environment,
      launcher: [Self.faketime, "2026-12-02 12:00:00"])
    #expect(progress.status == 0, "\(progress.stderr)")
    #expect(progress.stdout.contains(#""practiceDays":["2026-12-01""#), "\(progress.stdout)")
  }
}
