import FoundationEssentials
import GRDB

/// `conjugar progress`'s pictures (ProgressPictures): the forecast of reviews
/// counted from the schedules' due dates through their index (the rows of the
/// next two weeks, a count for what is due by the end of today), and the days
/// practised from the learner's day table.
extension AppDatabase {
  func pictures(now: Date) throws -> ProgressPictures {
    let (_, ends) = ProgressPictures.forecastWindow(now)
    let todayEnd = ISO8601.string(ends[0])
    let windowEnd = ISO8601.string(ends[ends.count - 1])
    let firstDay = ProgressPictures.dayString(ProgressPictures.calendarStart(now))
    return try writer.read { db in
      var dueToday = 0
      var later: [Date] = []
      var skipped = 0
      for (query, table, unreadable, sentence) in [
        (Self.reviewItemsQuery, "reviewItem", Self.unreadableReviewItems, false),
        (Self.contextItemsQuery, "contextReviewItem", Self.unreadableContextItems, true),
      ] {
        // Readable rows compare as text in due order (the stored form sorts as time).
        dueToday += try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE due < ?", arguments: [todayEnd]) ?? 0
        dueToday -=
          try Int.fetchOne(
            db, sql: "SELECT COUNT(*) FROM \(table) WHERE \(unreadable) AND due < ?", arguments: [todayEnd]) ?? 0
        let rows = try Row.fetchCursor(
          db, sql: "SELECT due FROM \(table) WHERE due >= ?1 AND due < ?2 AND NOT (\(unreadable))",
          arguments: [todayEnd, windowEnd])
        while let row = try rows.next() {
          if let text: String = row.lenient(at: 0), let due = Self.storedDate(text) {
            later.append(due)
          } else {
            skipped += 1
          }
        }
        // The rows the index calls unreadable: read as the review reads them
        // (another spelling of a date still reads), the rest left out and counted.
        let odd = try Row.fetchCursor(db, sql: query + " WHERE " + unreadable)
        while let row = try odd.next() {
          guard let item = sentence ? Self.contextItem(row) : Self.reviewItem(row) else {
            skipped += 1
            continue
          }
          if item.schedule.due < ends[0] { dueToday += 1 } else { later.append(item.schedule.due) }
        }
      }
      var days: [String] = []
      if try db.tableExists("learnerSkillDay") {
        let dayRows = try Row.fetchCursor(
          db,
          sql: "SELECT DISTINCT day FROM learnerSkillDay WHERE day >= ? AND day <= ? AND asked > 0 ORDER BY day",
          arguments: [firstDay, LearnerDay.local(now)])
        while let row = try dayRows.next() {
          if let day: String = row.lenient(at: 0) { days.append(day) }
        }
      }
      return ProgressPictures(
        forecast: ProgressPictures.forecast(now: now, dueToday: max(0, dueToday), later: later),
        practiceDays: days, skipped: skipped, today: LearnerDay.local(now))
    }
  }
}

extension SQLiteQuizRecords {
  /// `progress`'s pictures as of `now` (ProgressPictures).
  func pictures(now: Date) throws(RecordsError) -> ProgressPictures {
    guard opener.hasData else { return .empty(now: now) }
    do { return try opener.database(reading: true).pictures(now: now) } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }
}
