import FoundationEssentials

/// Asks the player for a review at the right interval. The time, the settings
/// store and the console are the World's at the moment of the call, not captured
/// when the prompter was made, so a World whose clock, store or console is
/// overridden reaches it.
public protocol ReviewPromptable: Sendable {
  /// Which implementation this is, for `conjugar world`.
  var implementation: String { get }
  /// Counts one promptable action (a finished ranked quiz) at `now` in `store`,
  /// and asks for a review on `console` when the rule says it is time.
  func promptableActionHappened(at now: Date, store: any GetterSetter, console: any Console)
}

/// Never prompts (simulator, uiTest).
public struct TestReviewPrompter: ReviewPromptable {
  /// A prompter that never prompts.
  public init() {}
  /// "TestReviewPrompter (never prompts)".
  public var implementation: String { "TestReviewPrompter (never prompts)" }
  /// Does nothing.
  public func promptableActionHappened(at now: Date, store: any GetterSetter, console: any Console) {}
}

/// The review-prompting rule: a plain function of the count and dates.
enum ReviewRule {
  static let actionsBetweenPrompts = 9
  static let daysBetweenPrompts = 180

  /// After one more promptable action: the new count, and whether to prompt. The
  /// count stops at `SettingKey.maximumCount` rather than overflow.
  static func decide(previousCount: Int, lastPrompt: Date, now: Date) -> (
    count: Int, prompt: Bool
  ) {
    let count = min(max(0, previousCount), SettingKey.maximumCount - 1) + 1
    let interval = TimeInterval(daysBetweenPrompts * 24 * 60 * 60)
    let prompt =
      count.isMultiple(of: actionsBetweenPrompts) && now.timeIntervalSince(lastPrompt) >= interval
    return (count, prompt)
  }
}

/// The real prompter: counts actions in the settings store and, on the 9th (18th,
/// …) action at least 180 days after the last request, prints a one-line request.
/// The count and the date are read and written in one transaction, so quizzes
/// finishing at once each count.
struct ReviewPrompter: ReviewPromptable {
  init() {}

  /// A terminal program has no store page to send the player to: the request
  /// asks for what helps instead.
  static let request =
    "Enjoying conjugar? Tell a fellow learner about it: that is the review that helps most."

  var implementation: String {
    "ReviewPrompter (asks on the terminal every 9th quiz, 180 days apart)"
  }

  func promptableActionHappened(at now: Date, store: any GetterSetter, console: any Console) {
    let count = SettingKey.promptActionCount.rawValue
    let last = SettingKey.lastReviewPromptDate.rawValue
    do {
      let prompt = try store.modify { stored in
        let settings = Settings(stored: stored)
        let decision = ReviewRule.decide(
          previousCount: settings.promptActionCount, lastPrompt: settings.lastReviewPromptDate,
          now: now)
        stored[count] = String(decision.count)
        if decision.prompt { stored[last] = ISO8601.string(now) }
        return decision.prompt
      }
      if prompt { console.write(Self.request + "\n") }
    } catch {
      console.warn(error.message)
    }
  }
}
