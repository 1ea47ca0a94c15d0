import FoundationEssentials
import GRDB

/// What a review asks, read in the order it asks it, none kept: at a million
/// answers the schedule holds 200,000 items, and reading them all into memory,
/// then sorting and filtering copies of them, took `review` to 83 MB (issue 35;
/// its budget is 64 MiB).
extension AppDatabase {
  /// The items `ReviewSelector.inPriority` would order from every readable
  /// schedule as of `now` (the due ones, most overdue first, then the missed ones
  /// not yet due, soonest first; ties in table order, verbs before sentences),
  /// handed to `body` one by one until it answers false.
  ///
  /// SQLite orders the rows through the indexes on (due, stability) and
  /// (lastRating, due): stored dates, whole seconds in one form, compare as
  /// text. A row whose dates are not in that form but still read (none in a sound
  /// file; found through the partial indexes of the unreadable rows) is ordered
  /// here and merged in.
  func reviewQueue(now: Date, _ body: (Question) throws -> Bool) throws {
    let second = ISO8601.string(Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down)))
    try writer.read { db in
      let odd = try Self.oddlyDated(db)
      let phases: [(condition: String, keep: (ReviewItem) -> Bool)] = [
        ("due <= ?1", { $0.isDue(at: now) }),
        ("lastRating = 1 AND due > ?1", { !$0.isDue(at: now) && $0.isMissed }),
      ]
      for phase in phases {
        var streams = [
          try Stream(
            db, Self.reviewItemsQuery + " WHERE \(phase.condition) ORDER BY due, infinitive, tense, person",
            second, table: 0),
          try Stream(db, Self.contextItemsQuery + " WHERE \(phase.condition) ORDER BY due, sentence", second, table: 1),
        ]
        var aside = odd.filter { phase.keep($0.item) }[...]
        while true {
          // The earliest of the heads, by (due, table, key): the order of
          // `soonestDueFirst` over the tables read one after the other.
          var best: (stream: Int?, entry: Entry)?
          for (index, stream) in streams.enumerated() {
            if let head = stream.head, best.map({ head.precedes($0.entry) }) ?? true { best = (Optional(index), head) }
          }
          if let head = aside.first, best.map({ head.precedes($0.entry) }) ?? true { best = (nil, head) }
          guard let best else { break }
          if let index = best.stream { try streams[index].advance() } else { aside.removeFirst() }
          guard try body(best.entry.item.question) else { return }
        }
      }
    }
  }

  /// When the next readable item falls due after `now` (nil: none waits).
  func nextDue(after now: Date) throws -> Date? {
    let second = ISO8601.string(Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down)))
    return try writer.read { db in
      var next = try Self.oddlyDated(db).map(\.item.schedule.due).filter { $0 > now }.min()
      for (query, table) in [(Self.reviewItemsQuery, 0), (Self.contextItemsQuery, 1)] {
        let stream = try Stream(db, query + " WHERE due > ?1 ORDER BY due", second, table: table)
        if let due = stream.head?.item.schedule.due, due > now { next = min(next ?? due, due) }
      }
      return next
    }
  }

  /// An item with where it sorts: its table (0 verbs, 1 sentences) and its key's bytes.
  struct Entry {
    let item: ReviewItem
    let table: Int
    let key: [UInt8]

    init(_ item: ReviewItem, table: Int) {
      self.item = item
      self.table = table
      let q = item.question
      // The tables' keys as SQLite orders them (BINARY: by bytes), a NUL between
      // columns so that "ab","c" sorts before "abc","".
      key =
        table == 0
        ? Array(q.infinitive.utf8) + [0] + Array(q.tense.rawValue.utf8) + [0] + Array((q.person?.rawValue ?? "").utf8)
        : Array((q.sentence ?? "").utf8)
    }

    func precedes(_ other: Entry) -> Bool {
      let (a, b) = (item.schedule.due, other.item.schedule.due)
      if a != b { return a < b }
      if table != other.table { return table < other.table }
      return key.lexicographicallyPrecedes(other.key)
    }
  }

  /// The readable rows of one query in the order SQLite gives, one at a time.
  /// Rows that do not read, and rows whose dates are not in the stored form
  /// (`oddlyDated` has those), are passed over.
  struct Stream {
    let rows: RowCursor
    let table: Int
    private(set) var head: Entry?

    init(_ db: Database, _ sql: String, _ now: String, table: Int) throws {
      rows = try Row.fetchCursor(db, sql: sql, arguments: [now])
      self.table = table
      try advance()
    }

    mutating func advance() throws {
      head = nil
      while let row = try rows.next() {
        let item = table == 0 ? AppDatabase.reviewItem(row) : AppDatabase.contextItem(row)
        // A context row's columns start after its sentence: one further on.
        guard let item, AppDatabase.datesInStoredForm(row, from: table) else { continue }
        head = Entry(item, table: table)
        return
      }
    }
  }

  /// Whether a schedule row's lastReview and due (after the sentence, for a
  /// context row) are in the form conjugar writes, which sorts as text.
  static func datesInStoredForm(_ row: Row, from first: Int) -> Bool {
    for index in [first + 5, first + 6] {
      guard case let .string(text) = (row[index] as DatabaseValue).storage, ISO8601.canonicalDate(text) != nil
      else { return false }
    }
    return true
  }

  /// The rows that read but whose dates are not in the stored form, so that SQLite
  /// cannot order them: found through the partial indexes of the unreadable rows
  /// (empty in a sound file), ordered here.
  static func oddlyDated(_ db: Database) throws -> [Entry] {
    var found: [Entry] = []
    for (query, unreadable, table) in [
      (reviewItemsQuery, unreadableReviewItems, 0), (contextItemsQuery, unreadableContextItems, 1),
    ] {
      let rows = try Row.fetchCursor(db, sql: query + " WHERE " + unreadable)
      while let row = try rows.next() {
        guard let item = table == 0 ? reviewItem(row) : contextItem(row), !datesInStoredForm(row, from: table)
        else { continue }
        found.append(Entry(item, table: table))
      }
    }
    return found.sorted { $0.precedes($1) }
  }
}

extension AppDatabase {
  /// What `today` reads of the schedule (`ScheduleExcerpt`), equal to the excerpt
  /// of `reviewItems()` but without reading every schedule: the first `limit`
  /// items of `reviewQueue` (through the due indexes), the candidate verbs'
  /// schedules through the table's key, the sentences' schedules (at most one a
  /// sentence), and whether any row reads. The items due that `asking` refuses
  /// (a sentence or verb this build lacks, renamed or dropped since it was
  /// scheduled) are passed over and take no place in `limit`: however many there
  /// are, they cannot starve the items that can be asked (issue 45, 8).
  func scheduleExcerpt(
    now: Date, limit: Int, verbs: Set<String>, asking: (Question) -> Bool = { _ in true }
  ) throws -> ScheduleExcerpt {
    var due: [Question] = []
    if limit > 0 {
      try reviewQueue(now: now) {
        if asking($0) { due.append($0) }
        return due.count < limit
      }
    }
    return try writer.read { db in
      var known: Set<Question> = []
      let names = verbs.sorted()
      let marks = Array(repeating: "?", count: names.count).joined(separator: ", ")
      for (sql, arguments, sentence) in [
        (Self.reviewItemsQuery + " WHERE infinitive IN (\(marks))", StatementArguments(names), false),
        (Self.contextItemsQuery, StatementArguments(), true),
      ] where !(sentence == false && names.isEmpty) {
        let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try rows.next() {
          if let item = sentence ? Self.contextItem(row) : Self.reviewItem(row) { known.insert(item.question) }
        }
      }
      var isEmpty = due.isEmpty && known.isEmpty
      // Any readable row at all (the first, in a sound file).
      for (query, sentence) in [(Self.reviewItemsQuery, false), (Self.contextItemsQuery, true)] where isEmpty {
        let rows = try Row.fetchCursor(db, sql: query)
        while isEmpty, let row = try rows.next() {
          isEmpty = (sentence ? Self.contextItem(row) : Self.reviewItem(row)) == nil
        }
      }
      return ScheduleExcerpt(due: due, known: known, isEmpty: isEmpty)
    }
  }
}
