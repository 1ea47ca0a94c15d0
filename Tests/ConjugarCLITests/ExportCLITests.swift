import ConjugarCore
import ConjugarTestSupport
import Foundation
import Testing

/// `conjugar export --anki`, black-box.
@Suite("export --anki (Main.run in process)")
struct ExportCLITests {
  @Test("the items answered, or only the missed ones, as Anki notes with tags")
  func anki() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let database = ["--database", home.file("c.sqlite")]
    let questions = try ConjugarProcess.questions(["--seed", "6"] + database, environment: environment)
    var answers = ConjugarProcess.answers(questions).split(separator: "\n").map(String.init)
    answers[0] = "no sé"
    answers[1] = ""
    _ = try ConjugarProcess.runInProcess(
      ["quiz", "--seed", "6"] + database, input: answers.joined(separator: "\n") + "\n",
      environment: environment)
    let all = try ConjugarProcess.runInProcess(["export", "--anki"] + database, environment: environment)
    #expect(all.status == 0)
    let lines = all.stdout.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(6)) == [
        "#separator:tab", "#html:false", "#notetype:Basic", "#deck:conjugar", "#columns:Front\tBack\tTags",
        "#tags column:3",
      ])
    let notes = lines.dropFirst(6).map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    #expect(notes.count == Set(questions).count)
    #expect(notes.allSatisfy { $0.count == 3 && $0[2].hasPrefix("conjugar tense::") })
    let file = home.file("missed.txt")
    let missed = try ConjugarProcess.runInProcess(
      ["export", "--anki", "--missed", "--output", file] + database, environment: environment)
    #expect(missed.stdout == "2 notes written to \(file).\n")
    let written = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").dropFirst(6)
    let fronts = Set(written.map { String($0.split(separator: "\t")[0]) })
    #expect(fronts.count == 2)
    #expect(fronts.allSatisfy { $0.hasPrefix(questions[0].infinitive + " · ") || $0.hasPrefix(questions[1].infinitive + " · ") })
  }

  @Test("export needs a format, and a file it can write")
  func refused() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    #expect(try ConjugarProcess.runInProcess(["export"], environment: environment).status == 2)
    let unwritable = try ConjugarProcess.runInProcess(
      ["export", "--anki", "--output", "/proc/nope/x.txt"], environment: environment)
    #expect(unwritable.status == 1)
    #expect(unwritable.stderr.hasPrefix("conjugar: cannot write /proc/nope/x.txt: "))
    #expect(unwritable.stderr.split(separator: "\n").count == 1)
  }
}
