import FoundationEssentials
import GRDB

/// The tutor's shape (docs/tutor-shape.md) from the stored per-day tables: what
/// the class share sends. Reads the window's day rows and the diagnoses, never
/// the history; a row out of range is left out.
extension AppDatabase {
  /// The shape of the last `days` local days, as of `now`.
  func tutorShape(now: Date, days: Int) throws -> TutorShape {
    try writer.read { db in try Self.tutorShape(db, now: now, days: days) }
  }

  static func tutorShape(_ db: Database, now: Date, days: Int) throws -> TutorShape {
    let days = min(TutorShape.maximumDays, max(1, days))
    let firstDay = LearnerDay.local(now - Double(days - 1) * 86_400)
    let today = LearnerDay.local(now)
    var skills: [TutorShape.SkillDay] = []
    let skillRows = try Row.fetchCursor(
      db,
      sql: """
        SELECT day, skill, asked, correct, mastery, lastAnswered FROM learnerSkillDay
        WHERE day >= ? AND day <= ? ORDER BY day, skill
        """,
      arguments: [firstDay, today])
    while let row = try skillRows.next() {
      guard let day: String = row.lenient(at: 0), TutorShape.isDay(day), let name: String = row.lenient(at: 1),
        Skill(name: name) != nil, let asked: Int = row.lenient(at: 2), let right: Int = row.lenient(at: 3),
        asked >= 0, (0...asked).contains(right), let mastery: Double = row.lenient(at: 4), (0...1).contains(mastery)
      else { continue }
      let last: String? = row.lenient(at: 5)
      skills.append(
        TutorShape.SkillDay(
          day: day, skill: name, asked: asked, right: right, mastery: mastery,
          lastAnswered: last.flatMap(ISO8601.canonicalDate)))
    }
    var patterns: [TutorShape.PatternDay] = []
    let patternRows = try Row.fetchCursor(
      db,
      sql: """
        SELECT day, pattern, chances, errors FROM learnerPatternDay
        WHERE day >= ? AND day <= ? ORDER BY day, pattern
        """,
      arguments: [firstDay, today])
    while let row = try patternRows.next() {
      guard let day: String = row.lenient(at: 0), TutorShape.isDay(day), let name: String = row.lenient(at: 1),
        MistakePattern(rawValue: name) != nil, let chances: Int = row.lenient(at: 2),
        let errors: Int = row.lenient(at: 3), chances >= 0, (0...chances).contains(errors)
      else { continue }
      patterns.append(TutorShape.PatternDay(day: day, pattern: name, chances: chances, errors: errors))
    }
    let learner = try learner(db, now: now)
    let diagnoses = learner.allDiagnoses.sorted { $0.pattern.rawValue < $1.pattern.rawValue }.map { diagnosis in
      var seen: Set<String> = []
      let expected = learner.mistakes.filter { $0.pattern == diagnosis.pattern }.map(\.correctForm)
        .filter { $0.utf8.count <= 100 && seen.insert($0).inserted }.prefix(3)
      return TutorShape.DiagnosisEntry(
        pattern: diagnosis.pattern.rawValue, count: diagnosis.count, firstSeen: diagnosis.firstSeen,
        lastSeen: diagnosis.lastSeen, expected: Array(expected),
        status: diagnosis.status == .active ? .active : .cleared, info: diagnosis.infoPage)
    }
    return TutorShape(asOf: now, days: days, skills: skills, patterns: patterns, diagnoses: diagnoses)
  }
}

extension SQLiteQuizRecords {
  /// The tutor's shape of the last `days` local days (docs/tutor-shape.md).
  func tutorShape(now: Date, days: Int) throws(RecordsError) -> TutorShape {
    guard opener.hasData else {
      return TutorShape(asOf: now, days: max(1, days), skills: [], patterns: [], diagnoses: [])
    }
    do { return try opener.database(reading: true).tutorShape(now: now, days: days) } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }
}

extension SQLiteQuizRecords {
  /// Deletes notebook entries (docs/learning.md, "The notebook").
  func forgetNotebook(_ patterns: [MistakePattern]?) throws(RecordsError) -> [MistakePattern] {
    guard opener.hasData else { return [] }
    do { return try opener.database().forgetNotebook(patterns) } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }
}

extension AppDatabase {
  /// Deletes the diagnoses of `patterns` (all rows when nil, a tampered one too)
  /// and their rows of `learnerMistake` (the typed answers the entry showed), in one transaction. The patterns deleted.
  func forgetNotebook(_ patterns: [MistakePattern]?) throws -> [MistakePattern] {
    try writer.write { db in
      var gone: [MistakePattern] = []
      let rows = try Row.fetchCursor(db, sql: "SELECT pattern FROM learnerDiagnosis ORDER BY pattern")
      while let row = try rows.next() {
        guard let name: String = row.lenient(at: 0), let pattern = MistakePattern(rawValue: name) else { continue }
        if patterns?.contains(pattern) ?? true { gone.append(pattern) }
      }
      // Every row when all go, one this build cannot read too.
      if patterns == nil { try db.execute(sql: "DELETE FROM learnerDiagnosis") }
      for pattern in gone {
        try db.execute(sql: "DELETE FROM learnerDiagnosis WHERE pattern = ?", arguments: [pattern.rawValue])
        try db.execute(sql: "DELETE FROM learnerMistake WHERE pattern = ?", arguments: [pattern.rawValue])
      }
      return gone
    }
  }
}
