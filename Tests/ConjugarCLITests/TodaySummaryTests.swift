import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

/// `today`'s opening line says what the session holds, and its parts add up to
/// the count: probes included (seen in use: "30 items: 9 due; 12 on …; 3 new.").
@Suite("today's opening line")
struct TodaySummaryTests {
  static func item(_ verb: String, _ reason: DailyReason, skill: Skill? = nil) -> DailyItem {
    DailyItem(
      question: Question(verb, .presenteDeIndicativo, .yo), reason: reason, skill: skill, answers: ["x"],
      tenses: [.presenteDeIndicativo], skills: [])
  }

  @Test("due, targeted, new and probes: the parts add up to the count")
  func probesCounted() {
    let weak = Skill(.tense, "presenteDeSubjuntivo")
    let items = [
      Self.item("hablar", .due), Self.item("comer", .weak, skill: weak), Self.item("vivir", .weak, skill: weak),
      Self.item("tener", .new), Self.item("poder", .probe), Self.item("querer", .probe),
    ]
    #expect(
      TodayCommand.summary(items, width: 200)
        == "Today: 6 items: 1 due for review; 2 on presente de subjuntivo; 1 new; 2 to look for errors not yet seen.\n"
    )
  }
}
