import ConjugarCore

/// The quiz at the terminal: reads a line, hands it to the session, prints the
/// feedback; at the end prints the results and lets the session report. End of
/// input or `:q` stops cleanly and reports nothing. The rules and the report are
/// the session's (QuizSession); this only reads and prints.
struct QuizPlayer {
  var session: QuizSession
  let world: World
  static let quitCommand = ":q"

  init(session: QuizSession, world: World) {
    self.session = session
    self.world = world
  }

  mutating func play() throws {
    let console = world.console
    let style = Style(enabled: console.usesColour)
    // Signal handling is per process, hence the one shared Interrupt (see its declaration).
    let interrupt = Interrupt.shared.install(console: console, colour: style.enabled)
    defer { Interrupt.shared.uninstall(interrupt) }
    let total = session.questions.count
    console.write(QuizText.header(session, style: style, width: console.columns))
    while let question = session.game.currentQuestion {
      let elapsed = session.game.elapsedSeconds(at: world.clock.now())
      console.write(
        QuizText.prompt(
          question, gloss: world.catalog.translation(of: question.infinitive),
          number: session.game.number, of: total, points: session.game.points, elapsed: elapsed,
          style: style, width: console.columns))
      guard let line = console.readLine(prompt: QuizText.answerPrompt),
        line.trimmingCharacters(in: .whitespaces) != Self.quitCommand
      else {
        console.write(
          "\n"
            + TextWrap.wrap(
              "Quiz stopped after \(session.game.results.count) of \(total) questions; "
                + "nothing reported.", width: console.columns) + "\n")
        return
      }
      if let result = try session.answer(line) {
        console.write(QuizText.feedback(result, style: style))
      }
    }
    // The results are built and shown outside the critical section, so Ctrl-C is
    // never held up by them; only the report runs inside it.
    console.write(
      QuizText.results(
        session.game.finalScore(at: world.clock.now()), style: style, width: console.columns))
    let session = session
    let world = world
    try Interrupt.shared.saving { () throws(QuizNotSaved) in _ = try session.finish(in: world) }
  }
}
