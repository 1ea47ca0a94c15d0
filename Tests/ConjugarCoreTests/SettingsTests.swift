import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

@Suite("Settings")
struct SettingsTests {
  @Test("player names with invisible format characters or U+FFFD are refused; others kept")
  func playerNameInvisible() {
    for name in [
      "ro\u{200B}ot", "ro\u{200C}ot", "ro\u{200D}ot", "\u{FEFF}root", "ro\u{2060}ot", "ro\u{00AD}ot",
      "ro\u{E0041}ot", "\u{FFFD}\u{FFFD}", "ana\u{FFFD}",
    ] {
      #expect(SettingKey.playerName.canonical(name) == nil, "\(name.unicodeScalars.map(\.value))")
    }
    #expect(SettingKey.playerName.canonical("José María") == "José María")
    #expect(SettingKey.playerName.canonical(" Zoë ") == "Zoë")
    #expect(SettingKey.playerName.canonical("李小龙") == "李小龙")
  }

  @Test("defaults as in the spec; loading them writes nothing")
  func defaults() throws {
    let store = DictionaryGetterSetter()
    let settings = try Settings.load(from: store, defaultPlayerName: "ana")
    #expect(settings.region == .latinAmerica)
    #expect(settings.difficulty == .easy)
    #expect(settings.secondSingularQuiz == .tu)
    #expect(settings.secondSingularBrowse == .tu)
    #expect(settings.promptActionCount == 0)
    #expect(settings.lastReviewPromptDate == Date(timeIntervalSince1970: 0))
    #expect(settings.userRejectedGameCenter == false)
    #expect(settings.playerName == "ana")
    #expect(store.dictionary == [:])
  }

  @Test("a stored value that cannot be read counts as the default and is left alone")
  func unreadable() throws {
    let store = DictionaryGetterSetter([
      "region": "Atlantis", "difficulty": "hard", "promptActionCount": "-3",
      "lastReviewPromptDate": "yesterday", "userRejectedGameCenter": "maybe",
      "playerName": "bob\u{1B}]2;PWNED\u{07}",
    ])
    let settings = try Settings.load(from: store, defaultPlayerName: "ana")
    #expect(settings.region == .latinAmerica)
    #expect(settings.difficulty == .easy)
    #expect(settings.promptActionCount == 0)
    #expect(settings.lastReviewPromptDate == Settings.epoch)
    #expect(settings.userRejectedGameCenter == false)
    #expect(settings.playerName == "ana")
    #expect(store.dictionary["region"] == "Atlantis")
  }

  @Test("set parses leniently and stores the canonical spelling, in one change")
  func set() throws {
    let store = DictionaryGetterSetter()
    _ = try SettingKey.region.set("spain", in: store, defaultPlayerName: "ana")
    _ = try SettingKey.secondSingularQuiz.set("vos", in: store, defaultPlayerName: "ana")
    _ = try SettingKey.difficulty.set("DIFFICULT", in: store, defaultPlayerName: "ana")
    _ = try SettingKey.secondSingularQuiz.set("tu", in: store, defaultPlayerName: "ana")
    let settings = try SettingKey.lastReviewPromptDate.set(
      "2024-05-01T12:00:00Z", in: store, defaultPlayerName: "ana")
    #expect(
      store.dictionary == [
        "region": "Spain", "secondSingularQuiz": "Tú", "difficulty": "Difficult",
        "lastReviewPromptDate": "2024-05-01T12:00:00Z",
      ])
    #expect(settings.difficulty == .difficult)
    #expect(settings.value(of: .lastReviewPromptDate) == "2024-05-01T12:00:00Z")
    #expect(settings.playerName == "ana")
  }

  @Test(
    "values that are not allowed are refused",
    arguments: [
      (SettingKey.region, "Mars"), (.promptActionCount, "-1"),
      (.promptActionCount, "9223372036854775807"), (.promptActionCount, "1000000001"),
      (.userRejectedGameCenter, "yes"), (.playerName, ""), (.playerName, "bob\u{1B}]2;PWNED\u{07}"),
      (.playerName, "a\u{202E}b"), (.playerName, "ana\u{0}"),
      (.playerName, "e" + String(repeating: "\u{301}", count: 10_000)),
      (.playerName, String(repeating: "x", count: 41)),
      (.lastReviewPromptDate, "2024-02-30T12:00:00Z"), (.lastReviewPromptDate, "yesterday"),
      (.leaderboardServer, "postgres://alice:secret@school-db/conjugar"), (.leaderboardServer, "http://school-db"),
    ])
  func refused(key: SettingKey, value: String) {
    let store = DictionaryGetterSetter()
    #expect(throws: SettingError.invalidValue(key: key, value: value)) {
      try key.set(value, in: store, defaultPlayerName: "ana")
    }
    #expect(store.dictionary == [:])
  }

  /// Every key with a value a user types, how it is stored and shown, and its
  /// default, written by hand. A new setting fails here until it has its line:
  /// adding a setting is its case, property and field, plus this line.
  static let everyKey: [SettingKey: (typed: String, stored: String, byDefault: String)] = [
    .region: ("spain", "Spain", "Latin America"),
    .difficulty: ("moderate", "Moderate", "Easy"),
    .secondSingularQuiz: ("VOS", "Vos", "Tú"),
    .secondSingularBrowse: ("both", "Both", "Tú"),
    .promptActionCount: (" 12 ", "12", "0"),
    .lastReviewPromptDate: ("2024-05-01T12:00:00Z", "2024-05-01T12:00:00Z", "1970-01-01T00:00:00Z"),
    .userRejectedGameCenter: ("TRUE", "true", "false"),
    .playerName: ("  Ana María ", "Ana María", "ana"),
    .speakAnswers: ("true", "true", "false"),
    .leaderboardServer: (
      " postgres://alice@school-db/conjugar ", "postgres://alice@school-db/conjugar", "none"
    ),
  ]

  @Test("every key: set from what a user types, stored canonically, loaded back, shown")
  func everyKeyRoundTrips() throws {
    #expect(Set(Self.everyKey.keys) == Set(SettingKey.allCases))
    for key in SettingKey.allCases {
      let (typed, stored, byDefault) = try #require(Self.everyKey[key], "\(key) has no line")
      #expect(Settings(defaultPlayerName: "ana").value(of: key) == byDefault, "\(key)")
      let store = DictionaryGetterSetter()
      let returned = try key.set(typed, in: store, defaultPlayerName: "ana")
      #expect(store.dictionary == [key.rawValue: stored], "\(key)")
      let loaded = try Settings.load(from: store, defaultPlayerName: "ana")
      #expect(loaded == returned, "\(key)")
      #expect(loaded.value(of: key) == stored, "\(key)")
      #expect(loaded != Settings(defaultPlayerName: "ana"), "\(key): the stored value changed nothing")
    }
  }

  @Test("the refusal lists the allowed values")
  func allowed() {
    #expect(
      SettingError.invalidValue(key: .region, value: "Mars").message
        == "\"Mars\" is not a value for region; allowed: Spain | Latin America")
    #expect(SettingKey.playerName.canonical("  Ana María ") == "Ana María")
    #expect(SettingKey.lastReviewPromptDate.canonical("2024-02-29T00:00:00Z") == "2024-02-29T00:00:00Z")
    #expect(SettingKey.promptActionCount.canonical("1000000000") == "1000000000")
  }

  @Test("a stored date in the canonical form is kept and read as it says; others are rewritten or refused")
  func storedDates() {
    let key = SettingKey.lastReviewPromptDate
    // 2024-05-01T12:00:00Z: 19,844 days after 1970-01-01, and 12 hours.
    let stored = Settings(stored: ["lastReviewPromptDate": "2024-05-01T12:00:00Z"])
    #expect(stored.lastReviewPromptDate.timeIntervalSince1970 == 19_844 * 86_400 + 12 * 3_600)
    #expect(key.canonical(" 2024-05-01T12:00:00Z ") == "2024-05-01T12:00:00Z")
    // Another offset, a fraction: the same instant, written canonically.
    #expect(key.canonical("2024-05-01T14:00:00+02:00") == "2024-05-01T12:00:00Z")
    #expect(key.canonical("2024-05-01T12:00:00.000Z") == "2024-05-01T12:00:00Z")
    // Dates that do not exist, and a canonical shape with impossible fields.
    for refused in ["2024-02-30T12:00:00Z", "2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-05-01T24:00:00Z"] {
      #expect(key.canonical(refused) == nil, "\(refused)")
      #expect(Settings(stored: ["lastReviewPromptDate": refused]).lastReviewPromptDate == Settings.epoch, "\(refused)")
    }
  }
}
