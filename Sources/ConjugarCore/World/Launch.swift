/// Choosing the World at launch, as Conjugar's AppDelegate does: `enable-ui-testing`
/// anywhere selects uiTest (with its launch arguments); `--simulator` or
/// CONJUGAR_WORLD=simulator selects simulator; otherwise device. The launch
/// arguments and `--database PATH` are taken out; the rest is parsed as usual
/// (a launch argument after `set` is the value being set, not a launch argument).
public struct Launch: Sendable, Equatable {
  public static let enableUITesting = "enable-ui-testing"
  public static let uiTestArguments: Set<String> = Set(
    Region.allCases.map(\.rawValue) + Difficulty.allCases.map(\.rawValue)
      + SecondSingularQuiz.allCases.map(\.rawValue))

  public let scenario: World.Scenario
  public let launchArguments: [String]
  public let databasePath: String?
  /// What the command-line parser sees.
  public let remainingArguments: [String]

  /// `arguments` excludes the program name.
  public init(arguments: [String], environment: [String: String]) {
    let uiTest = arguments.contains(Self.enableUITesting)
    var launch: [String] = []
    var rest: [String] = []
    var database: String?
    var simulator = environment["CONJUGAR_WORLD"] == "simulator"
    var index = 0
    // After `set` come a key and a value ("settings set region Spain"): ordinary arguments.
    var settingValue = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "set" { settingValue = true }
      if argument == Self.enableUITesting
        || (uiTest && !settingValue && Self.uiTestArguments.contains(argument))
      {
        launch.append(argument)
      } else if argument == "--simulator" {
        simulator = true
      } else if argument == "--database", index < arguments.count {
        database = arguments[index]
        index += 1
      } else if argument.hasPrefix("--database=") {
        database = String(argument.dropFirst("--database=".count))
      } else {
        rest.append(argument)
      }
    }
    scenario = uiTest ? .uiTest : simulator ? .simulator : .device
    launchArguments = launch
    databasePath = database ?? environment[DataLocation.databaseVariable]
    remainingArguments = rest
  }

  /// Builds the chosen World; device and simulator open their database.
  public func world(environment: [String: String]) throws(DatabaseOpenError) -> World {
    switch scenario {
    case .uiTest: return .uiTest(launchArguments: launchArguments)
    case .simulator: return try .simulator(environment: environment, databasePath: databasePath)
    default: return try .device(environment: environment, databasePath: databasePath)
    }
  }
}
