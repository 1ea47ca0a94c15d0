import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

/// The rate of a diagnosed error over time, under the diagnosis in `progress`
/// (issue 41 §11): a row a week from the stored per-day counts, blocks and
/// numbers, no colour, the same at 80 and 40 columns. Expected text by hand.
@Suite("progress: a diagnosed error's rate as a chart")
struct ErrorRateChartTests {
  /// Monday 2026-12-07, 12:00 local: the weeks start 11-10, 11-17, 11-24, 12-01.
  static let now: Date = {
    let naive = Double(20_794 * 86_400 + 12 * 3600)
    return Date(timeIntervalSince1970: naive - Double(LocalTime.offset(at: Date(timeIntervalSince1970: naive))))
  }()

  static var snapshot: LearnerSnapshot {
    var snapshot = LearnerSnapshot(skills: [:], weeks: [], mistakes: [])
    snapshot.patternDays[.preteritoForImperfecto] = [
      "2026-11-09": (chances: 9, errors: 9),  // 28 days back: outside the four weeks
      "2026-11-10": (chances: 4, errors: 3), "2026-11-16": (chances: 6, errors: 5),  // 8 of 10
      "2026-11-30": (chances: 3, errors: 1),  // 1 of 3
      "2026-12-07": (chances: 5, errors: 0),  // 0 of 5
    ]
    return snapshot
  }

  static let diagnosis = Diagnosis(
    pattern: .preteritoForImperfecto, count: 9, chances: 18, examples: [(answer: "llovió", expected: "llovía")],
    skills: [Skill(.context, "preterito-imperfecto")], status: .active, firstSeen: now - 86_400 * 20,
    lastSeen: now - 86_400)

  static let chart = """
      Error rate by week (█ = 10%):
        11-10  ████████··   80%  8 of 10
        11-17  no chance to make it
        11-24  ███·······   33%  1 of 3
        12-01  ··········    0%  0 of 5

    """

  @Test("under the diagnosis: a row a week, the same at 80 and 40 columns, no escape")
  func underTheDiagnosis() {
    for width in [80, 40] {
      let text = ProgressCommand.diagnoses([Self.diagnosis], width: width, snapshot: Self.snapshot, now: Self.now)
      #expect(text.contains(Self.chart), "at \(width):\n\(text)")
      #expect(!text.contains("\u{1B}"))
      for line in Self.chart.split(separator: "\n") { #expect(line.count <= 40) }
    }
  }

  @Test("the bar's ends: any error shows a block, 100% only when every chance was an error")
  func ends() {
    let text = ProgressCharts.errorRate(
      [
        (start: "2026-11-10", rate: (errors: 1, chances: 99)), (start: "2026-11-17", rate: (errors: 99, chances: 100)),
        (start: "2026-11-24", rate: (errors: 999, chances: 999)), (start: "2026-12-01", rate: nil),
      ], width: 40)
    #expect(
      text == """
          Error rate by week (█ = 10%):
            11-10  █·········    1%  1 of 99
            11-17  █████████·   99%  99 of 100
            11-24  ██████████  100%  999 of 999
            12-01  no chance to make it

        """)
  }
}
