import ConjugarCore

/// The one rewrite of the command line before swift-argument-parser sees it, the
/// one docs/scenarios.md asks for: `enable-ui-testing` anywhere selects
/// uiTest, and with it the launch arguments that seed its settings ("Spain",
/// "Easy", "Vos", …) are taken out. A value being set (`settings set playerName
/// enable-ui-testing`, `settings set region Spain`) is a value, not a switch.
struct ArgumentRewrite: Equatable {
  static let enableUITesting = "enable-ui-testing"
  /// The launch words that seed uiTest's settings, as the World lists them.
  static let uiTestWords = World.uiTestLaunchWords

  /// The uiTest launch arguments, or nil when uiTest was not asked for.
  let uiTestArguments: [String]?
  /// What the parser sees.
  let arguments: [String]

  init(_ original: [String]) {
    // The first word of a value being set is the value (`settings set playerName
    // enable-ui-testing`); the switch after a whole value still selects uiTest.
    let switches = original.indices.filter {
      original[$0] == Self.enableUITesting && Self.settingValueIndex(in: original) != $0
    }
    guard !switches.isEmpty else {
      uiTestArguments = nil
      arguments = original
      return
    }
    var launch: [String] = []
    var rest: [String] = []
    for (index, argument) in original.enumerated() where !switches.contains(index) {
      if Self.uiTestWords.contains(argument) && !Self.isSettingValue(at: index, in: original) {
        launch.append(argument)
      } else {
        rest.append(argument)
      }
    }
    uiTestArguments = launch
    arguments = rest
  }

  /// Whether `original[index]` is a value being set: it comes after
  /// `settings set KEY`.
  static func isSettingValue(at index: Int, in original: [String]) -> Bool {
    settingValueIndex(in: original).map { index >= $0 } ?? false
  }

  /// Where the value of `settings set KEY VALUE…` starts, if the line sets one.
  static func settingValueIndex(in original: [String]) -> Int? {
    guard let settings = original.firstIndex(of: "settings"),
      let set = original[settings...].firstIndex(of: "set")
    else { return nil }
    // The key is the first word after `set` that is not an option or its value.
    var position = set + 1
    while position < original.count, original[position].hasPrefix("-") {
      position += original[position] == "--database" ? 2 : 1
    }
    return position + 1
  }
}
