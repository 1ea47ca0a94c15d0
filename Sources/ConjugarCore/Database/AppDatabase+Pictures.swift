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
    // Each day's end as stored: a readable due date sorts as text as it does in time.
    let endTexts = ends.map(ISO8601.string)
    // One pass over the window's rows: how many fall due before each day's end.
    let below = endTexts.dropFirst().map { _ in "IFNULL(SUM(due < ?), 0)" }.joined(separator: ", ")
    return try writer.read { db in
      var counts = [Int](repeating: 0, count: ends.count)
      var later: [Date] = []
      var skipped = 0
      for (query, table, unreadable, sentence) in [
        (Self.reviewItemsQuery, "reviewItem", Self.unreadableReviewItems, false),
        (Self.contextItemsQuery, "contextReviewItem", Self.unreadableContextItems, true),
      ] {
        // Every row counted through the due index, as text; the rows the partial
        // index calls unreadable are taken out again below (as reviewBacklog does:
        // testing each row's readability here would cost a pass over the backlog).
        counts[0] +=
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE due < ?", arguments: [todayEnd]) ?? 0
        if let row = try Row.fetchOne(
          db, sql: "SELECT \(below) FROM \(table) WHERE due >= ? AND due < ?",
          arguments: StatementArguments(endTexts.dropFirst() + [todayEnd, windowEnd]))
        {
          var before = 0
          for day in 1..<ends.count {
            let cumulative = row.count(at: day - 1) ?? before
            counts[day] += max(0, cumulative - before)
            before = cumulative
          }
        }
        // The rows the index calls unreadable: read as the review reads them
        // (another spelling of a date still reads), the rest left out and counted.
        let odd = try Row.fetchCursor(db, sql: query + " WHERE " + unreadable)
        while let row = try odd.next() {
          // Where the text counts above put it (SQLite compares text by its bytes).
          if case let .string(text) = (row[sentence ? 7 : 6] as DatabaseValue).storage {
            let bytes = Array(text.utf8)
            if let day = endTexts.firstIndex(where: { bytes.lexicographicallyPrecedes(Array($0.utf8)) }) {
              counts[day] -= 1
            }
          }
          guard let item = sentence ? Self.contextItem(row) : Self.reviewItem(row) else {
            skipped += 1
            continue
          }
          later.append(item.schedule.due)
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
        forecast: ProgressPictures.forecast(now: now, counts: counts.map { max(0, $0) }, later: later),
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
