import ArgumentParser
import ConjugarCore

/// Plays a quiz on `Current.console`: a question, an answer line, feedback; the
/// results at the end, then the report through the World. End of input or `:q`
/// stops cleanly and reports nothing.
struct QuizPlayer {
  let questions: [Question]
  static let quitCommand = ":q"

  func play() throws {
    let console = Current.console
    let style = Style(enabled: console.usesColour)
    let settings = Current.settings
    var game = QuizGame(
      questions: questions, region: settings.region, difficulty: settings.difficulty,
      startDate: Current.clock.now(), answerKey: QuizGame.catalogAnswerKey)
    // Signal handling is per process, hence the one shared Interrupt (see its declaration).
    let interrupt = Interrupt.shared.install(console: console, colour: style.enabled)
    defer { Interrupt.shared.uninstall(interrupt) }
    console.write(header(settings: settings, style: style))
    while let question = game.currentQuestion {
      let elapsed = game.elapsedSeconds(at: Current.clock.now())
      console.write(
        QuizText.prompt(
          question, number: game.number, of: questions.count, score: game.score, elapsed: elapsed,
          style: style))
      guard let line = console.readLine(),
        line.trimmingCharacters(in: .whitespaces) != Self.quitCommand
      else {
        console.write(
          "\nQuiz stopped after \(game.results.count) of \(questions.count) questions; "
            + "nothing reported.\n")
        return
      }
      do {
        if let result = try game.answer(line) {
          console.write(QuizText.feedback(result, style: style))
        }
      } catch {
        console.writeError("conjugar: \(error.message)\n")
        throw ExitCode.failure
      }
    }
    let score = game.finalScore(at: Current.clock.now())
    var saved = true
    Interrupt.shared.critical {
      console.write(QuizText.results(score, style: style))
      do {
        try score.report()
      } catch {
        console.writeError("conjugar: \((error as? QuizNotSaved)?.message ?? "\(error)")\n")
        saved = false
      }
    }
    // The results are on the screen; a score that could not be kept is a failure.
    if !saved { throw ExitCode.failure }
  }

  private func header(settings: Settings, style: Style) -> String {
    let second = settings.secondSingularQuiz.rawValue.lowercased()
    return style.bold("conjugar")
      + " — \(questions.count) questions · \(settings.region.rawValue) · "
      + "\(settings.difficulty.rawValue) · \(second)\n"
      + "Type the form and press Return; :q quits. No Spanish keyboard? "
      + "a' → á, u: → ü, n~ → ñ.\n"
  }
}
