/// The teacher's page's commands (`conjugar-classboard serve`), merged into
/// `Companion.commands` (Companion+Commands.swift). Empty until the page lands:
/// it replaces this dictionary with
/// `["serve": CompanionCommand(usage: ClassPage.usage, run: ClassPage.serve)]`,
/// where `run` gets the arguments after `serve` and a CompanionContext (the
/// environment, standard input, output and errors) and returns the exit status.
extension Companion {
  static let pageCommands: [String: CompanionCommand] = [:]
}
