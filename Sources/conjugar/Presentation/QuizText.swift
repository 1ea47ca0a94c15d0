import FoundationEssentials
import ConjugarCore

/// How the quiz shows questions, feedback and results.
enum QuizText {
  /// The header: what the quiz asks and how to answer.
  static func header(_ session: QuizSession, style: Style, width: Int = 80) -> String {
    let settings = session.settings
    // Spain asks vosotros too: the header says so beside tú or vos.
    let second = settings.secondSingularQuiz.rawValue.lowercased()
      + (settings.region == .spain ? " and vosotros" : "")
    let kind = session.kind == .quiz ? "" : " " + session.kind.rawValue
    let count = session.questions.count
    // At a narrow terminal the lines break between their parts, never inside one.
    let title = joined(
      [
        "conjugar\(kind) — \(count) question\(count == 1 ? "" : "s")", settings.region.rawValue,
        settings.difficulty.rawValue, second,
      ], separator: " · ", width: width)
    let how = "Type the form and press Return; :q quits."
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
    question.person?.label(imperative: question.tense.isImperative)
  }

  /// "hablar · presente de indicativo · yo"; a context sentence as asked, with
  /// its slot and infinitive.
  static func describe(_ q: Question) -> String {
    if let id = q.sentence {
      return (try? ContextLibrary.standard())?.sentence(id)?.prompt ?? "\(q.infinitive) · \(id)"
    }
    return ([q.infinitive, q.tense.displayName] + [person(q)].compactMap { $0 }).concatenated(separator: " · ")
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
    // Too wide for the terminal: what is asked goes on a line of its own.
    let line = plainWidth <= width ? verb + " — " + asked : verb + "\n  " + asked
    return "\n\(status)\n\(line)\n"
  }

  /// A context sentence: "Question 3/20 · B1 · pretérito or imperfecto", the
  /// sentence with its slot and the English under it; `englishFirst`, the English
  /// and the verb alone (the Spanish follows the answer, `contextAfter`).
  static func contextPrompt(
    _ s: ContextSentence, number: Int, of total: Int, englishFirst: Bool, style: Style, width: Int = 80
  ) -> String {
    let status = style.dim(
      joined(["Question \(number)/\(total)", s.level.rawValue, s.topic.title], separator: " · ", width: width))
    let body =
      englishFirst
      // Without the Spanish, English "you" does not say tú, usted, vos or vosotros:
      // every person but a third one (the English names it: "it", "my parents") is shown.
      ? TextWrap.wrap(TerminalText.safe(s.english), width: width) + "\n"
        + style.bold(
          s.person == nil || s.showsPerson || s.subject == .el || s.subject == .ellos
            ? s.slotHint : "(\(s.verb), \(s.subject.label))")
      : TextWrap.wrap(TerminalText.safe(s.prompt), width: width) + "\n"
        + style.dim(TextWrap.wrap("(" + TerminalText.safe(s.english) + ")", width: width))
    return "\n\(status)\n\(body)\n"
  }

  /// After an answer to a context sentence (under the feedback and any
  /// explanation): the Spanish in English-first mode, the other accepted
  /// readings, and what each would mean.
  static func contextAfter(
    _ s: ContextSentence, result: QuestionResult, accepted: Form?, englishFirst: Bool, style: Style,
    width: Int = 80
  ) -> String {
    var text = ""
    if englishFirst {
      text += TextWrap.wrap(TerminalText.safe(s.filled(with: result.correctForm)), width: width, indent: 2) + "\n"
    }
    // Every other spelling that counts: the other readings, the -se forms beside
    // the -ra ones, spellings the RAE also accepts.
    let others = (accepted?.accepted ?? []).filter {
      $0 != result.correctForm && AnswerGrader.normalize($0) != result.answer
    }
    if !others.isEmpty {
      text += TextWrap.wrap("Also right: " + others.joined(separator: ", "), width: width, indent: 2) + "\n"
    }
    if let note = s.note {
      text += style.dim(TextWrap.wrap(TerminalText.safe(note), width: width, indent: 2)) + "\n"
    }
    return text
  }

  /// Where the answer is typed.
  static let answerPrompt = "> "

  /// One line, or at a narrow terminal the right form on a line of its own.
  static func feedback(_ result: QuestionResult, style: Style, width: Int = 80) -> String {
    let form = result.correctForm
    switch result.grade {
    case .total: return style.green("✓ Correct.") + "\n"
    case .partial:
      let fits = TerminalText.width("≈ Mind the accent: \(form) (5 points)") <= width
      return style.yellow("≈ Mind the accent:" + (fits ? " " : "\n  ") + form) + " (5 points)\n"
    case .wrong:
      let mark = result.answer.isEmpty ? "✗ No answer." : "✗ Wrong."
      let fits = TerminalText.width(mark + " The answer is \(form).") <= width
      return style.red(mark) + " The answer is" + (fits ? " " : "\n  ") + style.bold(form) + ".\n"
    }
  }

  static func mark(_ grade: Grade) -> String {
    switch grade {
    case .total: "✓"
    case .partial: "≈"
    case .wrong: "✗"
    }
  }

  static func results(
    _ score: Score, style: Style, width: Int = 80, kind: SessionKind = .quiz
  ) -> String {
    var table = TextTable([.right, .left, .left, .left, .left])
    table.append(["#", "Question", "Your answer", "Correct form", ""])
    for (i, r) in score.results.enumerated() {
      table.append([
        String(i + 1), describe(r.question), r.answer.isEmpty ? "—" : r.answer, r.correctForm,
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
          TextWrap.lines(head + describe(r.question), width: width, indent: number + 4)
          + TextWrap.lines(indent + answers, width: width, indent: number + 4)
        lines += entry.map(colour(r.grade))
      }
    }
    var text = "\n" + style.bold("Results") + "\n" + lines.map { $0 + "\n" }.joined()
    let total = score.results.count * Grade.total.points
    text +=
      "\n"
      + TextWrap.wrap(
        "Points: \(score.points) of \(total) (\(score.region.rawValue), \(score.difficulty.rawValue))", width: width,
        indent: 2) + "\n"
    text +=
      kind == .quiz
      ? "Score: \(score.value)\n"
      : TextWrap.wrap(
        "Not ranked: this \(kind.rawValue) goes to your history and your review schedule.", width: width, indent: 2)
        + "\n"
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
