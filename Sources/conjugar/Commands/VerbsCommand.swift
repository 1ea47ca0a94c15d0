import ArgumentParser
import ConjugarCore

struct VerbsCommand: CatalogCommand {
  static let configuration = CommandConfiguration(
    commandName: "verbs", abstract: "List the verbs in the catalog.")

  @Flag(help: "Print a JSON array of the catalog's infinitives.")
  var json = false

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  func validate() throws { try validateLaunch() }

  func run() throws {
    let world = Current
    let catalog = world.catalog
    if json {
      var writer = JSONWriter(capacity: catalog.infinitives.count * 16)
      writer.raw("[")
      for (i, infinitive) in catalog.infinitives.enumerated() {
        if i > 0 { writer.raw(",") }
        writer.string(infinitive)
      }
      writer.raw("]\n")
      writer.withBytes { world.console.write(bytes: $0) }
      return
    }
    var table = TextTable([.left, .left])
    for infinitive in Spelling.alphabetical(catalog.infinitives) {
      table.append([infinitive, catalog.translation(of: infinitive) ?? ""])
    }
    world.console.write(
      table.renderWrappingLast(width: world.console.columns)
        + TextWrap.wrap(
          "\(catalog.infinitives.count) verbs. Others ending in -ar, -er or -ir are conjugated by rule.",
          width: world.console.columns) + "\n")
  }
}
