import ArgumentParser
import ConjugarCore
import FoundationEssentials

/// `conjugar progress`: the learner model as a teacher would show it: mastery
/// of each tense, context topic, verb family and person, the errors that recur,
/// and the last four weeks (docs/learning.md).
struct ProgressCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "progress",
    abstract: "Show how well you hold each tense, verb family and person, and the errors you repeat.",
    discussion: """
      Mastery runs from 0 to 1: it rises with right answers, falls with wrong ones and fades \
      with the days since you last practised. A diagnosis is an error you made at least three \
      times in the last four weeks; it clears once you answer its skill right five times in a \
      row. conjugar today drills what this shows.
      """)

  @Flag(
    help:
      "Print JSON: {skills: [{name, grain, title, mastery, asked}], diagnoses: [{pattern, count, examples, expected, summary, skill, info, command, advice}], trend: [{week, asked, right, mastery}]}."
  )
  var json = false

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  func run() throws {
    let world = Current
    let now = world.clock.now()
    let snapshot = try world.records.learner(now: now)
    world.console.write(
      json ? LearnerJSON.progress(snapshot, now: now) : Self.render(snapshot, now: now, width: world.console.columns))
  }

  static let sections: [(Skill.Grain, String)] = [
    (.tense, "Tenses and moods"), (.context, "Context topics"), (.family, "Verb families"), (.person, "Persons"),
  ]

  static func render(_ snapshot: LearnerSnapshot, now: Date, width: Int = 80) -> String {
    guard !snapshot.isEmpty else {
      return TextWrap.wrap("Nothing answered yet: conjugar today starts with a short placement.", width: width) + "\n"
    }
    var text = TextWrap.wrap("Mastery, 0 to 1 (faded by the days since you practised):", width: width) + "\n"
    let levels = snapshot.levels(at: now)
    // Every bar starts in one column: the widest count of answers sets it.
    let countWidth = levels.map { String($0.asked).count }.max() ?? 1
    for (grain, title) in sections {
      let rows = levels.filter { $0.skill.grain == grain }
      guard !rows.isEmpty else { continue }
      text += "\n" + title + "\n" + rows.map { bar($0, width: width, countWidth: countWidth) }.joined()
    }
    text += "\n" + diagnoses(snapshot.diagnoses(at: now), width: width)
    text += "\nLast four weeks:\n"
    for week in snapshot.trend(at: now) {
      var line = "  week of \(week.start): "
      if week.asked == 0 {
        line += "no answers"
      } else {
        line += "\(week.asked) answered, \(week.right * 100 / week.asked)% right"
        if let mastery = week.mastery { line += ", mastery \(decimal(mastery))" }
      }
      text += TextWrap.wrap(line, width: width, indent: 4) + "\n"
    }
    return text
  }

  /// "  presente de subjuntivo     ██████░░░░  0.52  12 asked": the title, then
  /// the bar on the same line when it fits, else on the next. The bars of a
  /// table start in one column, room being kept for counts of `countWidth` digits.
  static func bar(_ level: LearnerSnapshot.SkillLevel, width: Int, countWidth: Int = 1) -> String {
    let barWidth = max(10, min(20, width - 60))
    let filled = Int((level.mastery * Double(barWidth)).rounded())
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
    let figures = "\(bar)  \(decimal(level.mastery))  \(level.asked) asked"
    let title = TerminalText.safe(level.skill.title)
    // The widest figures of the table: the bar, "  0.52  ", the count, " asked".
    let labelWidth = width - (barWidth + 8 + max(countWidth, String(level.asked).count) + 6) - 3
    if title.count <= labelWidth {
      return "  " + title + String(repeating: " ", count: labelWidth - title.count) + " " + figures + "\n"
    }
    return TextWrap.wrap("  " + title, width: width, indent: 2) + "\n    " + figures + "\n"
  }

  static func diagnoses(_ found: [Diagnosis], width: Int) -> String {
    guard !found.isEmpty else { return "No error recurs in the last four weeks.\n" }
    var text = TextWrap.wrap("What you keep doing (last four weeks):", width: width) + "\n"
    for diagnosis in found {
      let times = diagnosis.count == 1 ? "once" : "\(diagnosis.count) times"
      text += TextWrap.wrap("- \(diagnosis.summary): \(times).", width: width, indent: 2) + "\n"
      let examples = diagnosis.examples.map { "\(TerminalText.safe($0.answer)) for \($0.expected)" }
      text += TextWrap.wrap("  You typed: " + examples.joined(separator: "; "), width: width, indent: 4) + "\n"
      text += TextWrap.wrap("  Next: " + diagnosis.advice, width: width, indent: 4) + "\n"
    }
    return text
  }

  static func decimal(_ value: Double) -> String {
    let hundredths = Int((min(1, max(0, value)) * 100).rounded())
    return hundredths == 100 ? "1.00" : "0." + (hundredths < 10 ? "0" : "") + String(hundredths)
  }
}
