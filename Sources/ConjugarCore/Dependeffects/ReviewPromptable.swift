import Foundation

/// Asks the player for a review at the right interval.
public protocol ReviewPromptable: Sendable {
  var implementation: String { get }
  func promptableActionHappened()
}

/// Never prompts (simulator, uiTest).
public struct TestReviewPrompter: ReviewPromptable {
  public init() {}
  public var implementation: String { "TestReviewPrompter (never prompts)" }
  public func promptableActionHappened() {}
}

/// The review-prompting rule: a plain function of the count and dates.
public enum ReviewRule {
  public static let actionsBetweenPrompts = 9
  public static let daysBetweenPrompts = 180

  /// After one more promptable action: the new count, and whether to prompt.
  public static func decide(previousCount: Int, lastPrompt: Date, now: Date) -> (
    count: Int, prompt: Bool
  ) {
    let count = previousCount + 1
    let interval = TimeInterval(daysBetweenPrompts * 24 * 60 * 60)
    let prompt =
      count.isMultiple(of: actionsBetweenPrompts) && now.timeIntervalSince(lastPrompt) >= interval
    return (count, prompt)
  }
}

/// The real prompter: counts actions in the settings and, on the 9th (18th, …)
/// action at least 180 days after the last request, prints a one-line request.
public struct ReviewPrompter: ReviewPromptable {
  let settings: Settings
  let clock: any Clocking
  let console: any Console

  public init(settings: Settings, clock: any Clocking, console: any Console) {
    self.settings = settings
    self.clock = clock
    self.console = console
  }

  public static let request =
    "Enjoying conjugar? A review where you found it helps other learners find it too."

  public var implementation: String { "ReviewPrompter (asks on the terminal every 9th quiz, 180 days apart)" }

  public func promptableActionHappened() {
    let now = clock.now()
    let decision = ReviewRule.decide(
      previousCount: settings.promptActionCount, lastPrompt: settings.lastReviewPromptDate, now: now)
    settings.promptActionCount = decision.count
    if decision.prompt {
      settings.lastReviewPromptDate = now
      console.write(Self.request + "\n")
    }
  }
}
