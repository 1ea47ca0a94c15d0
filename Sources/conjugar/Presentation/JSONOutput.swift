import ConjugarCore

/// The one JSON style of conjugar's output: compact, keys in the order given (the
/// order of docs/cli.md where it fixes one), `[]` for an empty array, one
/// trailing newline. Written by the core's JSONWriter, which escapes strings.
indirect enum JSON: Equatable {
  case string(String)
  case int(Int)
  case bool(Bool)
  case null
  case array([JSON])
  case object([Member])

  struct Member: Equatable {
    let key: String
    let value: JSON
    init(_ key: String, _ value: JSON) {
      self.key = key
      self.value = value
    }
  }

  static func optional(_ text: String?) -> JSON { text.map(JSON.string) ?? .null }

  /// The text, with a trailing newline.
  var text: String {
    var writer = JSONWriter(capacity: 1024)
    write(to: &writer)
    writer.raw("\n")
    return writer.output
  }

  func write(to writer: inout JSONWriter) {
    switch self {
    case let .string(text): writer.string(text)
    case let .int(number): writer.number(number)
    case let .bool(value): writer.raw(value ? "true" : "false")
    case .null: writer.raw("null")
    case let .array(items):
      writer.raw("[")
      for (index, item) in items.enumerated() {
        if index > 0 { writer.raw(",") }
        item.write(to: &writer)
      }
      writer.raw("]")
    case let .object(members):
      writer.raw("{")
      for (index, member) in members.enumerated() {
        if index > 0 { writer.raw(",") }
        writer.string(member.key)
        writer.raw(":")
        member.value.write(to: &writer)
      }
      writer.raw("}")
    }
  }
}

/// The JSON of each output type, keys in the contract's order.
extension JSON {
  static func leaderboard(_ entries: [LeaderboardEntry]) -> JSON {
    .array(
      entries.map {
        .object([
          Member("player", .string($0.player)), Member("score", .int($0.score)),
          Member("difficulty", .string($0.difficulty)), Member("region", .string($0.region)),
          Member("date", .string($0.date)),
        ])
      })
  }

  /// One quiz of `history --json`'s array (written as the history is read).
  /// `explain` gives a wrong answer's explanation, the optional last key of a
  /// question (absent when there is none).
  static func historyEntry(_ e: HistoryEntry, explain: (HistoryQuestion) -> String? = { _ in nil }) -> JSON {
    .object([
      Member("date", .string(e.date)), Member("kind", .string(e.kind.rawValue)),
      Member("player", .optional(e.player)),
      Member("difficulty", .string(e.difficulty)), Member("region", .string(e.region)),
      Member("score", .int(e.score)), Member("points", .int(e.points)),
      Member("elapsedSeconds", .int(e.elapsedSeconds)), Member("right", .int(e.right)),
      Member("partial", .int(e.partial)), Member("wrong", .int(e.wrong)),
      Member(
        "questions",
        .array(
          e.questions.map { q in
            .object(
              [
                Member("infinitive", .string(q.infinitive)), Member("tense", .string(q.tense)),
                Member("person", .optional(q.person)), Member("answer", .string(q.answer)),
                Member("correctForm", .string(q.correctForm)), Member("points", .int(q.points)),
              ] + (q.sentence.map { [Member("sentence", .string($0))] } ?? [])
                + (explain(q).map { [Member("explanation", .string($0))] } ?? []))
          })),
    ])
  }

  static func reviewStatus(_ status: ReviewStatus) -> JSON {
    .object([
      Member("dueNow", .int(status.dueNow)), Member("dueIn24Hours", .int(status.dueIn24Hours)),
      Member("learning", .int(status.learning)), Member("mastered", .int(status.mastered)),
    ])
  }

  static func stats(_ stats: Stats, progress: LearningProgress, schedule: ReviewStatus) -> JSON {
    .object([
      Member("quizzes", .int(stats.quizzes)),
      Member("weeks", .array(progress.weeks.map { $0.map(JSON.int) ?? .null })),
      Member("streakDays", .int(progress.streakDays)),
      Member("learning", .int(schedule.learning)),
      Member("mastered", .int(schedule.mastered)),
      Member(
        "tenses",
        .array(
          stats.tenses.map { t in
            .object([
              Member("tense", .string(t.tense)), Member("asked", .int(t.asked)),
              Member("right", .int(t.right)), Member("partial", .int(t.partial)),
              Member("wrong", .int(t.wrong)), Member("accuracy", .int(t.accuracy)),
            ])
          })),
      Member(
        "topics",
        .array(
          stats.topics.map { t in
            .object([
              Member("topic", .string(t.tense)), Member("asked", .int(t.asked)),
              Member("right", .int(t.right)), Member("partial", .int(t.partial)),
              Member("wrong", .int(t.wrong)), Member("accuracy", .int(t.accuracy)),
            ])
          })),
      Member(
        "mostMissed",
        .array(
          stats.mostMissed.map { m in
            .object([
              Member("infinitive", .string(m.infinitive)), Member("missed", .int(m.missed)),
              Member("asked", .int(m.asked)),
            ])
          })),
    ])
  }
}
