import ArgumentParser
import ConjugarCore

struct SettingsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings", abstract: "Show or change the settings.",
    discussion: """
      What you choose: region, difficulty, secondSingularQuiz (tu or vos in the quiz), \
      secondSingularBrowse, playerName, speakAnswers, leaderboardServer, \
      userRejectedGameCenter; `conjugar settings set --help` lists their values. \
      promptActionCount and lastReviewPromptDate are developer settings that conjugar keeps \
      for itself.
      """,
    subcommands: [Show.self, Set.self, Reset.self], defaultSubcommand: Show.self)

  struct Show: WorldCommand {
    static let configuration = CommandConfiguration(
      commandName: "show", abstract: "Show every setting (the default).")

    @Flag(help: "Print a JSON object keyed as the settings are.")
    var json = false

    /// The root, whose launch options are read before or after the subcommand.
    @ParentCommand var conjugar: Conjugar

    func run() throws {
      let world = Current
      // A value another program stored that conjugar cannot read is shown (and
      // used) as its default: said, not silently (issue 35).
      for (key, text) in Self.unreadable(in: world) {
        world.console.warn(
          "the stored \(key.rawValue) \"\(TerminalText.safe(String(text.prefix(60))))\" is not a value "
            + "conjugar reads (allowed: \(key.allowedValues)); its default is shown and used until "
            + "`conjugar settings set \(key.rawValue)` stores another")
      }
      let overriding = SettingsText.overridingServer(in: world)
      world.console.write(
        json
          ? SettingsText.json(world.settings, overridingServer: overriding).text
          : SettingsText.table(world.settings, width: world.console.columns, overridingServer: overriding))
    }

    /// The stored values, in the order of the keys, that no setting reads.
    static func unreadable(in world: World) -> [(SettingKey, String)] {
      guard let stored = try? world.settingsStore.load() else { return [] }
      var found: [(SettingKey, String)] = []
      for key in SettingKey.allCases {
        if let text = stored[key.rawValue], key.canonical(text) == nil { found.append((key, text)) }
      }
      return found
    }
  }

  struct Set: WorldCommand {
    static let configuration = CommandConfiguration(
      commandName: "set", abstract: "Change one setting.",
      discussion: Set.discussion)

    /// Settings conjugar keeps for itself (when to ask for a review of the app):
    /// shown apart, so that a learner's list holds only what a learner chooses.
    static let developerKeys: [SettingKey] = [.promptActionCount, .lastReviewPromptDate]

    static let discussion: String = {
      func lines(_ keys: [SettingKey]) -> [String] { keys.map { "  \($0.rawValue): \($0.allowedValues)" } }
      let learner = SettingKey.allCases.filter { !developerKeys.contains($0) }
      return
        (["Settings and their values:"] + lines(learner) + ["", "Developer settings (kept by conjugar itself):"]
        + lines(developerKeys)).joined(separator: "\n")
    }()

    @Argument(
      help: "The setting (region, difficulty, secondSingularQuiz, ...).",
      completion: .list(SettingKey.allCases.map(\.rawValue)))
    var key: String

    // Unrecognised words are values too: a value may start with "-" (a name, -1).
    @Argument(
      parsing: .allUnrecognized,
      help: "The new value (\"Latin America\" may be given as two words).")
    var value: [String]

    /// The root, whose launch options are read before or after the subcommand.
    @ParentCommand var conjugar: Conjugar

    var text: String { value.joined(separator: " ") }
    var dataUse: DataUse { .writes }

    func validate() throws {
      guard let key = SettingKey(rawValue: key) else {
        throw ValidationError(SettingError.unknownKey(key).message)
      }
      guard key.canonical(text) != nil else {
        throw ValidationError(SettingError.invalidValue(key: key, value: text).message)
      }
    }

    func run() throws {
      let world = Current
      guard let key = SettingKey(rawValue: key) else { throw SettingError.unknownKey(key) }
      let settings = try key.set(
        text, in: world.settingsStore, defaultPlayerName: world.settings.playerName)
      // Opting out withdraws at once what waits for a class board, so that opting
      // back in before the next send cannot send it (issue 35).
      if key == .userRejectedGameCenter, settings.value(of: key) == "true" {
        try world.gameCenter.withdrawWaiting()
      }
      world.console.write("\(key.rawValue): \(TerminalText.safe(settings.value(of: key)))\n")
    }
  }

  struct Reset: WorldCommand {
    static let configuration = CommandConfiguration(
      commandName: "reset", abstract: "Put every setting back to its default.")

    /// The root, whose launch options are read before or after the subcommand.
    @ParentCommand var conjugar: Conjugar
    var dataUse: DataUse { .writes }

    func run() throws {
      let world = Current
      try world.settingsStore.removeAll()
      world.console.write("Settings reset to their defaults.\n")
    }
  }
}

/// How `conjugar settings` shows the settings: each as stored, and, when
/// CONJUGAR_LEADERBOARD_URL overrides leaderboardServer, the URL in force, so
/// that a teacher reading the list is not told "none" while a server is used.
enum SettingsText {
  /// The URL CONJUGAR_LEADERBOARD_URL puts in force over the setting, its password
  /// elided; nil when the World reports to no server or the setting named it. Read
  /// from the World's class board, which the launch made from the environment it
  /// was given (the simulator's board is never a server, so nothing overrides there).
  static func overridingServer(in world: World) -> String? {
    world.gameCenter.sharedServer?.overridingURL
  }

  static func table(_ settings: Settings, width: Int, overridingServer: String? = nil) -> String {
    var table = TextTable([.left, .left])
    for key in SettingKey.allCases { table.append([key.rawValue, settings.value(of: key)]) }
    let listing = table.renderPairs(width: width)
    guard let overridingServer else { return listing }
    return listing + "\n\(ServerAddress.variable) overrides \(SettingKey.leaderboardServer.rawValue):\n  "
      + TerminalText.safe(overridingServer) + "\n"
  }

  /// One object, keys in the order of docs/quiz.md, each value in its JSON
  /// kind; then leaderboardServerOverride, only when the variable overrides the setting.
  static func json(_ settings: Settings, overridingServer: String? = nil) -> JSON {
    var members: [JSON.Member] = SettingKey.allCases.map { key in
      let text = settings.value(of: key)
      switch key.field.json {
      case .string: return .init(key.rawValue, .string(text))
      case .integer: return .init(key.rawValue, .int(Int(text) ?? 0))
      case .boolean: return .init(key.rawValue, .bool(text == "true"))
      }
    }
    if let overridingServer {
      members.append(.init(SettingKey.leaderboardServer.rawValue + "Override", .string(overridingServer)))
    }
    return .object(members)
  }
}
