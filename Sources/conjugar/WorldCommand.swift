import ArgumentParser
import ConjugarCore

/// `conjugar world`: the scenario in force and the implementation behind each
/// dependeffect (the seed's audit, made visible).
struct ShowWorldCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "world", abstract: "Show the World in force and each dependeffect's implementation.")

  @Flag(help: "Print JSON: {\"scenario\": …, \"dependeffects\": {…}}.")
  var json = false

  @OptionGroup(title: "Launch options") var launch: LaunchOptions

  struct Output: Encodable {
    let scenario: String
    let dependeffects: [String: String]
  }

  func run() throws {
    let audit = Current.audit
    if json {
      let output = Output(
        scenario: Current.scenario.rawValue,
        dependeffects: Dictionary(uniqueKeysWithValues: audit.map { ($0.0, $0.1) }))
      Current.console.write(try JSONOutput.string(output))
      return
    }
    let width = audit.map(\.dependeffect.count).max() ?? 0
    var text = "Scenario: \(Current.scenario.rawValue)\n\n"
    text += "dependeffect".padding(toLength: width, withPad: " ", startingAt: 0) + "  implementation\n"
    for (name, implementation) in audit {
      text += name.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(implementation)\n"
    }
    Current.console.write(text)
  }
}
