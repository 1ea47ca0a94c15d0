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
  /// Why speech failed (espeak-ng missing, no sound device): the quiz said so
  /// once and goes on silently.
  private var speechFailure: String?
  /// The info topics already pointed to: once per topic per quiz.
  private var pointedTo: Set<String> = []
  /// Context sentences: the English first, the Spanish after the answer.
  var englishFirst = false
  /// The context sentences, read when a question is one.
  private let library: ContextLibrary?

  init(session: QuizSession, world: World) {
    self.session = session
    self.world = world
    library = session.questions.contains { $0.sentence != nil } ? try? ContextLibrary.standard() : nil
  }

  private func sentence(_ question: Question) -> ContextSentence? {
    question.sentence.flatMap { library?.sentence($0) }
  }

  mutating func play() throws {
    let console = world.console
    let style = Style(enabled: console.usesColour)
    // Signal handling is per process, hence the one shared Interrupt (see its declaration).
    Interrupt.shared.install(console: console, colour: style.enabled)
    defer { Interrupt.shared.uninstall() }
    let total = session.questions.count
    console.write(QuizText.header(session, style: style, width: console.columns))
    while let question = session.game.currentQuestion {
      let elapsed = session.game.elapsedSeconds(at: world.clock.now())
      let context = sentence(question)
      if let context {
        console.write(
          QuizText.contextPrompt(
            context, number: session.game.number, of: total, englishFirst: englishFirst, style: style,
            width: console.columns))
      } else {
        console.write(
          QuizText.prompt(
            question, gloss: world.catalog.translation(of: question.infinitive),
            number: session.game.number, of: total, points: session.game.points, elapsed: elapsed,
            style: style, width: console.columns))
      }
      guard let line = readAnswer() else {
        try stopEarly(total: total)
        return
      }
      if let result = try session.answer(line) {
        console.write(QuizText.feedback(result, style: style, width: console.columns))
        if let explanation = result.explanation {
          console.write(TextWrap.wrap(explanation.text, width: console.columns, indent: 2) + "\n")
        }
        if let context {
          console.write(
            QuizText.contextAfter(
              context, result: result, accepted: context.accepted(in: world.catalog), englishFirst: englishFirst,
              style: style, width: console.columns))
          if result.grade == .wrong, let page = context.topic.infoPages.first, pointedTo.insert(page).inserted {
            console.write(
              style.dim(TextWrap.wrap("More on this: conjugar info \(page)", width: console.columns, indent: 2)) + "\n")
          }
        } else if result.grade == .wrong, let topic = InfoCatalog.standard.topics.first(where: {
          $0.tenses.contains(result.question.tense)
        }), pointedTo.insert(topic.key).inserted {
          // The gerundio and participio are forms, not tenses.
          let what = topic.tenses.contains(where: \.isFinite) ? "this tense" : "the \(topic.key)"
          console.write(
            style.dim(TextWrap.wrap("More on \(what): conjugar info \(topic.key)", width: console.columns, indent: 2))
              + "\n")
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
    // most ClassBoard.timeout seconds (conjugar-classboard's; conjugar stops it a
    // second later); Ctrl-C now leaves the score queued.
    world.gameCenter.sendWaiting()
  }

  /// `:q` or the end of input before the last answer. A ranked quiz reports
  /// nothing; practice and review keep the answers given for the review schedule.
  private func stopEarly(total: Int) throws {
    let console = world.console
    let answered = session.game.results.count
    let kind = session.kind
    guard kind != .quiz, answered > 0 else {
      let name = kind == .quiz ? "Quiz" : kind.rawValue.capitalized
      console.write(
        "\n" + TextWrap.wrap(
          "\(name) stopped after \(answered) of \(total) questions; nothing reported.",
          width: console.columns) + "\n")
      return
    }
    let session = session
    let world = world
    try Interrupt.shared.saving { () throws(QuizNotSaved) in _ = try session.keepAnswered(in: world) }
    let answers = answered == 1 ? "answer counts" : "\(answered) answers count"
    console.write(
      "\n" + TextWrap.wrap(
        "\(kind.rawValue.capitalized) stopped after \(answered) of \(total) questions; "
          + "your \(answers) for review (not in the history).", width: console.columns) + "\n")
  }

  /// The next answer; `:say` in between says the last right form and asks again.
  /// nil when the player quits (`:q`) or input ends.
  private mutating func readAnswer() -> String? {
    while let line = world.console.readLine(prompt: QuizText.answerPrompt) {
      switch line.trimmingCharacters(in: .whitespaces) {
      case Self.quitCommand: return nil
      case Self.sayCommand:
        if speechFailure != nil {
          // Asked for by name: a short reminder rather than silence.
          world.console.write(TextWrap.wrap("No speech: \(speechFailure ?? "").", width: world.console.columns) + "\n")
        } else if let lastCorrect {
          say(lastCorrect)
        } else {
          world.console.write("Nothing to say yet: :say repeats the last right form.\n")
        }
      default: return line
      }
    }
    return nil
  }

  /// Says a form; the first failure is told once, then the quiz goes on silently.
  private mutating func say(_ form: String) {
    guard speechFailure == nil else { return }
    do {
      try world.utterer.say(form, region: session.settings.region)
    } catch {
      speechFailure = error.message
      world.console.writeError(
        TextWrap.wrap("conjugar: \(error.message); the quiz goes on without speech.", width: world.console.columns)
          + "\n")
    }
  }
}
