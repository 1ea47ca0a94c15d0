import FoundationEssentials

/// What the tutor knows of one learner, as a versioned value others read (the
/// class share): per local day, per skill, the answers and the mastery; per local
/// day, per error pattern with its direction, the chances and the errors; the
/// diagnoses with their status. Never the typed answers. The ids and the version
/// rule are in docs/tutor-shape.md; docs/tutor-shape-v1.json is a sample.
public struct TutorShape: Codable, Sendable, Equatable {
  /// The version this build writes and reads.
  public static let version = 1

  /// The shape's version: `TutorShape.version` when written by this build.
  public let version: Int
  /// When it was computed.
  public let asOf: Date
  /// The local days covered, ending with the day of `asOf`.
  public let days: Int
  /// Per day, per skill; days without answers are left out.
  public let skills: [SkillDay]
  /// Per day, per error pattern; days without a chance are left out.
  public let patterns: [PatternDay]
  /// The diagnoses, active and cleared.
  public let diagnoses: [DiagnosisEntry]

  /// A shape of the current version.
  public init(
    asOf: Date, days: Int, skills: [SkillDay], patterns: [PatternDay], diagnoses: [DiagnosisEntry]
  ) {
    self.version = Self.version
    self.asOf = asOf
    self.days = days
    self.skills = skills
    self.patterns = patterns
    self.diagnoses = diagnoses
  }

  /// One skill on one local day.
  public struct SkillDay: Codable, Sendable, Equatable {
    /// The learner's local calendar day, "YYYY-MM-DD".
    public let day: String
    /// The skill's id, `Skill.name`: "tense:preterito", "context:subjuntivo-deseo", "family:e-ie", "person:vos".
    public let skill: String
    /// Answers that touched it that day (counted only where the item could show the skill: docs/learning.md).
    public let asked: Int
    /// Of those, the ones right.
    public let right: Int
    /// P(known) at the end of that day, 0…1.
    public let mastery: Double
    /// The last answer on it up to the end of that day.
    public let lastAnswered: Date?

    /// One skill on one day.
    public init(day: String, skill: String, asked: Int, right: Int, mastery: Double, lastAnswered: Date?) {
      self.day = day
      self.skill = skill
      self.asked = asked
      self.right = right
      self.mastery = mastery
      self.lastAnswered = lastAnswered
    }

    enum CodingKeys: String, CodingKey { case day, skill, asked, right, mastery, lastAnswered }

    /// Decoded; dates as ISO 8601 text in UTC.
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      day = try c.decode(String.self, forKey: .day)
      skill = try c.decode(String.self, forKey: .skill)
      asked = try c.decode(Int.self, forKey: .asked)
      right = try c.decode(Int.self, forKey: .right)
      mastery = try c.decode(Double.self, forKey: .mastery)
      lastAnswered = try c.decodeIfPresent(String.self, forKey: .lastAnswered).map {
        try TutorShape.date($0, c, .lastAnswered)
      }
    }

    /// Encoded; dates as ISO 8601 text in UTC, a missing one as null.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(day, forKey: .day)
      try c.encode(skill, forKey: .skill)
      try c.encode(asked, forKey: .asked)
      try c.encode(right, forKey: .right)
      try c.encode(mastery, forKey: .mastery)
      if let lastAnswered {
        try c.encode(ISO8601.string(lastAnswered), forKey: .lastAnswered)
      } else {
        try c.encodeNil(forKey: .lastAnswered)
      }
    }
  }

  /// One error pattern on one local day.
  public struct PatternDay: Codable, Sendable, Equatable {
    /// The learner's local calendar day, "YYYY-MM-DD".
    public let day: String
    /// The pattern's id with its direction, "preterito>imperfecto" (docs/tutor-shape.md).
    public let pattern: String
    /// Items asked that day that could show the error (discriminating items).
    public let chances: Int
    /// Of those, the ones where the learner made it.
    public let errors: Int

    /// One pattern on one day.
    public init(day: String, pattern: String, chances: Int, errors: Int) {
      self.day = day
      self.pattern = pattern
      self.chances = chances
      self.errors = errors
    }
  }

  /// A diagnosis: a recurring error, named.
  public struct DiagnosisEntry: Codable, Sendable, Equatable {
    /// Whether the tutor still drills it.
    public enum Status: String, Codable, Sendable {
      /// Named and not yet cleared.
      case active
      /// Cleared on evidence (docs/learning.md, "Clearing").
      case cleared
    }

    /// The pattern's id with its direction.
    public let pattern: String
    /// Times the error was made in the diagnoses' window.
    public let count: Int
    /// The first time it was made.
    public let firstSeen: Date
    /// The last time it was made.
    public let lastSeen: Date
    /// The forms asked where it was made (never what was typed), newest first, at most three.
    public let expected: [String]
    /// Active or cleared.
    public let status: Status
    /// The `conjugar info` page that explains the rule.
    public let info: String

    /// One diagnosis.
    public init(
      pattern: String, count: Int, firstSeen: Date, lastSeen: Date, expected: [String], status: Status, info: String
    ) {
      self.pattern = pattern
      self.count = count
      self.firstSeen = firstSeen
      self.lastSeen = lastSeen
      self.expected = expected
      self.status = status
      self.info = info
    }

    enum CodingKeys: String, CodingKey { case pattern, count, firstSeen, lastSeen, expected, status, info }

    /// Decoded; dates as ISO 8601 text in UTC.
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      pattern = try c.decode(String.self, forKey: .pattern)
      count = try c.decode(Int.self, forKey: .count)
      firstSeen = try TutorShape.date(c.decode(String.self, forKey: .firstSeen), c, .firstSeen)
      lastSeen = try TutorShape.date(c.decode(String.self, forKey: .lastSeen), c, .lastSeen)
      expected = try c.decode([String].self, forKey: .expected)
      status = try c.decode(Status.self, forKey: .status)
      info = try c.decode(String.self, forKey: .info)
    }

    /// Encoded; dates as ISO 8601 text in UTC.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(pattern, forKey: .pattern)
      try c.encode(count, forKey: .count)
      try c.encode(ISO8601.string(firstSeen), forKey: .firstSeen)
      try c.encode(ISO8601.string(lastSeen), forKey: .lastSeen)
      try c.encode(expected, forKey: .expected)
      try c.encode(status, forKey: .status)
      try c.encode(info, forKey: .info)
    }
  }

  enum CodingKeys: String, CodingKey { case version, asOf, days, skills, patterns, diagnoses }

  /// Decoded; refuses another version (docs/tutor-shape.md, "Versions").
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    version = try c.decode(Int.self, forKey: .version)
    guard version == Self.version else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: c, debugDescription: "tutor shape version \(version); this build reads \(Self.version)")
    }
    asOf = try Self.date(c.decode(String.self, forKey: .asOf), c, .asOf)
    days = try c.decode(Int.self, forKey: .days)
    skills = try c.decode([SkillDay].self, forKey: .skills)
    patterns = try c.decode([PatternDay].self, forKey: .patterns)
    diagnoses = try c.decode([DiagnosisEntry].self, forKey: .diagnoses)
  }

  /// Encoded; dates as ISO 8601 text in UTC (2026-12-07T18:30:00Z).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(version, forKey: .version)
    try c.encode(ISO8601.string(asOf), forKey: .asOf)
    try c.encode(days, forKey: .days)
    try c.encode(skills, forKey: .skills)
    try c.encode(patterns, forKey: .patterns)
    try c.encode(diagnoses, forKey: .diagnoses)
  }

  static func date<K: CodingKey>(_ text: String, _ c: KeyedDecodingContainer<K>, _ key: K) throws -> Date {
    guard let date = ISO8601.date(text) else {
      throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "not an ISO 8601 date: \(text)")
    }
    return date
  }

  /// The first value a reader should not trust, named in one line; nil when every
  /// value is within its range: counts ≥ 0, right ≤ asked, errors ≤ chances,
  /// mastery in 0…1, days as "YYYY-MM-DD", ids of known form, at most
  /// `maximumRows` rows a list.
  public var problem: String? {
    let rows = skills.count + patterns.count + diagnoses.count
    if rows > Self.maximumRows { return "\(rows) rows, more than \(Self.maximumRows)" }
    guard days >= 1 && days <= Self.maximumDays else { return "days \(days) outside 1…\(Self.maximumDays)" }
    for (i, row) in skills.enumerated() {
      guard Self.isDay(row.day), Skill(name: row.skill) != nil || Self.isID(row.skill),
        row.asked >= 0, row.right >= 0, row.right <= row.asked, (0...1).contains(row.mastery)
      else { return "skills[\(i)] (\(Self.printable(row.skill)), \(Self.printable(row.day))) out of range" }
    }
    for (i, row) in patterns.enumerated() {
      guard Self.isDay(row.day), Self.isID(row.pattern), row.chances >= 0, row.errors >= 0, row.errors <= row.chances
      else { return "patterns[\(i)] (\(Self.printable(row.pattern)), \(Self.printable(row.day))) out of range" }
    }
    for (i, row) in diagnoses.enumerated() {
      guard Self.isID(row.pattern), row.count >= 0, row.firstSeen <= row.lastSeen, row.expected.count <= 3,
        row.expected.allSatisfy({ $0.utf8.count <= 100 }), Self.isID(row.info)
      else { return "diagnoses[\(i)] (\(Self.printable(row.pattern))) out of range" }
    }
    return nil
  }

  /// Every error-pattern id of version 1, each with its direction `<given>><asked>`
  /// ("preterito>imperfecto": the pretérito given where the imperfecto belongs) or
  /// `accent:<rule>` for an answer wrong only in its written accents. Meanings in
  /// docs/tutor-shape.md. A reader meets no other id in a version-1 shape from
  /// this build; it ignores an id it does not know (a later build may add some).
  public static let patternIDs: [String] = [
    "preterito>imperfecto", "imperfecto>preterito",
    "indicativo>subjuntivo", "subjuntivo>indicativo", "indicativo>subjuntivo:adverbial",
    "condicional>subjuntivo", "imperfecto-subjuntivo>pluscuamperfecto-subjuntivo",
    "se>ra", "ra>se", "other>tense",
    "tu>vos", "vos>tu", "tu>usted", "usted>tu", "vosotros>ustedes", "ustedes>vosotros",
    "other>person",
    "regular>stem-change", "stem-change>regular", "regular>irregular",
    "ir>er", "er>ir", "final-s>preterito",
    "no-pronoun>pronominal", "misplaced-pronoun>pronominal",
    "indicativo>imperativo-negativo", "afirmativo>imperativo-negativo",
    "agreeing>participle",
    "accent:stressed-ending", "accent:monosyllable", "accent:strong-preterito", "accent:hiatus",
    "accent:enclitic", "accent:esdrujula", "accent:diaeresis", "accent:other",
  ]

  /// At most this many rows in all (a learner of 60 skills over 28 days holds ~1,700).
  public static let maximumRows = 20_000
  /// At most this many days covered.
  public static let maximumDays = 366

  static func isDay(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return bytes.count == 10 && bytes[4] == 0x2D && bytes[7] == 0x2D
      && bytes.enumerated().allSatisfy { $0.offset == 4 || $0.offset == 7 || (0x30...0x39).contains($0.element) }
  }

  /// An id: 1 to 64 of a–z, A–Z, 0–9 and - > : (pattern ids, skill ids, info topics).
  static func isID(_ text: String) -> Bool {
    (1...64).contains(text.utf8.count)
      && text.utf8.allSatisfy { byte in
        (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
          || byte == 0x2D || byte == 0x3E || byte == 0x3A
      }
  }

  static func printable(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.prefix(64).filter { $0.value >= 0x20 && $0.value < 0x7F }))
  }
}
