import FoundationEssentials

/// What `conjugar progress` draws besides the learner model: the reviews due
/// each local day of the next two weeks, from the stored schedules, and the
/// local days practised in the last eight weeks (docs/learning.md, "Pictures").
public struct ProgressPictures: Sendable, Hashable {
  /// One local day of the forecast.
  public struct DueDay: Sendable, Hashable {
    /// "YYYY-MM-DD", local.
    public let day: String
    /// Reviews due that day (today: also every review overdue).
    public let count: Int

    public init(day: String, count: Int) {
      (self.day, self.count) = (day, count)
    }
  }

  /// Days of the forecast, today first.
  public static let forecastLength = 14
  /// Weeks of the calendar, Monday to Sunday, the last one this week.
  public static let calendarWeeks = 8

  /// `forecastLength` days, today first: today counts what is overdue and what
  /// falls due later today (as `today` does).
  public let forecast: [DueDay]
  /// The local days with at least one answer, from the calendar's first Monday
  /// to today, oldest first.
  public let practiceDays: [String]
  /// Schedules left out of the forecast: a due date or another value that does
  /// not read (the review passes them over too).
  public let skipped: Int
  /// Today, local.
  public let today: String

  public init(forecast: [DueDay], practiceDays: [String], skipped: Int, today: String) {
    (self.forecast, self.practiceDays, self.skipped, self.today) = (forecast, practiceDays, skipped, today)
  }

  /// Nothing due, nothing practised, as of `now`.
  public static func empty(now: Date) -> ProgressPictures {
    ProgressPictures(
      forecast: forecastWindow(now).days.map { DueDay(day: $0, count: 0) }, practiceDays: [], skipped: 0,
      today: LearnerDay.local(now))
  }

  /// The forecast's local days from today, and the instant each ends (the
  /// first instant of the next day; a day of 23 or 25 hours where the clocks change).
  public static func forecastWindow(_ now: Date) -> (days: [String], ends: [Date]) {
    var days: [String] = []
    var ends: [Date] = []
    var start = now
    for _ in 0..<forecastLength {
      days.append(LearnerDay.local(start))
      let end = LearnerDay.endOfLocalDay(start)
      ends.append(end)
      start = end
    }
    return (days, ends)
  }

  /// The forecast from counts already made a day (`counts`, today first: today
  /// with what is overdue) and more due dates, each counted on its local day (one
  /// before the end of today on today); a date past the window is not counted.
  public static func forecast(now: Date, counts given: [Int], later: [Date]) -> [DueDay] {
    let (days, ends) = forecastWindow(now)
    var counts = (given + [Int](repeating: 0, count: days.count)).prefix(days.count).map { $0 }
    for due in later {
      // The first day ending after it (the window's days are in order).
      guard let index = ends.firstIndex(where: { due < $0 }) else { continue }
      counts[index] += 1
    }
    return zip(days, counts).map { DueDay(day: $0, count: $1) }
  }

  /// Days since 1970-01-01 of the local day of `date`.
  static func dayNumber(_ date: Date) -> Int {
    Int(((date.timeIntervalSince1970 + Double(LocalTime.offset(at: date))) / 86_400).rounded(.down))
  }

  /// "YYYY-MM-DD" of day number `number` (days since 1970-01-01).
  public static func dayString(_ number: Int) -> String {
    LearnerDay.string(Date(timeIntervalSince1970: Double(number) * 86_400), offset: 0)
  }

  /// 0 for Monday … 6 for Sunday, of day number `number` (1970-01-01 was a Thursday).
  public static func weekday(_ number: Int) -> Int { ((number + 3) % 7 + 7) % 7 }

  /// The calendar's first day: the Monday `calendarWeeks - 1` weeks before this week's.
  public static func calendarStart(_ now: Date) -> Int {
    let today = dayNumber(now)
    return today - weekday(today) - 7 * (calendarWeeks - 1)
  }

  /// The calendar's rows: each week's days (number and "YYYY-MM-DD"), Monday
  /// first, up to today (the last row stops there).
  public func calendar(now: Date) -> [[(number: Int, day: String)]] {
    let first = Self.calendarStart(now)
    let today = Self.dayNumber(now)
    return (0..<Self.calendarWeeks).map { week in
      (0..<7).compactMap { weekday in
        let number = first + week * 7 + weekday
        return number <= today ? (number, Self.dayString(number)) : nil
      }
    }
  }
}

extension LearnerJSON {
  /// `progress --json`'s pictures: forecast [{day, count}] (today first, today
  /// with what is overdue), practiceDays ["YYYY-MM-DD"], skippedSchedules.
  static func fields(_ pictures: ProgressPictures) -> [(String, String)] {
    [
      (
        "forecast",
        array(pictures.forecast.map { object([("day", quoted($0.day)), ("count", String($0.count))]) })
      ),
      ("practiceDays", array(pictures.practiceDays.map(quoted))),
      ("skippedSchedules", String(pictures.skipped)),
    ]
  }
}
