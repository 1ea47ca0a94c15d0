import Foundation
import ConjugarCore

/// How the quiz shows questions, feedback and results.
enum QuizText {
  static func gloss(_ infinitive: String) -> String {
    VerbCatalog.standard.translation(of: infinitive).map { " (\($0))" } ?? ""
  }

  static func person(_ question: Question) -> String? {
    question.person?.label(imperative: question.tense.isImperative)
  }

  /// "hablar · presente de indicativo · yo"
  static func describe(_ q: Question) -> String {
    ([q.infinitive, q.tense.displayName] + [person(q)].compactMap { $0 }).joined(separator: " · ")
  }

  static func prompt(_ q: Question, number: Int, of total: Int, score: Int, elapsed: Int, style: Style)
    -> String
  {
    let status = style.dim("Question \(number)/\(total) · score \(score) · \(Scoring.clock(elapsed))")
    let line = style.bold(q.infinitive) + gloss(q.infinitive) + " — " + q.tense.displayName
      + (person(q).map { " — " + style.bold($0) } ?? "")
    return "\n\(status)\n\(line)\n> "
  }

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
    let rows = score.results.enumerated().map { i, r in
      [String(i + 1), describe(r.question), r.answer.isEmpty ? "—" : r.answer, r.correctForm, mark(r.grade)]
    }
    let header = ["#", "Question", "Your answer", "Correct form", ""]
    var widths = header.map(\.count)
    for row in rows { for (c, cell) in row.enumerated() { widths[c] = max(widths[c], cell.count) } }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { c, cell in
        let fill = String(repeating: " ", count: widths[c] - cell.count)
        return c == 0 ? fill + cell : c == cells.count - 1 ? cell : cell + fill
      }.joined(separator: "  ").replacingOccurrences(
        of: "\\s+$", with: "", options: .regularExpression)
    }
    var text = "\n" + style.bold("Results") + "\n" + line(header) + "\n"
    for (row, result) in zip(rows, score.results) {
      let colour: (String) -> String =
        switch result.grade {
        case .total: style.green
        case .partial: style.yellow
        case .wrong: style.red
        }
      text += colour(line(row)) + "\n"
    }
    let total = score.results.count * Grade.total.points
    text += "\nPoints: \(score.points) of \(total) (\(score.region.rawValue), \(score.difficulty.rawValue))\n"
    text += "Score: \(score.value)\n"
    text += "Time: \(Scoring.clock(score.elapsedSeconds))\n"
    return text
  }
}
