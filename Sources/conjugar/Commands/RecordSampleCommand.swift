#if DEBUG || BENCH
  import ArgumentParser
  import ConjugarCore

  /// Hidden, for benchmarks and crash tests: finishes `count` sample quizzes (every
  /// answer right) by the quiz's own path (`QuizSession.finish`) in the World in
  /// force, but with a review prompter that never asks, and prints how long each
  /// report took. `--vary`: each quiz from its own seed, every fourth answer wrong,
  /// so the history and the review schedule look like a learner's.
  /// `--schedule-updates N`: instead, times N updates of the review schedule
  /// (`QuizRecords.keep`), each of one answer in its own transaction, and N of a
  /// quiz's 50 answers in one transaction.
  struct RecordSampleCommand: WorldCommand {
    static let configuration = CommandConfiguration(
      commandName: "record-sample", abstract: "Record sample finished quizzes and time it.",
      shouldDisplay: false)

    @Option(help: "How many quizzes to record.")
    var count = 1

    @Flag(help: "A seed of its own per quiz and every fourth answer wrong.")
    var vary = false

    @Option(help: "Time this many schedule updates instead of recording quizzes.")
    var scheduleUpdates: Int?

    /// The root, whose launch options are read before or after the subcommand.
    @ParentCommand var conjugar: Conjugar

    var dataUse: DataUse { .writes }

    func validate() throws {
      guard count >= 1 else { throw ValidationError("--count must be 1 or more") }
    }

    /// A sample session answered right, or (`wrong`) every fourth answer wrong.
    static func answered(in world: World, seed: UInt64?, wrong: Bool) throws -> QuizSession {
      var session = try Sessions.start(.quiz(seed: seed), in: world)
      let key = QuizGame.answerKey(world.catalog)
      for (i, question) in session.questions.enumerated() {
        _ = try session.answer(wrong && i % 4 == 3 ? "x" : key(question)?.primary ?? "")
      }
      return session
    }

    func run() throws {
      var world = Current
      world.reviewPrompter = TestReviewPrompter()
      if let scheduleUpdates { return try timeScheduleUpdates(scheduleUpdates, in: world) }
      let clock = ContinuousClock()
      var times: [Double] = []
      var questions = 0
      for i in 0..<count {
        let session = try Self.answered(in: world, seed: vary ? UInt64(i + 1) : nil, wrong: vary)
        questions = session.questions.count
        var failure: (any Error)?
        let elapsed = clock.measure {
          do { _ = try session.finish(endingAt: world.clock.now(), in: world) } catch { failure = error }
        }
        if let failure { throw failure }
        times.append(Self.milliseconds(elapsed))
      }
      world.console.write(
        "recorded \(count) quizzes of \(questions) questions: \(Self.summary(times))\n")
    }

    /// Schedule updates: one answer per transaction, then a quiz's answers per transaction
    /// (ranked-quiz forms: no context sentence, so no topic).
    func timeScheduleUpdates(_ count: Int, in world: World) throws {
      guard count >= 1 else { throw ValidationError("--schedule-updates must be 1 or more") }
      let clock = ContinuousClock()
      var single: [Double] = []
      var batch: [Double] = []
      for i in 0..<count {
        let results = try Self.answered(in: world, seed: UInt64(i % 97 + 1), wrong: true).game.results
        let one = [results[i % results.count]]
        let now = world.clock.now()
        var failure: QuizNotSaved?
        single.append(
          Self.milliseconds(
            clock.measure {
              do throws(QuizNotSaved) { try world.records.keep(one, at: now, topics: [:]) } catch { failure = error }
            }))
        batch.append(
          Self.milliseconds(
            clock.measure {
              do throws(QuizNotSaved) { try world.records.keep(results, at: now, topics: [:]) } catch {
                failure = error
              }
            }) / Double(results.count))
        if let failure { throw failure }
      }
      world.console.write(
        "one answer per transaction: \(Self.summary(single))\n"
          + "a quiz's 50 answers per transaction, per answer: \(Self.summary(batch))\n")
    }

    static func milliseconds(_ duration: Duration) -> Double {
      let (seconds, attoseconds) = duration.components
      return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    static func summary(_ unsorted: [Double]) -> String {
      let times = unsorted.sorted()
      let count = times.count
      func ms(_ value: Double) -> String { String(Int((value * 1000).rounded())) + " µs" }
      return "median \(ms(times[count / 2])), p95 \(ms(times[min(count - 1, count * 95 / 100)])), "
        + "max \(ms(times[count - 1]))"
    }
  }
#endif
