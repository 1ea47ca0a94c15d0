import FoundationEssentials

/// Quiz records in an SQLite database: the device's or simulator's file, or
/// (uiTest) one in memory. Either is opened when first needed; reading records
/// where none were ever saved creates nothing.
struct SQLiteQuizRecords: QuizRecords, ReviewSchedule, SharedRecordsFile {
  let opener: DatabaseOpener
  let isPersistent: Bool

  init(_ opener: DatabaseOpener) {
    self.opener = opener
    isPersistent = true
  }

  /// Records kept in memory for the life of the process: no file is touched.
  static func inMemory() -> SQLiteQuizRecords {
    SQLiteQuizRecords(memory: .memory())
  }

  init(memory: DatabaseOpener) {
    opener = memory
    isPersistent = false
  }

  var implementation: String {
    isPersistent
      ? "SQLiteQuizRecords (\(opener.path))" : "SQLiteQuizRecords (in memory; kept for this run only)"
  }

  func record(_ quiz: FinishedQuiz) throws(QuizNotSaved) {
    do {
      try opener.database().recordQuiz(
        quiz.score, player: quiz.player, kind: quiz.kind, outboxID: quiz.outboxID, topics: quiz.topics)
    } catch {
      throw QuizNotSaved(message: "the \(quiz.kind.name) was not saved: \(opener.explain(error))")
    }
  }

  /// Itself: the schedule's reads are queries of their own.
  var schedule: any ReviewSchedule { self }
  /// Itself: other programs may hold or damage the file.
  var sharedFile: (any SharedRecordsFile)? { self }

  func isLocked() -> Bool {
    guard isPersistent, let database = try? opener.database() else { return false }
    return database.isWriteLocked()
  }

  func lockFrees() -> Bool {
    guard isPersistent, let database = try? opener.database() else { return true }
    return database.writeLockFrees()
  }

  /// "conjugar: 2 review schedules in the database PATH are damaged (row (tener,
  /// preterito, yo) of reviewItem: stability is 'abc', not …); reviews pass them
  /// over, and answering their items starts them afresh" (after "conjugar: ").
  func damagedSchedules() -> String? {
    guard opener.hasData, let found = try? opener.database(reading: true).damagedSchedules(),
      let first = found.first
    else { return nil }
    let many = found.count > 1
    return "\(found.count) review schedule\(many ? "s" : "") in the database \(opener.path) "
      + "\(many ? "are" : "is") damaged (\(first.detail)); reviews pass \(many ? "them" : "it") over, "
      + "and answering \(many ? "their items starts them" : "its item starts it") afresh"
  }

  func keep(_ answers: [QuestionResult], at date: Date, topics: [String: String]) throws(QuizNotSaved) {
    guard !answers.isEmpty else { return }
    do { try opener.database().keepAnswers(answers, at: date, topics: topics) } catch {
      throw QuizNotSaved(message: "the answers were not kept: \(opener.explain(error))")
    }
  }

  func history(limit: Int, passes: Int, body: (_ pass: Int, HistoryEntry) -> Void) throws(RecordsError) {
    guard opener.hasData else { return }
    do { try opener.database(reading: true).history(limit: limit, passes: passes, body: body) } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }

  func reviewStatus(now: Date) throws(RecordsError) -> ReviewStatus {
    guard opener.hasData else { return ReviewStatus(dueNow: 0, dueIn24Hours: 0, learning: 0, mastered: 0) }
    do { return try opener.database(reading: true).reviewStatus(now: now) } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }

  func reviewBacklog(now: Date) throws(RecordsError) -> (due: Int, missed: Int) {
    guard opener.hasData else { return (0, 0) }
    do { return try opener.database(reading: true).reviewBacklog(now: now) } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }

  func answeredItems(_ body: (AnsweredItem) -> Void) throws(RecordsError) {
    guard opener.hasData else { return }
    do { try opener.database(reading: true).answeredItems(body) } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }

  func reviewItems(for questions: Set<Question>?) throws(RecordsError) -> [ReviewItem] {
    guard opener.hasData else { return [] }
    do { return try opener.database(reading: true).reviewItems(for: questions) } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }

  func reviewQueue(now: Date, _ body: (Question) -> Bool) throws(RecordsError) {
    guard opener.hasData else { return }
    do { try opener.database(reading: true).reviewQueue(now: now, body) } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }

  func scheduleExcerpt(now: Date, limit: Int, verbs: Set<String>, asking: (Question) -> Bool)
    throws(RecordsError) -> ScheduleExcerpt
  {
    guard opener.hasData else { return .empty }
    do {
      return try opener.database(reading: true).scheduleExcerpt(now: now, limit: limit, verbs: verbs, asking: asking)
    } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }

  func nextDue(after now: Date) throws(RecordsError) -> Date? {
    guard opener.hasData else { return nil }
    do { return try opener.database(reading: true).nextDue(after: now) } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }

  func personalBest(_ kind: SessionKind, region: Region, difficulty: Difficulty) throws(RecordsError)
    -> Int?
  {
    guard opener.hasData else { return nil }
    do {
      return try opener.database(reading: true).personalBest(kind, region: region, difficulty: difficulty)
    } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }

  func progress(now: Date) throws(RecordsError) -> LearningProgress {
    guard opener.hasData else { return LearningProgress(days: [], now: now) }
    let since = now - Double(LearningProgress.weekCount * 7 + 1) * 86_400
    do {
      return LearningProgress(days: try opener.database(reading: true).dailyAnswers(since: since), now: now)
    } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }

  func learner(now: Date) throws(RecordsError) -> LearnerSnapshot {
    guard opener.hasData else { return .empty }
    // Read as history is: a read-only file, or one another program reads in
    // rollback-journal mode, is read as it is (issue 45, 9).
    do { return try opener.database(reading: true).learner(now: now) } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }

  func stats() throws(RecordsError) -> Stats {
    guard opener.hasData else { return Stats(quizzes: 0, tenses: [], mostMissed: []) }
    do { return try opener.database(reading: true).stats() } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }
}
