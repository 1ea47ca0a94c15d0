import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

/// `conjugar progress`'s forecast of reviews and calendar of days practised
/// (issue 41 §11), drawn from values written by hand, at 80 and 40 columns;
/// the expected text is written out in full.
@Suite("progress charts: the forecast and the calendar")
struct ProgressChartsTests {
  /// Monday 2026-12-07 (day 20,794), 12:00 local.
  static let now: Date = {
    let naive = Double(20_794 * 86_400 + 12 * 3600)
    return Date(timeIntervalSince1970: naive - Double(LocalTime.offset(at: Date(timeIntervalSince1970: naive))))
  }()

  static let days = [
    "2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11", "2026-12-12", "2026-12-13",
    "2026-12-14", "2026-12-15", "2026-12-16", "2026-12-17", "2026-12-18", "2026-12-19", "2026-12-20",
  ]

  static func pictures(_ counts: [Int], skipped: Int = 0) -> ProgressPictures {
    ProgressPictures(
      forecast: zip(days, counts).map { ProgressPictures.DueDay(day: $0, count: $1) },
      practiceDays: ["2026-10-19", "2026-11-30", "2026-12-01", "2026-12-05", "2026-12-07"], skipped: skipped,
      today: "2026-12-07")
  }

  static let counts = [12, 3, 0, 6, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]

  @Test("the forecast at 80 columns: a row a day, today first, bars scaled to the busiest day")
  func forecast80() {
    #expect(
      ProgressCharts.forecast(Self.pictures(Self.counts), width: 80) == """
        Reviews due, the next 14 days (today: also what is overdue):
          today      ████████████████████  12
          Tue 12-08  █████                  3
          Wed 12-09                         0
          Thu 12-10  ██████████             6
          Fri 12-11                         0
          Sat 12-12                         0
          Sun 12-13                         0
          Mon 12-14  ██                     1
          Tue 12-15                         0
          Wed 12-16                         0
          Thu 12-17                         0
          Fri 12-18                         0
          Sat 12-19                         0
          Sun 12-20                         0

        """)
  }

  @Test("the forecast at 40 columns: the title wraps, the rows fit; a schedule that does not read is named")
  func forecast40() {
    let text = ProgressCharts.forecast(
      Self.pictures([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 40], skipped: 1), width: 40)
    #expect(
      text == """
        Reviews due, the next 14 days (today:
        also what is overdue):
          today      █                      1
          Tue 12-08                         0
          Wed 12-09                         0
          Thu 12-10                         0
          Fri 12-11                         0
          Sat 12-12                         0
          Sun 12-13                         0
          Mon 12-14                         0
          Tue 12-15                         0
          Wed 12-16                         0
          Thu 12-17                         0
          Fri 12-18                         0
          Sat 12-19                         0
          Sun 12-20  ████████████████████  40
        1 review schedule does not read (a
        damaged due date or value): left out, as
        the review leaves it.

        """)
    #expect(text.split(separator: "\n").allSatisfy { TerminalText.width(String($0)) <= 40 })
  }

  @Test("nothing due: one line, no chart")
  func forecastEmpty() {
    #expect(
      ProgressCharts.forecast(Self.pictures([Int](repeating: 0, count: 14)), width: 40)
        == "Reviews due: none in the next 14 days.\n")
  }

  @Test("the calendar: eight week rows, Monday first, today in brackets, at 80 and 40 columns")
  func calendar() {
    let rows = """
                    M  T  W  T  F  S  S
        2026-10-19  █  ·  ·  ·  ·  ·  ·
        2026-10-26  ·  ·  ·  ·  ·  ·  ·
        2026-11-02  ·  ·  ·  ·  ·  ·  ·
        2026-11-09  ·  ·  ·  ·  ·  ·  ·
        2026-11-16  ·  ·  ·  ·  ·  ·  ·
        2026-11-23  ·  ·  ·  ·  ·  ·  ·
        2026-11-30  █  █  ·  ·  ·  █  ·
        2026-12-07 [█]

      """
    #expect(
      ProgressCharts.calendar(Self.pictures(Self.counts), now: Self.now, width: 80)
        == "Days practised, the last 8 weeks: 5 of 50 (█ practised, · not, [ ] today):\n" + rows)
    let narrow = ProgressCharts.calendar(Self.pictures(Self.counts), now: Self.now, width: 40)
    #expect(narrow == "Days practised, the last 8 weeks: 5 of\n50 (█ practised, · not, [ ] today):\n" + rows)
    #expect(narrow.split(separator: "\n").allSatisfy { TerminalText.width(String($0)) <= 40 })
  }

  @Test("progress with its pictures: bars, calendar and forecast at 40 columns, no escape code")
  func progressAt40() {
    var state = SkillState(lastPractised: Self.now)
    state.answered(right: true, exact: true, at: Self.now)
    let snapshot = LearnerSnapshot(skills: [Skill(.tense, "preterito"): state], weeks: [], mistakes: [])
    let text = ProgressCommand.render(snapshot, now: Self.now, width: 40, pictures: Self.pictures(Self.counts))
    #expect(text.contains("\nDays practised, the last 8 weeks: 5 of\n"), "\(text)")
    #expect(text.contains("\nReviews due, the next 14 days (today:\n"), "\(text)")
    #expect(text.hasSuffix("  Sun 12-20                         0\n"), "\(text)")
    #expect(!text.contains("\u{1B}"))
    #expect(text.split(separator: "\n").allSatisfy { TerminalText.width(String($0)) <= 40 }, "\(text)")
  }

  @Test("a title too long for its line goes on its own; the pictures under it start in the table's column")
  func wrappedTitleAligned() throws {
    var skills: [Skill: SkillState] = [:]
    for name in ["tense:pluscuamperfectoDeSubjuntivo1", "tense:presenteDeIndicativo"] {
      var state = SkillState(lastPractised: Self.now)
      state.answered(right: true, exact: true, at: Self.now)
      skills[try #require(Skill(name: name))] = state
    }
    let snapshot = LearnerSnapshot(skills: skills, weeks: [], mistakes: [])
    for width in [80, 40] {
      let text = ProgressCommand.render(snapshot, now: Self.now, width: width)
      let columns = text.split(separator: "\n").compactMap { line -> Int? in
        guard let bar = line.firstIndex(where: { $0 == "█" || $0 == "░" }) else { return nil }
        return line.distance(from: line.startIndex, to: bar)
      }
      // 80 columns: the title's room is 80 - (15 + 20 + 8 + 1 + 6) - 3 = 27 (14
      // sparkline cells and a space, a 20-cell bar, "  1.00  ", "1", " asked"), so
      // the bars start at 2 + 27 + 1 + 15 = 45; 40 columns: 7 cells and a space, a
      // 10-cell bar: room 40 - 33 - 3 = 4, the bars at 2 + 4 + 1 + 8 = 15.
      #expect(columns == (width == 80 ? [45, 45] : [15, 15]), "\(text)")
    }
  }
}
