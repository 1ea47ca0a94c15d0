import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// `conjugar info` and the quiz's explanations, black-box.
@Suite("info and explanations (Main.run in process; pseudo-terminals built executable)", .timeLimit(.minutes(10)))
struct TeachingCLITests {
  @Test("info lists the topics; each topic renders by any of its names; unknown exits 2")
  func info() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let list = try ConjugarProcess.runInProcess(["info"], environment: environment)
    #expect(list.status == 0)
    #expect(list.stdout.hasPrefix("Topics (conjugar info <topic>):"))
    for name in ["preterito", "pretérito", "preterite", "voseo", "imperfect subjunctive"] {
      let topic = try ConjugarProcess.runInProcess(
        ["info"] + name.split(separator: " ").map(String.init), environment: environment)
      #expect(topic.status == 0, "\(name)")
      #expect(!topic.stdout.contains("{"), "\(name): a placeholder left")
      #expect(topic.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(name)")
    }
    let preterito = try ConjugarProcess.runInProcess(["info", "pretérito"], environment: environment)
    #expect(preterito.stdout.contains("Ayer tuve un examen."))
    let unknown = try ConjugarProcess.runInProcess(["info", "pretrito"], environment: environment)
    #expect(unknown.status == 2)
    #expect(unknown.stderr == "conjugar: no topic \"pretrito\"; did you mean preterito?\n")
  }

  @Test("a wrong answer that is another person's form is wrong, explained, with the topic once")
  func explanations() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    // uiTest Vos: hablar yo, tomar vos, trabajar él, … (the fixed order).
    let result = try ConjugarProcess.runInProcess(
      ["enable-ui-testing", "Vos"], input: "hablo\ntomas\ntrabajo\n:q\n",
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.stdout.contains("> ✗ Wrong. The answer is tomás.\ntomas is the tú form; vos is tomás.\n"))
    #expect(result.stdout.contains("trabajo is yo; the question asks él.\n"))
    #expect(result.stdout.components(separatedBy: "More on this tense: conjugar info presente").count == 2)
    #expect(!result.stdout.contains("Mind the accent"))
  }

  @Test("the subject pronoun or punctuation typed with the form: told to type it alone, the question still open")
  func formAlone() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    // uiTest: hablar yo first, then tomar tú (the fixed order).
    let result = try ConjugarProcess.runInProcess(
      ["enable-ui-testing"], input: "yo hablo\nhablo.\nhablo\n¡tomas!\n:q\n",
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        """
        > Type the form alone, without the subject pronoun (yo); the question is still
          open.
        > Type the form alone, without punctuation; the question is still open.
        > ✓ Correct.
        """), "\(result.stdout)")
    #expect(result.stdout.contains("> Type the form alone, without punctuation; the question is still open.\n> \n"))
    #expect(result.stdout.components(separatedBy: "✓ Correct.").count == 2)
  }

  @Test("history --json gains only an optional explanation, on wrong answers that are forms of the verb")
  func historyExplanation() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let db = ["--database", home.file("c.sqlite")]
    let practice = ["practice", "--tense", "pretérito", "--verb", "hablar", "--person", "tu", "--count", "1"] + db
    for answer in ["hablabas", "hablaste", "xyz"] {
      let played = try ConjugarProcess.runInProcess(practice, input: answer + "\n", environment: environment)
      #expect(played.status == 0, "\(played.stderr)")
    }
    let history = try ConjugarProcess.runInProcess(["history", "--json"] + db, environment: environment)
    #expect(history.status == 0)
    let question = "{\"infinitive\":\"hablar\",\"tense\":\"preterito\",\"person\":\"tu\","
    // Newest first: xyz (no form of hablar), hablaste (right), hablabas (explained).
    #expect(history.stdout.contains(question + "\"answer\":\"xyz\",\"correctForm\":\"hablaste\",\"points\":0}"))
    #expect(history.stdout.contains(question + "\"answer\":\"hablaste\",\"correctForm\":\"hablaste\",\"points\":10}"))
    #expect(
      history.stdout.contains(
        question + "\"answer\":\"hablabas\",\"correctForm\":\"hablaste\",\"points\":0,"
          + "\"explanation\":\"hablabas is the imperfecto (tú); the question asks the pretérito.\"}"))
  }

  @Test("at a narrow terminal the right form goes on a line of its own")
  func narrowFeedback() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["TERM": "xterm", "NO_COLOR": "1"])
    let (status, screen) = try PseudoTerminal.run(
      [
        "practice", "--tense", "pluscuamperfectoDeSubjuntivo1", "--verb", "comprar", "--person", "ellos",
        "--count", "1", "--database", home.file("c.sqlite"),
      ],
      answers: ["hubieron comprado\r"], columns: 30, environment: environment)
    #expect(status == 0)
    let lines = screen.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
    #expect(lines.contains("✗ Wrong. The answer is"), "\(screen)")
    #expect(lines.contains("  hubieran comprado."), "\(screen)")
  }

  @Test("info at a 40-column terminal: the list puts summaries under their keys, pages fit")
  func infoNarrow() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["TERM": "xterm", "NO_COLOR": "1"])
    for arguments in [["info"], ["info", "imperativo"], ["info", "compuestos"]] {
      let (status, screen) = try PseudoTerminal.run(arguments, answers: [], columns: 40, environment: environment)
      #expect(status == 0)
      let lines = screen.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
      #expect(lines.allSatisfy { $0.count <= 40 }, "\(arguments): \(screen)")
      if arguments == ["info"] {
        #expect(
          screen.replacingOccurrences(of: "\r\n", with: "\n").contains(
            "\npresente\n    what is true now, habits, and the\n    near future\npreterito\n"))
      }
    }
  }

  @Test("the gerundio is pointed to as a form, not a tense")
  func gerundioPointer() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    // uiTest Spain Difficult starts with poder's gerundio.
    let result = try ConjugarProcess.runInProcess(
      ["enable-ui-testing", "Spain", "Difficult"], input: "podiendo\n:q\n",
      environment: ConjugarProcess.environment(home: home.path))
    #expect(
      result.stdout.contains(
        "> ✗ Wrong. The answer is pudiendo.\npoder changes o → u: pudiendo\nMore on the gerundio: conjugar info gerundio\n"
      ))
  }
}
