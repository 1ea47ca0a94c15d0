import ConjugarCore

/// The quiz at the terminal: reads a line, hands it to the session, prints the
/// feedback. How the session ends (played to the end, `:q` or end of input, a
/// signal) is SessionEnding's to decide: this prints the steps it is handed. The
/// rules are the session's (QuizSession); this only reads and prints.
struct QuizPlayer {
  var session: QuizSession
  let world: World
  /// The session's end, shared with the signal handler.
  let ending: SessionEnding
  static let quitCommand = ":q"
  static let sayCommand = ":say"
  /// Help asked for on the current question (it caps the points; see QuizSession.answer).
  private var help: Set<QuizHelp> = []
  /// How many `:hint`s the current question has had.
  private var hints = 0
  /// The last right form shown, for `:say`.
  private var lastCorrect: String?
  /// Why speech failed (espeak-ng missing, no sound device): the quiz said so
  /// once and goes on silently.
  private var speechFailure: String?
  /// Which info page to point to after a wrong answer (once per page per session).
  private var pointers = InfoPointers()
  /// Context sentences: the English first, the Spanish after the answer.
  var englishFirst = false
  /// Context sentences: the learner chose one topic, so naming it before the
  /// answer gives nothing away.
  var showsTopic = false
  /// The context sentences, read when a question is one.
  private let library: ContextLibrary?
  /// One part of a longer flow (a placement's stage): no header and no ending of
  /// its own (the flow prints one summary), questions numbered within the flow.
  var flow: Flow?

  /// Where a part sits in its flow: questions, points and seconds of the parts
  /// before it, and the flow's questions at most.
  struct Flow {
    let before: Int
    let points: Int
    let seconds: Int
    let total: Int
  }

  init(session: QuizSession, world: World) {
    self.session = session
    self.world = world
    ending = SessionEnding(kind: session.kind)
    library = session.questions.contains { $0.sentence != nil } ? try? world.contexts.library() : nil
  }

  private func sentence(_ question: Question) -> ContextSentence? {
    question.sentence.flatMap { library?.sentence($0) }
  }

  mutating func play() throws {
    let console = world.console
    let style = Style(enabled: console.usesColour)
    // Signal handling is per process, hence the one shared Interrupt (see its declaration).
    try ending.begin(in: world) { show($0, style: style) }
    Interrupt.shared.install(console: console, colour: style.enabled, ending: ending)
    defer { Interrupt.shared.uninstall() }
    if flow == nil { console.write(QuizText.header(session, style: style, width: console.columns)) }
    while let question = session.game.currentQuestion {
      let context = sentence(question)
      showQuestion(question, style: style)
      help = []
      hints = 0
      guard let line = readAnswer(question, style: style) else {
        try ending.stop(session, in: world) { show($0, style: style) }
        return
      }
      if let result = try session.answer(line, help: help) {
        console.write(QuizText.feedback(result, style: style, width: console.columns))
        if let explanation = result.explanation {
          console.write(TextWrap.wrap(explanation.text, width: console.columns, indent: 2) + "\n")
        }
        if let context {
          console.write(
            QuizText.contextAfter(
              context, result: result, accepted: context.accepted(in: world.catalog),
              alternative: context.alternative(answering: result.answer, in: world.catalog),
              englishFirst: englishFirst, showsTopic: showsTopic, style: style, width: console.columns))
        }
        if let pointer = pointers.after(result, sentence: context) {
          console.write(style.dim(QuizText.pointer(pointer, width: console.columns)) + "\n")
        }
        lastCorrect = result.correctForm
        if session.settings.speakAnswers { say(result.correctForm) }
      }
    }
    try ending.finish(session, in: world) { show($0, style: style) }
  }

  /// A step of the session's end, printed.
  private func show(_ step: SessionEnding.Step, style: Style) {
    let console = world.console
    // A part of a flow says only that it waits: its flow ends with one summary.
    if flow != nil, case .waiting = step {
      console.write(QuizText.waitingForDatabase(width: console.columns))
      return
    }
    guard flow == nil else { return }
    switch step {
    case let .results(score):
      console.write(
        QuizText.results(
          score, style: style, width: console.columns, kind: session.kind, name: session.plan.name,
          contexts: world.contexts))
    case .waiting:
      console.write(QuizText.waitingForDatabase(width: console.columns))
    case let .saved(kind):
      console.write(QuizText.saved(kind, name: session.plan.name, width: console.columns))
    case let .stopped(answered, total):
      console.write(
        QuizText.stopped(
          answered: answered, of: total, kind: session.kind, name: session.plan.name, width: console.columns))
    case let .end(end):
      console.write(QuizText.sessionEnd(end, named: session.plan.name != nil, width: console.columns))
    }
  }

  private func showQuestion(_ question: Question, style: Style) {
    let console = world.console
    let number = session.game.number + (flow?.before ?? 0)
    let total = flow?.total ?? session.questions.count
    if let context = sentence(question) {
      console.write(
        QuizText.contextPrompt(
          context, number: number, of: total, englishFirst: englishFirst,
          showsTopic: showsTopic, style: style, width: console.columns))
      return
    }
    console.write(
      QuizText.prompt(
        question, gloss: world.catalog.translation(of: question.infinitive),
        number: number, of: total, points: session.game.points + (flow?.points ?? 0),
        elapsed: session.game.elapsedSeconds(at: world.clock.now()) + (flow?.seconds ?? 0), style: style,
        width: console.columns))
  }

  /// The next answer. Commands in between (`:say`, `:hint`, `:table`, `:info`,
  /// `:help` or `?`, and any other line starting with `:`) are answered and the
  /// same question stays open; none of them is an answer or is recorded.
  /// nil when the player quits (`:q`) or input ends.
  private mutating func readAnswer(_ question: Question, style: Style) -> String? {
    let console = world.console
    let width = console.columns
    while let line = console.readLine(prompt: QuizText.answerPrompt) {
      let command = line.trimmingCharacters(in: .whitespaces)
      switch command.lowercased() {
      case Self.quitCommand: return nil
      case ":help", "?":
        console.write(
          QuizText.helpList(
            ranked: session.kind == .quiz, context: question.sentence != nil, englishShown: englishFirst, width: width))
      case ":hint":
        hints += 1
        help.insert(.hint)
        // A sentence's first hint is its English (unless shown already): the
        // meaning, before any letter of the form.
        let english = englishFirst ? nil : sentence(question)?.english
        if let english, hints == 1 {
          console.write(QuizText.englishHint(english, style: style, width: width))
        } else {
          let level = english == nil ? hints : hints - 1
          console.write(
            QuizText.hint(
              session.hint(level: level), more: session.hasMoreHints(level: level + 1), style: style, width: width))
        }
      case ":table" where question.sentence != nil, ":info" where question.sentence != nil:
        // The table and the tense's page would name the tense, and choosing it is
        // what a context sentence asks.
        let first = englishFirst ? "the start of the answer" : "the English, then the start of the answer"
        console.write(
          TextWrap.wrap(
            "In a sentence the tense is yours to choose, so :table and :info are not offered; "
              + ":hint shows \(first).", width: width) + "\n")
      case ":table":
        help.insert(.table)
        console.write(QuizText.table(session.table(), question: question, style: style, width: width))
        showQuestion(question, style: style)
      case ":info":
        help.insert(.info)
        console.write(QuizText.info(QuizHelpText.info(question.tense), width: width))
        showQuestion(question, style: style)
      case Self.sayCommand:
        if speechFailure != nil {
          // Asked for by name: a short reminder rather than silence.
          world.console.write(TextWrap.wrap("No speech: \(speechFailure ?? "").", width: world.console.columns) + "\n")
        } else if let lastCorrect {
          say(lastCorrect)
        } else {
          world.console.write("Nothing to say yet: :say repeats the last right form.\n")
        }
      default:
        // No Spanish form starts with ':': a mistyped command is never an answer.
        if command.hasPrefix(":") {
          console.write(QuizText.unknownCommand(command, context: question.sentence != nil, width: width))
        } else if let problem = AnswerShape.problem(line) {
          console.write(QuizText.formAlone(problem, width: width))
        } else {
          return line
        }
      }
    }
    return nil
  }

  /// Says a form; the first failure is told once, then the quiz goes on silently.
  private mutating func say(_ form: String) {
    guard speechFailure == nil else { return }
    do {
      try world.utterer.say(form, region: session.settings.region, console: world.console)
    } catch {
      speechFailure = error.message
      let width = world.console.columns
      world.console.warn("\(error.message); the quiz goes on without speech.") { TextWrap.wrap($0, width: width) }
    }
  }
}
