import Foundation
import Testing

@testable import ConjugarCore

@Suite("Settings")
struct SettingsTests {
  @Test("defaults as in the spec, each written through the GetterSetter on first use")
  func defaults() {
    let store = DictionaryGetterSetter()
    let settings = Settings(getterSetter: store, defaultPlayerName: "ana")
    #expect(settings.region == .latinAmerica)
    #expect(settings.difficulty == .easy)
    #expect(settings.secondSingularQuiz == .tu)
    #expect(settings.secondSingularBrowse == .tu)
    #expect(settings.promptActionCount == 0)
    #expect(settings.lastReviewPromptDate == Date(timeIntervalSince1970: 0))
    #expect(settings.userRejectedGameCenter == false)
    #expect(settings.playerName == "ana")
    #expect(
      store.dictionary == [
        "region": "Latin America", "difficulty": "Easy", "secondSingularQuiz": "Tú",
        "secondSingularBrowse": "Tú", "promptActionCount": "0",
        "lastReviewPromptDate": "1970-01-01T00:00:00Z", "userRejectedGameCenter": "false",
        "playerName": "ana",
      ])
  }

  @Test("a stored value that cannot be read falls back to the default and is left alone")
  func unreadable() {
    let store = DictionaryGetterSetter([
      "region": "Atlantis", "difficulty": "hard", "promptActionCount": "-3",
      "lastReviewPromptDate": "yesterday", "userRejectedGameCenter": "maybe",
    ])
    let settings = Settings(getterSetter: store)
    #expect(settings.region == .latinAmerica)
    #expect(settings.difficulty == .easy)
    #expect(settings.promptActionCount == 0)
    #expect(settings.lastReviewPromptDate == Settings.epoch)
    #expect(settings.userRejectedGameCenter == false)
    #expect(store.get(key: "region") == "Atlantis")
  }

  @Test("set parses leniently and stores the canonical spelling")
  func set() throws {
    let store = DictionaryGetterSetter()
    let settings = Settings(getterSetter: store)
    try settings.set(.region, to: "spain")
    try settings.set(.secondSingularQuiz, to: "vos")
    try settings.set(.difficulty, to: "DIFFICULT")
    try settings.set(.secondSingularQuiz, to: "tu")
    try settings.set(.lastReviewPromptDate, to: "2024-05-01T12:00:00Z")
    #expect(store.get(key: "region") == "Spain")
    #expect(store.get(key: "secondSingularQuiz") == "Tú")
    #expect(settings.difficulty == .difficult)
    #expect(settings.value(of: .lastReviewPromptDate) == "2024-05-01T12:00:00Z")
  }

  @Test("values that are not allowed are refused with the allowed ones")
  func refused() {
    let settings = Settings(getterSetter: DictionaryGetterSetter())
    #expect(throws: SettingError.invalidValue(key: .region, value: "Mars")) {
      try settings.set(.region, to: "Mars")
    }
    #expect(throws: SettingError.self) { try settings.set(.promptActionCount, to: "-1") }
    #expect(throws: SettingError.self) { try settings.set(.userRejectedGameCenter, to: "yes") }
    #expect(throws: SettingError.self) { try settings.set(.playerName, to: "") }
    #expect(SettingError.invalidValue(key: .region, value: "Mars").message.contains("Spain | Latin America"))
  }
}
