import ArgumentParser
import ConjugarCore

/// Hidden, for benchmarks and crash tests: finishes `count` sample quizzes (every
/// answer right) by the quiz's own path (`QuizSession.finish`) in the World in
/// force, but with a review prompter that never asks, and prints how long each
/// report took.
struct RecordSampleCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "record-sample", abstract: "Record sample finished quizzes and time it.",
    shouldDisplay: false)

  @Option(help: "How many quizzes to record.")
  var count = 1

  @OptionGroup(title: "Launch options") var launch: LaunchOptions

  var writesData: Bool { true }

  func validate() throws {
    guard count >= 1 else { throw ValidationError("--count must be 1 or more") }
  }

  func run() throws {
    var world = Current
    world.reviewPrompter = TestReviewPrompter()
    var session = QuizSession.ranked(in: world)
    let key = QuizGame.answerKey(world.catalog)
    for question in session.questions {
      _ = try session.answer(key(question)?.primary ?? "")
    }
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<count {
      var failure: (any Error)?
      let elapsed = clock.measure {
        do { _ = try session.finish(in: world) } catch { failure = error }
      }
      if let failure { throw failure }
      let (seconds, attoseconds) = elapsed.components
      times.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
    times.sort()
    func ms(_ value: Double) -> String { String(Int((value * 1000).rounded())) + " µs" }
    world.console.write(
      "recorded \(count) quizzes of \(session.questions.count) questions: median \(ms(times[count / 2])), "
        + "p95 \(ms(times[min(count - 1, count * 95 / 100)])), max \(ms(times[count - 1]))\n")
  }
}
