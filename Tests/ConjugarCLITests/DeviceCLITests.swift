import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// device and simulator, black-box, on temporary databases.
@Suite("device and simulator (built executable)", .timeLimit(.minutes(10)))
struct DeviceCLITests {
  @Test("device persists settings across two processes on one database")
  func persists() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let database = home.file("shared.sqlite")
    let set = try ConjugarProcess.run(
      ["settings", "set", "region", "Spain", "--database", database], environment: environment)
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout == "region: Spain\n")
    let setAgain = try ConjugarProcess.run(
      ["settings", "set", "difficulty", "moderate"],
      environment: environment.merging(["CONJUGAR_DATABASE": database]) { $1 })
    #expect(setAgain.status == 0)
    let show = try ConjugarProcess.run(
      ["settings", "--json", "--database", database], environment: environment)
    let object = try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any]
    #expect(object?["region"] as? String == "Spain")
    #expect(object?["difficulty"] as? String == "Moderate")
    #expect(object?["secondSingularQuiz"] as? String == "Tú")
    #expect(object?["promptActionCount"] as? Int == 0)
    #expect(object?["userRejectedGameCenter"] as? Bool == false)
    // The database alone: nothing is kept beside it once it is closed.
    #expect(home.contents == ["shared.sqlite"])
  }

  // From here to Ctrl-C, each command line runs in process through Main.run: the
  // same launch, without a process each.
  @Test("device data lives under XDG_DATA_HOME/conjugar by default")
  func defaultLocation() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["XDG_DATA_HOME": home.file("data")])
    // Reading creates nothing; the first change creates the file there.
    let show = ConjugarProcess.inProcess(["settings"], environment: environment)
    #expect(show.status == 0)
    #expect(home.contents == [])
    let result = ConjugarProcess.inProcess(["settings", "set", "region", "Spain"], environment: environment)
    #expect(result.status == 0)
    #expect(home.contents.contains("data/conjugar/conjugar.sqlite"))
  }

  @Test("an unknown setting or value: exit status 2 and the allowed values")
  func badSetting() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let db = ["--database", home.file("c.sqlite")]
    let key = ConjugarProcess.inProcess(["settings", "set", "colour", "blue"] + db, environment: environment)
    #expect(key.status == 2)
    #expect(key.stderr.contains("region, difficulty, secondSingularQuiz"))
    let value = ConjugarProcess.inProcess(["settings", "set", "region", "Mars"] + db, environment: environment)
    #expect(value.status == 2)
    #expect(value.stderr.contains("Spain | Latin America"))
    #expect(value.stdout == "")
  }

  @Test("a database that cannot be opened: one line naming it, exit 1, the file untouched")
  func unusableDatabase() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("precious.sqlite")
    let text = String(repeating: "not a database\n", count: 200)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let result = ConjugarProcess.inProcess(
      ["settings", "--database", path], environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "conjugar: cannot use the database \(path): it is not a SQLite database; move it aside "
        + "and conjugar starts a new database there, or choose another file with --database or "
        + "CONJUGAR_DATABASE\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
  }

  @Test("device: a finished quiz goes on the leaderboard under the player's name")
  func leaderboard() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["USER": "ana"])
    let launch = ["--seed", "42", "--database", home.file("c.sqlite")]
    let questions = try ConjugarProcess.questions(launch, environment: environment)
    let play = ConjugarProcess.inProcess(
      ["quiz"] + launch, input: ConjugarProcess.answers(questions), environment: environment)
    #expect(play.status == 0, "\(play.stderr)")
    #expect(play.stdout.contains("\nScore: 208\n"))
    #expect(!play.stdout.contains("Pretending"))
    let board = ConjugarProcess.inProcess(
      ["leaderboard", "--json", "--database", home.file("c.sqlite")], environment: environment)
    let entries = try JSONSerialization.jsonObject(with: Data(board.stdout.utf8)) as? [[String: Any]]
    #expect(entries?.count == 1)
    #expect(entries?.first?["player"] as? String == "ana")
    #expect(entries?.first?["score"] as? Int == 208)
    #expect(entries?.first?["difficulty"] as? String == "Easy")
    #expect(entries?.first?["region"] as? String == "Latin America")
    let counts = try AppDatabase.open(path: home.file("c.sqlite")).counts()
    #expect(counts == (1, 50, 1))
  }

  @Test("device: a player who opted out is told why the board stays empty")
  func optedOut() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let database = ["--database", home.file("c.sqlite")]
    let set = ConjugarProcess.inProcess(
      ["settings", "set", "userRejectedGameCenter", "true"] + database, environment: environment)
    #expect(set.status == 0, "\(set.stderr)")
    let board = ConjugarProcess.inProcess(["leaderboard"] + database, environment: environment)
    #expect(
      board.stdout
        == "No scores yet: finish a quiz to get on the board.\nYour quizzes are not put on the board: you opted "
        + "out (conjugar settings set\nuserRejectedGameCenter false to opt back in).\n")
    let json = ConjugarProcess.inProcess(["leaderboard", "--json"] + database, environment: environment)
    #expect(json.stdout == "[]\n")
  }

  @Test("device: a quiz that cannot be saved shows its results, says so, and exits 1")
  func notSaved() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["USER": "ana"])
    let database = home.file("c.sqlite")
    let launch = ["--seed", "7", "--database", database]
    let questions = try ConjugarProcess.questions(launch, environment: environment)
    _ = ConjugarProcess.inProcess(["settings", "reset", "--database", database], environment: environment)
    // A disk that refuses the write, stood in for by a trigger (sqlite3, as CI installs it).
    let sqlite = Process()
    sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    sqlite.arguments = [
      database,
      "CREATE TRIGGER refuse BEFORE INSERT ON quiz BEGIN SELECT RAISE(ABORT, 'disk full, say'); END;",
    ]
    try sqlite.run()
    sqlite.waitUntilEnded(within: .seconds(60))
    #expect(sqlite.terminationStatus == 0)
    let play = ConjugarProcess.inProcess(
      ["quiz"] + launch, input: ConjugarProcess.answers(questions), environment: environment)
    #expect(play.status == 1)
    #expect(play.stdout.contains("\nScore: 208\n"))
    #expect(
      play.stderr.hasPrefix("conjugar: the quiz was not saved: cannot use the database \(database): disk full, say"))
    #expect(play.stderr.split(separator: "\n").count == 1)
    #expect(try AppDatabase.open(path: database).counts() == (0, 0, 0))
  }

  @Test("simulator pretends to report, keeps its own history, never writes a leaderboard")
  func simulator() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let launch = ["--simulator", "--seed", "7"]
    let questions = try ConjugarProcess.questions(launch, environment: environment)
    let play = ConjugarProcess.inProcess(
      ["quiz"] + launch, input: ConjugarProcess.answers(questions), environment: environment)
    #expect(play.stdout.contains("Pretending to report score 208.\n"))
    let simulatorDB = home.file(".local/share/conjugar/conjugar-simulator.sqlite")
    let counts = try AppDatabase.open(path: simulatorDB).counts()
    #expect(counts == (1, 50, 0))
    #expect(try AppDatabase.open(path: simulatorDB).leaderboard(limit: 10) == [])
    let history = ConjugarProcess.inProcess(["history", "--simulator"], environment: environment)
    #expect(history.stdout.contains("Score 208 · "))
    #expect(!FileManager.default.fileExists(atPath: home.file(".local/share/conjugar/conjugar.sqlite")))
  }

  @Test("CONJUGAR_WORLD naming no World is bad usage, not the learner's own data")
  func unknownWorld() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    var environment = ConjugarProcess.environment(home: home.path)
    for named in ["simulatr", "Simulator", "uiTest"] {
      environment["CONJUGAR_WORLD"] = named
      for arguments in [["quiz"], ["settings", "set", "region", "Spain"], ["conjugate", "tener"]] {
        let refused = ConjugarProcess.inProcess(arguments, input: "hablo\n", environment: environment)
        #expect(refused.status == 2, "\(named) \(arguments)")
        #expect(refused.stdout == "")
        #expect(
          refused.stderr
            == "conjugar: CONJUGAR_WORLD=\(named) names no World; use simulator or device, or leave it unset\n")
      }
    }
    #expect(home.contents == [])
    environment["CONJUGAR_WORLD"] = "device"
    #expect(ConjugarProcess.inProcess(["settings", "set", "region", "Spain"], environment: environment).status == 0)
    #expect(home.contents.contains(".local/share/conjugar/conjugar.sqlite"))
  }

  @Test("Ctrl-C during a quiz exits 130 and reports nothing")
  func interrupt() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let process = Process()
    process.executableURL = ConjugarProcess.executable
    process.arguments = ["quiz", "--database", home.file("c.sqlite")]
    process.environment = ConjugarProcess.environment(home: home.path)
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait for the first prompt, answer one question, then interrupt.
    var seen = Data()
    func read(until marker: String) {
      while !String(decoding: seen, as: UTF8.self).contains(marker) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { return }  // end of output: the expectations below will say why
        seen.append(chunk)
      }
    }
    read(until: "> ")
    input.fileHandleForWriting.write(Data("x\n".utf8))
    read(until: "Question 2/50")
    process.interrupt()
    process.waitUntilEnded(within: .seconds(60))
    #expect(process.terminationStatus == 130)
    let counts = try AppDatabase.open(path: home.file("c.sqlite")).counts()
    #expect(counts == (0, 0, 0))
  }
}
