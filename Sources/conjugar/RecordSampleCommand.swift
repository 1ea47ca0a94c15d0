import ArgumentParser
import ConjugarCore

/// Hidden, for benchmarks and crash tests: finishes `count` sample quizzes (every
/// answer right) as a played quiz ends (`Score.report()` but the review prompter,
/// which may ask on the terminal), through the World in force, and prints how long
/// recording each took.
struct RecordSampleCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "record-sample", abstract: "Record sample finished quizzes and time it.",
    shouldDisplay: false)

  @Option(help: "How many quizzes to record.")
  var count = 1

  @OptionGroup(title: "Launch options") var launch: LaunchOptions

  func validate() throws {
    guard count >= 1 else { throw ValidationError("--count must be 1 or more") }
  }

  func run() throws {
    let questions = QuizComposer.currentQuestions()
    let settings = Current.settings
    var game = QuizGame(
      questions: questions, region: settings.region, difficulty: settings.difficulty,
      startDate: Current.clock.now(), answerKey: QuizGame.catalogAnswerKey)
    for question in questions {
      try game.answer(QuizGame.catalogAnswerKey(question)?.primary ?? "")
    }
    let score = game.finalScore(at: Current.clock.now())
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<count {
      let elapsed = clock.measure {
        try? Current.gameCenter.reportScore(score)
        Current.analytics.recordEvent(Score.completionEvent, parameters: score.analyticsParameters)
      }
      let (seconds, attoseconds) = elapsed.components
      times.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
    times.sort()
    func ms(_ value: Double) -> String { String(Int((value * 1000).rounded())) + " µs" }
    Current.console.write(
      "recorded \(count) quizzes of \(questions.count) questions: median \(ms(times[count / 2])), "
        + "p95 \(ms(times[min(count - 1, count * 95 / 100)])), max \(ms(times[count - 1]))\n")
  }
}
