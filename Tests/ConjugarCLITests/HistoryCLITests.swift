import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// leaderboard, history, stats and settings reset on a device database, each
/// command line run in process through `Main.run` (ConjugarProcess.inProcess).
@Suite("leaderboard, history, stats, settings reset (Main.run in process)", .timeLimit(.minutes(10)))
struct HistoryCLITests {
  @Test("leaderboard: bad --difficulty or --limit is a usage error listing what is allowed")
  func usage() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let db = ["--database", home.file("c.sqlite")]
    let hard = ConjugarProcess.inProcess(["leaderboard", "--difficulty", "Hard"] + db, environment: environment)
    #expect(hard.status == 2)
    #expect(hard.stderr.hasPrefix("conjugar: \"Hard\" is not a difficulty; allowed: Easy | Moderate | Difficult\n"))
    for limit in ["--limit=0", "--limit=-3"] {
      let bad = ConjugarProcess.inProcess(["leaderboard", limit] + db, environment: environment)
      #expect(bad.status == 2, "\(limit)")
      #expect(bad.stderr.hasPrefix("conjugar: --limit must be a whole number, 1 or more\n"))
    }
    #expect(home.contents == [])
  }

  /// A path where no database can ever be: every reading command says so in the
  /// quiz's own line and exits 1, instead of an empty board. A missing file where
  /// one could be made still reads as empty, and nothing is created.
  @Test(
    "a database path where no file can be: reading commands fail in one line, exit 1",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "needs /proc"))
  func impossiblePath() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    try Data("not a directory\n".utf8).write(to: URL(fileURLWithPath: home.file("notes")))
    let readers = [
      ["history"], ["history", "--json"], ["stats"], ["leaderboard"], ["leaderboard", "--json"], ["settings"],
      ["review", "--status"], ["export", "--anki"], ["quiz"],
    ]
    for command in readers {
      let proc = ConjugarProcess.inProcess(command + ["--database", "/proc/nope/x.sqlite"], environment: environment)
      #expect(proc.status == 1, "\(command)")
      #expect(proc.stdout == "", "\(command)")
      #expect(
        proc.stderr
          == "conjugar: cannot use the database /proc/nope/x.sqlite: its directory /proc/nope does not exist; "
          + "check the path, or make the directory first (conjugar makes only its own default one), or choose "
          + "another file with --database or CONJUGAR_DATABASE\n", "\(command)")
      let underFile = home.file("notes/x.sqlite")
      let file = ConjugarProcess.inProcess(command + ["--database", underFile], environment: environment)
      #expect(file.status == 1, "\(command)")
      #expect(file.stdout == "", "\(command)")
      #expect(file.stderr.hasPrefix("conjugar: cannot use the database \(underFile): "), "\(command)")
      #expect(file.stderr.split(separator: "\n").count == 1, "\(command)")
    }
    // A path the user chose must be in a directory that exists (issue 35): a typo
    // is refused, by reading commands too, rather than showing or starting a
    // blank history. Only conjugar's default place is made.
    for command in [["history"], ["quiz"]] {
      let typo = ConjugarProcess.inProcess(
        command + ["--database", home.file("new/dir/x.sqlite")], environment: environment)
      #expect(typo.status == 1, "\(command)")
      #expect(
        typo.stderr
          == "conjugar: cannot use the database \(home.file("new/dir/x.sqlite")): its directory "
          + "\(home.file("new/dir")) does not exist; check the path, or make the directory first (conjugar makes "
          + "only its own default one), or choose another file with --database or CONJUGAR_DATABASE\n")
    }
    #expect(home.contents == ["notes"])
  }

  @Test("history shows dates in the system's local time (TZ), read by the C library")
  func localTime() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let db = ["--database", home.file("c.sqlite")]
    // Recorded and listed in process; the dates shown in each TZ, by launches (the
    // C library reads TZ from the process's environment).
    let recorded = try ConjugarProcess.runInProcess(
      ["record-sample", "--count", "1"] + db, environment: ConjugarProcess.environment(home: home.path))
    #expect(recorded.status == 0, "\(recorded.stderr)")
    let listed = try ConjugarProcess.runInProcess(
      ["history", "--json"] + db, environment: ConjugarProcess.environment(home: home.path))
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
    let stored = try #require(entries.first?["date"] as? String)
    let date = try #require(ISO8601DateFormatter().date(from: stored))
    // POSIX TZ strings with fixed offsets: 5 h 30 east, 3 h west; no summer time.
    for (zone, offset) in [("<+0530>-5:30", 19_800), ("<-03>3", -10_800), ("UTC0", 0)] {
      let shown = try ConjugarProcess.run(
        ["history"] + db, environment: ConjugarProcess.environment(home: home.path, ["TZ": zone]))
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(secondsFromGMT: offset)
      formatter.dateFormat = "yyyy-MM-dd HH:mm"
      #expect(shown.stdout.contains(formatter.string(from: date)), "TZ=\(zone): \(shown.stdout)")
    }
  }

  @Test("a finished quiz shows in leaderboard --difficulty, history --json and stats")
  func finished() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["USER": "ana"])
    let db = ["--database", home.file("c.sqlite")]
    let questions = try ConjugarProcess.questions(["--seed", "3"] + db, environment: environment)
    var answers = ConjugarProcess.answers(questions).split(separator: "\n").map(String.init)
    answers[0] = "no sé"
    let play = ConjugarProcess.inProcess(
      ["quiz", "--seed", "3"] + db, input: answers.joined(separator: "\n") + "\n",
      environment: environment)
    #expect(play.status == 0, "\(play.stderr)")
    let easy = ConjugarProcess.inProcess(
      ["leaderboard", "--json", "--difficulty", "Easy"] + db, environment: environment)
    let entries = try JSONSerialization.jsonObject(with: Data(easy.stdout.utf8)) as? [[String: Any]]
    #expect(entries?.count == 1)
    #expect(entries?.first?["score"] as? Int == 204)  // 490 points x 0.833 x 0.5
    let moderate = ConjugarProcess.inProcess(
      ["leaderboard", "--json", "--difficulty", "Moderate"] + db, environment: environment)
    #expect(moderate.stdout == "[]\n")
    let history = ConjugarProcess.inProcess(["history", "--json"] + db, environment: environment)
    let quizzes = try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]]
    #expect(quizzes?.count == 1)
    #expect(quizzes?.first?["player"] as? String == "ana")
    #expect(quizzes?.first?["points"] as? Int == 490)
    #expect(quizzes?.first?["wrong"] as? Int == 1)
    let asked = quizzes?.first?["questions"] as? [[String: Any]]
    #expect(asked?.count == 50)
    #expect(asked?.first?["answer"] as? String == "no sé")
    #expect(asked?.first?["infinitive"] as? String == questions[0].infinitive)
    #expect(asked?.first?["points"] as? Int == 0)
    // The text lists the one item missed, under the table.
    let listed = ConjugarProcess.inProcess(["history"] + db, environment: environment)
    let missedLines = listed.stdout.split(separator: "\n").drop { $0 != "Missed in each session:" }
    #expect(missedLines.dropFirst().first?.hasSuffix(" quiz:") == true, "\(listed.stdout)")
    // One item, perhaps wrapped: "    verb · tense · person: form (you wrote “no sé”)".
    let item = missedLines.dropFirst(2).map { $0.drop { $0 == " " } }.joined(separator: " ")
    #expect(missedLines.dropFirst(2).first?.hasPrefix("    \(questions[0].infinitive) · ") == true)
    #expect(item.hasSuffix(" (you wrote “no sé”)"), "\(listed.stdout)")
    let stats = ConjugarProcess.inProcess(["stats", "--json"] + db, environment: environment)
    let object = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any]
    #expect(object?["quizzes"] as? Int == 1)
    let missed = object?["mostMissed"] as? [[String: Any]]
    #expect(missed?.count == 1)
    #expect(missed?.first?["infinitive"] as? String == questions[0].infinitive)
    let text = ConjugarProcess.inProcess(["stats"] + db, environment: environment)
    #expect(text.stdout.hasPrefix("Sessions: 1\nLast 12 weeks: ···········"))
    // Every item answered once, none remembered for 21 days yet; all due tomorrow at the earliest.
    let items = Set(questions).count
    #expect(object?["learning"] as? Int == items)
    #expect(object?["mastered"] as? Int == 0)
    #expect(
      text.stdout.contains(
        "Streak: 1 day in a row\nItems: \(items) learning, 0 mastered (remembered over 21 days); "
          + "0 due for review now\n\nTense"))
    #expect(text.stdout.contains("Verbs most often missed:\n  \(questions[0].infinitive)  missed 1 of "))
  }

  @Test("settings reset puts every setting back to its default")
  func reset() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["USER": "ana"])
    let db = ["--database", home.file("c.sqlite")]
    _ = ConjugarProcess.inProcess(["settings", "set", "region", "Spain"] + db, environment: environment)
    _ = ConjugarProcess.inProcess(["settings", "set", "playerName", "Eva"] + db, environment: environment)
    let reset = ConjugarProcess.inProcess(["settings", "reset"] + db, environment: environment)
    #expect(reset.status == 0)
    #expect(reset.stdout == "Settings reset to their defaults.\n")
    let show = ConjugarProcess.inProcess(["settings", "--json"] + db, environment: environment)
    let object = try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any]
    #expect(object?["region"] as? String == "Latin America")
    #expect(object?["playerName"] as? String == "ana")
  }

  @Test("history and stats in the uiTest world: nothing kept, nothing written")
  func uiTest() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let history = ConjugarProcess.inProcess(["history", "enable-ui-testing"], environment: environment)
    #expect(history.stdout == "No history: this World keeps none.\n")
    let stats = ConjugarProcess.inProcess(["stats", "--json", "enable-ui-testing"], environment: environment)
    #expect(
      stats.stdout
        == #"{"quizzes":0,"weeks":[null,null,null,null,null,null,null,null,null,null,null,null],"streakDays":0,"learning":0,"mastered":0,"tenses":[],"topics":[],"mostMissed":[]}"#
        + "\n")
    #expect(home.contents == [])
  }
}

@Suite("damage in the history (built executable)", .timeLimit(.minutes(10)))
struct HistoryDamageCLITests {
  @Test("damage among the questions shows when stats reads them: one line, exit 1, file as it was")
  func damagedHistory() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let path = home.file("c.sqlite")
    let db = ["--database", path]
    let record = try ConjugarProcess.runInProcess(["record-sample", "--count", "1"] + db, environment: environment)
    #expect(record.status == 0)
    // Page 9 is the root of quizQuestion, the table opening does not check (v1 creates
    // grdb_migrations, its index, setting, its index, quiz, sqlite_sequence, its index, then it).
    // One quiz is enough: a table's root page stays where it was made, however many rows.
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    try handle.seek(toOffset: 8 * 4096)
    handle.write(Data(repeating: 0x5A, count: 4096))
    try handle.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let stats = try ConjugarProcess.run(["stats"] + db, environment: environment)
    #expect(stats.status == 1)
    #expect(stats.stdout == "")
    #expect(stats.stderr.hasPrefix("conjugar: cannot use the database \(path): it is damaged ("))
    #expect(stats.stderr.split(separator: "\n").count == 1)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }
}
