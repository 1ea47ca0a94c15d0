import ConjugarCore
import FoundationEssentials

/// How the quiz shows questions, feedback and results.
enum QuizText {
  /// The header: what the quiz asks and how to answer.
  static func header(_ session: QuizSession, style: Style, width: Int = 80) -> String {
    let settings = session.settings
    // Spain asks vosotros too: the header says so beside tú or vos.
    let second =
      settings.secondSingularQuiz.rawValue.lowercased()
      + (settings.region == .spain ? " and vosotros" : "")
    let kind = session.kind == .quiz ? "" : " " + (session.plan.name ?? session.kind.rawValue)
    let count = session.questions.count
    // The difficulty chooses a quiz's and a practice's questions; a review's come
    // from its schedule and a context session's from its sentences (a B2 sentence
    // under "Easy" would say the difficulty was ignored).
    let difficulty = [.quiz, .practice].contains(session.kind) ? [settings.difficulty.rawValue] : []
    // At a narrow terminal the lines break between their parts, never inside one.
    let title = joined(
      ["conjugar\(kind) — \(count) question\(count == 1 ? "" : "s")", settings.region.rawValue]
        + difficulty + [second], separator: " · ", width: width)
    let how = "Type the form and press Return; :help for help, :q quits."
    let keyboard = joined(["No Spanish keyboard?", "a' → á,", "u: → ü,", "n~ → ñ."], separator: " ", width: width)
    let help =
      TerminalText.width(how + " " + keyboard) <= width
      ? how + " " + keyboard
      : TextWrap.wrap(how, width: width) + "\n" + keyboard
    return style.bold("conjugar") + String(title.dropFirst("conjugar".count)) + "\n" + help + "\n"
  }

  /// `parts` joined by `separator`, a new line (without the separator) started
  /// where the next part would pass `width`.
  static func joined(_ parts: [String], separator: String, width: Int) -> String {
    var text = ""
    var row = 0
    for part in parts {
      let needed = TerminalText.width(separator) + TerminalText.width(part)
      if text.isEmpty {
        text = part
        row = TerminalText.width(part)
      } else if row + needed <= width {
        text += separator + part
        row += needed
      } else {
        text += "\n" + part
        row = TerminalText.width(part)
      }
    }
    return text
  }

  static func person(_ question: Question) -> String? {
    guard question.addressedFormally else { return question.person?.label(imperative: question.tense.isImperative) }
    // Asked for by that name: usted and ustedes, in every tense.
    return question.person?.label(imperative: true)
  }

  /// "hablar · presente de indicativo · yo"; a context sentence as asked, with
  /// its slot and infinitive.
  static func describe(_ q: Question, contexts: ContextSentences) -> String {
    if let id = q.sentence {
      return contexts.sentence(id)?.prompt ?? "\(q.infinitive) · \(id)"
    }
    return describe(q)
  }

  /// "hablar · presente de indicativo · yo": a question of a named tense.
  static func describe(_ q: Question) -> String {
    ([q.infinitive, q.tense.displayName] + [person(q)].compactMap { $0 }).joined(separator: " · ")
  }

  static func prompt(
    _ q: Question, gloss: String?, number: Int, of total: Int, points: Int, elapsed: Int,
    style: Style, width: Int = 80
  ) -> String {
    // Points, the scale the feedback speaks in (10 a right answer); the score,
    // scaled by region and difficulty, comes at the end.
    let status = style.dim("Question \(number)/\(total) · \(points) points · \(Scoring.clock(elapsed))")
    let verb = style.bold(q.infinitive) + (gloss.map { " (\($0))" } ?? "")
    let asked = q.tense.displayName + (person(q).map { " — " + style.bold($0) } ?? "")
    let plainWidth = TerminalText.width(
      q.infinitive + (gloss.map { " (\($0))" } ?? "") + " — " + q.tense.displayName
        + (person(q).map { " — " + $0 } ?? ""))
    guard plainWidth > width else { return "\n\(status)\n\(verb) — \(asked)\n" }
    // Too wide for the terminal: what is asked goes on a line of its own, and a
    // line still too wide breaks at spaces (the terminal would break a word).
    func wrapped(_ text: String, bolding part: String, atEnd: Bool) -> String {
      let lines = TextWrap.wrap(text, width: width, indent: 2)
      if atEnd, lines.hasSuffix(part) { return lines.dropLast(part.count) + style.bold(part) }
      if !atEnd, lines.hasPrefix(part) { return style.bold(part) + lines.dropFirst(part.count) }
      return lines
    }
    let verbLines = wrapped(q.infinitive + (gloss.map { " (\($0))" } ?? ""), bolding: q.infinitive, atEnd: false)
    let askedText = "  " + q.tense.displayName + (person(q).map { " — " + $0 } ?? "")
    let askedLines =
      person(q).map { wrapped(askedText, bolding: $0, atEnd: true) }
      ?? TextWrap.wrap(askedText, width: width, indent: 2)
    return "\n\(status)\n\(verbLines)\n\(askedLines)\n"
  }

  /// Where the answer is typed.
  static let answerPrompt = "> "

  /// One line, or at a narrow terminal the right form on a line of its own.
  static func feedback(_ result: QuestionResult, style: Style, width: Int = 80) -> String {
    let form = result.correctForm
    switch result.grade {
    case .total: return style.green("✓ Correct.") + "\n"
    case .partial:
      // Why only 5: help asked for, the spoken voseo form, or an accent slip.
      let why =
        result.helped
        ? "≈ Right, with help:" : result.explanation?.kind == .spokenVoseo ? "≈ Half marks:" : "≈ Mind the accent:"
      let fits = TerminalText.width("\(why) \(form) (5 points)") <= width
      return style.yellow(why + (fits ? " " : "\n  ") + form) + " (5 points)\n"
    case .wrong:
      let mark = result.answer.isEmpty ? "✗ No answer." : "✗ Wrong."
      let fits = TerminalText.width(mark + " The answer is \(form).") <= width
      return style.red(mark) + " The answer is" + (fits ? " " : "\n  ") + style.bold(form) + ".\n"
    }
  }

  /// `:help` and `?`: what can be typed instead of an answer. A context sentence
  /// takes no `:table` or `:info` (they would name the tense it asks to choose);
  /// its first `:hint` is the English, unless the English is shown already.
  static func helpList(ranked: Bool, context: Bool = false, englishShown: Bool = false, width: Int) -> String {
    let capped = ranked ? " (then at most 5 points)" : ""
    let hint =
      context && !englishShown
      ? "the English, then the start of the answer; again for more (then at most 5 points)"
      : "the start of the answer; again for more (then at most 5 points)"
    let rows =
      [(":hint", hint)]
      + (context
        ? []
        : [
          (":table", "this tense's table, the answer blanked\(capped)"),
          (":info", "what this tense is for, in short\(capped)"),
        ]) + [
        (":say", "say the last right form aloud"),
        (":q", "stop here"),
      ]
    return rows.map { name, what in
      TextWrap.wrap(name + String(repeating: " ", count: max(1, 8 - name.count)) + what, width: width, indent: 8)
    }.joined(separator: "\n") + "\n"
  }

  /// `:hint`: "Hint: habl…".
  static func hint(_ start: String, more: Bool, style: Style, width: Int) -> String {
    let last = more ? "" : " (no more hints)"
    return TextWrap.wrap("Hint: " + style.bold(start + "…") + last, width: width, indent: 2) + "\n"
  }

  /// `:table`: the tense's forms, the answer's cell blanked.
  static func table(_ rows: [QuizHelpText.Row], question: Question, style: Style, width: Int) -> String {
    guard !rows.isEmpty else { return "No table for this question.\n" }
    var table = TextTable([.left, .left])
    for row in rows { table.append([row.label, row.form ?? "____"]) }
    let title = question.tense.isFinite ? question.tense.displayName : "formas no personales"
    return "\n" + style.bold(title) + "\n" + table.lines().map { "  " + $0 + "\n" }.joined()
  }

  /// `:info`: the tense's summary and where the whole page is.
  static func info(_ info: (line: String, key: String)?, width: Int) -> String {
    guard let info else { return "No summary for this question.\n" }
    return "\n" + TextWrap.wrap(info.line, width: width, indent: 2) + "\n"
      + TextWrap.wrap("More: conjugar info \(info.key)", width: width, indent: 2) + "\n"
  }

  /// A line that is more than the form (`AnswerShape`): how to answer; the
  /// question stays open.
  static func formAlone(_ problem: AnswerShape, width: Int) -> String {
    let without =
      switch problem {
      case let .subjectPronoun(pronoun): "without the subject pronoun (\(TerminalText.safe(pronoun)))"
      case .punctuation: "without punctuation"
      }
    return TextWrap.wrap("Type the form alone, \(without); the question is still open.", width: width, indent: 2)
      + "\n"
  }

  /// A line starting with ':' that is no command: it is not an answer.
  static func unknownCommand(_ command: String, context: Bool = false, width: Int) -> String {
    let commands = context ? ":hint, :say, :help, :q" : ":hint, :table, :info, :say, :help, :q"
    return TextWrap.wrap(
      "\(TerminalText.safe(command)) is not a command: \(commands).", width: width, indent: 2) + "\n"
  }

  /// The pointer after a wrong answer ("More on this tense: conjugar info
  /// preterito") wrapped to `width`: the command is never split, so that it can be
  /// copied whole; when it does not fit after the label it goes, whole, on the
  /// next line (indented 2), even past the width.
  static func pointer(_ pointer: InfoPointers.Pointer, width: Int) -> String {
    let (label, command) = parts(of: pointer)
    let line = label + " " + command
    if TerminalText.width(line) <= width { return line }
    return TextWrap.wrap(label, width: width, indent: 2) + "\n  " + command
  }

  private static func parts(of pointer: InfoPointers.Pointer) -> (label: String, command: String) {
    switch pointer {
    case let .context(page): ("More on this:", "conjugar info \(page)")
    case let .tense(page): ("More on this tense:", "conjugar info \(page)")
    case let .form(page): ("More on the \(page):", "conjugar info \(page)")
    }
  }

  /// A session left before its end (`:q`, end of input): what became of it.
  static func stopped(answered: Int, of total: Int, kind: SessionKind, name: String? = nil, width: Int) -> String {
    let named = name ?? kind.name
    let name = named.prefix(1).uppercased() + named.dropFirst()
    guard answered > 0 else {
      return "\n" + TextWrap.wrap("\(name) stopped after 0 of \(total) questions; nothing reported.", width: width)
        + "\n"
    }
    let answers = answered == 1 ? "answer counts" : "\(answered) answers count"
    let not = kind == .quiz ? "not ranked, not in the history" : "not in the history"
    return "\n"
      + TextWrap.wrap(
        "\(name) stopped after \(answered) of \(total) questions; your \(answers) for review (\(not)).",
        width: width) + "\n"
  }

  /// The last lines of a session: the personal best, what is due, what to run
  /// next. A named session (today's) has its own last lines: only what is due.
  static func sessionEnd(_ end: SessionEnd, named: Bool = false, width: Int) -> String {
    var lines: [String] = []
    if end.bestKnown && !named {
      let unit = end.kind == .quiz ? "" : "%"
      let what =
        end.kind == .quiz
        ? "ranked quiz at \(end.difficulty.rawValue), \(end.region.rawValue)" : end.kind.rawValue
      let this = "\(end.value)\(unit)"
      switch end.previousBest {
      case nil: lines.append("First \(what): \(this), your personal best.")
      case let best? where end.value > best:
        lines.append("New personal best for a \(what): \(this) (was \(best)\(unit)).")
      case let best?: lines.append("Personal best for a \(what): \(best)\(unit); this one: \(this).")
      }
    }
    if let due = end.dueNow {
      let more = (end.toReview ?? 0) - due
      lines.append(
        "Due for review now: \(due) item\(due == 1 ? "" : "s")"
          + (more > 0 ? ", and \(more) missed item\(more == 1 ? "" : "s") waiting in review." : "."))
    }
    if !named { lines.append("Next: \(end.nextCommand)") }
    return lines.map { TextWrap.wrap($0, width: width, indent: 2) + "\n" }.joined()
  }

  /// Said once a session played to its end is saved. A ranked quiz says nothing:
  /// its score and personal best say it.
  static func saved(_ kind: SessionKind, name: String? = nil, width: Int) -> String {
    guard kind != .quiz else { return "" }
    let line = "Saved: this \(name ?? kind.name) is in your history and your review schedule."
    return TextWrap.wrap(line, width: width, indent: 2) + "\n"
  }

  /// Before a save, or a session's start, that another program's lock holds up.
  static func waitingForDatabase(width: Int) -> String {
    TextWrap.wrap("Waiting for the database: another program is using it…", width: width, indent: 2) + "\n"
  }

  static func mark(_ grade: Grade) -> String {
    switch grade {
    case .total: "✓"
    case .partial: "≈"
    case .wrong: "✗"
    }
  }

  static func results(
    _ score: Score, style: Style, width: Int = 80, kind: SessionKind = .quiz, name: String? = nil,
    contexts: ContextSentences
  ) -> String {
    var table = TextTable([.right, .left, .left, .left, .left])
    table.append(["#", "Question", "Your answer", "Correct form", ""])
    for (i, r) in score.results.enumerated() {
      table.append([
        String(i + 1), describe(r.question, contexts: contexts), r.answer.isEmpty ? "—" : r.answer, r.correctForm,
        mark(r.grade),
      ])
    }
    func colour(_ grade: Grade) -> (String) -> String {
      switch grade {
      case .total: style.green
      case .partial: style.yellow
      case .wrong: style.red
      }
    }
    var lines = table.lines { row, line in row > 0 ? colour(score.results[row - 1].grade)(line) : line }
    if table.lines().contains(where: { TerminalText.width($0) > width }) {
      // Too wide for the terminal: each question on one line, the answers under it.
      let number = String(score.results.count).count
      lines = ["#".leftPadded(to: number) + "  Question: your answer → correct form"]
      for (i, r) in score.results.enumerated() {
        let given = r.answer.isEmpty ? "—" : TerminalText.safe(r.answer)
        let answers = r.grade == .total ? given : given + " → " + r.correctForm
        let head = String(i + 1).leftPadded(to: number) + "  " + mark(r.grade) + " "
        let indent = String(repeating: " ", count: number + 4)
        let entry =
          TextWrap.lines(head + describe(r.question, contexts: contexts), width: width, indent: number + 4)
          + TextWrap.lines(indent + answers, width: width, indent: number + 4)
        lines += entry.map(colour(r.grade))
      }
    }
    var text = "\n" + style.bold("Results") + "\n" + lines.map { $0 + "\n" }.joined()
    let total = score.results.count * Grade.total.points
    // Region and difficulty scale a ranked quiz's points into its score; they
    // scale nothing else, and a review or context session is not chosen by them.
    let scaled = kind == .quiz ? " (\(score.region.rawValue), \(score.difficulty.rawValue))" : ""
    text += "\n" + TextWrap.wrap("Points: \(score.points) of \(total)\(scaled)", width: width, indent: 2) + "\n"
    // Unranked, nothing is said of the history yet: the save may still fail or
    // wait (see `saved`).
    text += kind == .quiz ? "Score: \(score.value)\n" : "Not ranked: this is a \(name ?? kind.name).\n"
    text += "Time: \(Scoring.clock(score.elapsedSeconds))\n"
    return text
  }
}

extension String {
  /// Right-aligned in `width` characters.
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
