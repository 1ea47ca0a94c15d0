import FoundationEssentials
import Glibc
import Synchronization

/// The end of one session (a ranked quiz, practice or review), its one owner: how
/// it ends, played to the last answer (`finish`), left early (`stop`) or stopped
/// by a signal (`interrupted`), decides what is kept, reported and sent, and in
/// which order. The front end prints the steps it is handed, and on Ctrl-C prints
/// what `interrupted` says; it decides nothing.
///
/// A reference, shared with the signal handler's thread: a signal may arrive
/// while the session is being saved, and must learn where the save stands.
public final class SessionEnding: Sendable {
  /// What the front end prints as a session ends, in the order given.
  public enum Step: Sendable {
    /// A session played to its end: its results, shown before anything is
    /// saved, so that a save held up (another program's lock) never hides them and
    /// Ctrl-C never waits for them.
    case results(Score)
    /// Before a save, or a session's start, that another program's lock will
    /// hold up: said before the wait (up to the busy timeout, several times over),
    /// so the learner is not left with silence.
    case waiting
    /// A session played to its end was saved: only now may the front end say it is
    /// in the history.
    case saved(SessionKind)
    /// A session left before its end: how many questions were answered, of how
    /// many. The answers given count for review (none when `answered` is 0).
    case stopped(answered: Int, total: Int)
    /// The last lines: the personal best, what is due, what to run next.
    case end(SessionEnd)
  }

  /// What became of a session when a signal stopped the program.
  public enum Interruption: Sendable, Equatable {
    /// Before anything was kept or reported: nothing was.
    case nothingReported
    /// While it was being saved: SQLite keeps a transaction whole or not at all,
    /// and `conjugar history` shows which.
    case whileSaving
    /// After it was saved (and reported): only what waits for the class board
    /// may still be on its way, and it stays queued.
    case afterSaving
  }

  /// Where the save stands.
  enum Phase: Sendable { case playing, saving, saved }
  private let phase = Mutex(Phase.playing)

  /// What kind of session this is: the messages name it ("the practice was saved").
  public let kind: SessionKind

  /// The end of a session of `kind`, not yet begun.
  public init(kind: SessionKind = .quiz) {
    self.kind = kind
  }

  /// Before the first question: a session that could not be saved is refused now,
  /// not after its last answer. When another program holds the write lock, the
  /// learner is told, and it is waited for as long as a save would wait (other
  /// conjugars saving let go within it); a lock still held then (a `sqlite3` shell
  /// inside a transaction) is named, and nothing has been asked.
  public func begin(in world: World, show: (Step) -> Void) throws(QuizNotSaved) {
    // Schedules another program damaged are passed over and replaced when their
    // items are answered: said now, not silently (issue 35).
    if let damaged = world.records.damagedSchedules() { world.console.warn(damaged) }
    guard world.records.isLocked() else { return }
    show(.waiting)
    guard world.records.lockFrees() else {
      throw QuizNotSaved(
        message: "another program is using the database (it holds the write lock): a \(kind.name) begun now "
          + "could not be saved; close that program and try again")
    }
  }

  /// A session played to its last answer: its results are shown; the best so far
  /// is read before the session joins the records; the session is recorded and
  /// reported once (`QuizSession.finish`: records, leaderboard, analytics, review
  /// prompt); the end lines are shown; last, what waits for the class board is
  /// sent, and the learner's class gets its share and gives its assignments
  /// (`Sessions.classAfterSession`), after everything the learner needs is on the
  /// screen (at most the board's timeout; a line on standard error when it cannot be).
  public func finish(_ session: QuizSession, in world: World, show: (Step) -> Void) throws(QuizNotSaved) {
    // One reading of the clock: the score shown is the score saved.
    let end = world.clock.now()
    let score = session.score(endingAt: end)
    show(.results(score))
    var best: Int?
    var bestKnown = true
    do { best = try session.previousBest(in: world) } catch { bestKnown = false }
    try saving(in: world, show: show) { () throws(QuizNotSaved) in
      _ = try session.finish(endingAt: end, in: world)
    }
    show(.saved(session.kind))
    show(
      .end(
        session.end(
          value: SessionEnd.value(of: score, kind: session.kind), previousBest: best, bestKnown: bestKnown,
          in: world)))
    world.gameCenter.sendWaiting(settings: world.settings, console: world.console)
    Sessions.classAfterSession(in: world)
  }

  /// A session left before its end (`:q`, end of input), ranked or not: the
  /// answers given so far get their new schedules (`QuizSession.keepAnswered`);
  /// nothing goes to the history, the leaderboard or analytics (issue 24 §5).
  /// With no answer there is nothing to keep, and no end lines.
  public func stop(_ session: QuizSession, in world: World, show: (Step) -> Void) throws(QuizNotSaved) {
    let answered = session.game.results.count
    let total = session.questions.count
    guard answered > 0 else {
      show(.stopped(answered: 0, total: total))
      return
    }
    try saving(in: world, show: show) { () throws(QuizNotSaved) in _ = try session.keepAnswered(in: world) }
    show(.stopped(answered: answered, total: total))
    show(.end(session.end(value: 0, previousBest: nil, bestKnown: false, in: world)))
    Sessions.classAfterSession(in: world)
  }

  /// A signal stopped the program: what became of the session. A save under way
  /// is given up to `patience` to end (it may wait on another program's lock, and
  /// a signal must not wait with it for longer).
  public func interrupted(patience: Duration) -> Interruption {
    let clock = ContinuousClock()
    let deadline = clock.now + patience
    while phase.withLock({ $0 }) == .saving && clock.now < deadline {
      usleep(20_000)
    }
    return switch phase.withLock({ $0 }) {
    case .playing: .nothingReported
    case .saving: .whileSaving
    case .saved: .afterSaving
    }
  }

  /// Runs what keeps the session, marked for a signal that arrives meanwhile. A
  /// save that fails counts as over: the error says what was not kept. When another
  /// program holds the lock, the learner is told before the save waits on it.
  private func saving<E: Error>(in world: World, show: (Step) -> Void, _ body: () throws(E) -> Void) throws(E) {
    phase.withLock { $0 = .saving }
    if world.records.isLocked() { show(.waiting) }
    defer { phase.withLock { $0 = .saved } }
    try body()
  }
}
