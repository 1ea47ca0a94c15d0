import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// The placement as one flow in the core (issue 41 §7, issue 46): its stages, its
/// stop, its tally and the difficulty it writes through the World, with the
/// answers a learner gives written by hand.
@Suite("placement flow")
struct PlacementFlowTests {
  static let items = DailyPlanner(
    catalog: .standard, settings: Settings(defaultPlayerName: "ana"), library: try? ContextLibrary.standard()
  ).placement(count: Placement.maximum)

  /// The answers of one stage: right (`true`) or wrong, in order; `help` marks
  /// the positions answered with a hint (right with help: 5 points).
  static func answers(_ stage: PlacementFlow.Stage, _ rights: [Bool], help: Set<Int> = []) -> [QuestionResult] {
    zip(stage.session.questions, rights).enumerated().map { index, pair in
      let (question, right) = pair
      var result = QuestionResult(
        question: question, answer: right ? "bien" : "mal", correctForm: "bien",
        grade: help.contains(index) ? .partial : right ? .total : .wrong)
      result.helped = help.contains(index)
      return result
    }
  }

  /// Runs the placement with the stages' answers given by hand; the headers seen.
  static func run(_ stages: [[Bool]], help: [Int: Set<Int>] = [:]) throws -> (
    PlacementFlow.Summary, World, [String]
  ) {
    let world = World.test(clock: aDate)
    var seen: [String] = []
    let summary = try PlacementFlow.run(Self.items, in: world) { stage in
      seen.append("\(stage.number)/\(stage.count): \(stage.session.questions.count)")
      return Self.answers(stage, stages[stage.number - 1], help: help[stage.number] ?? [])
    }
    return (summary, world, seen)
  }

  static func difficulty(_ world: World) throws -> String? {
    try world.settingsStore.get(key: SettingKey.difficulty.rawValue)
  }

  @Test("the ladder: 15 items, its third stage holds the three items above B1")
  func ladder() {
    #expect(Self.items.count == 15)
    let third = PlacementFlow.stages(Self.items)[2]
    // Written out: the wish sentence, hacer perfecto, then decir imperfecto de
    // subjuntivo, tener presente de subjuntivo and a si clause.
    #expect(
      third.map(\.skill) == [
        Skill(.context, "subjuntivo-deseo"), Skill(.tense, "perfectoDeIndicativo"),
        Skill(.tense, "imperfectoDeSubjuntivo1"), Skill(.tense, "presenteDeSubjuntivo"),
        Skill(.context, "oraciones-si"),
      ])
  }

  @Test("12 of 15 right with the three items above B1 wrong is Moderate, not Difficult")
  func twelveOfFifteen() throws {
    let (summary, world, seen) = try Self.run([
      [true, true, true, true, true], [true, true, true, true, true], [true, true, false, false, false],
    ])
    #expect(seen == ["1/3: 5", "2/3: 5", "3/3: 5"])
    #expect(summary.right == 12)
    #expect(summary.answered == 15)
    #expect(summary.topRight == 0)
    #expect(summary.difficulty == .moderate)
    #expect(summary.stages.map(\.right) == [5, 5, 2])
    #expect(!summary.left && !summary.stoppedEarly)
    #expect(try Self.difficulty(world) == "Moderate")
  }

  @Test("12 of 15 with two of the three top items right is Difficult")
  func twelveWithTheTop() throws {
    let (summary, world, _) = try Self.run([
      [true, true, true, true, true], [true, true, true, false, true], [true, false, true, true, false],
    ])
    #expect(summary.right == 12)
    #expect(summary.topRight == 2)
    #expect(summary.difficulty == .difficult)
    #expect(try Self.difficulty(world) == "Difficult")
  }

  @Test("a hint is no right answer: 15 answered with help on two top items is not Difficult")
  func helpIsNotRight() throws {
    let (summary, _, _) = try Self.run(
      [[true, true, true, true, true], [true, true, true, true, true], [true, true, true, true, true]],
      help: [3: [2, 3]])
    #expect(summary.right == 13)
    #expect(summary.topRight == 1)
    #expect(summary.difficulty == .moderate)
  }

  @Test("the first item answered, then quit: nothing is set, the flow says the learner left")
  func firstThenQuit() throws {
    let (summary, world, seen) = try Self.run([[true]])
    #expect(seen == ["1/3: 5"])
    #expect(summary.answered == 1)
    #expect(summary.right == 1)
    #expect(summary.left)
    #expect(summary.difficulty == nil)
    #expect(try Self.difficulty(world) == nil)
  }

  @Test("a stage with at most one right stops the placement there: Easy")
  func stopsAfterAWeakStage() throws {
    let (summary, world, seen) = try Self.run([[true, false, false, false, false]])
    #expect(seen == ["1/3: 5"])
    #expect(summary.stoppedEarly)
    #expect(!summary.left)
    #expect(summary.stages == [PlacementFlow.StageTally(number: 1, right: 1, answered: 5, questions: 5)])
    #expect(summary.difficulty == .easy)
    #expect(try Self.difficulty(world) == "Easy")
  }
}
