import FoundationEssentials

/// The learner model as read for `progress` and `today`: every skill's stored
/// state, the last weeks' rows of the trend, and the classified mistakes of the
/// diagnoses' window. Everything shown is worked out from it as of a date.
public struct LearnerSnapshot: Sendable {
  /// Every skill answered, with its stored state.
  public let skills: [Skill: SkillState]
  let weeks: [WeekRow]
  /// The classified mistakes of the diagnoses' window.
  public let mistakes: [MistakeRecord]
  /// Every diagnosis stored, active and cleared.
  public let allDiagnoses: [Diagnosis]
  /// Per pattern, the chances and errors of the diagnoses' window.
  public let window: [MistakePattern: (chances: Int, errors: Int)]
  /// Per skill, its mastery at the end of each local day of the last 28 ("YYYY-MM-DD").
  var skillDays: [Skill: [String: Double]] = [:]
  /// Per pattern, its chances and errors on each local day of the last 28.
  var patternDays: [MistakePattern: [String: (chances: Int, errors: Int)]] = [:]
  /// Rows of the model's tables this build could not read (a tampered or
  /// out-of-range row: an unknown skill or pattern, a mastery outside 0…1, a
  /// negative count, a date that is none), by table: left out of what is shown.
  public var leftOut: [String: Int] = [:]

  /// One line naming the rows left out, for standard error; nil when none was.
  public var leftOutLine: String? {
    guard !leftOut.isEmpty else { return nil }
    let total = leftOut.values.reduce(0) { AppDatabase.adding($0, $1) }
    let tables = leftOut.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    return "\(total) row\(total == 1 ? "" : "s") of the learner model could not be read (\(tables)): "
      + "\(total == 1 ? "it is" : "they are") left out"
  }

  /// One skill's week: its mastery at the week's last answer, and the answers.
  struct WeekRow: Sendable, Hashable {
    let skill: Skill
    /// The Monday that starts it, "2026-11-23" (UTC).
    let week: String
    let mastery: Double
    let asked: Int
    let missed: Int
  }

  /// The trend covers this many weeks, the current one last.
  public static let trendWeeks = 4

  /// A learner with no answers.
  public static let empty = LearnerSnapshot(skills: [:], weeks: [], mistakes: [])

  init(
    skills: [Skill: SkillState], weeks: [WeekRow], mistakes: [MistakeRecord], diagnoses: [Diagnosis]? = nil,
    window: [MistakePattern: (chances: Int, errors: Int)] = [:]
  ) {
    self.skills = skills
    self.weeks = weeks
    self.mistakes = mistakes
    self.allDiagnoses = diagnoses ?? Diagnosis.active(from: mistakes)
    self.window = window
  }

  /// Nothing answered yet: `today` starts with a placement.
  public var isEmpty: Bool { skills.isEmpty }

  /// The Monday (UTC) of the week `date` falls in, as "YYYY-MM-DD".
  static func week(of date: Date) -> String {
    let day = (date.timeIntervalSince1970 / 86_400).rounded(.down)
    // 1970-01-01 was a Thursday: three days after a Monday.
    let monday = day - Double((Int(day) % 7 + 7 + 3) % 7)
    return String(ISO8601.string(Date(timeIntervalSince1970: monday * 86_400)).prefix(10))
  }

  /// One skill as shown: its estimate now and how often it was asked.
  public struct SkillLevel: Sendable, Hashable {
    /// The skill.
    public let skill: Skill
    /// Its estimate now, 0 to 1.
    public let mastery: Double
    /// Answers that touched it.
    public let asked: Int
  }

  /// Every skill practised, in table order, with its mastery as of `now`.
  public func levels(at now: Date) -> [SkillLevel] {
    skills.keys.sorted().compactMap { skill in
      skills[skill].map { SkillLevel(skill: skill, mastery: $0.mastery(at: now), asked: $0.asked) }
    }
  }

  /// The recurring errors in force (named, not cleared), most frequent first
  /// (docs/learning.md, "Diagnoses"). Named and cleared by the saves; `now` is
  /// kept for the callers' sake.
  public func diagnoses(at now: Date) -> [Diagnosis] {
    allDiagnoses.filter { $0.status == .active }
      .sorted { $0.count != $1.count ? $0.count > $1.count : $0.pattern.rawValue < $1.pattern.rawValue }
  }

  /// The notebook (`progress --mistakes`): every diagnosis kept, active first,
  /// each group by its last error, newest first. Cleared ones stay.
  public var notebook: [Diagnosis] {
    allDiagnoses.sorted {
      $0.status != $1.status
        ? $0.status == .active
        : $0.lastSeen != $1.lastSeen ? $0.lastSeen > $1.lastSeen : $0.pattern.rawValue < $1.pattern.rawValue
    }
  }

  /// The block characters of a sparkline, 0 to 1.
  static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  /// `skill`'s mastery over the last 28 local days as `cells` blocks, oldest
  /// first, each the mastery at the end of its last day with answers so far
  /// (carried forward); a space before the first answer of the window.
  public func sparkline(_ skill: Skill, now: Date, cells: Int) -> String {
    let days = skillDays[skill] ?? [:]
    let perCell = max(1, 28 / max(1, cells))
    var last: Double?
    var line = ""
    for cell in 0..<cells {
      for offset in 0..<perCell {
        let back = 27 - (cell * perCell + offset)
        if back >= 0, let value = days[LearnerDay.local(now - Double(back) * 86_400)] { last = value }
      }
      line.append(last.map { Self.blocks[min(7, max(0, Int($0 * 8)))] } ?? " ")
    }
    return line
  }

  /// `pattern`'s rate over the last four weeks, oldest first: errors and chances
  /// a week (seven local days, the last ending today); nil for a week without a chance.
  public func weeklyRates(_ pattern: MistakePattern, now: Date) -> [(errors: Int, chances: Int)?] {
    let days = patternDays[pattern] ?? [:]
    return (0..<4).map { week in
      var errors = 0
      var chances = 0
      for offset in 0..<7 {
        let back = (3 - week) * 7 + (6 - offset)
        if let day = days[LearnerDay.local(now - Double(back) * 86_400)] {
          errors = AppDatabase.adding(errors, day.errors)
          chances = AppDatabase.adding(chances, day.chances)
        }
      }
      return chances == 0 ? nil : (min(errors, chances), chances)
    }
  }

  /// The diagnoses cleared on evidence, the last cleared first.
  public var clearedDiagnoses: [Diagnosis] {
    allDiagnoses.filter { $0.status == .cleared }.sorted { $0.lastSeen > $1.lastSeen }
  }

  /// One week of the trend: answers, the share right, and the mean mastery of the
  /// tenses and context topics practised that week (nil for a week without answers).
  public struct Week: Sendable, Hashable {
    /// Its Monday (UTC), "2026-11-23".
    public let start: String
    /// Answers that week.
    public let asked: Int
    /// Of those, the ones marked right.
    public let right: Int
    /// The mean mastery at the week's end; nil without answers.
    public let mastery: Double?
  }

  /// The last `trendWeeks` weeks as of `now`, oldest first. Answers are counted
  /// once, by their tense or context topic.
  public func trend(at now: Date) -> [Week] {
    (0..<Self.trendWeeks).reversed().map { back in
      let start = Self.week(of: now - Double(back * 7) * 86_400)
      let rows = weeks.filter {
        $0.week == start && ($0.skill.grain == .tense || $0.skill.grain == .context) && !$0.skill.isDirection
      }
      // Stored counts may be anything the schema allows: the sums stop at Int.max.
      let asked = rows.reduce(0) { AppDatabase.adding($0, $1.asked) }
      let missed = min(asked, rows.reduce(0) { AppDatabase.adding($0, $1.missed) })
      let mastery = rows.isEmpty ? nil : rows.reduce(0) { $0 + $1.mastery } / Double(rows.count)
      return Week(start: start, asked: asked, right: asked - missed, mastery: mastery)
    }
  }
}
