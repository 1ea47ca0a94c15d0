import FoundationEssentials
import GRDB

/// The spaced-repetition schedule: one row per item (verb, tense, person).
extension AppDatabase {
  /// The schedules of `questions` (every item when nil), soonest due first, ties
  /// in the order of (infinitive, tense, person).
  func reviewItems(for questions: Set<Question>? = nil) throws -> [ReviewItem] {
    let items = try writer.read { db in
      var items: [ReviewItem] = []
      for (query, sentence) in [(Self.reviewItemsQuery, false), (Self.contextItemsQuery, true)] {
        let rows = try Row.fetchCursor(db, sql: query)
        while let row = try rows.next() {
          guard let item = sentence ? Self.contextItem(row) : Self.reviewItem(row),
            questions.map({ $0.contains(item.question) }) ?? true
          else { continue }
          items.append(item)
        }
      }
      return items
    }
    return Self.soonestDueFirst(items)
  }

  /// The counts of `review --status` as of `now`, as `ReviewSelector.status` makes
  /// them from `reviewItems()`, counted by SQL: every schedule through the index
  /// on (due, stability) (migration v8), where stored dates, whole seconds in one
  /// form, compare as text; then the rows a review passes over as unreadable
  /// (a tampered file), found through the partial index that holds only them, are
  /// taken out again and counted as the review reads them.
  func reviewStatus(now: Date) throws -> ReviewStatus {
    let second = Date(timeIntervalSince1970: (now.timeIntervalSince1970).rounded(.down))
    let arguments: StatementArguments = [
      ISO8601.string(second), ISO8601.string(second.addingTimeInterval(24 * 3600)),
      ReviewStatus.masteredStability,
    ]
    let flags = "due <= ?1, due > ?1 AND due <= ?2, stability > ?3"
    return try writer.read { db in
      var status = ReviewStatus(dueNow: 0, dueIn24Hours: 0, learning: 0, mastered: 0)
      for (table, unreadable, sentence) in [
        ("reviewItem", Self.unreadableReviewItems, false), ("contextReviewItem", Self.unreadableContextItems, true),
      ] {
        if let counts = try Row.fetchOne(
          db,
          sql: """
            SELECT COUNT(*), IFNULL(SUM(due <= ?1), 0), IFNULL(SUM(due > ?1 AND due <= ?2), 0),
              IFNULL(SUM(stability > ?3), 0)
            FROM \(table)
            """, arguments: arguments)
        {
          let (all, now, soon, mastered): (Int, Int, Int, Int) = (counts[0], counts[1], counts[2], counts[3])
          status.dueNow += now
          status.dueIn24Hours += soon
          status.mastered += mastered
          status.learning += all - mastered
        }
        let columns =
          (sentence ? "sentence, " : "")
          + "infinitive, tense, person, stability, difficulty, lastReview, due, lastRating"
        let rows = try Row.fetchCursor(
          db, sql: "SELECT \(flags), \(columns) FROM \(table) WHERE \(unreadable)", arguments: arguments)
        while let row = try rows.next() {
          // As counted above: taken out again.
          status.dueNow -= row.lenient(at: 0) == true ? 1 : 0
          status.dueIn24Hours -= row.lenient(at: 1) == true ? 1 : 0
          if row.lenient(at: 2) == true { status.mastered -= 1 } else { status.learning -= 1 }
          guard let item = sentence ? Self.contextItem(row, from: 3) : Self.reviewItem(row, from: 3) else { continue }
          let read = ReviewSelector.status([item], now: now)
          status.dueNow += read.dueNow
          status.dueIn24Hours += read.dueIn24Hours
          status.learning += read.learning
          status.mastered += read.mastered
        }
      }
      return status
    }
  }

  /// What a review would ask as of `now`, as `ReviewSelector.inPriority` orders
  /// every item of `reviewItems()`: the items due, then the missed ones (last rated
  /// Again) not yet due. The end of every session says so, so it must not read
  /// every schedule: SQL counts the due through the index on (due, stability)
  /// (migration v8) and the missed through the one on (lastRating, due) (v9),
  /// each a range of its index; the unreadable rows are then taken out again and
  /// counted as the review reads them, as in `reviewStatus(now:)`.
  func reviewBacklog(now: Date) throws -> (due: Int, missed: Int) {
    let second = Date(timeIntervalSince1970: (now.timeIntervalSince1970).rounded(.down))
    let arguments: StatementArguments = [ISO8601.string(second)]
    return try writer.read { db in
      var (due, missed) = (0, 0)
      for (table, unreadable, sentence) in [
        ("reviewItem", Self.unreadableReviewItems, false), ("contextReviewItem", Self.unreadableContextItems, true),
      ] {
        due += try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE due <= ?1", arguments: arguments) ?? 0
        missed +=
          try Int.fetchOne(
            db, sql: "SELECT COUNT(*) FROM \(table) WHERE lastRating = 1 AND due > ?1", arguments: arguments) ?? 0
        let columns =
          (sentence ? "sentence, " : "")
          + "infinitive, tense, person, stability, difficulty, lastReview, due, lastRating"
        let rows = try Row.fetchCursor(
          db, sql: "SELECT due <= ?1, lastRating = 1 AND due > ?1, \(columns) FROM \(table) WHERE \(unreadable)",
          arguments: arguments)
        while let row = try rows.next() {
          // As counted above: taken out again.
          due -= row.lenient(at: 0) == true ? 1 : 0
          missed -= row.lenient(at: 1) == true ? 1 : 0
          guard let item = sentence ? Self.contextItem(row, from: 2) : Self.reviewItem(row, from: 2) else { continue }
          if item.isDue(at: now) {
            due += 1
          } else if item.isMissed {
            missed += 1
          }
        }
      }
      return (due, missed)
    }
  }

  /// Updates the schedule of each item answered (inside a write transaction the
  /// caller holds): the stored schedules read, FSRS applied to the answers in
  /// order (`QuizSession.schedules`), the results written back.
  static func applyAnswers(_ db: Database, _ answers: [QuestionResult], at date: Date) throws {
    guard !answers.isEmpty else { return }
    let select = try db.cachedStatement(
      sql: """
        SELECT infinitive, tense, person, stability, difficulty, lastReview, due, lastRating
        FROM reviewItem WHERE infinitive = ? AND tense = ? AND person = ?
        """)
    let selectSentence = try db.cachedStatement(sql: contextItemsQuery + " WHERE sentence = ?")
    var seen: Set<Question> = []
    var previous: [ReviewItem] = []
    for question in answers.map(\.question) where seen.insert(question).inserted {
      if let sentence = question.sentence {
        if let row = try Row.fetchOne(selectSentence, arguments: [sentence]), let item = contextItem(row) {
          previous.append(item)
        }
        continue
      }
      let arguments: StatementArguments = [
        question.infinitive, question.tense.rawValue, question.person?.rawValue ?? "",
      ]
      if let row = try Row.fetchOne(select, arguments: arguments), let item = reviewItem(row) {
        previous.append(item)
      }
    }
    try storeReviews(db, QuizSession.schedules(after: answers, previous: previous, at: date))
  }

  /// Stores new schedules (inside a write transaction the caller holds).
  static func storeReviews(_ db: Database, _ items: [ReviewItem]) throws {
    let statement = try db.cachedStatement(
      sql: """
        INSERT INTO reviewItem
          (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (infinitive, tense, person) DO UPDATE SET
          stability = excluded.stability, difficulty = excluded.difficulty,
          lastReview = excluded.lastReview, due = excluded.due,
          lastRating = excluded.lastRating, reviews = reviews + 1
        """)
    let contextStatement = try db.cachedStatement(
      sql: """
        INSERT INTO contextReviewItem
          (sentence, infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (sentence) DO UPDATE SET
          infinitive = excluded.infinitive, tense = excluded.tense, person = excluded.person,
          stability = excluded.stability, difficulty = excluded.difficulty,
          lastReview = excluded.lastReview, due = excluded.due,
          lastRating = excluded.lastRating, reviews = reviews + 1
        """)
    for item in items {
      let schedule = item.schedule
      if let sentence = item.question.sentence {
        try contextStatement.execute(arguments: [
          sentence, item.question.infinitive, item.question.tense.rawValue,
          item.question.person?.rawValue ?? "", schedule.memory.stability,
          schedule.memory.difficulty, ISO8601.string(schedule.lastReview),
          ISO8601.string(schedule.due), schedule.lastRating.rawValue,
        ])
        continue
      }
      try statement.execute(arguments: [
        item.question.infinitive, item.question.tense.rawValue,
        item.question.person?.rawValue ?? "", schedule.memory.stability,
        schedule.memory.difficulty, ISO8601.string(schedule.lastReview),
        ISO8601.string(schedule.due), schedule.lastRating.rawValue,
      ])
    }
  }
}
