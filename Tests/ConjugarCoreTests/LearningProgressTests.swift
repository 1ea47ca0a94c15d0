import Foundation
import Testing

@testable import ConjugarCore

@Suite("Progress: weeks, streak, percentages")
struct LearningProgressTests {
  // 2023-11-14T22:13:20Z, a Tuesday.
  let now = Date(timeIntervalSince1970: 1_700_000_000)

  @Test("percentages round to the nearest: 5 of 9 is 56%")
  func percent() {
    #expect(Percent.rounded(5, of: 9) == 56)
    #expect(Percent.rounded(1, of: 3) == 33)
    #expect(Percent.rounded(2, of: 3) == 67)
    #expect(Percent.rounded(1, of: 2) == 50)
    #expect(Percent.rounded(1, of: 200) == 1)  // 0.5% rounds up
    #expect(Percent.rounded(0, of: 0) == 0)
    #expect(TenseAccuracy(tense: "preterito", asked: 9, right: 5, partial: 0, wrong: 4).accuracy == 56)
  }

  @Test("weeks count back from today in sevens; days before twelve weeks are left out")
  func weeks() {
    let progress = LearningProgress(
      days: [
        ("2023-11-14", 9, 10),  // today: this week
        ("2023-11-08", 1, 10),  // 6 days ago: this week too
        ("2023-11-07", 5, 9),  // 7 days ago: the week before
        ("2023-08-22", 3, 3),  // 84 days ago: beyond the twelfth week
      ], now: now)
    #expect(progress.weeks.count == 12)
    #expect(progress.weeks[11] == 50)  // 10 of 20
    #expect(progress.weeks[10] == 56)  // 5 of 9
    #expect(progress.weeks[0...9].allSatisfy { $0 == nil })
  }

  @Test("the streak ends today or yesterday; a missed day breaks it")
  func streak() {
    func streak(_ days: [String]) -> Int {
      LearningProgress(days: days.map { ($0, 1, 1) }, now: now).streakDays
    }
    #expect(streak(["2023-11-14", "2023-11-13", "2023-11-12"]) == 3)
    #expect(streak(["2023-11-13", "2023-11-12"]) == 2)  // not yet today
    #expect(streak(["2023-11-14", "2023-11-12"]) == 1)
    #expect(streak(["2023-11-12"]) == 0)
    #expect(streak([]) == 0)
  }
}
