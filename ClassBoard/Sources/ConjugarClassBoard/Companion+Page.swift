/// Commands of modules built on this one, merged into `Companion.commands`
/// (Companion+Commands.swift). Empty: the teacher's page (`conjugar-classboard
/// serve`, Sources/ClassPage) depends on this module, so the executable
/// (ClassBoardCompanion.swift) dispatches `serve` to `ServeCommand.run` itself,
/// before `Companion.run`.
extension Companion {
  static let pageCommands: [String: CompanionCommand] = [:]
}
