import ArgumentParser
import ConjugarCore

@main
struct Conjugar: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conjugar",
    abstract: "A Spanish verb-conjugation quiz and conjugator for the terminal.",
    subcommands: [ConjugateCommand.self, VerbsCommand.self]
  )

  static func main() {
    let arguments = ConjugateCommand.collapsingInfinitives(Array(CommandLine.arguments.dropFirst()))
    main(arguments)
  }
}
