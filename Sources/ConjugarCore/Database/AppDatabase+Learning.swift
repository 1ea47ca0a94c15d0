import FoundationEssentials
import GRDB

/// The learner model's tables (migration v-tutor-skills): written by every save in
/// the session's transaction, read whole by `progress` and `today` (a few dozen
/// skill rows, a few weeks of rows, the last weeks' classified mistakes).
extension AppDatabase {
  /// Mistakes older than this are dropped at each save: the diagnoses read four
  /// weeks, and the table stays small whatever the history.
  static let mistakesKeptDays = 56

  /// Updates the model with `answers` (inside the caller's write transaction).
  /// `learning` is what the answers teach, worked out before the transaction.
  static func applyLearning(_ db: Database, _ learning: [LearningEvent], at date: Date) throws {
    guard !learning.isEmpty else { return }
    var states = try skillStates(db)
    var touched: [Skill] = []
    for event in learning {
      for skill in event.skills {
        var state = states[skill] ?? SkillState(lastPractised: date)
        state.answered(
          right: event.right, exact: event.isExact(on: skill), at: date, evidence: event.isEvidence(on: skill))
        if !touched.contains(skill) { touched.append(skill) }
        states[skill] = state
      }
    }
    let week = LearnerSnapshot.week(of: date)
    let upsert = try db.cachedStatement(
      sql: """
        INSERT INTO learnerSkill (skill, mastery, lastPractised, asked, missed, recent, recentCount)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (skill) DO UPDATE SET mastery = excluded.mastery, lastPractised = excluded.lastPractised,
          asked = excluded.asked, missed = excluded.missed, recent = excluded.recent,
          recentCount = excluded.recentCount
        """)
    let weekly = try db.cachedStatement(
      sql: """
        INSERT INTO learnerSkillWeek (skill, week, mastery, asked, missed) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (week, skill) DO UPDATE SET mastery = excluded.mastery,
          asked = asked + excluded.asked, missed = missed + excluded.missed
        """)
    var askedNow: [Skill: (Int, Int)] = [:]
    for event in learning {
      for skill in event.skills {
        let (asked, missed) = askedNow[skill] ?? (0, 0)
        askedNow[skill] = (asked + 1, missed + (event.right ? 0 : 1))
      }
    }
    let stamp = ISO8601.string(date)
    for skill in touched {
      guard let state = states[skill] else { continue }
      let mastery = min(1, max(0, state.mastery))
      try upsert.execute(arguments: [
        skill.name, mastery, ISO8601.string(state.lastPractised), state.asked, state.missed, state.recent,
        state.recentCount,
      ])
      let (asked, missed) = askedNow[skill] ?? (0, 0)
      try weekly.execute(arguments: [skill.name, week, mastery, asked, missed])
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
  }

  /// Every skill's stored state; a row this build cannot read is left out.
  static func skillStates(_ db: Database) throws -> [Skill: SkillState] {
    var states: [Skill: SkillState] = [:]
    let rows = try Row.fetchCursor(
      db, sql: "SELECT skill, mastery, lastPractised, asked, missed, recent, recentCount FROM learnerSkill")
    while let row = try rows.next() {
      guard let name: String = row.lenient(at: 0), let skill = Skill(name: name),
        let mastery: Double = row.lenient(at: 1), (0...1).contains(mastery),
        let lastText: String = row.lenient(at: 2), let last = ISO8601.canonicalDate(lastText),
        let asked = row.count(at: 3), let missed = row.count(at: 4),
        let recent: Int = row.lenient(at: 5), let recentCount = row.count(at: 6)
      else { continue }
      states[skill] = SkillState(
        mastery: mastery, lastPractised: last, asked: asked, missed: missed, recent: recent,
        recentCount: recentCount)
    }
    return states
  }

  /// The model as of `now`: every skill, the weeks of the trend, the window's mistakes.
  func learner(now: Date) throws -> LearnerSnapshot {
    try writer.read { db in
      let states = try Self.skillStates(db)
      let firstWeek = LearnerSnapshot.week(of: now - Double(LearnerSnapshot.trendWeeks - 1) * 7 * 86_400)
      var weeks: [LearnerSnapshot.WeekRow] = []
      let weekRows = try Row.fetchCursor(
        db, sql: "SELECT skill, week, mastery, asked, missed FROM learnerSkillWeek WHERE week >= ?",
        arguments: [firstWeek])
      while let row = try weekRows.next() {
        guard let name: String = row.lenient(at: 0), let skill = Skill(name: name),
          let week: String = row.lenient(at: 1), let mastery: Double = row.lenient(at: 2),
          let asked = row.count(at: 3), let missed = row.count(at: 4)
        else { continue }
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
        else { continue }
        mistakes.append(
          MistakeRecord(
            date: date, pattern: pattern, skill: skill, infinitive: infinitive,
            answer: String(decoding: answer, as: UTF8.self), correctForm: correct))
      }
      return LearnerSnapshot(skills: states, weeks: weeks, mistakes: mistakes)
    }
  }
}
