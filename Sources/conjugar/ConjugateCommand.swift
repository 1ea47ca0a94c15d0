import ArgumentParser
import ConjugarCore

struct ConjugateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conjugate", abstract: "Print every form of one or more verbs.")

  @Argument(help: "Infinitives to conjugate (\"tener\", \"acordarse\").")
  var infinitives: [String]

  @Flag(help: "Print JSON as shared/spec/cli.md describes.")
  var json = false

  func run() throws {
    for infinitive in infinitives {
      let c = try VerbCatalog.standard.conjugate(infinitive)
      print(c.infinitive, c.form(.presenteDeIndicativo, .yo)?.primary ?? "-")
    }
  }
}
