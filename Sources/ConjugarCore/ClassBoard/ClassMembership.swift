import FoundationEssentials
import GRDB
import Glibc

/// The learner's class on this machine (issue 42): which class, under which role,
/// whether the learner shares (and, a second separate choice, typed answers),
/// whether a share waits to be sent, and the class's assignments as last fetched.
/// Kept in `class.json` beside the learner's database (mode 0600), written whole
/// (a temporary file renamed). The password is not in it: it is in ~/.pgpass.
public struct ClassMembership: Codable, Sendable, Equatable {
  /// The class's server as this learner logs in: `postgres://s07_…@host:port/db`.
  public var server: String
  public var joined: JoinedClass
  /// The first opt-in: what the tutor knows is shared with the class.
  public var sharing = false
  /// The second, separate opt-in: typed answers too (never without `sharing`).
  public var answers = false
  /// A share not yet sent (offline): sent by the next `class share`, `class status`
  /// or the end of a session that reaches the server.
  public var sharePending = false
  /// When the last share arrived, the server's clock, UTC.
  public var lastShared: String?
  /// The class and its assignments as last fetched.
  public var status: ClassStatus?

  public init(server: String, joined: JoinedClass) {
    self.server = server
    self.joined = joined
  }
}

/// Where `class.json` lives and how it is read and written.
public struct ClassStore: Sendable {
  public let path: String

  public init(path: String) { self.path = path }

  /// Beside the device database: `--database`'s or CONJUGAR_DATABASE's file +
  /// ".class.json", else the data directory's class.json.
  public static func device(database: String?, environment: [String: String]) throws(CommandFailure) -> ClassStore {
    if let file = database ?? DataLocation.override(environment) { return ClassStore(path: file + ".class.json") }
    return ClassStore(path: try DataLocation.directory(environment) + "/class.json")
  }

  /// The device database's path (`--database`, CONJUGAR_DATABASE, the default).
  public static func databasePath(database: String?, environment: [String: String]) throws(CommandFailure)
    -> String
  {
    if let database { return database }
    return try DataLocation.path(for: .device, environment: environment)
  }

  public struct Unreadable: Error, Sendable { public let message: String }

  /// The membership, nil when this learner joined no class.
  public func load() throws(Unreadable) -> ClassMembership? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    guard data.count <= 4 << 20 else { throw Unreadable(message: "\(path) is over 4 MB: not conjugar's") }
    do { return try JSONDecoder().decode(ClassMembership.self, from: data) } catch {
      throw Unreadable(
        message: "\(path) cannot be read (\(SafeText.line("\(error)", limit: 200))); remove it to join again")
    }
  }

  public func save(_ membership: ClassMembership) throws(Unreadable) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    do {
      if !directory.isEmpty {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      }
      let data = try encoder.encode(membership)
      let temporary = path + ".tmp"
      guard FileManager.default.createFile(atPath: temporary, contents: data, attributes: [.posixPermissions: 0o600])
      else { throw Unreadable(message: "cannot write \(temporary)") }
      guard rename(temporary, path) == 0 else { throw Unreadable(message: "cannot write \(path)") }
    } catch let error as Unreadable {
      throw error
    } catch {
      throw Unreadable(message: "cannot write \(path): \(SafeText.line("\(error)", limit: 200))")
    }
  }

  public func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// The password file libpq reads: PGPASSFILE, else ~/.pgpass.
public enum PasswordFile {
  public static func path(_ environment: [String: String]) -> String? {
    if let file = environment["PGPASSFILE"], !file.isEmpty { return file }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/.pgpass"
  }

  /// Why the file cannot take a password libpq will read (others may read it:
  /// libpq would ignore it), or nil.
  public static func problem(_ path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    guard (status.st_mode & S_IFMT) == S_IFREG else { return "\(path) is not a regular file" }
    if status.st_mode & 0o077 != 0 {
      return "\(path) may be read by others, so libpq ignores it: chmod 600 \(path), then join again"
    }
    return nil
  }

  /// `host:port:database:role:password`, `:` and `\` escaped, appended; the file
  /// made with mode 0600 when new.
  public static func append(_ path: String, host: String, port: Int, database: String, role: String, password: String)
    -> Bool
  {
    func escaped(_ text: String) -> String {
      text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
    }
    let line = [host, String(port), database, role, password].map(escaped).joined(separator: ":") + "\n"
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o600)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    // A file that does not end with a newline: the line starts on its own.
    var prefix = ""
    if let existing = FileManager.default.contents(atPath: path), let last = existing.last, last != 0x0A {
      prefix = "\n"
    }
    let bytes = Array((prefix + line).utf8)
    return bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count
  }

  /// A password of 32 letters and digits from the system's random source.
  public static func newPassword() -> String {
    let alphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789")
    var generator = SystemRandomNumberGenerator()
    return String((0..<32).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
  }
}

/// The share, built from this learner's database: the tutor's versioned shape
/// (docs/tutor-shape.md) from its per-day tables; for a file no conjugar of this
/// version has opened yet, a fallback from `quizQuestion`: per local day and per
/// tense or context skill, the answers and those right over the last 28 days, with
/// the skill's mastery as `learnerSkill` holds it now (every day shows today's
/// mastery: that file keeps no mastery per day); no error patterns and **no
/// diagnoses** (that file's are not the tutor's versioned ones, and the page must
/// never show a false diagnosis).
public enum ClassShare {
  public static let days = 28

  public struct Shape: Codable, Sendable, Equatable {
    public var version = 1
    public var asOf: String
    public var days = ClassShare.days
    public var skills: [Skill]
    public var patterns: [Pattern] = []
    public var diagnoses: [Diagnosis] = []

    public struct Skill: Codable, Sendable, Equatable {
      public var day: String
      public var skill: String
      public var asked: Int
      public var right: Int
      public var mastery: Double
      public var lastAnswered: String?
    }
    public struct Pattern: Codable, Sendable, Equatable {
      public var day: String
      public var pattern: String
      public var chances: Int
      public var errors: Int
    }
    public struct Diagnosis: Codable, Sendable, Equatable {
      public var pattern: String
      public var count: Int
      public var firstSeen: String
      public var lastSeen: String
      public var expected: [String]
      public var status: String
      public var info: String?
    }
  }

  /// The shape of the database at `path` as of `now` (ISO-8601 UTC text). Its
  /// days are the learner's local days (`offset`: seconds east of UTC at a date,
  /// the system's zone by default), in both paths, as docs/tutor-shape.md says.
  public static func shape(
    databasePath path: String, now: Date, offset: (Date) -> Int = LocalTime.offset(at:)
  ) throws -> Shape {
    let asOf = ISO8601.string(now)
    guard FileManager.default.fileExists(atPath: path) else { return Shape(asOf: asOf, skills: []) }
    var configuration = Configuration()
    configuration.readonly = true
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    func day(_ date: Date) -> String { LearnerDay.string(date, offset: offset(date)) }
    let firstDay = day(now - Double(days - 1) * 86_400)
    let today = day(now)
    return try queue.read { db in
      // The tutor's versioned shape (docs/tutor-shape.md), from its per-day tables,
      // once this build's migrations have run on the file (every command that
      // records answers runs them): patterns and diagnoses with their direction.
      if try db.tableExists("learnerSkillDay"), try db.tableExists("learnerPatternDay"),
        try db.tableExists("learnerDiagnosis")
      {
        let tutor = try AppDatabase.tutorShape(db, now: now, days: days)
        return try JSONDecoder().decode(Shape.self, from: JSONEncoder().encode(tutor))
      }
      // A file no conjugar of this version has opened yet: per-day counts and
      // current mastery only, no patterns or diagnoses (never a false one). Each
      // answer's day is its local day: read a day early in UTC terms, kept by its
      // local day.
      let hasModel = try db.tableExists("learnerSkill")
      struct Count {
        var asked = 0
        var right = 0
        var last: Date
      }
      var counts: [String: [String: Count]] = [:]
      let rows = try Row.fetchCursor(
        db,
        sql: """
          SELECT date, CASE WHEN topic IS NULL THEN 'tense:' || tense ELSE 'context:' || topic END, points > 0
          FROM quizQuestion WHERE date >= ?
          """, arguments: [ISO8601.string(now - Double(days + 1) * 86_400)])
      while let row = try rows.next() {
        guard let text: String = row.lenient(at: 0), let date = ISO8601.date(text), date <= now,
          let skill: String = row.lenient(at: 1), Skill(name: skill) != nil
        else { continue }
        let local = day(date)
        guard local >= firstDay, local <= today else { continue }
        let right: Bool = row.lenient(at: 2) ?? false
        var count = counts[local]?[skill] ?? Count(last: date)
        count.asked += 1
        count.right += right ? 1 : 0
        count.last = max(count.last, date)
        counts[local, default: [:]][skill] = count
      }
      var mastery: [String: Double] = [:]
      if hasModel {
        for row in try Row.fetchAll(db, sql: "SELECT skill, mastery FROM learnerSkill") {
          if let skill: String = row["skill"], let value: Double = row["mastery"] { mastery[skill] = value }
        }
      }
      var skills: [Shape.Skill] = []
      for (local, bySkill) in counts.sorted(by: { $0.key < $1.key }) {
        for (skill, count) in bySkill.sorted(by: { $0.key < $1.key }) {
          skills.append(
            Shape.Skill(
              day: local, skill: skill, asked: count.asked, right: count.right,
              mastery: min(max(mastery[skill] ?? Double(count.right + 1) / Double(count.asked + 2), 0), 1),
              lastAnswered: ISO8601.string(count.last)))
        }
      }
      return Shape(asOf: asOf, skills: skills)
    }
  }

  public static func json(_ shape: Shape) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(shape)) ?? Data("{}".utf8), as: UTF8.self)
  }
}

/// The class's assignments as `today` shows them, read from the local copy only.
public enum ClassAssignments {
  /// One assignment still to do, with its reason: "for your class, due Friday
  /// 2026-12-11", and ", as of 2026-12-04" when the copy is over a day old.
  public struct Due: Sendable, Equatable {
    public let assignment: ClassAssignment
    public let reason: String
  }

  /// Those of `membership`'s copy that are open on `today` ("YYYY-MM-DD", the
  /// learner's day) and not done, soonest due first.
  public static func due(_ membership: ClassMembership?, today: String) -> [Due] {
    guard let status = membership?.status else { return [] }
    let old = status.today < today ? ", as of \(status.fetchedAt) UTC" : ""
    return status.assignments
      .filter { $0.status != "done" && $0.starts <= today }
      .sorted { ($0.due, $0.id) < ($1.due, $1.id) }
      .map { assignment in
        let when: String
        if assignment.due < today {
          when = "was due \(weekday(assignment.due)) \(assignment.due)"
        } else if assignment.due == today {
          when = "due today"
        } else {
          when = "due \(weekday(assignment.due)) \(assignment.due)"
        }
        // The dates are the server's (or class.json's) text: shown escaped and cut.
        return Due(assignment: assignment, reason: SafeText.line("for your class, \(when)\(old)", limit: 200))
      }
  }

  /// What an assignment asks, in a line: "presente de subjuntivo; mastery 0.6 or 40 answers right".
  public static func describe(_ assignment: ClassAssignment) -> String {
    let what =
      assignment.tenses.map { Tense(rawValue: $0)?.displayName ?? $0 }
      + (assignment.verbs.isEmpty ? [] : ["verbs " + assignment.verbs.joined(separator: ", ")])
      + (assignment.topic.map { ["topic " + (ContextTopic(rawValue: $0)?.title ?? $0)] } ?? [])
    let target = [
      assignment.targetMastery.map { "mastery \(($0 * 100).rounded() / 100)" },
      assignment.targetItems.map { "\($0) answers right" },
    ].compactMap { $0 }.joined(separator: " or ")
    return SafeText.line(what.joined(separator: ", ") + "; " + target, limit: 300)
  }

  /// "Friday" for "2026-12-11" (Gregorian, by arithmetic: no calendar, no ICU).
  public static func weekday(_ day: String) -> String {
    let parts = day.split(separator: "-").compactMap { Int($0) }
    // A date from the server or class.json that is no calendar day has no weekday
    // (and a year of 19 digits must not overflow the sums below).
    guard parts.count == 3, (1...9999).contains(parts[0]), (1...12).contains(parts[1]), (1...31).contains(parts[2])
    else { return "" }
    var (y, m) = (parts[0], parts[1])
    let d = parts[2]
    if m < 3 {
      m += 12
      y -= 1
    }
    // Zeller's congruence: 0 = Saturday.
    let h = (d + (13 * (m + 1)) / 5 + y + y / 4 - y / 100 + y / 400) % 7
    return ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"][h]
  }
}
