import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

/// `conjugar stats` read on a narrow terminal: nothing wider than the screen.
@Suite("stats at 80 and 40 columns")
struct StatsLayoutTests {
  let stats = Stats(
    quizzes: 2000,
    tenses: [
      TenseAccuracy(tense: "presenteDeIndicativo", asked: 36000, right: 28900, partial: 0, wrong: 7100),
      TenseAccuracy(tense: "preterito", asked: 34000, right: 27300, partial: 0, wrong: 6700),
    ],
    mostMissed: [MissedVerb(infinitive: "poder", missed: 1400, asked: 4900)])
  let progress = LearningProgress(
    days: [], now: Date(timeIntervalSince1970: 1_764_000_000))
  let schedule = ReviewStatus(dueNow: 14747, dueIn24Hours: 0, learning: 5067, mastered: 15421)

  @Test("80 columns: the table as rows")
  func wide() {
    let text = StatsCommand.render(stats, progress: progress, schedule: schedule, width: 80)
    #expect(text.contains("Tense                   Asked  Right  Accents  Wrong  Accuracy\n"))
    #expect(text.contains("presente de indicativo  36000  28900        0   7100       80%\n"))
    #expect(
      text.contains(
        "Items: 5067 learning, 15421 mastered (remembered over 21 days); 14747 due for\n  review now\n"))
  }

  @Test("40 columns: lines wrap at spaces, each tense a card")
  func narrow() {
    let text = StatsCommand.render(stats, progress: progress, schedule: schedule, width: 40)
    for line in text.split(separator: "\n") {
      #expect(TerminalText.width(String(line)) <= 40, "\(line)")
    }
    #expect(
      text.contains("Items: 5067 learning, 15421 mastered\n  (remembered over 21 days); 14747 due\n  for review now\n"))
    #expect(
      text.contains("presente de indicativo\n  Asked 36000 · Right 28900 · Accents 0\n  Wrong 7100 · Accuracy 80%\n"))
    #expect(text.contains("  poder  missed 1400 of 4900\n"))
  }
}
