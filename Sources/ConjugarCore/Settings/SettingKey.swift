import FoundationEssentials

/// The keys of docs/quiz.md, in the order `conjugar settings` shows them.
/// Everything about a key (what it accepts, how it is stored, shown and put into
/// JSON) is in its `field`: adding a setting is a case here, a property of
/// `Settings`, and one entry in `field`.
public enum SettingKey: String, CaseIterable, Sendable {
  /// Spain or Latin America.
  case region
  /// Easy, Moderate or Difficult.
  case difficulty
  /// Tú or vos, in the quiz.
  case secondSingularQuiz
  /// Tú, vos or both, in conjugation tables.
  case secondSingularBrowse
  /// Promptable actions so far (the review prompter's count).
  case promptActionCount
  /// When a review was last asked for.
  case lastReviewPromptDate
  /// Whether the player opted out of the leaderboard.
  case userRejectedGameCenter
  /// The name on the leaderboard.
  case playerName
  /// Whether each correct form is said aloud.
  case speakAnswers
  /// The class board's server, or none.
  case leaderboardServer

  /// The largest promptActionCount accepted: far beyond any real count of quizzes,
  /// far below where adding one could overflow.
  static let maximumCount = 1_000_000_000

  /// How a key's value is parsed, stored and shown.
  public struct Field: Sendable {
    /// The values a user may give, for help and error messages (worked out when asked).
    var allowed: String { describeAllowed() }
    private let describeAllowed: @Sendable () -> String
    /// User or stored text → the canonical stored spelling, nil when not allowed.
    let canonical: @Sendable (String) -> String?
    /// Sets the property from canonical text.
    let apply: @Sendable (String, inout Settings) -> Void
    /// The property as stored and shown.
    let show: @Sendable (Settings) -> String
    /// How JSON shows it.
    public let json: JSONKind

    init(
      allowed: @autoclosure @escaping @Sendable () -> String,
      canonical: @escaping @Sendable (String) -> String?,
      apply: @escaping @Sendable (String, inout Settings) -> Void,
      show: @escaping @Sendable (Settings) -> String, json: JSONKind
    ) {
      describeAllowed = allowed
      self.canonical = canonical
      self.apply = apply
      self.show = show
      self.json = json
    }

    /// Sets the property from stored text when that text is allowed.
    func assign(_ text: String, _ settings: inout Settings) {
      if let value = canonical(text) { apply(value, &settings) }
    }
  }

  /// The JSON type a setting's value takes in `settings --json`.
  public enum JSONKind: Sendable {
    /// A JSON string.
    case string
    /// A JSON number, whole.
    case integer
    /// true or false.
    case boolean
  }

  /// How this key's value is parsed, stored and shown.
  public var field: Field {
    switch self {
    case .region: Self.choice({ $0.region }, { $0.region = $1 })
    case .difficulty: Self.choice({ $0.difficulty }, { $0.difficulty = $1 })
    case .secondSingularQuiz: Self.choice({ $0.secondSingularQuiz }, { $0.secondSingularQuiz = $1 })
    case .secondSingularBrowse: Self.choice({ $0.secondSingularBrowse }, { $0.secondSingularBrowse = $1 })
    case .promptActionCount:
      Field(
        allowed: "a whole number from 0 to \(Self.maximumCount)",
        canonical: { text in
          guard let count = Int(text.trimmingSpaces),
            (0...Self.maximumCount).contains(count)
          else { return nil }
          return String(count)
        },
        apply: { text, settings in settings.promptActionCount = Int(text) ?? 0 },
        show: { String($0.promptActionCount) }, json: .integer)
    case .lastReviewPromptDate:
      Field(
        allowed: "an ISO-8601 date-time such as 2024-05-01T12:00:00Z",
        // Stored dates are in the canonical form: read without Foundation's
        // parser and kept as they are (ISO8601.canonicalDate); any other spelling
        // a user gives is parsed and rewritten.
        canonical: { text in
          let trimmed = text.trimmingSpaces
          if ISO8601.canonicalDate(trimmed) != nil { return trimmed }
          return ISO8601.date(trimmed).map(ISO8601.string)
        },
        apply: { text, settings in
          settings.lastReviewPromptDate = AppDatabase.storedDate(text) ?? Settings.epoch
        },
        show: { ISO8601.string($0.lastReviewPromptDate) }, json: .string)
    case .userRejectedGameCenter:
      Self.flag(
        { $0.userRejectedGameCenter }, { $0.userRejectedGameCenter = $1 },
        meaning: " (true: your scores stay off the leaderboard)")
    case .speakAnswers: Self.flag({ $0.speakAnswers }, { $0.speakAnswers = $1 })
    case .leaderboardServer:
      Field(
        allowed: "a postgres:// URL without a password (postgres://alice@school-db/conjugar), or none",
        canonical: ServerAddress.canonicalSetting,
        apply: { text, settings in settings.leaderboardServer = text },
        show: { $0.leaderboardServer.isEmpty ? "none" : $0.leaderboardServer }, json: .string)
    case .playerName:
      Field(
        allowed:
          "a name of 1 to 40 characters (at most 160 bytes), without control characters, bidi overrides or "
          + "invisible characters",
        canonical: PlayerName.canonical,
        apply: { text, settings in settings.playerName = text }, show: { $0.playerName },
        json: .string)
    }
  }

  /// The values a user may give, as help and error messages list them.
  public var allowedValues: String { field.allowed }

  /// Parses a value for this key into its stored spelling, or nil when it is not allowed.
  public func canonical(_ text: String) -> String? { field.canonical(text) }

  /// Sets this key from user text in `store`, in one transaction; returns the
  /// settings as stored afterwards.
  public func set(
    _ text: String, in store: any GetterSetter, defaultPlayerName: String
  ) throws -> Settings {
    guard let value = canonical(text) else {
      throw SettingError.invalidValue(key: self, value: text)
    }
    return try store.modify { stored in
      stored[rawValue] = value
      return Settings(stored: stored, defaultPlayerName: defaultPlayerName)
    }
  }

  /// `meaning`: what true does, where the key's name does not say it.
  private static func flag(
    _ get: @escaping @Sendable (Settings) -> Bool, _ set: @escaping @Sendable (inout Settings, Bool) -> Void,
    meaning: String = ""
  ) -> Field {
    Field(
      allowed: "true | false" + meaning,
      canonical: { text in
        switch text.trimmingSpaces.lowercased() {
        case "true": "true"
        case "false": "false"
        default: nil
        }
      },
      apply: { text, settings in set(&settings, text == "true") },
      show: { String(get($0)) }, json: .boolean)
  }

  private static func choice<V: SettingValue>(
    _ get: @escaping @Sendable (Settings) -> V, _ set: @escaping @Sendable (inout Settings, V) -> Void
  ) -> Field {
    Field(
      allowed: V.allCases.map { $0.rawValue }.joined(separator: " | "),
      canonical: { V(lenient: $0)?.rawValue },
      apply: { text, settings in
        if let value = V(rawValue: text) { set(&settings, value) }
      },
      show: { get($0).rawValue }, json: .string)
  }

  /// Lower case, accents removed: how lenient parsing compares spellings.
  static func fold(_ text: String) -> String {
    text.trimmingSpaces.foldedForComparison
  }
}

/// The leaderboard name rule: 1 to 40 characters and at most 160 bytes of UTF-8,
/// with no control characters (escape sequences, line breaks, NUL) and no bidi
/// overrides: a name others see on a shared board is text, never terminal commands.
enum PlayerName {
  static let maximumBytes = 160

  static func canonical(_ text: String) -> String? {
    let trimmed = trimmingWhitespace(text)
    let name = trimmed.nfc
    guard (1...40).contains(name.count), name.utf8.count <= maximumBytes,
      !name.unicodeScalars.contains(where: isForbidden)
    else { return nil }
    return name
  }

  /// `text` without the white space and line breaks at either end: the Unicode
  /// White_Space property, the set Foundation's `.whitespacesAndNewlines` holds.
  static func trimmingWhitespace(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Control characters (C0, DEL, C1), the line and paragraph separators, the
  /// bidi marks, embeddings, overrides and isolates, every other format character
  /// (General Category Cf: zero-width spaces and joiners, the word joiner, the
  /// byte-order mark, the soft hyphen, tags), which would let "ro\u{200B}ot" pass
  /// for "root" on a shared board, and U+FFFD, which stands for bytes that were
  /// not UTF-8.
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFFFD:
      true
    default: scalar.properties.generalCategory == .format
    }
  }
}

/// ISO-8601 date-times as settings, the database and JSON store them.
public enum ISO8601 {
  /// `date` as ISO 8601 text in UTC (2026-11-23T19:20:05Z).
  public static func string(_ date: Date) -> String {
    date.formatted(.iso8601)
  }

  /// The form `string` writes (2026-11-23T19:20:05Z), exactly, read field by
  /// field (every review item's dates are read this way: a history of 100,000
  /// answers holds thousands); nil for any other text.
  static func canonicalDate(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    guard bytes.count == 20, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54,
      bytes[13] == 0x3A, bytes[16] == 0x3A, bytes[19] == 0x5A
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for i in range {
        let digit = Int(bytes[i]) - 0x30
        guard (0...9).contains(digit) else { return nil }
        value = value * 10 + digit
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
      hour < 24, minute < 60, second < 60
    else { return nil }
    // Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil).
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
  }

  /// The same, of a string.
  static func canonicalDate(_ text: String) -> Date? {
    var text = text
    return text.withUTF8 { canonicalDate($0) }
  }

  /// A date-time in ISO-8601 form whose calendar date and time of day exist
  /// (2024-02-30, 24:00 and 23:60 do not: the parser alone would roll them over
  /// into the next month, day or hour), with an offset of at most 23:59.
  public static func date(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= bytes.count,
        bytes[range].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
      else { return nil }
      return Int(String(decoding: bytes[range], as: UTF8.self))
    }
    func byte(_ index: Int, is character: Unicode.Scalar) -> Bool {
      index < bytes.count && bytes[index] == UInt8(ascii: character)
    }
    guard byte(4, is: "-"), byte(7, is: "-"), byte(10, is: "T"), byte(13, is: ":"), byte(16, is: ":"),
      let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      hour <= 23, minute <= 59, second <= 59
    else { return nil }
    // After the seconds and any fraction: Z, or an offset ±HH:MM.
    var index = 19
    if byte(index, is: ".") {
      index += 1
      while number(index..<index + 1) != nil { index += 1 }
    }
    if byte(index, is: "+") || byte(index, is: "-") {
      guard let hours = number(index + 1..<index + 3), let minutes = number(index + 4..<index + 6),
        hours <= 23, minutes <= 59
      else { return nil }
    }
    return try? Date(text, strategy: .iso8601)
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
