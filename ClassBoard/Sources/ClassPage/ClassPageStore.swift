import ConjugarCore
import Foundation

/// Where the teacher's page reads a class and publishes an assignment: the class
/// server (PostgresClassPageStore) or, in tests, InMemoryClassPageStore. Every call
/// is made as the teacher; the server's row-level security decides what comes back.
public protocol ClassPageStore: Sendable {
  /// One page of the classes the role may see, by name then id: a teacher its own;
  /// the server's administrator (the setup's role), every class of the school,
  /// with their teachers. Pages count from 1.
  func classes(page: Int, size: Int) async throws -> ClassList
  /// Everything the class page shows of one class, read in one go; nil for a class
  /// the teacher does not teach (or that does not exist).
  func snapshot(of classID: String) async throws -> ClassSnapshot?
  /// Publishes an assignment to the class; its id.
  func publish(_ draft: AssignmentDraft, to classID: String) async throws -> String
  /// One element each time the server says a class changed (LISTEN/NOTIFY); the
  /// element is the class's id when known. Never the data itself: the page re-reads.
  func changes() -> AsyncStream<String?>
}

/// A class the role may see.
public struct ClassSummary: Sendable, Hashable {
  public var id: String
  public var name: String
  public var learners: Int
  /// Its teacher's role; nil where it is the signed-in role's own.
  public var teacher: String?

  public init(id: String, name: String, learners: Int, teacher: String? = nil) {
    self.id = id
    self.name = name
    self.learners = learners
    self.teacher = teacher
  }

  /// Whether the signed-in role teaches it (only then is its page readable).
  public var taught: Bool { teacher == nil }
}

/// One page of classes and how many there are in all.
public struct ClassList: Sendable, Hashable {
  public var classes: [ClassSummary]
  public var total: Int
  public var page: Int
  public var size: Int

  public init(classes: [ClassSummary], total: Int, page: Int, size: Int) {
    self.classes = classes
    self.total = total
    self.page = page
    self.size = size
  }

  public var pages: Int { max(1, (total + size - 1) / max(1, size)) }
}

/// One skill of one learner, as that learner last shared it.
public struct SkillCell: Sendable, Hashable {
  /// 0…1, at the end of the learner's last day with that skill (it fades between sessions).
  public var mastery: Double
  public var asked: Int
  public var lastAnswered: Date?

  public init(mastery: Double, asked: Int, lastAnswered: Date? = nil) {
    self.mastery = mastery
    self.asked = asked
    self.lastAnswered = lastAnswered
  }
}

/// A learner of the class, by pseudonym (the real name is in the teacher's file only).
public struct LearnerRow: Sendable, Hashable {
  public var pseudonym: String
  public var joined: Bool
  /// When the learner last shared (the values are "as of" then); nil: nothing shared.
  public var sharedAt: Date?
  /// Skill id → the shared values.
  public var skills: [String: SkillCell]

  public init(pseudonym: String, joined: Bool = true, sharedAt: Date? = nil, skills: [String: SkillCell] = [:]) {
    self.pseudonym = pseudonym
    self.joined = joined
    self.sharedAt = sharedAt
    self.skills = skills
  }
}

/// An error pattern several learners of the class repeat (the tutor's shape,
/// version 1 only: `indicativo>subjuntivo`, `accent:stressed-ending` …).
public struct ClassError: Sendable, Hashable {
  public var pattern: String
  /// Learners with an active diagnosis of this pattern.
  public var learners: Int
  /// Errors of this pattern in the last 7 days, all those learners together.
  public var countThisWeek: Int
  /// Forms asked where the error was made (never the typed answers), a few.
  public var expected: [String]
  /// The `conjugar info` page the learners' diagnoses name (the most common), if any.
  public var info: String?
  /// The pseudonyms of those learners, in order: who to sit together.
  public var who: [String]

  public init(
    pattern: String, learners: Int, countThisWeek: Int, expected: [String] = [], info: String? = nil,
    who: [String] = []
  ) {
    self.pattern = pattern
    self.learners = learners
    self.countThisWeek = countThisWeek
    self.expected = expected
    self.info = info
    self.who = who
  }
}

/// Where one learner is with one assignment, as the server computes it from what
/// was shared (never a button the learner presses).
public struct AssignmentProgress: Sendable, Hashable {
  public enum Status: String, Sendable, CaseIterable {
    case notJoined = "not joined"
    case notSharing = "not sharing"
    case notStarted = "not started"
    case started
    case done
    case late
  }
  public var status: Status
  public var items: Int
  /// Right answers over items, nil before any item.
  public var accuracy: Double?
  /// The assignment's skills' mastery at the due date (or now, before it).
  public var masteryAtDue: Double?

  public init(status: Status, items: Int = 0, accuracy: Double? = nil, masteryAtDue: Double? = nil) {
    self.status = status
    self.items = items
    self.accuracy = accuracy
    self.masteryAtDue = masteryAtDue
  }
}

/// An assignment of the class and each learner's progress with it.
public struct AssignmentRow: Sendable, Hashable {
  public var id: String
  public var tenses: [String]
  public var verbs: [String]
  public var topic: String?
  /// "YYYY-MM-DD"
  public var start: String
  public var due: String
  public var targetMastery: Double?
  public var targetItems: Int?
  /// Pseudonym → progress.
  public var progress: [String: AssignmentProgress]

  public init(
    id: String, tenses: [String] = [], verbs: [String] = [], topic: String? = nil,
    start: String, due: String, targetMastery: Double? = nil, targetItems: Int? = nil,
    progress: [String: AssignmentProgress] = [:]
  ) {
    self.id = id
    self.tenses = tenses
    self.verbs = verbs
    self.topic = topic
    self.start = start
    self.due = due
    self.targetMastery = targetMastery
    self.targetItems = targetItems
    self.progress = progress
  }

  /// What it practises, as the page names it: "Presente de subjuntivo; verbs ser, ir".
  public var title: String {
    var what: [String] = []
    if !tenses.isEmpty { what.append(tenses.map { Tense(rawValue: $0)?.displayName ?? $0 }.joined(separator: ", ")) }
    if !verbs.isEmpty { what.append("verbs " + verbs.joined(separator: ", ")) }
    if let topic, !topic.isEmpty { what.append("topic " + topic) }
    return what.isEmpty ? "Assignment \(id)" : what.joined(separator: "; ")
  }
}

/// Everything the class page shows, read at `readAt`.
public struct ClassSnapshot: Sendable, Hashable {
  public var summary: ClassSummary
  public var learners: [LearnerRow]
  public var errors: [ClassError]
  public var assignments: [AssignmentRow]
  public var readAt: Date

  public init(
    summary: ClassSummary, learners: [LearnerRow], errors: [ClassError], assignments: [AssignmentRow],
    readAt: Date
  ) {
    self.summary = summary
    self.learners = learners
    self.errors = errors
    self.assignments = assignments
    self.readAt = readAt
  }

  /// Every skill some learner shared that this conjugar knows, in the order of its
  /// tables (tenses first, then topics, families, persons): the heat-map's
  /// columns. A name it does not know (a later conjugar's, or one written by hand
  /// with psql: the server checks only its form) is no column; `unknownSkills`
  /// counts those, and the page says how many were left out.
  public var skills: [String] {
    Set(learners.flatMap(\.skills.keys)).compactMap(Skill.init(name:)).sorted().map(\.name)
  }

  /// How many skill names some learner shared that this conjugar does not know.
  public var unknownSkills: Int { Set(learners.flatMap(\.skills.keys)).filter { Skill(name: $0) == nil }.count }
}

/// An assignment as the teacher publishes it from the page's form.
public struct AssignmentDraft: Sendable, Hashable {
  public var tenses: [String]
  public var verbs: [String]
  public var topic: String?
  public var start: String
  public var due: String
  public var targetMastery: Double?
  public var targetItems: Int?

  public init(
    tenses: [String], verbs: [String] = [], topic: String? = nil, start: String, due: String,
    targetMastery: Double? = nil, targetItems: Int? = nil
  ) {
    self.tenses = tenses
    self.verbs = verbs
    self.topic = topic
    self.start = start
    self.due = due
    self.targetMastery = targetMastery
    self.targetItems = targetItems
  }
}
