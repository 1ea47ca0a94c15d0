import Foundation

/// The player's preferences over a `GetterSetter`, as in Conjugar. Reading a setting
/// never written stores its default (as Conjugar does); a stored value that cannot
/// be read falls back to the default without overwriting what is there.
public struct Settings: Sendable {
  public let getterSetter: any GetterSetter
  /// The leaderboard name used until the player sets one (the login name on device).
  public let defaultPlayerName: String

  public init(getterSetter: any GetterSetter, defaultPlayerName: String = "player") {
    self.getterSetter = getterSetter
    self.defaultPlayerName = defaultPlayerName
  }

  public static let epoch = Date(timeIntervalSince1970: 0)

  public var region: Region {
    get { read(.region, default: .latinAmerica) }
    nonmutating set { write(.region, newValue.rawValue) }
  }

  public var difficulty: Difficulty {
    get { read(.difficulty, default: .easy) }
    nonmutating set { write(.difficulty, newValue.rawValue) }
  }

  public var secondSingularQuiz: SecondSingularQuiz {
    get { read(.secondSingularQuiz, default: .tu) }
    nonmutating set { write(.secondSingularQuiz, newValue.rawValue) }
  }

  public var secondSingularBrowse: SecondSingularBrowse {
    get { read(.secondSingularBrowse, default: .tu) }
    nonmutating set { write(.secondSingularBrowse, newValue.rawValue) }
  }

  public var promptActionCount: Int {
    get {
      read(.promptActionCount, { Int($0).flatMap { $0 >= 0 ? $0 : nil } }, default: 0, stored: "0")
    }
    nonmutating set { write(.promptActionCount, String(newValue)) }
  }

  public var lastReviewPromptDate: Date {
    get {
      read(
        .lastReviewPromptDate, { ISO8601.date($0) }, default: Self.epoch,
        stored: ISO8601.string(Self.epoch))
    }
    nonmutating set { write(.lastReviewPromptDate, ISO8601.string(newValue)) }
  }

  public var userRejectedGameCenter: Bool {
    get { read(.userRejectedGameCenter, { Bool($0) }, default: false, stored: "false") }
    nonmutating set { write(.userRejectedGameCenter, String(newValue)) }
  }

  public var playerName: String {
    get {
      read(
        .playerName, { SettingKey.playerName.canonical($0) }, default: defaultPlayerName,
        stored: defaultPlayerName)
    }
    nonmutating set { write(.playerName, newValue) }
  }

  /// The value of a key as `conjugar settings` shows it.
  public func value(of key: SettingKey) -> String {
    switch key {
    case .region: region.rawValue
    case .difficulty: difficulty.rawValue
    case .secondSingularQuiz: secondSingularQuiz.rawValue
    case .secondSingularBrowse: secondSingularBrowse.rawValue
    case .promptActionCount: String(promptActionCount)
    case .lastReviewPromptDate: ISO8601.string(lastReviewPromptDate)
    case .userRejectedGameCenter: String(userRejectedGameCenter)
    case .playerName: playerName
    }
  }

  /// Sets a key from user text; throws when the value is not allowed for the key.
  public func set(_ key: SettingKey, to text: String) throws(SettingError) {
    guard let value = key.canonical(text) else {
      throw SettingError.invalidValue(key: key, value: text)
    }
    write(key, value)
  }

  private func read<V: SettingValue>(_ key: SettingKey, default value: V) -> V {
    read(key, { V(rawValue: $0) }, default: value, stored: value.rawValue)
  }

  /// The stored value, parsed; on first use the default is written (as `stored`).
  private func read<T>(
    _ key: SettingKey, _ parse: (String) -> T?, default value: T, stored text: String
  ) -> T {
    guard let stored = getterSetter.get(key: key.rawValue) else {
      write(key, text)
      return value
    }
    return parse(stored) ?? value
  }

  private func write(_ key: SettingKey, _ value: String) {
    getterSetter.set(key: key.rawValue, value: value)
  }
}

/// Why `conjugar settings set` refused a value.
public enum SettingError: Error, Equatable, Sendable {
  case unknownKey(String)
  case invalidValue(key: SettingKey, value: String)

  public var message: String {
    switch self {
    case let .unknownKey(key):
      "unknown setting \"\(key)\"; the settings are "
        + SettingKey.allCases.map(\.rawValue).joined(separator: ", ")
    case let .invalidValue(key, value):
      "\"\(value)\" is not a value for \(key.rawValue); allowed: \(key.allowedValues)"
    }
  }
}
