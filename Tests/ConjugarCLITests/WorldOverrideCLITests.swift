import ArgumentParser
import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

/// The commands that speak, write files, show the leaderboard or set up the class
/// board, run in a World whose console was replaced after the scenario made it
/// (issue 22 §8): everything they print is on the replacement, nothing on the
/// console the World was made with.
@Suite("World: commands in a World whose console was set last")
struct WorldOverrideCLITests {
  /// Runs `arguments` as the launch would, with `world` in force.
  static func run(_ arguments: [String], in world: World) throws {
    var command = try Main.parse(arguments)
    try World.$current.withValue(world) { try command.run() }
  }

  @Test("uiTest and the simulator: say, leaderboard and server-setup pretend on the console set last")
  func pretenders() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let first = ScriptedConsole()
    let worlds = [
      World.uiTest(launchArguments: [], console: first),
      try World.simulator(environment: ["HOME": home.path], databasePath: home.file("s.sqlite"), console: first),
    ]
    for var world in worlds {
      let second = ScriptedConsole()
      world.console = second
      try Self.run(["say", "tuve"], in: world)
      #expect(second.output == "Pretending to say 'tuve'.\n", "\(world.scenario)")
      try Self.run(["leaderboard", "server-setup", "--print-sql"], in: world)
      #expect(
        second.output == "Pretending to say 'tuve'.\nPretending to print the class board's setup SQL.\n",
        "\(world.scenario)")
      let before = second.output.count
      try Self.run(["leaderboard"], in: world)
      // The pretending board says so, then the (empty) board is drawn.
      #expect(
        second.output.dropFirst(before).hasPrefix("Pretending to show leaderboard.\n"), "\(world.scenario)")
      #expect(first.output == "" && first.error == "", "\(world.scenario)")
    }
    #expect(home.contents == [])
  }

  @Test("uiTest and unitTest: export --output pretends on the console set last and writes nothing")
  func exportPretends() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let first = ScriptedConsole()
    // unitTest's own console fails the test when touched: its files must not
    // be holding it.
    let unitTest = World.unitTest { Issue.record(Comment(rawValue: $0)) }
    for var world in [World.uiTest(launchArguments: [], console: first), unitTest] {
      let second = ScriptedConsole()
      world.console = second
      let deck = home.file("deck.txt")
      try Self.run(["export", "--anki", "--output", deck], in: world)
      // Anki's header lines only: nothing was answered.
      #expect(second.output.hasPrefix("Pretending to write "), "\(world.scenario): \(second.output)")
      #expect(
        second.output.hasSuffix(" bytes to \(deck).\n0 notes, none written.\n"),
        "\(world.scenario): \(second.output)")
      #expect(first.output == "" && first.error == "", "\(world.scenario)")
    }
    #expect(home.contents == [])
  }
}
