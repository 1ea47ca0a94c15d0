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
      times in the last four weeks, on items that could show it, more often than your other \
      mistakes; it clears after four right answers on such items over two days, never in a \
      session where you made it. conjugar today drills what this shows. --mistakes shows your \
      notebook: every error ever diagnosed, cleared or not, with its rule. --forget N deletes \
      entry N of that list (or give its id, such as 'preterito>imperfecto', quoted), --forget-all \
      every entry: the diagnosis and the answers it kept; the tutor names it again only if the \
      error comes back. An entry that does not exist: one line, exit status 2.
      """)

  @Flag(help: "Show the notebook: every error diagnosed, active or cleared, first and last seen, with its rule.")
  var mistakes = false

  @Option(
    name: .customLong("forget"),
    help: ArgumentHelp("Delete notebook entry N (as numbered by --mistakes) or the entry with this id.", valueName: "N")
  )
  var forget: String?

  @Flag(name: .customLong("forget-all"), help: "Delete every notebook entry.")
  var forgetAll = false

  @Flag(
    help:
      "Print JSON: {skills: [{name, grain, title, mastery, asked}], diagnoses: [{pattern, count, chances, examples, expected, summary, skill, info, command, advice}], trend: [{week, asked, right, mastery}], forecast: [{day, count}] (14 days, today first), practiceDays: [day], skippedSchedules}; with --mistakes, [{pattern, status, count, firstSeen, lastSeen, summary, info, expected}]; with --forget or --forget-all, {forgotten: [pattern]}."
  )
  var json = false

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  func run() throws {
    let world = Current
    let now = world.clock.now()
    let snapshot = try world.records.learner(now: now)
    // A tampered or out-of-range row of the model: named in one line, left out.
    if let line = snapshot.leftOutLine { world.console.warn(line) }
    if forget != nil || forgetAll {
      world.console.write(try Self.forget(forget, all: forgetAll, snapshot: snapshot, json: json, world: world))
      return
    }
    if mistakes {
      world.console.write(
        json ? LearnerJSON.notebook(snapshot) : Self.notebook(snapshot, width: world.console.columns))
      return
    }
    let pictures = try world.records.pictures(now: now)
    world.console.write(
      json
        ? LearnerJSON.progress(snapshot, now: now, pictures: pictures)
        : Self.render(snapshot, now: now, width: world.console.columns, pictures: pictures))
  }

  static let sections: [(Skill.Grain, String)] = [
    (.tense, "Tenses and moods"), (.context, "Context topics"), (.family, "Verb families"), (.person, "Persons"),
  ]

  static func render(
    _ snapshot: LearnerSnapshot, now: Date, width: Int = 80, pictures: ProgressPictures? = nil
  ) -> String {
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
      text +=
        "\n" + title + "\n"
        + rows.map { level in
          bar(
            level, width: width, countWidth: countWidth,
            spark: snapshot.sparkline(level.skill, now: now, cells: sparkCells(width: width)))
        }.joined()
    }
    text += "\n" + diagnoses(snapshot.diagnoses(at: now), width: width, snapshot: snapshot, now: now)
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
    if let pictures {
      text += "\n" + ProgressCharts.calendar(pictures, now: now, width: width)
      text += "\n" + ProgressCharts.forecast(pictures, width: width)
    }
    return text
  }

  /// "  presente de subjuntivo     ██████░░░░  0.52  12 asked": the title, then
  /// the bar on the same line when it fits, else on the next. The bars of a
  /// table start in one column, room being kept for counts of `countWidth` digits.
  /// The sparkline's cells: 14 at 80 columns and more (two days a cell), 7 under (four days a cell).
  static func sparkCells(width: Int) -> Int { width >= 80 ? 14 : 7 }

  static func bar(_ level: LearnerSnapshot.SkillLevel, width: Int, countWidth: Int = 1, spark: String = "")
    -> String
  {
    let barWidth = max(10, min(20, width - 60))
    let filled = Int((level.mastery * Double(barWidth)).rounded())
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
    let sparkPart = spark.isEmpty ? "" : spark + " "
    let figures = "\(sparkPart)\(bar)  \(decimal(level.mastery))  \(level.asked) asked"
    let title = TerminalText.safe(level.skill.title)
    // The widest figures of the table: the bar, "  0.52  ", the count, " asked".
    let labelWidth = width - (sparkPart.count + barWidth + 8 + max(countWidth, String(level.asked).count) + 6) - 3
    if title.count <= labelWidth {
      return "  " + title + String(repeating: " ", count: labelWidth - title.count) + " " + figures + "\n"
    }
    // The title on its own line; the pictures under it in the table's column.
    let pad = String(repeating: " ", count: max(0, labelWidth + 1))
    return TextWrap.wrap("  " + title, width: width, indent: 2) + "\n  " + pad + figures + "\n"
  }

  /// `--forget N` / `--forget-all`: deletes notebook entries, says which.
  static func forget(_ id: String?, all: Bool, snapshot: LearnerSnapshot, json: Bool, world: World) throws -> String {
    if id != nil && all {
      throw CommandFailure("--forget and --forget-all cannot be used together", exitStatus: .usage)
    }
    let entries = snapshot.notebook
    var chosen: [MistakePattern]?
    if let id {
      let wanted = id.trimmingCharacters(in: .whitespaces)
      if let number = Int(wanted), (1...max(1, entries.count)).contains(number), number <= entries.count {
        chosen = [entries[number - 1].pattern]
      } else if let entry = entries.first(where: { $0.pattern.rawValue == wanted }) {
        chosen = [entry.pattern]
      } else {
        let range =
          entries.isEmpty
          ? "your notebook is empty" : "conjugar progress --mistakes numbers its entries 1 to \(entries.count)"
        throw CommandFailure(
          "no notebook entry “\(TerminalText.safe(String(id.prefix(64))))”: \(range)", exitStatus: .usage)
      }
    }
    let gone = entries.isEmpty && chosen == nil ? [] : try world.records.forgetNotebook(chosen)
    if json {
      return "{\"forgotten\":[" + gone.map { "\"\($0.rawValue)\"" }.joined(separator: ",") + "]}\n"
    }
    guard !gone.isEmpty else { return "Your notebook is already empty.\n" }
    let summaries = gone.compactMap { pattern in entries.first { $0.pattern == pattern }?.summary }
    let width = world.console.columns
    return summaries.map { TextWrap.wrap("Deleted from your notebook: \($0).", width: width, indent: 2) + "\n" }
      .joined()
  }

  /// The notebook: every diagnosis, active first, then cleared, newest first.
  static func notebook(_ snapshot: LearnerSnapshot, width: Int) -> String {
    let entries = snapshot.notebook
    guard !entries.isEmpty else {
      return TextWrap.wrap("Your notebook is empty: no error has recurred yet.", width: width) + "\n"
    }
    var text = TextWrap.wrap("Your notebook: the errors you repeated, and those you fixed.", width: width) + "\n"
    for (index, diagnosis) in entries.enumerated() {
      let status = diagnosis.status == .active ? "still to fix" : "cleared"
      let first = String(ISO8601.string(diagnosis.firstSeen).prefix(10))
      let last = String(ISO8601.string(diagnosis.lastSeen).prefix(10))
      text += TextWrap.wrap("\(index + 1). \(diagnosis.summary) (\(status)).", width: width, indent: 3) + "\n"
      text += TextWrap.wrap("  First seen \(first), last seen \(last).", width: width, indent: 4) + "\n"
      let forms = diagnosis.examples.map { TerminalText.safe($0.expected) }
      if !forms.isEmpty {
        text += TextWrap.wrap("  Asked: " + forms.joined(separator: ", "), width: width, indent: 4) + "\n"
      }
      text += TextWrap.wrap("  The rule: conjugar info \(diagnosis.infoPage)", width: width, indent: 4) + "\n"
    }
    text +=
      TextWrap.wrap(
        "Delete an entry: conjugar progress --mistakes --forget N (every entry: --forget-all).", width: width) + "\n"
    return text
  }

  static func diagnoses(_ found: [Diagnosis], width: Int, snapshot: LearnerSnapshot = .empty, now: Date = Date())
    -> String
  {
    guard !found.isEmpty else { return "No error recurs in the last four weeks.\n" }
    var text = TextWrap.wrap("What you keep doing (last four weeks):", width: width) + "\n"
    for diagnosis in found {
      let times =
        (diagnosis.count == 1 ? "once" : "\(diagnosis.count) times")
        + (diagnosis.chances > diagnosis.count ? " in \(diagnosis.chances) chances" : "")
      text += TextWrap.wrap("- \(diagnosis.summary): \(times).", width: width, indent: 2) + "\n"
      // Both escaped: a tampered row's form is as untrusted as the typed answer (issue 45, item 5).
      let examples = diagnosis.examples.map { "\(TerminalText.safe($0.answer)) for \(TerminalText.safe($0.expected))" }
      text += TextWrap.wrap("  You typed: " + examples.joined(separator: "; "), width: width, indent: 4) + "\n"
      // Its rate week by week: a flat rate under a rising bar is what to see.
      let rates = snapshot.weeklyRates(diagnosis.pattern, now: now)
      if rates.contains(where: { $0 != nil }) {
        // Each row's first local day, the same days `weeklyRates` adds up.
        let starts = (0..<rates.count).map { week in
          LearnerDay.local(now - Double((rates.count - 1 - week) * 7 + 6) * 86_400)
        }
        text += ProgressCharts.errorRate(Array(zip(starts, rates).map { (start: $0, rate: $1) }), width: width)
      }
      text += TextWrap.wrap("  Next: " + diagnosis.advice, width: width, indent: 4) + "\n"
    }
    return text
  }

  static func decimal(_ value: Double) -> String {
    let hundredths = Int((min(1, max(0, value)) * 100).rounded())
    return hundredths == 100 ? "1.00" : "0." + (hundredths < 10 ? "0" : "") + String(hundredths)
  }
}
