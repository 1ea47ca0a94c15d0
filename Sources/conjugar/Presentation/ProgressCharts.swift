import ConjugarCore
import FoundationEssentials

/// `conjugar progress`'s pictures beside the bars: the reviews due each day of
/// the next two weeks and the calendar of days practised. Block characters and
/// labels only, every number written out, no colour: they read the same on a
/// terminal, in a file and with NO_COLOR (docs/learning.md, "Pictures").
enum ProgressCharts {
  static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

  /// "  Tue 12-08  ██████             6": one row a day, today first; the bars
  /// scaled to the busiest day, a day with any review at least one block.
  static func forecast(_ pictures: ProgressPictures, width: Int) -> String {
    let days = pictures.forecast
    var text = ""
    let most = days.map(\.count).max() ?? 0
    if most == 0 {
      text = TextWrap.wrap("Reviews due: none in the next \(days.count) days.", width: width) + "\n"
    } else {
      text =
        TextWrap.wrap("Reviews due, the next \(days.count) days (today: also what is overdue):", width: width) + "\n"
      let countWidth = String(most).count
      // "  " + a 9-column label + "  " + the bar + "  " + the count.
      let barWidth = max(5, min(20, width - 15 - countWidth))
      for (index, day) in days.enumerated() {
        let label = index == 0 ? "today" : dayLabel(day.day)
        let filled = day.count == 0 ? 0 : max(1, Int((Double(day.count) / Double(most) * Double(barWidth)).rounded()))
        let bar = String(repeating: "█", count: filled) + String(repeating: " ", count: barWidth - filled)
        let count = String(day.count)
        text +=
          "  " + label + String(repeating: " ", count: 9 - label.count) + "  " + bar + "  "
          + String(repeating: " ", count: countWidth - count.count) + count + "\n"
      }
    }
    if pictures.skipped > 0 {
      let many = pictures.skipped > 1
      text +=
        TextWrap.wrap(
          "\(pictures.skipped) review schedule\(many ? "s do" : " does") not read (a damaged due date or value): "
            + "left out, as the review leaves \(many ? "them" : "it").", width: width) + "\n"
    }
    return text
  }

  /// "Tue 12-08" for "2026-12-08".
  static func dayLabel(_ day: String) -> String {
    guard let number = dayNumber(day) else { return String(day.suffix(5)) }
    return weekdays[ProgressPictures.weekday(number)] + " " + String(day.suffix(5))
  }

  /// Days since 1970-01-01 of "YYYY-MM-DD" (the civil calendar), nil for other text.
  static func dayNumber(_ day: String) -> Int? {
    let parts = day.split(separator: "-")
    guard day.count == 10, parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
      (1...12).contains(m), (1...31).contains(d)
    else { return nil }
    // H. Hinnant's days_from_civil.
    let year = m <= 2 ? y - 1 : y
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The last weeks as rows, Monday first: "█" a day practised, "·" a day not,
  /// today in brackets; each row starts with its Monday.
  static func calendar(_ pictures: ProgressPictures, now: Date, width: Int) -> String {
    let practised = Set(pictures.practiceDays)
    let rows = pictures.calendar(now: now)
    let count = rows.joined().filter { practised.contains($0.day) }.count
    let all = rows.joined().count
    var text =
      TextWrap.wrap(
        "Days practised, the last \(rows.count) weeks: \(count) of \(all) (█ practised, · not, [ ] today):",
        width: width) + "\n"
    text += String(repeating: " ", count: 14) + ["M", "T", "W", "T", "F", "S", "S"].joined(separator: "  ") + "\n"
    for row in rows {
      guard let monday = row.first else { continue }
      var line = "  " + monday.day + " "
      for day in row {
        let mark = practised.contains(day.day) ? "█" : "·"
        line += day.day == pictures.today ? "[" + mark + "]" : " " + mark + " "
      }
      while line.hasSuffix(" ") { line.removeLast() }
      text += line + "\n"
    }
    return text
  }
}

extension ProgressCharts {
  /// The cells of an error-rate bar: one block per tenth.
  static let rateCells = 10

  /// A diagnosed error's rate over the last four weeks, a row a week (its first
  /// local day, "11-17"): a bar of ten cells, █ a tenth of the chances where the
  /// error was made, · the rest (a week with any error at least one █, none only
  /// at 0%), the rate and the counts written out. At most 39 columns (to 999
  /// chances a week), so the same at 80 and 40; no colour.
  ///
  ///       Error rate by week (█ = 10%):
  ///         11-10  no chance to make it
  ///         11-17  ████████··   80%  8 of 10
  static func errorRate(_ weeks: [(start: String, rate: (errors: Int, chances: Int)?)], width: Int) -> String {
    var text = TextWrap.wrap("  Error rate by week (█ = 10%):", width: width, indent: 4) + "\n"
    for week in weeks {
      let label = String(week.start.suffix(5))
      guard let rate = week.rate, rate.chances > 0 else {
        text += "    " + label + "  no chance to make it\n"
        continue
      }
      let errors = min(max(0, rate.errors), rate.chances)
      var filled = Int((Double(errors) / Double(rate.chances) * Double(rateCells)).rounded())
      if errors > 0 { filled = max(1, filled) }
      if errors < rate.chances { filled = min(rateCells - 1, filled) }
      let percent = String(errors * 100 / rate.chances) + "%"
      text +=
        "    " + label + "  " + String(repeating: "█", count: filled)
        + String(repeating: "·", count: rateCells - filled) + "  "
        + String(repeating: " ", count: max(0, 4 - percent.count)) + percent + "  \(errors) of \(rate.chances)\n"
    }
    return text
  }
}
