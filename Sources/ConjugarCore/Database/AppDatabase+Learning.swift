import FoundationEssentials
import GRDB

/// The learner model's tables (migrations v-tutor-skills and v-tutor-evidence):
/// written by every save in the session's transaction, read by `progress`,
/// `today` and the shape (a few dozen skill rows, the window's day rows, the
/// window's classified mistakes, the diagnoses). Never the whole history.
extension AppDatabase {
  /// Mistakes older than this are dropped at each save: the diagnoses read four
  /// weeks, and the table stays small whatever the history.
  static let mistakesKeptDays = 56

  /// `a + b` that stops at Int.max (counts over stored values never trap).
  static func adding(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? .max : .min) : sum
  }

  /// Updates the model with `learning` (inside the caller's write transaction),
  /// the answers of one save at `date`.
  static func applyLearning(_ db: Database, _ learning: [LearningEvent], at date: Date) throws {
    guard !learning.isEmpty else { return }
    var states = try skillStates(db)
    var touched: [Skill] = []
    var counts: [Skill: (asked: Int, right: Int, missed: Int)] = [:]
    var patterns: [MistakePattern: (chances: Int, errors: Int)] = [:]
    for event in learning {
      for skill in event.skills {
        var state = states[skill] ?? SkillState(lastPractised: date)
        state.answered(
          right: event.right, exact: event.isExact(on: skill), at: date, evidence: event.isEvidence(on: skill))
        if !touched.contains(skill) { touched.append(skill) }
        states[skill] = state
        let (asked, right, missed) = counts[skill] ?? (0, 0, 0)
        counts[skill] = (asked + 1, right + (event.right ? 1 : 0), missed + (event.right ? 0 : 1))
      }
      for (pattern, error) in event.outcomes {
        let (chances, errors) = patterns[pattern] ?? (0, 0)
        patterns[pattern] = (chances + 1, errors + (error ? 1 : 0))
      }
    }
    let week = LearnerSnapshot.week(of: date)
    let day = LearnerDay.local(date)
    let stamp = ISO8601.string(date)
    let upsert = try db.cachedStatement(
      sql: """
        INSERT INTO learnerSkill (skill, mastery, lastPractised, asked, missed, recent, recentCount)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (skill) DO UPDATE SET mastery = excluded.mastery, lastPractised = excluded.lastPractised,
          asked = excluded.asked, missed = excluded.missed, recent = excluded.recent,
          recentCount = excluded.recentCount
        """)
    // Sums that stop at the largest integer rather than overflow (issue 45, item 4).
    let weekly = try db.cachedStatement(
      sql: """
        INSERT INTO learnerSkillWeek (skill, week, mastery, asked, missed) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (week, skill) DO UPDATE SET mastery = excluded.mastery,
          asked = MIN(asked, 9223372036854775807 - excluded.asked) + excluded.asked,
          missed = MIN(missed, 9223372036854775807 - excluded.missed) + excluded.missed
        """)
    let daily = try db.cachedStatement(
      sql: """
        INSERT INTO learnerSkillDay (day, skill, asked, correct, mastery, lastAnswered) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (day, skill) DO UPDATE SET mastery = excluded.mastery, lastAnswered = excluded.lastAnswered,
          asked = MIN(asked, 9223372036854775807 - excluded.asked) + excluded.asked,
          correct = MIN(MIN(correct, 9223372036854775807 - excluded.correct) + excluded.correct,
            MIN(asked, 9223372036854775807 - excluded.asked) + excluded.asked)
        """)
    for skill in touched {
      guard let state = states[skill] else { continue }
      let mastery = min(1, max(0, state.mastery))
      try upsert.execute(arguments: [
        skill.name, mastery, ISO8601.string(state.lastPractised), state.asked, state.missed, state.recent,
        state.recentCount,
      ])
      let (asked, right, missed) = counts[skill] ?? (0, 0, 0)
      try weekly.execute(arguments: [skill.name, week, mastery, asked, missed])
      try daily.execute(arguments: [day, skill.name, asked, right, mastery, stamp])
    }
    let patternDay = try db.cachedStatement(
      sql: """
        INSERT INTO learnerPatternDay (day, pattern, chances, errors) VALUES (?, ?, ?, ?)
        ON CONFLICT (day, pattern) DO UPDATE SET
          chances = MIN(chances, 9223372036854775807 - excluded.chances) + excluded.chances,
          errors = MIN(MIN(errors, 9223372036854775807 - excluded.errors) + excluded.errors,
            MIN(chances, 9223372036854775807 - excluded.chances) + excluded.chances)
        """)
    for (pattern, (chances, errors)) in patterns.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      try patternDay.execute(arguments: [day, pattern.rawValue, chances, errors])
    }
    let insert = try db.cachedStatement(
      sql: """
        INSERT INTO learnerMistake (date, pattern, skill, infinitive, answer, correctForm)
        VALUES (?, ?, ?, ?, CAST(? AS TEXT), ?)
        """)
    for event in learning {
      guard let finding = event.finding else { continue }
      try insert.execute(arguments: [
        stamp, finding.pattern.rawValue, finding.skill.name, event.infinitive, Data(event.answer.utf8),
        event.correctForm,
      ])
    }
    try db.execute(
      sql: "DELETE FROM learnerMistake WHERE date < ?",
      arguments: [ISO8601.string(date - Double(mistakesKeptDays) * 86_400)])
    try updateDiagnoses(db, patterns, at: date, day: day)
  }

  /// Names and clears diagnoses after a save whose items gave `session`
  /// (chances, errors) per pattern (docs/learning.md, "Diagnoses").
  static func updateDiagnoses(
    _ db: Database, _ session: [MistakePattern: (chances: Int, errors: Int)], at date: Date, day: String
  ) throws {
    guard !session.isEmpty else { return }
    let since = LearnerDay.local(date - Double(Diagnosis.windowDays - 1) * 86_400)
    let stamp = ISO8601.string(date)
    var base: (asked: Int, errors: Int)?
    // Every diagnosis row at once (a few dozen at most), rather than one query a pattern.
    var rows: [String: Row] = [:]
    let cursor = try Row.fetchCursor(
      db,
      sql: """
        SELECT status, firstSeen, lastSeen, changed, rightSince, daysSince, lastRightDay, pattern
        FROM learnerDiagnosis
        """)
    while let row = try cursor.next() {
      if let name: String = row.lenient(at: 7) { rows[name] = row.copy() }
    }
    for (pattern, counts) in session.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      let row = rows[pattern.rawValue]
      let status: String? = row?.lenient(at: 0)
      if status == Diagnosis.Status.active.rawValue, let row {
        var clearing = Diagnosis.Clearing(
          right: max(0, row.lenient(at: 4) ?? 0), days: max(0, row.lenient(at: 5) ?? 0), lastDay: row.lenient(at: 6))
        let cleared = clearing.session(day: day, right: counts.chances - counts.errors, errors: counts.errors)
        try db.execute(
          sql: """
            UPDATE learnerDiagnosis SET status = ?, lastSeen = CASE WHEN ? > 0 THEN ? ELSE lastSeen END,
              changed = CASE WHEN ? THEN ? ELSE changed END, rightSince = ?, daysSince = ?, lastRightDay = ?
            WHERE pattern = ?
            """,
          arguments: [
            cleared ? "cleared" : "active", counts.errors, stamp, cleared, stamp, clearing.right, clearing.days,
            clearing.lastDay, pattern.rawValue,
          ])
        continue
      }
      guard counts.errors > 0 else { continue }
      // Counted from the window, or from the day after it cleared.
      var from = since
      if let changedText: String = row?.lenient(at: 3), let changed = ISO8601.canonicalDate(changedText) {
        from = max(from, LearnerDay.local(changed + 86_400))
        if LearnerDay.local(changed) == day { continue }
      }
      let sums = try Row.fetchOne(
        db,
        sql: "SELECT TOTAL(chances), TOTAL(errors) FROM learnerPatternDay WHERE pattern = ? AND day >= ?",
        arguments: [pattern.rawValue, from])
      let chances = Self.count(sums?[0])
      let errors = Self.count(sums?[1])
      if base == nil { base = try Self.baseRate(db, at: date) }
      let (baseAsked, baseErrors) = base ?? (0, 0)
      guard
        Diagnosis.names(
          errors: errors, chances: chances, baseErrors: baseErrors - errors, baseAsked: baseAsked - chances)
      else { continue }
      let first =
        try String.fetchOne(
          db, sql: "SELECT MIN(date) FROM learnerMistake WHERE pattern = ? AND date >= ?",
          arguments: [pattern.rawValue, ISO8601.string(date - Double(Diagnosis.windowDays) * 86_400)]) ?? stamp
      try db.execute(
        sql: """
          INSERT INTO learnerDiagnosis (pattern, status, firstSeen, lastSeen, changed, rightSince, daysSince)
          VALUES (?, 'active', ?, ?, ?, 0, 0)
          ON CONFLICT (pattern) DO UPDATE SET status = 'active', lastSeen = excluded.lastSeen,
            changed = excluded.changed, rightSince = 0, daysSince = 0, lastRightDay = NULL
          """,
        arguments: [pattern.rawValue, first, stamp, stamp])
    }
  }

  /// The learner's answers of the window up to `date` and the wrong ones among
  /// them, blanks left out of both: a blank says nothing about any error, and a
  /// learner who leaves every tense above its level blank would otherwise set
  /// the bar ("twice the error rate elsewhere") out of reach. Each answer counts
  /// once, a context sentence too.
  static func baseRate(_ db: Database, at date: Date) throws -> (asked: Int, errors: Int) {
    let arguments: StatementArguments = [
      ISO8601.string(date - Double(Diagnosis.windowDays) * 86_400), ISO8601.string(date),
    ]
    let all = try Row.fetchOne(
      db, sql: "SELECT COUNT(*), TOTAL(points = 0) FROM quizQuestion WHERE date >= ? AND date <= ?",
      arguments: arguments)
    var blanks = 0
    let wrong = try String.fetchCursor(
      db, sql: "SELECT CAST(answer AS TEXT) FROM quizQuestion WHERE date >= ? AND date <= ? AND points = 0",
      arguments: arguments)
    while let answer = try wrong.next() {
      if MistakePattern.isBlank(answer) { blanks += 1 }
    }
    return (max(0, Self.count(all?[0]) - blanks), max(0, Self.count(all?[1]) - blanks))
  }

  /// A stored count or TOTAL() as an Int in 0…Int.max (a float beyond, NULL as 0).
  static func count(_ value: DatabaseValue?) -> Int {
    guard let value else { return 0 }
    if let int = Int.fromDatabaseValue(value) { return max(0, int) }
    guard let real = Double.fromDatabaseValue(value), real.isFinite, real > 0 else { return 0 }
    return real >= 9.2e18 ? .max : Int(real)
  }

  /// Every skill's stored state; a row this build cannot read is left out.
  static func skillStates(_ db: Database) throws -> [Skill: SkillState] {
    var leftOut = 0
    return try skillStates(db, leftOut: &leftOut)
  }

  /// Every skill's stored state; `leftOut` counts the rows this build cannot read.
  static func skillStates(_ db: Database, leftOut: inout Int) throws -> [Skill: SkillState] {
    var states: [Skill: SkillState] = [:]
    let rows = try Row.fetchCursor(
      db, sql: "SELECT skill, mastery, lastPractised, asked, missed, recent, recentCount FROM learnerSkill")
    while let row = try rows.next() {
      guard let name: String = row.lenient(at: 0), let skill = Skill(name: name),
        let mastery: Double = row.lenient(at: 1), (0...1).contains(mastery),
        let lastText: String = row.lenient(at: 2), let last = ISO8601.canonicalDate(lastText),
        let asked = row.count(at: 3), let missed = row.count(at: 4),
        let recent: Int = row.lenient(at: 5), let recentCount = row.count(at: 6),
        (0...SkillState.recentKept).contains(recentCount)
      else {
        leftOut += 1
        continue
      }
      states[skill] = SkillState(
        mastery: mastery, lastPractised: last, asked: asked, missed: missed, recent: recent,
        recentCount: recentCount)
    }
    return states
  }

  /// The model as of `now`: every skill, the weeks of the trend, the window's
  /// mistakes and pattern days, the diagnoses.
  func learner(now: Date) throws -> LearnerSnapshot {
    try writer.read { db in try Self.learner(db, now: now) }
  }

  static func learner(_ db: Database, now: Date) throws -> LearnerSnapshot {
    var leftOut: [String: Int] = [:]
    func skipped(_ table: String) { leftOut[table, default: 0] += 1 }
    var skillsLeftOut = 0
    let states = try Self.skillStates(db, leftOut: &skillsLeftOut)
    if skillsLeftOut > 0 { leftOut["learnerSkill"] = skillsLeftOut }
    let firstWeek = LearnerSnapshot.week(of: now - Double(LearnerSnapshot.trendWeeks - 1) * 7 * 86_400)
    var weeks: [LearnerSnapshot.WeekRow] = []
    let weekRows = try Row.fetchCursor(
      db, sql: "SELECT skill, week, mastery, asked, missed FROM learnerSkillWeek WHERE week >= ?",
      arguments: [firstWeek])
    while let row = try weekRows.next() {
      guard let name: String = row.lenient(at: 0), let skill = Skill(name: name),
        let week: String = row.lenient(at: 1), let mastery: Double = row.lenient(at: 2), (0...1).contains(mastery),
        let asked = row.count(at: 3), let missed = row.count(at: 4)
      else {
        skipped("learnerSkillWeek")
        continue
      }
      weeks.append(.init(skill: skill, week: week, mastery: mastery, asked: asked, missed: missed))
    }
    var mistakes: [MistakeRecord] = []
    let since = ISO8601.string(now - Double(Diagnosis.windowDays) * 86_400)
    let mistakeRows = try Row.fetchCursor(
      db,
      sql: """
        SELECT date, pattern, skill, infinitive, CAST(answer AS BLOB), correctForm FROM learnerMistake
        WHERE date >= ? ORDER BY date DESC, id DESC
        """,
      arguments: [since])
    while let row = try mistakeRows.next() {
      guard let dateText: String = row.lenient(at: 0), let date = ISO8601.canonicalDate(dateText),
        let patternName: String = row.lenient(at: 1), let pattern = MistakePattern(rawValue: patternName),
        let skillName: String = row.lenient(at: 2), let skill = Skill(name: skillName),
        let infinitive = row.storedText(at: 3), let answer: Data = row.lenient(at: 4),
        let correct = row.storedText(at: 5)
      else {
        skipped("learnerMistake")
        continue
      }
      mistakes.append(
        MistakeRecord(
          date: date, pattern: pattern, skill: skill, infinitive: infinitive,
          answer: String(decoding: answer, as: UTF8.self), correctForm: correct))
    }
    let firstDay = LearnerDay.local(now - Double(Diagnosis.windowDays - 1) * 86_400)
    var window: [MistakePattern: (chances: Int, errors: Int)] = [:]
    let patternRows = try Row.fetchCursor(
      db, sql: "SELECT pattern, TOTAL(chances), TOTAL(errors) FROM learnerPatternDay WHERE day >= ? GROUP BY pattern",
      arguments: [firstDay])
    while let row = try patternRows.next() {
      guard let name: String = row.lenient(at: 0), let pattern = MistakePattern(rawValue: name) else { continue }
      window[pattern] = (count(row[1]), count(row[2]))
    }
    var diagnoses: [Diagnosis] = []
    let diagnosisRows = try Row.fetchCursor(
      db, sql: "SELECT pattern, status, firstSeen, lastSeen FROM learnerDiagnosis ORDER BY pattern")
    while let row = try diagnosisRows.next() {
      guard let name: String = row.lenient(at: 0), let pattern = MistakePattern(rawValue: name),
        let statusName: String = row.lenient(at: 1), let status = Diagnosis.Status(rawValue: statusName),
        let firstText: String = row.lenient(at: 2), let first = ISO8601.canonicalDate(firstText),
        let lastText: String = row.lenient(at: 3), let last = ISO8601.canonicalDate(lastText)
      else {
        skipped("learnerDiagnosis")
        continue
      }
      let rows = mistakes.filter { $0.pattern == pattern }
      var tally: [Skill: Int] = [:]
      for row in rows { tally[row.skill, default: 0] += 1 }
      let ranked = tally.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
      var seen: Set<String> = []
      let examples = rows.filter { seen.insert($0.answer + "\u{0}" + $0.correctForm).inserted }
        .prefix(3).map { (answer: $0.answer, expected: $0.correctForm) }
      let (chances, errors) = window[pattern] ?? (0, 0)
      diagnoses.append(
        Diagnosis(
          pattern: pattern, count: errors, chances: chances, examples: Array(examples), skills: ranked,
          status: status, firstSeen: first, lastSeen: max(first, last)))
    }
    var snapshot = LearnerSnapshot(
      skills: states, weeks: weeks, mistakes: mistakes, diagnoses: diagnoses, window: window)
    // The pictures' days: each skill's mastery and each pattern's counts a day, 28 days.
    let dayRows = try Row.fetchCursor(
      db, sql: "SELECT skill, day, mastery FROM learnerSkillDay WHERE day >= ?", arguments: [firstDay])
    while let row = try dayRows.next() {
      guard let name: String = row.lenient(at: 0), let skill = Skill(name: name), let day: String = row.lenient(at: 1),
        let mastery: Double = row.lenient(at: 2), (0...1).contains(mastery)
      else {
        skipped("learnerSkillDay")
        continue
      }
      snapshot.skillDays[skill, default: [:]][day] = mastery
    }
    let patternDayRows = try Row.fetchCursor(
      db, sql: "SELECT pattern, day, chances, errors FROM learnerPatternDay WHERE day >= ?", arguments: [firstDay])
    while let row = try patternDayRows.next() {
      guard let name: String = row.lenient(at: 0), let pattern = MistakePattern(rawValue: name),
        let day: String = row.lenient(at: 1), let chances = row.count(at: 2), let errors = row.count(at: 3),
        errors <= chances
      else {
        skipped("learnerPatternDay")
        continue
      }
      snapshot.patternDays[pattern, default: [:]][day] = (chances, errors)
    }
    snapshot.leftOut = leftOut
    return snapshot
  }
}
