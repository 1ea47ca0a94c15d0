import ArgumentParser
import ConjugarCore

struct VerbsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verbs", abstract: "List the verbs in the catalog.")

  @Flag(help: "Print a JSON array of the catalog's infinitives.")
  var json = false

  func run() throws {
    let catalog = VerbCatalog.standard
    if json {
      var writer = JSONWriter(capacity: catalog.infinitives.count * 16)
      writer.raw("[")
      for (i, infinitive) in catalog.infinitives.enumerated() {
        if i > 0 { writer.raw(",") }
        writer.string(infinitive)
      }
      writer.raw("]\n")
      writer.withBytes { Terminal.write(bytes: $0) }
    } else {
      let width = catalog.infinitives.map(\.count).max() ?? 0
      var out = ""
      for infinitive in catalog.infinitives {
        out += infinitive + String(repeating: " ", count: width - infinitive.count + 2)
          + (catalog.translation(of: infinitive) ?? "") + "\n"
      }
      out += "\(catalog.infinitives.count) verbs. Others ending in -ar, -er or -ir are conjugated by rule.\n"
      Terminal.write(out)
    }
  }
}
