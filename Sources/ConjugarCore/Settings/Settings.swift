import FoundationEssentials

/// The player's preferences: a value, loaded once at launch from a `GetterSetter`
/// (`Settings(stored:defaultPlayerName:)`). Reading a setting never writes; a
/// stored value that cannot be read counts as the default and is left as it is.
/// Changes go through the store, atomically (`SettingKey.set`, `ReviewPrompter`).
public struct Settings: Sendable, Equatable {
  /// Spain or Latin America: whether vosotros is asked, and the score's factor.
  public var region: Region = .latinAmerica
  /// Which tenses a ranked quiz asks, and the score's factor.
  public var difficulty: Difficulty = .easy
  /// Whether the quiz asks tú or vos.
  public var secondSingularQuiz: SecondSingularQuiz = .tu
  /// Whether conjugation tables show tú, vos or both.
  public var secondSingularBrowse: SecondSingularBrowse = .tu
  var promptActionCount = 0
  var lastReviewPromptDate = Settings.epoch
  var userRejectedGameCenter = false
  /// Say each correct form aloud after an answer.
  public var speakAnswers = false
  /// The name scores are reported under on the leaderboard.
  public var playerName: String
  /// The class board's server (a postgres:// URL without its password); empty: none,
  /// scores go on this machine's board.
  var leaderboardServer = ""

  static let epoch = Date(timeIntervalSince1970: 0)

  /// Every setting at its default; `defaultPlayerName` is the leaderboard name used
  /// until the player sets one (the account name on device).
  public init(defaultPlayerName: String = "player") {
    playerName = defaultPlayerName
  }

  /// The settings a store holds, defaults for the rest.
  init(stored: [String: String], defaultPlayerName: String = "player") {
    self.init(defaultPlayerName: defaultPlayerName)
    // What is stored, each matched to its key. Each key sets a field of its own,
    // so the order does not matter; unknown names are left alone.
    for (name, text) in stored {
      if let key = SettingKey(rawValue: name) { key.field.assign(text, &self) }
    }
  }

  /// Loads the settings from a store, in one read.
  static func load(
    from store: any GetterSetter, defaultPlayerName: String = "player"
  ) throws(SettingsStoreError) -> Settings {
    Settings(stored: try store.load(), defaultPlayerName: defaultPlayerName)
  }

  /// The value of a key as `conjugar settings` shows it.
  public func value(of key: SettingKey) -> String { key.field.show(self) }
}

/// Why `conjugar settings set` refused a value.
public enum SettingError: Error, Equatable, Sendable {
  /// No setting has this name.
  case unknownKey(String)
  /// The value is not one the setting allows.
  case invalidValue(key: SettingKey, value: String)

  /// A refused value as the message repeats it: at most 60 characters and 240
  /// bytes (a letter with 10,000 combining accents is one character).
  static func shortened(_ value: String) -> String {
    var kept = ""
    for character in value.prefix(60) {
      guard kept.utf8.count + character.utf8.count <= 240 else { break }
      kept.append(character)
    }
    return kept.count < value.count ? kept + "…" : kept
  }

  /// The one line a learner is shown.
  public var message: String {
    switch self {
    case let .unknownKey(key):
      "unknown setting \"\(key)\"; the settings are "
        + SettingKey.allCases.map(\.rawValue).joined(separator: ", ")
    case let .invalidValue(key, value) where key == .leaderboardServer:
      // Why the URL cannot be used, when it cannot (it is not repeated when it
      // holds a control character); else it holds a password.
      if case let .failure(error) = ServerAddress.parsed(value, defaultUser: "conjugar") {
        "\(error.message); \(key.rawValue) is \(key.allowedValues)"
      } else {
        "\"\(ServerAddress.shortened(ServerAddress.withoutPassword(value)))\" is not a value for \(key.rawValue); allowed: "
          + "\(key.allowedValues) (a password goes in PGPASSWORD or ~/.pgpass, never in the settings)"
      }
    case let .invalidValue(key, value):
      "\"\(Self.shortened(value))\" is not a value for \(key.rawValue); allowed: \(key.allowedValues)"
    }
  }
}
