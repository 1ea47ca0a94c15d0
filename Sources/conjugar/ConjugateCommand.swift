import ArgumentParser
import ConjugarCore
import Foundation

struct ConjugateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conjugate",
    abstract: "Print every form of one or more verbs.",
    discussion: """
      Letters that depart from the regular pattern are highlighted: in colour on a
      terminal, in CAPITALS when colour is off (NO_COLOR set, or output not a terminal).
      A well-formed infinitive the catalog lacks is conjugated by rule and marked inferred.
      """)

  @Argument(help: "Infinitives to conjugate (\"tener\", \"acordarse\").")
  var infinitives: [String]

  @Flag(help: "Print JSON as shared/spec/cli.md describes.")
  var json = false

  @Flag(help: "No colour even on a terminal (highlight in capitals).")
  var noColor = false

  func run() throws {
    let catalog = VerbCatalog.standard
    var conjugations: [Conjugation] = []
    conjugations.reserveCapacity(infinitives.count)
    for infinitive in infinitives {
      do {
        conjugations.append(try catalog.conjugate(infinitive))
      } catch {
        // Nothing on standard output when any argument is not an infinitive.
        Terminal.fail(error.message)
      }
    }
    if json {
      var writer = JSONWriter(capacity: conjugations.count * 9_000)
      writer.raw("[")
      for (i, c) in conjugations.enumerated() {
        if i > 0 { writer.raw(",\n") }
        c.writeJSON(to: &writer)
      }
      writer.raw("]\n")
      Terminal.write(bytes: writer.bytes)
      return
    }
    let style: ConjugationTable.Style = noColor || !Terminal.colorAllowed ? .capitals : .color
    let tables = conjugations.map {
      ConjugationTable($0, regular: catalog.regularConjugation(of: $0.infinitive), style: style).render()
    }
    Terminal.write(tables.joined(separator: "\n"))
  }
}
