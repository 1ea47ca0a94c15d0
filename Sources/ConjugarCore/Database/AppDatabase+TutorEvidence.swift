import FoundationEssentials
import GRDB

/// Migration v-tutor-evidence (issue 41): the per-day tables the charts, the
/// clears and the class share read (per day per skill: asked, right; per day per
/// error pattern with its direction: chances, errors), the diagnoses with their
/// status and the evidence toward clearing them; and the learner model rebuilt
/// from the stored answers, so that an upgrade drops the diagnoses of the old
/// rules (docs/learning.md, "Storage").
extension AppDatabase {
  static func registerTutorEvidence(_ migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v-tutor-evidence") { db in
      try db.execute(
        sql: """
          CREATE TABLE learnerSkillDay (
            day TEXT NOT NULL CHECK (length(day) = 10),
            skill TEXT NOT NULL CHECK (skill <> ''),
            asked INTEGER NOT NULL CHECK (asked >= 0),
            correct INTEGER NOT NULL CHECK (correct BETWEEN 0 AND asked),
            mastery REAL NOT NULL CHECK (mastery BETWEEN 0 AND 1),
            lastAnswered TEXT NOT NULL,
            PRIMARY KEY (day, skill)
          ) WITHOUT ROWID;
          CREATE TABLE learnerPatternDay (
            day TEXT NOT NULL CHECK (length(day) = 10),
            pattern TEXT NOT NULL CHECK (pattern <> ''),
            chances INTEGER NOT NULL CHECK (chances >= 0),
            errors INTEGER NOT NULL CHECK (errors BETWEEN 0 AND chances),
            PRIMARY KEY (day, pattern)
          ) WITHOUT ROWID;
          CREATE TABLE learnerDiagnosis (
            pattern TEXT PRIMARY KEY NOT NULL CHECK (pattern <> ''),
            status TEXT NOT NULL CHECK (status IN ('active', 'cleared')),
            firstSeen TEXT NOT NULL,
            lastSeen TEXT NOT NULL,
            changed TEXT NOT NULL,
            rightSince INTEGER NOT NULL DEFAULT 0 CHECK (rightSince >= 0),
            daysSince INTEGER NOT NULL DEFAULT 0 CHECK (daysSince >= 0),
            lastRightDay TEXT
          ) WITHOUT ROWID;
          CREATE INDEX learnerPatternDay_pattern ON learnerPatternDay (pattern, day);
          """)
      try rebuildLearner(db)
    }
  }

  /// Migration v-tutor-usted-adverbial (issue 41, round 2): the model replayed
  /// once more under this round's rules (tú for usted judged where usted is
  /// spoken to, the indicative after para que / antes de que / cuando as its own
  /// pattern, the directions of two-way topics), so an upgrading learner's
  /// diagnoses and estimates are what this build would have made. No new table.
  static func registerTutorReplay(_ migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v-tutor-usted-adverbial") { db in try rebuildLearner(db) }
    // v-tutor-ustedes (issue 41, round 3): replayed again, vosotros for ustedes
    // and its reverse now patterns of their own (they were other>person).
    migrator.registerMigration("v-tutor-ustedes") { db in try rebuildLearner(db) }
  }

  /// The learner model replayed from every stored answer, session by session, in
  /// the order they were saved (inside the caller's transaction).
  static func rebuildLearner(_ db: Database, catalog: VerbCatalog = .standard) throws {
    try db.execute(
      sql: """
        DELETE FROM learnerSkill; DELETE FROM learnerSkillWeek; DELETE FROM learnerMistake;
        DELETE FROM learnerSkillDay; DELETE FROM learnerPatternDay; DELETE FROM learnerDiagnosis;
        """)
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT quizId, infinitive, tense, person, CAST(answer AS BLOB), correctForm, points, date, sentence, topic
        FROM quizQuestion ORDER BY quizId, position
        """)
    var cache = LearningEvent.FormsCache(catalog: catalog)
    var events: [String: LearningEvent] = [:]
    var batch: [LearningEvent] = []
    var quiz: Int64?
    var last: Date?
    func flush() throws {
      if let last, !batch.isEmpty { try applyLearning(db, batch, at: last) }
      batch.removeAll(keepingCapacity: true)
      last = nil
    }
    while let row = try rows.next() {
      // A row this build cannot read (a tense renamed, a date damaged) is left out.
      guard let id: Int64 = row.lenient(at: 0), let infinitive: String = row.lenient(at: 1),
        let tenseName: String = row.lenient(at: 2), let tense = Tense(rawValue: tenseName),
        let answer: Data = row.lenient(at: 4), let correct: String = row.lenient(at: 5),
        let points: Int = row.lenient(at: 6), let dateText: String = row.lenient(at: 7),
        let date = ISO8601.canonicalDate(dateText)
      else { continue }
      let personName: String? = row.lenient(at: 3)
      let person = personName.flatMap(Person.init(rawValue:))
      if personName != nil && person == nil { continue }
      if id != quiz {
        try flush()
        quiz = id
      }
      let sentence: String? = row.lenient(at: 8)
      let topic: String? = row.lenient(at: 9)
      let grade: Grade = points >= 10 ? .total : points > 0 ? .partial : .wrong
      let text = String(decoding: answer, as: UTF8.self)
      // A history asks the same items again and again, mostly answered alike: each
      // distinct answer to each item is worked out once.
      let key = [infinitive, tenseName, personName ?? "", sentence ?? "", topic ?? "", correct, text, String(points)]
        .joined(separator: "\u{0}")
      if let known = events[key] {
        batch.append(known)
      } else {
        let result = QuestionResult(
          question: Question(infinitive, tense, person, sentence: sentence), answer: text, correctForm: correct,
          grade: grade)
        let event = LearningEvent.event(result, topic: topic, cache: &cache)
        events[key] = event
        batch.append(event)
      }
      last = max(last ?? date, date)
    }
    try flush()
  }
}
