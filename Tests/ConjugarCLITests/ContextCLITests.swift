import Foundation
import Testing

@testable import ConjugarCore

/// `conjugar context`, black-box: the uiTest World (fixed order: the sentences in
/// file order, pi-001 "Ayer ___ (llover)…" first, then pi-002 "Anoche ___
/// (acostarse, yo)…"), and a device database for what a session leaves behind.
@Suite("context (black-box)", .timeLimit(.minutes(10)))
struct ContextCLITests {
  static let ui = ["enable-ui-testing"]
  static let firstTwo = ["context", "--topic", "preterite", "--count", "2"]

  /// Output with the wrapping undone, so a check does not depend on where a line breaks.
  static func unwrapped(_ text: String) -> String {
    text.replacingOccurrences(of: "\n  ", with: " ")
  }

  @Test("a session: a right answer, then a wrong one that is another tense, explained")
  func session() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      Self.firstTwo + Self.ui, input: "llovió\nme acostaba\n",
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let out = Self.unwrapped(result.stdout)
    // One topic chosen: its name may come first; the English follows the answer.
    #expect(
      out.contains(
        "Question 1/2 · A2 · pretérito or imperfecto\nAyer ___ (llover) todo el día y no pudimos salir.\n> ✓ Correct.\nIt rained all day yesterday and we couldn't go out.\n"
      ))
    #expect(
      out.contains(
        "Question 2/2 · A2 · pretérito or imperfecto\nAnoche ___ (acostarse, yo) muy tarde porque tenía que terminar un informe.\n"
      ))
    #expect(
      out.contains(
        """
        > ✗ Wrong. The answer is me acosté.
        me acostaba is the imperfecto; "Anoche" places one completed action at a specific past moment: pretérito.
        Last night I went to bed very late because I had to finish a report.
        More on this: conjugar info imperfecto
        """))
    // The tense is never named before the answer.
    #expect(!out.contains("llover · pretérito"))
    #expect(home.contents.isEmpty)
  }

  @Test("a mixed session: nothing before the answer names the tense; the English and the topic follow it")
  func hidesTheAnswer() throws {
    let arguments = ["context", "--level", "A2", "--count", "2"] + Self.ui
    let environment = ConjugarProcess.environment(home: "/nonexistent")
    let listing = ConjugarProcess.inProcess(arguments + ["--list-questions", "--json"], environment: environment)
    let first = try #require(
      (try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]])?.first)
    let id = try #require(first["id"] as? String)
    let sentence = try #require(try ContextLibrary.standard().sentence(id))
    let answer = try #require((first["answers"] as? [String])?.first)
    let result = ConjugarProcess.inProcess(arguments, input: "\(answer)\n:q\n", environment: environment)
    #expect(result.status == 0)
    let out = Self.unwrapped(result.stdout)
    let question = String(out[try #require(out.range(of: "Question 1/2")).lowerBound...].prefix(while: { $0 != ">" }))
    #expect(question == "Question 1/2 · A2\n" + sentence.prompt + "\n", "\(question)")
    #expect(out.contains("> ✓ Correct.\n\(sentence.english)\n"), "\(out)")
    #expect(out.contains("Topic: \(sentence.topic.title)\n"), "\(out)")
  }

  @Test(
    ":hint shows the English first, then the start of the answer; a hinted answer scores 5; :help lists what a sentence takes"
  )
  func hintIsTheEnglish() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      ["context", "--topic", "preterite", "--topic", "si", "--count", "1"] + Self.ui,
      input: ":help\n:hint\n:hint\nllovió\n", environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 0)
    let out = result.stdout
    #expect(out.contains("Question 1/1 · A2\nAyer ___ (llover) todo el día y no pudimos salir.\n> "), "\(out)")
    #expect(out.contains(":hint   the English, then the start of the answer;"))
    #expect(!out.contains(":table") && !out.contains(":info"))
    #expect(out.contains("> Hint: It rained all day yesterday and we couldn't go out.\n"), "\(out)")
    #expect(out.contains("> Hint: llov…\n"), "\(out)")
    #expect(out.contains("> ≈ Right, with help: llovió (5 points)\n"), "\(out)")
    #expect(out.contains("Points: 5 of 10"))
  }

  @Test("the header names no difficulty; a form without its pronoun is told so")
  func missingPronoun() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      Self.firstTwo + Self.ui, input: "llovió\nacosté\n",
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 0)
    let out = Self.unwrapped(result.stdout)
    // Sentences come by topic and level, not by the quiz's difficulty.
    #expect(out.hasPrefix("conjugar context — 2 questions · Latin America · tú\n"))
    #expect(out.contains("> ✗ Wrong. The answer is me acosté.\nacostarse keeps its pronoun: me acosté\n"))
    // Nothing scales an unranked session's points.
    #expect(out.contains("\nPoints: 10 of 20\nNot ranked: this is a context session.\n"), "\(out)")
  }

  @Test(":table and :info would name the tense: a sentence does not offer them, and the question stays open")
  func noTableInContext() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      Self.firstTwo + Self.ui, input: ":table\n:info\nllovió\n:q\n",
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 0)
    let out = Self.unwrapped(result.stdout)
    // Once for each command, wrapped at the uiTest World's 80 columns.
    let refusal =
      "> In a sentence the tense is yours to choose, so :table and :info are not offered;\n"
      + ":hint shows the English, then the start of the answer.\n"
    #expect(out.components(separatedBy: refusal).count == 3)
    #expect(!out.contains("pretérito\n  yo"))
    #expect(out.contains("> ✓ Correct.\n"))
  }

  @Test("a count out of range: one line, exit 2, and no file on a fresh machine")
  func badCountTouchesNothing() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      ["context", "--count", "0"], environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 2)
    #expect(result.stderr.contains("--count must be from 1 to 500, not 0"), "\(result.stderr)")
    #expect(home.contents == [])
  }

  @Test("--list-questions --json: id, sentence, infinitive, person when shown, answers, topic")
  func listJSON() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      Self.firstTwo + ["--list-questions", "--json"] + Self.ui,
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 0)
    let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(list.count == 2)
    #expect(list[0]["id"] as? String == "pi-001")
    #expect(list[0]["sentence"] as? String == "Ayer ___ todo el día y no pudimos salir.")
    #expect(list[0]["infinitive"] as? String == "llover")
    #expect(list[0]["person"] == nil)  // "Ayer ___ todo el día": the subject is the rain
    #expect(list[0]["answers"] as? [String] == ["llovió"])
    #expect(list[0]["topic"] as? String == "preterito-imperfecto")
    #expect(list[1]["id"] as? String == "pi-002")
    #expect(list[1]["infinitive"] as? String == "acostarse")
    #expect(list[1]["person"] as? String == "yo")
    #expect(list[1]["answers"] as? [String] == ["me acosté"])
  }

  @Test("subjunctive stands for every subjunctive trigger; -se forms count beside -ra")
  func subjunctiveAndSe() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let list = try ConjugarProcess.run(
      ["context", "--topic", "subjunctive", "--count", "500", "--list-questions", "--json"] + Self.ui,
      environment: environment)
    let topics = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
      .compactMap { $0["topic"] as? String }
    #expect(
      Set(topics)
        == [
          "subjuntivo-deseo", "subjuntivo-duda", "subjuntivo-emocion", "subjuntivo-impersonal", "subjuntivo-adverbial",
        ])
    let si = try ConjugarProcess.run(
      ["context", "--topic", "si", "--count", "500", "--list-questions", "--json"] + Self.ui, environment: environment)
    let sentences = try #require(try JSONSerialization.jsonObject(with: Data(si.stdout.utf8)) as? [[String: Any]])
    let unreal = try #require(sentences.first { $0["id"] as? String == "ss-057" })
    #expect(unreal["answers"] as? [String] == ["habría venido", "hubiera venido", "hubiese venido"])
  }

  @Test("an unknown --topic: one line listing the topics, exit status 2")
  func badTopic() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      ["context", "--topic", "bogus"] + Self.ui, environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "conjugar: unknown topic \"bogus\"; topics: preterito-imperfecto, tiempos-perfectos, futuro-condicional, "
        + "subjuntivo-deseo, subjuntivo-duda, subjuntivo-emocion, subjuntivo-impersonal, subjuntivo-adverbial, "
        + "oraciones-si, concordancia, imperativo-pronombres, progresivo\n")
    let level = try ConjugarProcess.run(
      ["context", "--level", "A1"] + Self.ui, environment: ConjugarProcess.environment(home: home.path))
    #expect(level.status == 2)
    #expect(level.stderr == "conjugar: --level must be A2, B1, B2 or C1, not \"A1\"\n")
  }

  @Test("--topic takes the info pages a topic practises; one none practises is named as such (issue 35 §14)")
  func infoTopicNames() throws {
    let environment = ConjugarProcess.environment(home: "/nonexistent")
    for (name, topic) in [
      ("gerundio", "progresivo"), ("pronominal", "imperativo-pronombres"), ("participio", "tiempos-perfectos"),
    ] {
      let listing = ConjugarProcess.inProcess(
        ["context", "--topic", name, "--count", "500", "--list-questions", "--json"] + Self.ui, environment: environment
      )
      #expect(listing.status == 0, "\(name): \(listing.stderr)")
      let topics = (try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]])?
        .compactMap { $0["topic"] as? String }
      #expect(Set(topics ?? []) == [topic], "\(name)")
    }
    let topics =
      "preterito-imperfecto, tiempos-perfectos, futuro-condicional, subjuntivo-deseo, subjuntivo-duda, "
      + "subjuntivo-emocion, subjuntivo-impersonal, subjuntivo-adverbial, oraciones-si, concordancia, "
      + "imperativo-pronombres, progresivo"
    let presente = ConjugarProcess.inProcess(["context", "--topic", "presente"] + Self.ui, environment: environment)
    #expect(presente.status == 2)
    #expect(
      presente.stderr == "conjugar: no context sentences practise the info page \"presente\"; topics: \(topics)\n")
    let voseo = ConjugarProcess.inProcess(["context", "--topic", "voseo"] + Self.ui, environment: environment)
    #expect(voseo.status == 2)
    #expect(
      voseo.stderr
        == "conjugar: no topic practises voseo alone: vos sentences join every topic when secondSingularQuiz is Vos; topics: \(topics)\n"
    )
  }

  @Test("--english: the English first, above the sentence; the sentence filled after the answer")
  func englishFirst() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      ["context", "--topic", "preterite", "--count", "1", "--english"] + Self.ui, input: "llovía\n",
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 0)
    let out = Self.unwrapped(result.stdout)
    #expect(
      out.contains(
        "Question 1/1 · A2 · pretérito or imperfecto\nIt rained all day yesterday and we couldn't go out.\nAyer ___ (llover) todo el día y no pudimos salir.\n> ✗ Wrong. The answer is llovió.\n"
      ))
    #expect(out.contains("llovía is the imperfecto; "))
    #expect(out.contains("Ayer llovió todo el día y no pudimos salir.\n"))
  }

  @Test("a context session is in the review schedule, the history, the stats by topic and the Anki export")
  func records() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let database = ["--database", home.file("c.sqlite")]
    let play = try ConjugarProcess.runInProcess(
      ["context", "--topic", "preterito-imperfecto", "--level", "A2", "--count", "1", "--seed", "7"] + database,
      input: "xx\n", environment: environment)
    #expect(play.status == 0)
    #expect(play.stdout.contains("✗ Wrong. The answer is "))
    let listed = try ConjugarProcess.runInProcess(
      [
        "context", "--topic", "preterito-imperfecto", "--level", "A2", "--count", "1", "--seed", "7",
        "--list-questions", "--json",
      ]
        + database, environment: environment)
    let item = try #require(
      (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])?.first)
    let id = try #require(item["id"] as? String)
    let sentence = try #require(item["sentence"] as? String)
    // Missed: the review asks it again, as the sentence.
    let review = try ConjugarProcess.runInProcess(["review", "--list-questions"] + database, environment: environment)
    #expect(review.stdout.contains(String(sentence.prefix(while: { $0 != "_" }))))
    let history = try ConjugarProcess.runInProcess(["history", "--json"] + database, environment: environment)
    #expect(history.stdout.contains(#""kind":"context""#))
    #expect(history.stdout.contains(#""sentence":"\#(id)""#))
    // No difficulty chose a context session's sentences.
    let historyText = try ConjugarProcess.runInProcess(["history"] + database, environment: environment)
    #expect(historyText.stdout.contains(" · Difficulty —\n"), "\(historyText.stdout)")
    let stats = try ConjugarProcess.runInProcess(["stats", "--json"] + database, environment: environment)
    #expect(
      stats.stdout.contains(
        #""topics":[{"topic":"preterito-imperfecto","asked":1,"right":0,"partial":0,"wrong":1,"accuracy":0}]"#))
    let text = try ConjugarProcess.runInProcess(["stats"] + database, environment: environment)
    #expect(text.stdout.contains("pretérito or imperfecto"))
    let anki = try ConjugarProcess.runInProcess(["export", "--anki"] + database, environment: environment)
    let infinitive = try #require(item["infinitive"] as? String)
    let answers = try #require(item["answers"] as? [String])
    let note = anki.stdout.split(separator: "\n").last.map(String.init) ?? ""
    #expect(note.hasPrefix(String(sentence.prefix(while: { $0 != "_" })) + "___ (\(infinitive)"))
    #expect(note.contains("\t" + answers[0]))
    #expect(note.hasSuffix("\tconjugar context::preterito-imperfecto level::A2"))
  }

  @Test("info pages name the context topics that practise them")
  func infoNamesTopics() throws {
    let result = ConjugarProcess.inProcess(
      ["info", "imperfecto"], environment: ConjugarProcess.environment(home: "/nonexistent"))
    #expect(result.stdout.hasSuffix("Practise in context: conjugar context --topic preterito-imperfecto\n"))
    let subjunctive = ConjugarProcess.inProcess(
      ["info", "subjuntivo"], environment: ConjugarProcess.environment(home: "/nonexistent"))
    #expect(subjunctive.stdout.contains("Practise in context: conjugar context --topic subjuntivo-duda\n"))
  }
}
