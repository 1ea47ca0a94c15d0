import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

@Suite("Review prompter")
struct ReviewPrompterTests {
  @Test("the rule: every 9th action, at least 180 days after the last prompt")
  func rule() {
    let long = aDate - 181 * day
    #expect(ReviewRule.decide(previousCount: 7, lastPrompt: long, now: aDate) == (8, false))
    #expect(ReviewRule.decide(previousCount: 8, lastPrompt: long, now: aDate) == (9, true))
    #expect(ReviewRule.decide(previousCount: 9, lastPrompt: long, now: aDate) == (10, false))
    #expect(ReviewRule.decide(previousCount: 17, lastPrompt: long, now: aDate) == (18, true))
    #expect(
      ReviewRule.decide(previousCount: 8, lastPrompt: aDate - 179 * day, now: aDate) == (9, false))
    #expect(
      ReviewRule.decide(previousCount: 8, lastPrompt: aDate - 180 * day, now: aDate) == (9, true))
  }

  @Test("the rule never overflows: the count stops at its maximum")
  func noOverflow() {
    #expect(
      ReviewRule.decide(previousCount: .max, lastPrompt: aDate, now: aDate).count == 1_000_000_000)
    #expect(ReviewRule.decide(previousCount: -5, lastPrompt: aDate, now: aDate).count == 1)
  }

  @Test("the 9th quiz prompts once and records the date; the 18th, too soon, does not")
  func prompter() throws {
    let clock = TestClock(aDate)
    let console = ScriptedConsole()
    let store = DictionaryGetterSetter()
    let prompter = ReviewPrompter()
    func act() { prompter.promptableActionHappened(at: clock.now(), store: store, console: console) }
    for _ in 1...8 { act() }
    #expect(console.output.isEmpty)
    #expect(store.dictionary == ["promptActionCount": "8"])
    act()
    #expect(console.output == ReviewPrompter.request + "\n")
    #expect(try Settings.load(from: store).lastReviewPromptDate == aDate)
    clock.advance(by: 10 * day)
    for _ in 10...18 { act() }
    #expect(console.output == ReviewPrompter.request + "\n")
    #expect(store.dictionary["promptActionCount"] == "18")
    clock.advance(by: 200 * day)
    for _ in 19...27 { act() }
    #expect(console.output == String(repeating: ReviewPrompter.request + "\n", count: 2))
  }
}
