import Foundation
import ConjugarCore

/// How the quiz shows questions, feedback and results.
enum QuizText {
  /// The header: what the quiz asks and how to answer.
  static func header(_ session: QuizSession, style: Style) -> String {
    let settings = session.settings
    let second = settings.secondSingularQuiz.rawValue.lowercased()
    return style.bold("conjugar")
      + " — \(session.questions.count) questions · \(settings.region.rawValue) · "
      + "\(settings.difficulty.rawValue) · \(second)\n"
      + "Type the form and press Return; :q quits. No Spanish keyboard? "
      + "a' → á, u: → ü, n~ → ñ.\n"
  }

  static func person(_ question: Question) -> String? {
    question.person?.label(imperative: question.tense.isImperative)
  }

  /// "hablar · presente de indicativo · yo"
  static func describe(_ q: Question) -> String {
    ([q.infinitive, q.tense.displayName] + [person(q)].compactMap { $0 }).joined(separator: " · ")
  }

  static func prompt(
    _ q: Question, gloss: String?, number: Int, of total: Int, points: Int, elapsed: Int,
    style: Style
  ) -> String {
    // Points, the scale the feedback speaks in (10 a right answer); the score,
    // scaled by region and difficulty, comes at the end.
    let status = style.dim("Question \(number)/\(total) · \(points) points · \(Scoring.clock(elapsed))")
    let line = style.bold(q.infinitive) + (gloss.map { " (\($0))" } ?? "") + " — " + q.tense.displayName
      + (person(q).map { " — " + style.bold($0) } ?? "")
    return "\n\(status)\n\(line)\n"
  }

  /// Where the answer is typed.
  static let answerPrompt = "> "

  static func feedback(_ result: QuestionResult, style: Style) -> String {
    switch result.grade {
    case .total: style.green("✓ Correct.") + "\n"
    case .partial: style.yellow("≈ Mind the accent: \(result.correctForm)") + " (5 points)\n"
    case .wrong:
      style.red(result.answer.isEmpty ? "✗ No answer." : "✗ Wrong.") + " The answer is "
        + style.bold(result.correctForm) + ".\n"
    }
  }

  static func mark(_ grade: Grade) -> String {
    switch grade {
    case .total: "✓"
    case .partial: "≈"
    case .wrong: "✗"
    }
  }

  static func results(_ score: Score, style: Style) -> String {
    var table = TextTable([.right, .left, .left, .left, .left])
    table.append(["#", "Question", "Your answer", "Correct form", ""])
    for (i, r) in score.results.enumerated() {
      table.append([
        String(i + 1), describe(r.question), r.answer.isEmpty ? "—" : r.answer, r.correctForm,
        mark(r.grade),
      ])
    }
    let lines = table.lines { row, line in
      guard row > 0 else { return line }
      switch score.results[row - 1].grade {
      case .total: return style.green(line)
      case .partial: return style.yellow(line)
      case .wrong: return style.red(line)
      }
    }
    var text = "\n" + style.bold("Results") + "\n" + lines.map { $0 + "\n" }.joined()
    let total = score.results.count * Grade.total.points
    text += "\nPoints: \(score.points) of \(total) (\(score.region.rawValue), \(score.difficulty.rawValue))\n"
    text += "Score: \(score.value)\n"
    text += "Time: \(Scoring.clock(score.elapsedSeconds))\n"
    return text
  }
}
