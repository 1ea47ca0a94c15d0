import FoundationEssentials

/// The placement a new learner meets on a first `conjugar today`, run as one
/// flow: its stages of five (easiest first), the stop after a stage that shows
/// the rest is beyond the learner, the tally of every stage, the quiz difficulty
/// it writes through the World's settings store, and one summary at the end
/// (docs/learning.md, "Placement"). The front end plays each stage's session and
/// prints; it decides nothing.
public enum PlacementFlow {
  /// A stage about to be played: its number, of how many, and its session.
  public struct Stage: Sendable {
    /// 1, 2 or 3.
    public let number: Int
    /// How many stages the placement has at most.
    public let count: Int
    /// The stage's questions as a session (a practice named "placement").
    public let session: QuizSession
  }

  /// One stage as it was played: answers, of them right (a right answer or one
  /// right but for its accents, without help), and how many it asked.
  public struct StageTally: Sendable, Hashable {
    /// 1, 2 or 3.
    public let number: Int
    /// Its answers right.
    public let right: Int
    /// Its answers given (fewer than `questions` when the learner left).
    public let answered: Int
    /// Its questions.
    public let questions: Int

    public init(number: Int, right: Int, answered: Int, questions: Int) {
      (self.number, self.right, self.answered, self.questions) = (number, right, answered, questions)
    }
  }

  /// How the placement ended, for its one summary.
  public struct Summary: Sendable, Hashable {
    /// The stages played, in order.
    public let stages: [StageTally]
    /// How many stages the placement had at most.
    public let stageCount: Int
    /// Of the items above B1 (`Placement.topSkills`), how many were right.
    public let topRight: Int
    /// The quiz difficulty now set; nil: too few answers, the setting was left.
    public let difficulty: Difficulty?
    /// The learner left (`:q`, end of input) before the placement's end.
    public let left: Bool

    /// Answers right over every stage.
    public var right: Int { stages.reduce(0) { $0 + $1.right } }
    /// Answers given over every stage.
    public var answered: Int { stages.reduce(0) { $0 + $1.answered } }
    /// Stopped by the rule (a stage with at most one right), not by the learner.
    public var stoppedEarly: Bool { !left && stages.count < stageCount }
  }

  /// The placement's items in stages of `Placement.stageSize`.
  public static func stages(_ items: [DailyItem]) -> [[DailyItem]] {
    stride(from: 0, to: items.count, by: Placement.stageSize).map {
      Array(items[$0..<min(items.count, $0 + Placement.stageSize)])
    }
  }

  /// Whether `answer` counts as right for the placement: right, or right but for
  /// the accents, and without help (a hint shows the start of the form).
  public static func isRight(_ answer: QuestionResult) -> Bool {
    answer.grade != .wrong && !answer.helped
  }

  /// Plays the placement of `items` in `world`: each stage's session is started
  /// and handed to `play`, which plays it and returns the answers given (fewer
  /// than its questions when the learner left). It stops when the learner leaves
  /// or a stage has at most one right; then writes the quiz difficulty
  /// (`Placement.difficulty`) through the World's settings store.
  public static func run(
    _ items: [DailyItem], in world: World, play: (Stage) throws -> [QuestionResult]
  ) throws -> Summary {
    let stages = stages(items)
    var tallies: [StageTally] = []
    var topRight = 0
    var left = false
    for (index, stageItems) in stages.enumerated() {
      let plan = SessionPlan.given(
        stageItems.map { PlannedQuestion($0.question, reason: "placement") }, kind: .practice, name: "placement")
      let stage = Stage(number: index + 1, count: stages.count, session: try Sessions.start(plan, in: world))
      let answers = Array(try play(stage).prefix(stageItems.count))
      let right = answers.count(where: isRight)
      tallies.append(
        StageTally(number: index + 1, right: right, answered: answers.count, questions: stageItems.count))
      // The items above B1 sit in the ladder's third stage (the presente de
      // subjuntivo of its second stage is B1).
      if index == 2 {
        for (item, answer) in zip(stageItems, answers) where isRight(answer) {
          if let skill = item.skill, Placement.topSkills.contains(skill) { topRight += 1 }
        }
      }
      if answers.count < stageItems.count {
        left = true
        break
      }
      if Placement.stops(afterStageWith: right, of: answers.count) { break }
    }
    let right = tallies.reduce(0) { $0 + $1.right }
    let answered = tallies.reduce(0) { $0 + $1.answered }
    let difficulty = Placement.difficulty(right: right, asked: answered, topRight: topRight)
    if let difficulty {
      try world.settingsStore.set(key: SettingKey.difficulty.rawValue, value: difficulty.rawValue)
    }
    return Summary(
      stages: tallies, stageCount: stages.count, topRight: topRight, difficulty: difficulty, left: left)
  }
}
