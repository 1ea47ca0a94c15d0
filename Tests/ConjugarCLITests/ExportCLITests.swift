import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

/// `conjugar export --anki`, black-box.
@Suite("export --anki (Main.run in process)", .timeLimit(.minutes(10)))
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
      Array(lines.prefix(5)) == [
        "#separator:tab", "#html:false", "#notetype:Basic", "#deck:conjugar", "#tags column:3",
      ])
    #expect(!all.stdout.contains("#columns:"))
    let notes = lines.dropFirst(5).map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    #expect(notes.count == Set(questions).count)
    #expect(notes.allSatisfy { $0.count == 3 && $0[2].hasPrefix("conjugar tense::") })
    let file = home.file("missed.txt")
    let missed = try ConjugarProcess.runInProcess(
      ["export", "--anki", "--missed", "--output", file] + database, environment: environment)
    #expect(missed.stdout == "2 notes written to \(file).\n")
    let written = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").dropFirst(5)
    let fronts = Set(written.map { String($0.split(separator: "\t")[0]) })
    #expect(fronts.count == 2)
    #expect(
      fronts.allSatisfy {
        $0.hasPrefix(questions[0].infinitive + " · ") || $0.hasPrefix(questions[1].infinitive + " · ")
      })
  }

  @Test("a file name with an escape sequence is written as named and shown inert in the report")
  func hostileName() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let file = home.path + "/deck\u{1B}]2;PWN\u{07}.txt"
    let result = try ConjugarProcess.runInProcess(
      ["export", "--anki", "--output", file, "--database", home.file("c.sqlite")], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "0 notes written to \(home.path)/deck^[]2;PWN^G.txt.\n")
    #expect(FileManager.default.fileExists(atPath: file))
  }

  @Test("a sentence with two right answers: both on a basic note's back, the first alone on a type-in note's")
  func twoAnswers() throws {
    // fc-068 "Ponte crema o ___ en cinco minutos." (quemarse, tú): te quemarás or te quemas, and
    // ir a + infinitive (te vas a quemar, vas a quemarte), the sentence's also.
    let item = AnsweredItem(
      infinitive: "quemarse", tense: "futuroDeIndicativo", person: "tu", asked: 1, missed: 1, sentence: "fc-068")
    var basic = AnkiNotes(catalog: VerbCatalog.standard, typeIn: false)
    var typeIn = AnkiNotes(catalog: VerbCatalog.standard, typeIn: true)
    let basicLine = basic.line(item)
    let typeInLine = typeIn.line(item)
    let basicFields = try #require(basicLine).split(separator: "\t")
    let typeInFields = try #require(typeInLine).split(separator: "\t")
    #expect(basicFields[1] == "te quemarás / te quemas / te vas a quemar / vas a quemarte")
    #expect(typeInFields[1] == "te quemarás")
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

  /// Plays a seeded quiz into a database in `home`, and exports it.
  static func exported(_ home: TemporaryHome, typeIn: Bool) throws -> (file: String, notes: [[String]]) {
    let environment = ConjugarProcess.environment(home: home.path)
    let database = ["--database", home.file("c.sqlite")]
    let questions = try ConjugarProcess.questions(["--seed", "6"] + database, environment: environment)
    _ = try ConjugarProcess.runInProcess(
      ["quiz", "--seed", "6"] + database, input: ConjugarProcess.answers(questions), environment: environment)
    let file = home.file(typeIn ? "type-in.txt" : "basic.txt")
    let export = try ConjugarProcess.runInProcess(
      ["export", "--anki", "--output", file] + (typeIn ? ["--type-in"] : []) + database, environment: environment)
    #expect(export.status == 0)
    let notes = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
      .filter { !$0.hasPrefix("#") }.map {
        $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      }
    return (file, notes)
  }

  @Test("--type-in: Anki's type-in note type, the verb's meaning on the front")
  func typeIn() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let (file, notes) = try Self.exported(home, typeIn: true)
    let header = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").prefix(5)
    #expect(Array(header)[2] == "#notetype:Basic (type in the answer)")
    #expect(!notes.isEmpty)
    // Every verb of the seeded quiz has a gloss: "verb (to …) · tense · person".
    #expect(notes.allSatisfy { $0[0].contains(" (to ") && $0[0].contains(") · ") }, "\(notes.map { $0[0] })")
  }

  @Test(
    "Anki's own importer fills every field, in an English and a Spanish collection",
    .enabled(
      if: AnkiImporter.available,
      "needs Anki's importer: python3 -m venv /work/venv-anki && /work/venv-anki/bin/pip install anki (or set CONJUGAR_ANKI_PYTHON)"
    ))
  func ankiImports() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    for typeIn in [false, true] {
      let (file, notes) = try Self.exported(home, typeIn: typeIn)
      #expect(!notes.isEmpty)
      // The note type each collection gives the file; in Spanish Anki does not
      // find the type-in type by its English name, so the learner picks it in
      // the import dialog (the third run).
      let runs: [(language: String, chosen: String?, notetype: String)] =
        typeIn
        ? [
          ("en", nil, "Basic (type in the answer)"), ("es", nil, "Básico"),
          ("es", "Básico (teclear la respuesta)", "Básico (teclear la respuesta)"),
        ]
        : [("en", nil, "Basic"), ("es", nil, "Básico")]
      for run in runs {
        let imported = try AnkiImporter.importNotes(file, language: run.language, notetype: run.chosen)
        #expect(imported.count == notes.count, "\(run.language)")
        for (note, row) in zip(imported, notes) {
          #expect(note.notetype == run.notetype)
          #expect(note.deck == "conjugar")
          // Front and back as in the file, never an empty answer.
          #expect(note.fields == [row[0], row[1]], "\(run.language) \(run.chosen ?? "")")
          #expect(!note.fields[1].isEmpty)
          #expect(note.tags.contains("conjugar") && note.tags.contains { $0.hasPrefix("tense::") })
        }
      }
    }
  }
}

/// tools/anki/import_check.py, run with a Python that has the `anki` package.
enum AnkiImporter {
  struct Note: Decodable {
    let notetype: String
    let fields: [String]
    let tags: [String]
    let deck: String
  }

  static let python: String =
    ProcessInfo.processInfo.environment["CONJUGAR_ANKI_PYTHON"] ?? "/work/venv-anki/bin/python"

  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("tools/anki/import_check.py").path

  static var available: Bool {
    guard FileManager.default.isExecutableFile(atPath: python) else { return false }
    return (try? run([python, "-c", "import anki.collection"]).status) == 0
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  static func importNotes(_ file: String, language: String, notetype: String?) throws -> [Note] {
    let result = try run([python, script, file, language] + (notetype.map { [$0] } ?? []))
    #expect(result.status == 0)
    return try result.stdout.split(separator: "\n").map { try JSONDecoder().decode(Note.self, from: Data($0.utf8)) }
  }
}
