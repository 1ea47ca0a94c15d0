import ConjugarCore

/// The quiz at the terminal: reads a line, hands it to the session, prints the
/// feedback; at the end prints the results and lets the session report. End of
/// input or `:q` stops cleanly and reports nothing. The rules and the report are
/// the session's (QuizSession); this only reads and prints.
struct QuizPlayer {
  var session: QuizSession
  let world: World
  static let quitCommand = ":q"
  static let sayCommand = ":say"
  /// The last right form shown, for `:say`.
  private var lastCorrect: String?
  /// Speech failed once (espeak-ng missing): the quiz goes on silently.
  private var speechFailed = false
  /// The info topics already pointed to: once per topic per quiz.
  private var pointedTo: Set<String> = []

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
      guard let line = readAnswer() else {
        console.write(
          "\n"
            + TextWrap.wrap(
              "Quiz stopped after \(session.game.results.count) of \(total) questions; "
                + "nothing reported.", width: console.columns) + "\n")
        return
      }
      if let result = try session.answer(line) {
        console.write(QuizText.feedback(result, style: style))
        if let explanation = result.explanation {
          console.write(TextWrap.wrap(explanation.text, width: console.columns, indent: 2) + "\n")
        }
        if result.grade == .wrong, let topic = InfoCatalog.standard.topics.first(where: {
          $0.tenses.contains(result.question.tense)
        }), pointedTo.insert(topic.key).inserted {
          console.write(style.dim("More on this tense: conjugar info \(topic.key)") + "\n")
        }
        lastCorrect = result.correctForm
        if session.settings.speakAnswers { say(result.correctForm) }
      }
    }
    // The results are built and shown outside the critical section, so Ctrl-C is
    // never held up by them; only the report runs inside it.
    console.write(
      QuizText.results(
        session.game.finalScore(at: world.clock.now()), style: style, width: console.columns,
        kind: session.kind))
    let session = session
    let world = world
    try Interrupt.shared.saving { () throws(QuizNotSaved) in _ = try session.finish(in: world) }
    // The class board's server, if any: after the results and the local save, at
    // most ClassBoard.timeout seconds; Ctrl-C now leaves the score queued.
    world.gameCenter.sendWaiting()
  }

  /// The next answer; `:say` in between says the last right form and asks again.
  /// nil when the player quits (`:q`) or input ends.
  private mutating func readAnswer() -> String? {
    while let line = world.console.readLine(prompt: QuizText.answerPrompt) {
      switch line.trimmingCharacters(in: .whitespaces) {
      case Self.quitCommand: return nil
      case Self.sayCommand:
        if let lastCorrect { say(lastCorrect) } else {
          world.console.write("Nothing to say yet: :say repeats the last right form.\n")
        }
      default: return line
      }
    }
    return nil
  }

  /// Says a form; the first failure is told once, then the quiz goes on silently.
  private mutating func say(_ form: String) {
    guard !speechFailed else { return }
    do {
      try world.utterer.say(form, region: session.settings.region)
    } catch {
      speechFailed = true
      world.console.writeError("conjugar: \(error.message) (the quiz goes on without speech)\n")
    }
  }
}
