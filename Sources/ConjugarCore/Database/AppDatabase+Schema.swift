import GRDB

extension AppDatabase {
  /// Frozen migrations: never edit a shipped one, add another. Raw SQL only, so no
  /// app type can change an old migration's meaning.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.execute(
        sql: """
          CREATE TABLE setting (
            key TEXT PRIMARY KEY NOT NULL CHECK (key <> ''),
            value TEXT NOT NULL
          );
          CREATE TABLE quiz (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            date TEXT NOT NULL,
            player TEXT CHECK (player IS NULL OR player <> ''),
            score INTEGER NOT NULL CHECK (score >= 0),
            region TEXT NOT NULL CHECK (region IN ('Spain', 'Latin America')),
            difficulty TEXT NOT NULL CHECK (difficulty IN ('Easy', 'Moderate', 'Difficult')),
            elapsedSeconds INTEGER NOT NULL CHECK (elapsedSeconds >= 0)
          );
          CREATE INDEX quiz_leaderboard ON quiz (score DESC, date) WHERE player IS NOT NULL;
          CREATE TABLE quizQuestion (
            quizId INTEGER NOT NULL REFERENCES quiz (id) ON DELETE CASCADE,
            position INTEGER NOT NULL CHECK (position >= 1),
            infinitive TEXT NOT NULL CHECK (infinitive <> ''),
            tense TEXT NOT NULL CHECK (tense <> ''),
            person TEXT,
            answer TEXT NOT NULL,
            correctForm TEXT NOT NULL,
            points INTEGER NOT NULL CHECK (points IN (0, 5, 10)),
            date TEXT NOT NULL,
            PRIMARY KEY (quizId, position)
          );
          CREATE TABLE analyticsEvent (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            date TEXT NOT NULL,
            name TEXT NOT NULL CHECK (name <> ''),
            parameters TEXT NOT NULL DEFAULT '{}'
          );
          """)
    }
    // v2: the leaderboard by difficulty and the history per tense and verb
    // (`leaderboard --difficulty`, `history`, `stats`) without a full scan.
    migrator.registerMigration("v2") { db in
      try db.execute(
        sql: """
          CREATE INDEX quiz_difficulty_leaderboard ON quiz (difficulty, score DESC, date)
            WHERE player IS NOT NULL;
          CREATE INDEX quiz_date ON quiz (date);
          CREATE INDEX quizQuestion_tense ON quizQuestion (tense, points);
          CREATE INDEX analyticsEvent_name ON analyticsEvent (name, date);
          """)
    }
    // v3: the local leaderboard in a table of its own, written by LocalLeaderboard
    // (the GameCenterable), apart from the history (QuizRecords); the scores already
    // on the board come along.
    migrator.registerMigration("v3") { db in
      try db.execute(
        sql: """
          CREATE TABLE leaderboardEntry (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            player TEXT NOT NULL CHECK (player <> ''),
            score INTEGER NOT NULL CHECK (score >= 0),
            difficulty TEXT NOT NULL CHECK (difficulty IN ('Easy', 'Moderate', 'Difficult')),
            region TEXT NOT NULL CHECK (region IN ('Spain', 'Latin America')),
            date TEXT NOT NULL
          );
          CREATE INDEX leaderboardEntry_rank ON leaderboardEntry (score DESC, date);
          CREATE INDEX leaderboardEntry_difficulty ON leaderboardEntry (difficulty, score DESC, date);
          INSERT INTO leaderboardEntry (player, score, difficulty, region, date)
            SELECT player, score, difficulty, region, date FROM quiz
            WHERE player IS NOT NULL ORDER BY id;
          """)
    }
    // v4: the class board's outbox: scores a PostgreSQL server has not taken yet,
    // oldest first, each with the id that makes a resend harmless.
    migrator.registerMigration("v4") { db in
      try db.execute(
        sql: """
          CREATE TABLE classBoardOutbox (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            id TEXT NOT NULL UNIQUE CHECK (id <> ''),
            score INTEGER NOT NULL CHECK (score >= 0),
            difficulty TEXT NOT NULL CHECK (difficulty IN ('Easy', 'Moderate', 'Difficult')),
            region TEXT NOT NULL CHECK (region IN ('Spain', 'Latin America')),
            date TEXT NOT NULL,
            elapsedSeconds INTEGER NOT NULL CHECK (elapsedSeconds >= 0)
          );
          """)
    }
    // v5: practice and review sessions in the history beside ranked quizzes, and
    // the spaced-repetition schedule of every item answered (FSRS memory state).
    migrator.registerMigration("v5") { db in
      try db.execute(
        sql: """
          ALTER TABLE quiz ADD COLUMN kind TEXT NOT NULL DEFAULT 'quiz'
            CHECK (kind IN ('quiz', 'practice', 'review'));
          CREATE TABLE reviewItem (
            infinitive TEXT NOT NULL CHECK (infinitive <> ''),
            tense TEXT NOT NULL CHECK (tense <> ''),
            person TEXT NOT NULL DEFAULT '',
            stability REAL NOT NULL CHECK (stability > 0),
            difficulty REAL NOT NULL CHECK (difficulty BETWEEN 1 AND 10),
            lastReview TEXT NOT NULL,
            due TEXT NOT NULL,
            lastRating INTEGER NOT NULL CHECK (lastRating BETWEEN 1 AND 4),
            reviews INTEGER NOT NULL DEFAULT 1 CHECK (reviews >= 1),
            PRIMARY KEY (infinitive, tense, person)
          ) WITHOUT ROWID;
          CREATE INDEX reviewItem_due ON reviewItem (due);
          """)
    }
    // v6: context sentences (`conjugar context`). A session of them is a quiz row of
    // kind 'context' (the kind CHECK is widened, which SQLite does only by
    // rebuilding the table; migrations run with foreign keys off, so the questions
    // stay); each answer is a quizQuestion row naming its sentence and topic; each
    // sentence has its own schedule, apart from the verb, tense and person it asks.
    migrator.registerMigration("v6") { db in
      try db.execute(
        sql: """
          CREATE TABLE quiz_v6 (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            date TEXT NOT NULL,
            player TEXT CHECK (player IS NULL OR player <> ''),
            score INTEGER NOT NULL CHECK (score >= 0),
            region TEXT NOT NULL CHECK (region IN ('Spain', 'Latin America')),
            difficulty TEXT NOT NULL CHECK (difficulty IN ('Easy', 'Moderate', 'Difficult')),
            elapsedSeconds INTEGER NOT NULL CHECK (elapsedSeconds >= 0),
            kind TEXT NOT NULL DEFAULT 'quiz' CHECK (kind IN ('quiz', 'practice', 'review', 'context'))
          );
          INSERT INTO quiz_v6 (id, date, player, score, region, difficulty, elapsedSeconds, kind)
            SELECT id, date, player, score, region, difficulty, elapsedSeconds, kind FROM quiz ORDER BY id;
          DROP TABLE quiz;
          ALTER TABLE quiz_v6 RENAME TO quiz;
          CREATE INDEX quiz_leaderboard ON quiz (score DESC, date) WHERE player IS NOT NULL;
          CREATE INDEX quiz_difficulty_leaderboard ON quiz (difficulty, score DESC, date)
            WHERE player IS NOT NULL;
          CREATE INDEX quiz_date ON quiz (date);
          ALTER TABLE quizQuestion ADD COLUMN sentence TEXT CHECK (sentence IS NULL OR sentence <> '');
          ALTER TABLE quizQuestion ADD COLUMN topic TEXT CHECK (topic IS NULL OR topic <> '');
          CREATE INDEX quizQuestion_topic ON quizQuestion (topic, points) WHERE topic IS NOT NULL;
          CREATE TABLE contextReviewItem (
            sentence TEXT PRIMARY KEY NOT NULL CHECK (sentence <> ''),
            infinitive TEXT NOT NULL CHECK (infinitive <> ''),
            tense TEXT NOT NULL CHECK (tense <> ''),
            person TEXT NOT NULL DEFAULT '',
            stability REAL NOT NULL CHECK (stability > 0),
            difficulty REAL NOT NULL CHECK (difficulty BETWEEN 1 AND 10),
            lastReview TEXT NOT NULL,
            due TEXT NOT NULL,
            lastRating INTEGER NOT NULL CHECK (lastRating BETWEEN 1 AND 4),
            reviews INTEGER NOT NULL DEFAULT 1 CHECK (reviews >= 1)
          ) WITHOUT ROWID;
          CREATE INDEX contextReviewItem_due ON contextReviewItem (due);
          """)
    }
    // `stats` groups every answer by tense and by verb: indexes that hold what it
    // counts let SQLite read them instead of the whole table (docs/performance.md:
    // a history of 100,000 answers).
    migrator.registerMigration("v7") { db in
      try db.execute(
        sql: """
          CREATE INDEX quizQuestion_tenseAccuracy ON quizQuestion (tense, points) WHERE sentence IS NULL;
          CREATE INDEX quizQuestion_verbAccuracy ON quizQuestion (infinitive, points);
          """)
    }
    // v8 (issue 26: a history of a million answers). `review --status` counts
    // schedules through an index holding the two columns it reads; the rows a
    // review would pass over as unreadable (a tampered file) are found through a
    // partial index that is empty in a sound file, so no count rereads every row
    // to check it. `stats` reads the last weeks' answers by date, `export` groups
    // answers by item; and a score the class board refused is marked, with the
    // server's reason, instead of being offered again on every send. (A date is
    // readable when SQLite writes it back the same; the '+0 seconds' makes it
    // normalise first, so that a day or an hour that does not exist, 2024-02-30 or
    // 24:00, comes back changed.)
    migrator.registerMigration("v8") { db in
      try db.execute(
        sql: """
          DROP INDEX reviewItem_due;
          CREATE INDEX reviewItem_dueStability ON reviewItem (due, stability);
          CREATE INDEX reviewItem_unreadable ON reviewItem (infinitive) WHERE NOT (
            typeof(infinitive) = 'text' AND infinitive <> ''
            AND tense IN ('presenteDeIndicativo', 'preterito', 'imperfectoDeIndicativo', 'futuroDeIndicativo',
              'condicional', 'presenteDeSubjuntivo', 'imperfectoDeSubjuntivo1', 'imperfectoDeSubjuntivo2',
              'futuroDeSubjuntivo', 'imperativoPositivo', 'imperativoNegativo', 'perfectoDeIndicativo',
              'preteritoAnterior', 'pluscuamperfectoDeIndicativo', 'futuroPerfecto', 'condicionalCompuesto',
              'perfectoDeSubjuntivo', 'pluscuamperfectoDeSubjuntivo1', 'pluscuamperfectoDeSubjuntivo2',
              'futuroPerfectoDeSubjuntivo', 'gerundio', 'participio')
            AND person IN ('', 'yo', 'tu', 'vos', 'el', 'nosotros', 'vosotros', 'ellos')
            AND typeof(stability) = 'real' AND stability > 0 AND stability <= 1.7976931348623157e308
            AND typeof(difficulty) = 'real' AND difficulty BETWEEN 1 AND 10
            AND typeof(lastRating) = 'integer' AND lastRating BETWEEN 1 AND 4
            AND strftime('%Y-%m-%dT%H:%M:%SZ', lastReview, '+0 seconds') IS lastReview
            AND strftime('%Y-%m-%dT%H:%M:%SZ', due, '+0 seconds') IS due);
          DROP INDEX contextReviewItem_due;
          CREATE INDEX contextReviewItem_dueStability ON contextReviewItem (due, stability);
          CREATE INDEX contextReviewItem_unreadable ON contextReviewItem (sentence) WHERE NOT (
            typeof(sentence) = 'text' AND sentence <> ''
            AND typeof(infinitive) = 'text' AND infinitive <> ''
            AND tense IN ('presenteDeIndicativo', 'preterito', 'imperfectoDeIndicativo', 'futuroDeIndicativo',
              'condicional', 'presenteDeSubjuntivo', 'imperfectoDeSubjuntivo1', 'imperfectoDeSubjuntivo2',
              'futuroDeSubjuntivo', 'imperativoPositivo', 'imperativoNegativo', 'perfectoDeIndicativo',
              'preteritoAnterior', 'pluscuamperfectoDeIndicativo', 'futuroPerfecto', 'condicionalCompuesto',
              'perfectoDeSubjuntivo', 'pluscuamperfectoDeSubjuntivo1', 'pluscuamperfectoDeSubjuntivo2',
              'futuroPerfectoDeSubjuntivo', 'gerundio', 'participio')
            AND person IN ('', 'yo', 'tu', 'vos', 'el', 'nosotros', 'vosotros', 'ellos')
            AND typeof(stability) = 'real' AND stability > 0 AND stability <= 1.7976931348623157e308
            AND typeof(difficulty) = 'real' AND difficulty BETWEEN 1 AND 10
            AND typeof(lastRating) = 'integer' AND lastRating BETWEEN 1 AND 4
            AND strftime('%Y-%m-%dT%H:%M:%SZ', lastReview, '+0 seconds') IS lastReview
            AND strftime('%Y-%m-%dT%H:%M:%SZ', due, '+0 seconds') IS due);
          CREATE INDEX quizQuestion_day ON quizQuestion (date, points);
          CREATE INDEX quizQuestion_item ON quizQuestion (infinitive, tense, person, sentence, points);
          ALTER TABLE classBoardOutbox ADD COLUMN refused TEXT CHECK (refused IS NULL OR refused <> '');
          """)
    }
    // v9 (issue 26 §14: a quiz's save ≤ 5 ms at 100,000 answers). The end of every
    // session counts the missed items not yet due (`reviewBacklog(now:)`); without
    // this index SQLite read every schedule for them (5 ms at 20,000 schedules
    // through (due, stability), 1 ms scanning the table), with it only their range.
    migrator.registerMigration("v9") { db in
      try db.execute(
        sql: """
          CREATE INDEX reviewItem_ratingDue ON reviewItem (lastRating, due);
          CREATE INDEX contextReviewItem_ratingDue ON contextReviewItem (lastRating, due);
          """)
    }
    // v10 (issue 26: a history of a million answers). The personal best of a
    // practice, review or context session is its best share of points; it was
    // found by adding up every answer of that kind at the end of each session. Each
    // session now carries how many answers it has and their points, kept by
    // triggers whatever program writes the answers (conjugar, a script copying
    // rows, a test), so the best is read from one index of session rows. A later
    // migration that rebuilds quizQuestion must create these triggers again.
    migrator.registerMigration("v10") { db in
      try db.execute(
        sql: """
          ALTER TABLE quiz ADD COLUMN questionCount INTEGER NOT NULL DEFAULT 0;
          ALTER TABLE quiz ADD COLUMN questionPoints INTEGER NOT NULL DEFAULT 0;
          UPDATE quiz SET
            questionCount = (SELECT COUNT(*) FROM quizQuestion WHERE quizId = quiz.id),
            questionPoints = (SELECT COALESCE(SUM(points), 0) FROM quizQuestion WHERE quizId = quiz.id);
          CREATE TRIGGER quizQuestion_added AFTER INSERT ON quizQuestion BEGIN
            UPDATE quiz SET questionCount = questionCount + 1, questionPoints = questionPoints + NEW.points
            WHERE id = NEW.quizId;
          END;
          CREATE TRIGGER quizQuestion_removed AFTER DELETE ON quizQuestion BEGIN
            UPDATE quiz SET questionCount = questionCount - 1, questionPoints = questionPoints - OLD.points
            WHERE id = OLD.quizId;
          END;
          CREATE TRIGGER quizQuestion_changed AFTER UPDATE OF quizId, points ON quizQuestion BEGIN
            UPDATE quiz SET questionCount = questionCount - 1, questionPoints = questionPoints - OLD.points
            WHERE id = OLD.quizId;
            UPDATE quiz SET questionCount = questionCount + 1, questionPoints = questionPoints + NEW.points
            WHERE id = NEW.quizId;
          END;
          CREATE INDEX quiz_share ON quiz (kind, questionPoints * 10 / questionCount) WHERE questionCount > 0;
          """)
    }
    registerStrictSchedules(&migrator)
    // v-tutor-skills (issue 34: the tutor). The learner model, updated by every save
    // in the session's own transaction (docs/learning.md): each skill's mastery
    // (BKT with forgetting) and its last answers; each skill's mastery at the end of
    // each week, for the four-week trend; and the wrong answers of the last weeks,
    // classified, for the diagnoses. A history saved before this migration starts
    // each tense and context topic at its share of right answers (Laplace), read
    // once here; later answers update it one by one.
    migrator.registerMigration("v-tutor-skills") { db in
      try db.execute(
        sql: """
          CREATE TABLE learnerSkill (
            skill TEXT PRIMARY KEY NOT NULL CHECK (skill <> ''),
            mastery REAL NOT NULL CHECK (mastery BETWEEN 0 AND 1),
            lastPractised TEXT NOT NULL,
            asked INTEGER NOT NULL CHECK (asked >= 0),
            missed INTEGER NOT NULL CHECK (missed >= 0),
            recent INTEGER NOT NULL DEFAULT 0,
            recentCount INTEGER NOT NULL DEFAULT 0 CHECK (recentCount BETWEEN 0 AND 16)
          ) WITHOUT ROWID;
          CREATE TABLE learnerSkillWeek (
            skill TEXT NOT NULL CHECK (skill <> ''),
            week TEXT NOT NULL,
            mastery REAL NOT NULL CHECK (mastery BETWEEN 0 AND 1),
            asked INTEGER NOT NULL CHECK (asked >= 0),
            missed INTEGER NOT NULL CHECK (missed >= 0),
            PRIMARY KEY (week, skill)
          ) WITHOUT ROWID;
          CREATE TABLE learnerMistake (
            id INTEGER PRIMARY KEY,
            date TEXT NOT NULL,
            pattern TEXT NOT NULL CHECK (pattern <> ''),
            skill TEXT NOT NULL CHECK (skill <> ''),
            infinitive TEXT NOT NULL,
            answer TEXT NOT NULL,
            correctForm TEXT NOT NULL
          );
          CREATE INDEX learnerMistake_date ON learnerMistake (date);
          INSERT INTO learnerSkill (skill, mastery, lastPractised, asked, missed)
            SELECT 'tense:' || tense, (SUM(points > 0) + 1.0) / (COUNT(*) + 2), MAX(date), COUNT(*), SUM(points = 0)
            FROM quizQuestion WHERE sentence IS NULL AND tense <> '' GROUP BY tense;
          INSERT INTO learnerSkill (skill, mastery, lastPractised, asked, missed)
            SELECT 'context:' || topic, (SUM(points > 0) + 1.0) / (COUNT(*) + 2), MAX(date), COUNT(*), SUM(points = 0)
            FROM quizQuestion WHERE topic IS NOT NULL GROUP BY topic;
          """)
    }
    registerTutorEvidence(&migrator)
    registerAnswerDays(&migrator)
    registerTutorReplay(&migrator)
    return migrator
  }

  /// The tables each migration creates, written out by hand: a database that has a
  /// migration but lacks one of its tables was damaged by another program.
  static let tablesMade: [String: [String]] = [
    "v1": ["setting", "quiz", "quizQuestion", "analyticsEvent"],
    "v3": ["leaderboardEntry"],
    "v4": ["classBoardOutbox"],
    "v5": ["reviewItem"],
    "v6": ["contextReviewItem"],
    "v-tutor-skills": ["learnerSkill", "learnerSkillWeek", "learnerMistake"],
    "v-tutor-evidence": ["learnerSkillDay", "learnerPatternDay", "learnerDiagnosis"],
    "v-db-answer-days": ["answerDay"],
  ]

  /// Every migration this build knows, written out (a test holds it to the
  /// migrator's list); a database with another was written by a newer conjugar.
  /// Checked at every launch without building the migrator, which costs start-up.
  static let knownMigrations: Set<String> = [
    "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v-db-strict-schedules", "v-tutor-skills",
    "v-tutor-evidence",
    "v-db-answer-days",
    "v-tutor-usted-adverbial",
    "v-tutor-ustedes",
  ]

  /// The tables that grow with every quiz (its row, its 50 questions, its events,
  /// its board entry, its answers' schedules), each with the column of its key.
  /// `inspect` does not read them whole with `quick_check`, which made every launch
  /// slower the longer a learner played (a 1,000-quiz history: 4.3 ms to the first
  /// question then, 2.3 ms now); it reads the path to each one's largest key, the
  /// root page and the last pages, where the next quiz's rows go: a few pages
  /// whatever the history. The other tables stay small (migrations, settings, the
  /// class board's outbox) and are checked whole, as is any table a later
  /// migration adds until it is listed here.
  static let growingTables: [GrowingTable] = [
    GrowingTable(name: "quiz", key: "rowid"), GrowingTable(name: "quizQuestion", key: "rowid"),
    GrowingTable(name: "analyticsEvent", key: "rowid"), GrowingTable(name: "leaderboardEntry", key: "rowid"),
    GrowingTable(name: "reviewItem", key: "infinitive"),
    GrowingTable(name: "contextReviewItem", key: "sentence"),
    // The learner model's weeks and recent mistakes (v-tutor-skills): a row a
    // skill a week, and the mistakes of the last weeks.
    GrowingTable(name: "learnerSkillWeek", key: "week"), GrowingTable(name: "learnerMistake", key: "id"),
    // Its days (v-tutor-evidence): a row a skill, and a row an error pattern, a day.
    GrowingTable(name: "learnerSkillDay", key: "day"), GrowingTable(name: "learnerPatternDay", key: "day"),
  ]

  struct GrowingTable: Sendable {
    let name: String
    /// The column whose largest value is found through the table's own b-tree.
    let key: String
  }
}
