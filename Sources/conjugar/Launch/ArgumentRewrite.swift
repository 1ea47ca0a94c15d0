/// The one place the command line is rewritten before swift-argument-parser sees
/// it:
/// - `enable-ui-testing` anywhere selects uiTest; with it, the launch arguments
///   that seed its settings ("Spain", "Easy", "Vos", …) are taken out, except a
///   value being set (`settings set region Spain`).
/// - A value that starts with "-" and a digit is glued to its option
///   (`--limit -1` → `--limit=-1`), and after `settings set KEY` every word is
///   a value, so negative numbers reach validation instead of reading as options.
/// - `conjugate`'s infinitives are joined with NUL (no argument can contain one)
///   into one argument: swift-argument-parser stores repeated positional
///   arguments by copying the array each time, quadratic for thousands of verbs.
struct ArgumentRewrite: Equatable {
  static let enableUITesting = "enable-ui-testing"
  static let uiTestWords: Set<String> = [
    "Spain", "Latin America", "Easy", "Moderate", "Difficult", "Tú", "Vos",
  ]
  /// Options that take a value (for gluing negative numbers and skipping values).
  /// (Searched, not hashed: a Set's first use cost every launch 0.01 M instructions.)
  static let optionsTakingValues: [String] = [
    "--database", "--limit", "--count", "--seed", "--difficulty", "--second-person",
  ]

  /// The uiTest launch arguments, or nil when uiTest was not asked for.
  let uiTestArguments: [String]?
  /// What the parser sees.
  let arguments: [String]

  init(_ original: [String]) {
    let uiTest = original.contains(Self.enableUITesting)
    var launch: [String] = []
    var rest: [String] = []
    for (index, argument) in original.enumerated() {
      if argument == Self.enableUITesting {
        continue
      } else if uiTest && Self.uiTestWords.contains(argument)
        && !Self.isSettingValue(at: index, in: original)
      {
        launch.append(argument)
      } else {
        rest.append(argument)
      }
    }
    uiTestArguments = uiTest ? launch : nil
    arguments = Self.joiningInfinitives(Self.settingValues(Self.gluingNegatives(rest)))
  }

  /// The subcommand path: the words before the first option.
  static func commandPath(_ arguments: [String]) -> [String] {
    Array(arguments.prefix { !$0.hasPrefix("-") }.prefix(2))
  }

  /// Whether `original[index]` comes after `settings set KEY`.
  static func isSettingValue(at index: Int, in original: [String]) -> Bool {
    guard let set = original.firstIndex(of: "set"), set > 0, original[set - 1] == "settings" else {
      return false
    }
    return index > set + 1
  }

  static func gluingNegatives(_ arguments: [String]) -> [String] {
    var result: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if optionsTakingValues.contains(argument), index + 1 < arguments.count,
        isNegativeNumber(arguments[index + 1])
      {
        result.append(argument + "=" + arguments[index + 1])
        index += 2
      } else {
        result.append(argument)
        index += 1
      }
    }
    return result
  }

  static func isNegativeNumber(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    return scalars.count >= 2 && scalars[0] == "-" && ("0"..."9").contains(scalars[1])
  }

  /// `settings set KEY V…`: the options conjugar knows stay options; every other
  /// word after KEY goes after "--", so a value may start with "-".
  static func settingValues(_ arguments: [String]) -> [String] {
    guard commandPath(arguments) == ["settings", "set"] else { return arguments }
    var options: [String] = []
    var words: [String] = []
    var index = 2
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        words.append(contentsOf: arguments[(index + 1)...])
        break
      } else if ["--database", "--simulator", "--no-color", "-h", "--help"].contains(argument)
        || argument.hasPrefix("--database=")
      {
        options.append(argument)
        if argument == "--database", index + 1 < arguments.count {
          options.append(arguments[index + 1])
          index += 1
        }
      } else {
        words.append(argument)
      }
      index += 1
    }
    guard words.contains(where: { $0.hasPrefix("-") }) else { return arguments }
    return ["settings", "set"] + options + ["--"] + words
  }

  static func joiningInfinitives(_ arguments: [String]) -> [String] {
    guard arguments.first == "conjugate" else { return arguments }
    var options: [String] = []
    var words: [String] = []
    var terminated = false
    var valueNext = false
    for argument in arguments.dropFirst() {
      if valueNext {
        options.append(argument)
        valueNext = false
      } else if !terminated && argument == "--" {
        terminated = true
      } else if terminated || !argument.hasPrefix("-") {
        words.append(argument)
      } else {
        options.append(argument)
        valueNext = optionsTakingValues.contains(argument)
      }
    }
    guard words.count > 1 else { return arguments }
    return ["conjugate"] + options + ["--", words.joined(separator: "\u{0}")]
  }
}
