import ArgumentParser
import ConjugarCore

struct SettingsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings", abstract: "Show or change the settings.",
    subcommands: [Show.self, Set.self, Reset.self], defaultSubcommand: Show.self)

  struct Show: WorldCommand {
    static let configuration = CommandConfiguration(
      commandName: "show", abstract: "Show every setting (the default).")

    @Flag(help: "Print a JSON object keyed as the settings are.")
    var json = false

    @OptionGroup(title: "Launch options") var launch: LaunchOptions

    func run() throws {
      let settings = Current.settings
      if json {
        var object: [String: JSONValue] = [:]
        for key in SettingKey.allCases {
          switch key {
          case .promptActionCount: object[key.rawValue] = .int(settings.promptActionCount)
          case .userRejectedGameCenter: object[key.rawValue] = .bool(settings.userRejectedGameCenter)
          default: object[key.rawValue] = .string(settings.value(of: key))
          }
        }
        Current.console.write(try JSONOutput.string(object))
        return
      }
      let width = SettingKey.allCases.map(\.rawValue.count).max() ?? 0
      var text = ""
      for key in SettingKey.allCases {
        let name = key.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
        text += "\(name)  \(settings.value(of: key))\n"
      }
      Current.console.write(text)
    }
  }

  struct Set: WorldCommand {
    static let configuration = CommandConfiguration(
      commandName: "set", abstract: "Change one setting.",
      discussion: SettingKey.allCases.map { "\($0.rawValue): \($0.allowedValues)" }
        .joined(separator: "\n"))

    @Argument(help: "The setting (region, difficulty, secondSingularQuiz, …).")
    var key: String

    @Argument(help: "The new value (\"Latin America\" may be given as two words).")
    var value: [String]

    @OptionGroup(title: "Launch options") var launch: LaunchOptions

    func validate() throws {
      guard let key = SettingKey(rawValue: key) else {
        throw ValidationError(SettingError.unknownKey(key).message)
      }
      let text = value.joined(separator: " ")
      guard key.canonical(text) != nil else {
        throw ValidationError(SettingError.invalidValue(key: key, value: text).message)
      }
    }

    func run() throws {
      guard let key = SettingKey(rawValue: key) else { return }
      do {
        try Current.settings.set(key, to: value.joined(separator: " "))
      } catch {
        throw ValidationError(error.message)
      }
      Current.console.write("\(key.rawValue): \(Current.settings.value(of: key))\n")
    }
  }

  struct Reset: WorldCommand {
    static let configuration = CommandConfiguration(
      commandName: "reset", abstract: "Put every setting back to its default.")

    @OptionGroup(title: "Launch options") var launch: LaunchOptions

    func run() throws {
      Current.settings.getterSetter.removeAll()
      Current.console.write("Settings reset to their defaults.\n")
    }
  }
}
