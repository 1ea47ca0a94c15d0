import ArgumentParser
import ConjugarCore

/// `conjugar world`: the scenario in force and the implementation behind each
/// dependeffect (the seed's audit, made visible).
struct ShowWorldCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "world",
    abstract: "Show the World in force: what serves each dependency and side effect (dependeffect).")

  @Flag(help: "Print JSON: {\"scenario\": ..., \"dependeffects\": {...}}.")
  var json = false

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  func run() throws {
    let world = Current
    let audit = world.audit
    if json {
      let output = JSON.object([
        .init("scenario", .string(world.scenario.rawValue)),
        .init("dependeffects", .object(audit.map { .init($0.dependeffect, .string($0.implementation)) })),
      ])
      world.console.write(output.text)
      return
    }
    var table = TextTable([.left, .left])
    table.append(["dependeffect", "implementation"])
    for (name, implementation) in audit { table.append([name, implementation]) }
    world.console.write(
      "Scenario: \(world.scenario.rawValue)\n\n" + table.renderPairs(width: world.console.columns, header: true))
  }
}
