import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Testing

/// The player's name when USER and LOGNAME are unset: the account's, not "player".
@Suite("playerName default (built executable)", .timeLimit(.minutes(10)))
struct PlayerNameCLITests {
  @Test("with USER and LOGNAME unset, playerName is the account name `id -un` gives")
  func accountName() throws {
    let id = Process()
    id.executableURL = URL(fileURLWithPath: "/usr/bin/id")
    id.arguments = ["-un"]
    let pipe = Pipe()
    id.standardOutput = pipe
    try id.run()
    id.waitUntilEnded(within: .seconds(60))
    let account = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    #expect(environment["USER"] == nil && environment["LOGNAME"] == nil)
    let result = try ConjugarProcess.run(["settings"], environment: environment)
    #expect(result.status == 0)
    #expect(result.stdout.contains("playerName              \(account)\n"), "\(result.stdout)")
    let named = try ConjugarProcess.run(["settings"], environment: environment.merging(["USER": "ana"]) { $1 })
    #expect(named.stdout.contains("playerName              ana\n"))
  }
}
