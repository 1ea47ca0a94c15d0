import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// Settings changed by several processes at once: a set that exits 0 is kept,
/// and counters count every quiz. (The same, with many more writers, runs in
/// process in DatabaseWritesTests.settingsFromManyConnections; these check that
/// separate processes, each with its own launch, behave the same.)
@Suite("settings and counters across processes (built executable)")
struct SettingsRaceCLITests {
  @Test("settings set racing six readers on a new file is kept, every time")
  func setAmongReaders() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    for trial in 0..<4 {
      let database = home.file("t\(trial).sqlite")
      var processes: [Process] = []
      for reader in 0..<6 {
        processes.append(
          try ConcurrencyCLITests.start(
            ["settings", "--database", database], input: "", environment: environment,
            scratch: home.path, name: "r\(trial)-\(reader)"
          ).0)
      }
      let (setter, _, setterErr) = try ConcurrencyCLITests.start(
        ["settings", "set", "region", "Spain", "--database", database], input: "",
        environment: environment, scratch: home.path, name: "s\(trial)")
      for process in processes + [setter] { process.waitUntilEnded(within: .seconds(60)) }
      let setterError = (try? String(contentsOfFile: setterErr, encoding: .utf8)) ?? ""
      #expect(setter.terminationStatus == 0, "\(setterError)")
      #expect(try AppDatabase.open(path: database).setting("region") == "Spain", "trial \(trial)")
    }
  }

  @Test("ten quizzes finishing at once each count once for the review prompter")
  func promptCount() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let database = home.file("c.sqlite")
    let answers = ConjugarProcess.answers(ConjugarProcess.deviceQuestions(seed: 4))
    let processes = try (0..<10).map { index in
      try ConcurrencyCLITests.start(
        ["quiz", "--seed", "4", "--database", database], input: answers, environment: environment,
        scratch: home.path, name: "q\(index)"
      ).0
    }
    for process in processes { process.waitUntilEnded(within: .seconds(60)) }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    let db = try AppDatabase.open(path: database)
    #expect(try db.setting("promptActionCount") == "10")
    #expect(try db.counts().quizzes == 10)
  }
}
