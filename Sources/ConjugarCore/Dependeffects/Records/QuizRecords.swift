import FoundationEssentials

/// The record of finished quizzes: a side effect (recording) and a dependency (the
/// history and statistics read back). device and simulator keep them in their
/// SQLite files, uiTest in memory, unitTest in a spy.
public protocol QuizRecords: Sendable {
  /// Which implementation this is, for `conjugar world`.
  var implementation: String { get }
  /// Whether the records outlive the process (false: "this World keeps none").
  var isPersistent: Bool { get }
  /// Stores a finished quiz, every question of it and the new schedules of its
  /// items (`QuizSession.schedules`, from the schedules stored when the
  /// transaction starts, so concurrent sessions lose no review), in one transaction.
  func record(_ quiz: FinishedQuiz) throws(QuizNotSaved)
  /// Updates the schedules of the items answered in a practice or review left
  /// before its end (`:q`), as of `date`, without recording a session: the answers
  /// still count for the review schedule and the learner model (`topics`: each
  /// context sentence's topic by id, as in `FinishedQuiz`). One transaction.
  func keep(_ answers: [QuestionResult], at date: Date, topics: [String: String]) throws(QuizNotSaved)
  /// The spaced-repetition schedules of `questions` (every item when nil).
  func reviewItems(for questions: Set<Question>?) throws(RecordsError) -> [ReviewItem]
  /// The `limit` most recent quizzes, newest first, with their questions, handed to
  /// `body` one by one as they are read, `passes` times over (with the pass's
  /// number, from 0), none of them kept: a long history is written out as it is
  /// read.
  func history(limit: Int, passes: Int, body: (_ pass: Int, HistoryEntry) -> Void) throws(RecordsError)
  /// Accuracy per tense and the verbs most often missed.
  func stats() throws(RecordsError) -> Stats
  /// Every item answered, with how often asked and missed, handed to `body` one by
  /// one as they are read, none kept.
  func answeredItems(_ body: (AnsweredItem) -> Void) throws(RecordsError)
  /// Accuracy week by week and the streak of days practised, as of `now`.
  func progress(now: Date) throws(RecordsError) -> LearningProgress
  /// The best session of `kind` so far: for a ranked quiz the highest score at
  /// `region` and `difficulty`, for practice and review the highest share of
  /// points in percent; nil when there is none. No default: records that keep a
  /// history read it (`RecordsReadFromItems.personalBest` reads it from `history`).
  func personalBest(_ kind: SessionKind, region: Region, difficulty: Difficulty) throws(RecordsError) -> Int?
  /// The learner model (skills, trend, recent mistakes) as stored, for
  /// `progress` and `today` (docs/learning.md). No default: records that keep no
  /// model say so in their own implementation, so one that should keep it cannot
  /// answer "nothing learnt" by forgetting it.
  func learner(now: Date) throws(RecordsError) -> LearnerSnapshot
  /// The tutor's shape of the last `days` local days (docs/tutor-shape.md): what
  /// the class share sends.
  func tutorShape(now: Date, days: Int) throws(RecordsError) -> TutorShape
  /// Deletes entries of the notebook (`progress --mistakes --forget`): the
  /// diagnoses of `patterns` (every one, whatever its pattern, when nil) and their
  /// stored examples, in one transaction; the day counts stay. The patterns deleted.
  /// Records that keep no model refuse (the default), never pretend to delete.
  func forgetNotebook(_ patterns: [MistakePattern]?) throws(RecordsError) -> [MistakePattern]
  /// `progress`'s pictures as of `now`: reviews due each local day of the next
  /// two weeks and the days practised (docs/learning.md, "Pictures").
  func pictures(now: Date) throws(RecordsError) -> ProgressPictures
  /// The reads of the review schedule (`ReviewSchedule`): the SQLite records
  /// answer them with queries of their own, records kept in memory with
  /// `RecordsReadFromItems`, each saying which. No default.
  var schedule: any ReviewSchedule { get }
  /// The file other programs may hold or damage, for what only such records are
  /// asked; nil: records no other program shares (in memory). No default.
  var sharedFile: (any SharedRecordsFile)? { get }
}

/// The reads of the review schedule that `review`, `today` and the end of every
/// session make.
public protocol ReviewSchedule: Sendable {
  /// The items a review asks as of `now`, in `ReviewSelector.inPriority`'s order,
  /// handed to `body` one by one until it answers false; none kept (a history of
  /// a million answers has 200,000 schedules).
  func reviewQueue(now: Date, _ body: (Question) -> Bool) throws(RecordsError)
  /// What `today` reads of the schedule as of `now`: the first `limit` items a
  /// review would ask that `asking` says this build can ask (not a sentence or
  /// verb it lacks: issue 45, 8), the scheduled forms of `verbs` and every
  /// scheduled sentence, and whether any schedule exists (`ScheduleExcerpt`).
  func scheduleExcerpt(now: Date, limit: Int, verbs: Set<String>, asking: (Question) -> Bool)
    throws(RecordsError) -> ScheduleExcerpt
  /// When the next item falls due after `now` (nil: none is waiting).
  func nextDue(after now: Date) throws(RecordsError) -> Date?
  /// The counts of `review --status` as of `now` (`ReviewSelector.status` of every item).
  func reviewStatus(now: Date) throws(RecordsError) -> ReviewStatus
  /// How many items `conjugar review` would ask as of `now`: those due, and the
  /// missed ones not yet due it asks after them (`ReviewSelector.inPriority` of
  /// every item), for the end of every session.
  func reviewBacklog(now: Date) throws(RecordsError) -> (due: Int, missed: Int)
}

/// Records in a file other programs share (the learner's SQLite database).
public protocol SharedRecordsFile: Sendable {
  /// Whether another program holds the write lock at this moment, asked without
  /// waiting: a save is about to wait on it, and the learner is told before it does.
  func isLocked() -> Bool
  /// Whether a lock held now is let go within as long as a save would wait for it:
  /// a session that could not be saved is refused before its first question.
  func lockFrees() -> Bool
  /// One line naming the review schedules another program damaged (a review
  /// passes them over; answering their items replaces them), said before a
  /// session's first question; nil when there are none.
  func damagedSchedules() -> String?
}

/// The schedule's reads and the personal best derived from every item and the
/// history, for records that keep them in memory (a test's doubles): named, so
/// that records choose it rather than inherit it.
public struct RecordsReadFromItems: ReviewSchedule {
  let records: any QuizRecords
  /// The reads of `records`, from `reviewItems(for: nil)` and `history`.
  public init(_ records: any QuizRecords) { self.records = records }

  /// From every item.
  public func reviewQueue(now: Date, _ body: (Question) -> Bool) throws(RecordsError) {
    for question in ReviewSelector.inPriority(try records.reviewItems(for: nil), now: now) where !body(question) {
      return
    }
  }

  /// From every item.
  public func scheduleExcerpt(now: Date, limit: Int, verbs: Set<String>, asking: (Question) -> Bool)
    throws(RecordsError) -> ScheduleExcerpt
  {
    let items = try records.reviewItems(for: nil)
    let excerpt = ScheduleExcerpt(items.filter { asking($0.question) }, now: now, limit: limit, verbs: verbs)
    return ScheduleExcerpt(due: excerpt.due, known: excerpt.known, isEmpty: items.isEmpty)
  }

  /// From every item.
  public func nextDue(after now: Date) throws(RecordsError) -> Date? {
    ReviewSelector.nextDue(try records.reviewItems(for: nil), after: now)
  }

  /// From every item.
  public func reviewStatus(now: Date) throws(RecordsError) -> ReviewStatus {
    ReviewSelector.status(try records.reviewItems(for: nil), now: now)
  }

  /// From every item.
  public func reviewBacklog(now: Date) throws(RecordsError) -> (due: Int, missed: Int) {
    let items = try records.reviewItems(for: nil)
    let due = items.filter { $0.isDue(at: now) }.count
    return (due, ReviewSelector.inPriority(items, now: now).count - due)
  }

  /// From the history.
  public func personalBest(_ kind: SessionKind, region: Region, difficulty: Difficulty) throws(RecordsError)
    -> Int?
  {
    var best: Int?
    try records.history(limit: .max, passes: 1) { _, session in
      guard session.kind == kind else { return }
      let value: Int
      if kind == .quiz {
        guard session.region == region.rawValue && session.difficulty == difficulty.rawValue else { return }
        value = session.score
      } else {
        guard !session.questions.isEmpty else { return }
        value = session.points * 100 / (session.questions.count * 10)
      }
      best = max(best ?? value, value)
    }
    return best
  }
}

/// What the commands ask of any records: the schedule's reads through `schedule`,
/// and of a shared file (`sharedFile`), or for records no other program shares,
/// what they are: never locked, never held up, no damaged schedule.
extension QuizRecords {
  /// `SharedRecordsFile.isLocked`; false for records no other program shares.
  func isLocked() -> Bool { sharedFile?.isLocked() ?? false }
  /// `SharedRecordsFile.lockFrees`; true for records no other program shares.
  func lockFrees() -> Bool { sharedFile?.lockFrees() ?? true }
  /// `SharedRecordsFile.damagedSchedules`; nil for records only conjugar writes.
  func damagedSchedules() -> String? { sharedFile?.damagedSchedules() ?? nil }
  /// Records without a learner model keep no notebook to delete from: they say so.
  public func forgetNotebook(_ patterns: [MistakePattern]?) throws(RecordsError) -> [MistakePattern] {
    throw RecordsError(message: "these records keep no notebook")
  }

  /// `ReviewSchedule.reviewQueue` of `schedule`.
  func reviewQueue(now: Date, _ body: (Question) -> Bool) throws(RecordsError) {
    try schedule.reviewQueue(now: now, body)
  }
  /// `ReviewSchedule.scheduleExcerpt` of `schedule`.
  func scheduleExcerpt(now: Date, limit: Int, verbs: Set<String>, asking: (Question) -> Bool)
    throws(RecordsError) -> ScheduleExcerpt
  {
    try schedule.scheduleExcerpt(now: now, limit: limit, verbs: verbs, asking: asking)
  }
  /// Every item due, whether this build can ask it or not.
  func scheduleExcerpt(now: Date, limit: Int, verbs: Set<String>) throws(RecordsError) -> ScheduleExcerpt {
    try schedule.scheduleExcerpt(now: now, limit: limit, verbs: verbs, asking: { _ in true })
  }
  /// `ReviewSchedule.nextDue` of `schedule`.
  func nextDue(after now: Date) throws(RecordsError) -> Date? { try schedule.nextDue(after: now) }
  /// `ReviewSchedule.reviewStatus` of `schedule`.
  public func reviewStatus(now: Date) throws(RecordsError) -> ReviewStatus { try schedule.reviewStatus(now: now) }
  /// `ReviewSchedule.reviewBacklog` of `schedule`.
  public func reviewBacklog(now: Date) throws(RecordsError) -> (due: Int, missed: Int) {
    try schedule.reviewBacklog(now: now)
  }
}

/// A finished session as it is recorded: the score and its questions (whose
/// answers update the items' schedules), the name it went on the leaderboard
/// under (nil when the player keeps off the leaderboard, and for practice and
/// review), and its kind.
public struct FinishedQuiz: Sendable, Hashable {
  package let score: Score
  let player: String?
  let kind: SessionKind
  /// The class board's id for this score: the same transaction queues it in the
  /// outbox (`GameCenterable.outboxID`); nil when nothing is sent to a server.
  let outboxID: String?
  /// The topic of each context sentence answered, by id (the World's sentences
  /// know it; the records keep it beside the answer).
  let topics: [String: String]

  init(
    score: Score, player: String?, kind: SessionKind = .quiz, outboxID: String? = nil,
    topics: [String: String] = [:]
  ) {
    self.score = score
    self.player = player
    self.kind = kind
    self.outboxID = outboxID
    self.topics = topics
  }
}

/// What a session was: a ranked quiz, practice the learner chose, a review of
/// items that are due, or context sentences.
public enum SessionKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// A ranked 50-question quiz: scored, on the leaderboard.
  case quiz
  /// A practice the learner chose (`conjugar practice`): not ranked.
  case practice
  /// What the review schedule says is due (`conjugar review`): not ranked.
  case review
  /// Context sentences (`conjugar context`): the learner chooses the tense.
  case context

  /// How messages name a session of this kind ("the practice was not saved").
  public var name: String {
    switch self {
    case .quiz, .practice, .review: rawValue
    case .context: "context session"
    }
  }
}

/// Records that could not be read: one line for the user (which file, what to do).
public struct RecordsError: Error, Equatable, Sendable {
  /// The line shown: which file, and what to do.
  public let message: String
  package init(message: String) { self.message = message }
}

/// A finished quiz that could not be kept; one line for standard error.
public struct QuizNotSaved: Error, Equatable, Sendable {
  /// The line shown: why, and what to do.
  public let message: String
  package init(message: String) { self.message = message }
}
