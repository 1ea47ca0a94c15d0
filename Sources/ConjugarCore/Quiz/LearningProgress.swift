import FoundationEssentials

/// An item answered at least once: how often asked, how often missed.
public struct AnsweredItem: Sendable, Hashable {
  /// The verb.
  public let infinitive: String
  /// The tense (`Tense`'s raw value).
  public let tense: String
  /// The person (`Person`'s raw value); nil for the gerundio and participio.
  public let person: String?
  let asked: Int
  /// How often it was answered wrong.
  public let missed: Int
  /// The context sentence (its id), nil for a named-tense item.
  public let sentence: String?

  init(infinitive: String, tense: String, person: String?, asked: Int, missed: Int, sentence: String? = nil) {
    (self.infinitive, self.tense, self.person, self.asked, self.missed, self.sentence) =
      (infinitive, tense, person, asked, missed, sentence)
  }
}

/// LearningProgress over time: accuracy week by week, and the streak of days practised.
public struct LearningProgress: Sendable, Hashable {
  /// The last 12 weeks, oldest first: fully right answers over answers, in
  /// percent rounded to the nearest, nil for a week without answers.
  public let weeks: [Int?]
  /// Days in a row, ending today or yesterday, with at least one answer.
  public let streakDays: Int

  static let weekCount = 12

  /// LearningProgress from answers per local day ("yyyy-mm-dd", `LearnerDay.local`:
  /// the days the tutor's calendar shows), as of `now`.
  package init(days: [(day: String, right: Int, asked: Int)], now: Date) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    // Today's local day, at its UTC midnight like every day below: whole days apart.
    let today = ISO8601.date(LearnerDay.local(now) + "T00:00:00Z") ?? calendar.startOfDay(for: now)
    func dayIndex(_ text: String) -> Int? {
      guard let date = ISO8601.date(text + "T00:00:00Z") else { return nil }
      return calendar.dateComponents([.day], from: date, to: today).day
    }
    var right = [Int](repeating: 0, count: Self.weekCount)
    var asked = [Int](repeating: 0, count: Self.weekCount)
    var practised = Set<Int>()
    for entry in days {
      guard let ago = dayIndex(entry.day), ago >= 0 else { continue }
      if entry.asked > 0 { practised.insert(ago) }
      let week = Self.weekCount - 1 - ago / 7
      guard week >= 0 else { continue }
      right[week] += entry.right
      asked[week] += entry.asked
    }
    weeks = zip(right, asked).map { $1 == 0 ? nil : Percent.rounded($0, of: $1) }
    var streak = 0
    var day = practised.contains(0) ? 0 : 1
    while practised.contains(day) {
      streak += 1
      day += 1
    }
    streakDays = streak
  }

  init(weeks: [Int?], streakDays: Int) {
    self.weeks = weeks
    self.streakDays = streakDays
  }
}

/// Percentages as people read them: rounded to the nearest (5 of 9 is 56%).
enum Percent {
  static func rounded(_ part: Int, of whole: Int) -> Int {
    whole <= 0 ? 0 : (part * 200 + whole) / (whole * 2)
  }
}
