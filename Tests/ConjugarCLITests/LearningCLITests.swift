import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// practice and review, black-box, in the device and uiTest worlds.
@Suite("practice and review (Main.run in process)")
struct LearningCLITests {
  static func list(_ arguments: [String], environment: [String: String]) throws -> [Question] {
    let result = try ConjugarProcess.runInProcess(arguments + ["--list-questions", "--json"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let objects = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
    return objects.compactMap { object in
      guard let tense = Tense(rawValue: object["tense"] as? String ?? "") else { return nil }
      return Question(object["infinitive"] as? String ?? "", tense, (object["person"] as? String).flatMap(Person.init))
    }
  }

  /// The launch arguments of the two worlds the black-box tests run in: uiTest, and
  /// device on a database in a temporary home.
  static let worlds: [String] = ["uiTest", "device"]

  static func launch(_ world: String, _ home: TemporaryHome) -> [String] {
    world == "uiTest" ? ["enable-ui-testing"] : ["--database", home.file("c.sqlite")]
  }

  @Test("every question practice lists matches its filters, over several seeds", arguments: worlds)
  func filters(world: String) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let launch = Self.launch(world, home)
    for seed in 1...5 {
      let questions = try Self.list(
        [
          "practice", "--tense", "pretérito", "--tense", "imperfect subjunctive", "--verb", "tener",
          "--verb", "hacer", "--verb", "hablar", "--person", "yo", "--person", "ellos",
          "--seed", "\(seed)",
        ] + launch,
        environment: environment)
      #expect(!questions.isEmpty)
      #expect(questions.allSatisfy { [.preterito, .imperfectoDeSubjuntivo1].contains($0.tense) })
      #expect(questions.allSatisfy { ["tener", "hacer", "hablar"].contains($0.infinitive) })
      #expect(questions.allSatisfy { $0.person == .yo || $0.person == .ellos })
      #expect(Set(questions).count == questions.count)
    }
    let irregular = try Self.list(
      ["practice", "--tense", "preterito", "--irregular", "--count", "30"] + launch,
      environment: environment)
    #expect(irregular.count == 30)
    #expect(irregular.allSatisfy { $0.tense == .preterito })
    #expect(!irregular.contains { ["hablar", "comer", "vivir", "caminar"].contains($0.infinitive) })
    // usted and ustedes are el and ellos; a weather verb only él; accents and case ignored.
    let usted = try Self.list(
      [
        "practice", "--tense", "PRETÉRITO-indefinido", "--person", "usted", "--person", "Ustedes",
        "--verb", "Tener", "--verb", "nevar", "--count", "10",
      ] + launch,
      environment: environment)
    #expect(
      Set(usted) == [
        Question("tener", .preterito, .el), Question("tener", .preterito, .ellos),
        Question("nevar", .preterito, .el),
      ])
    // The defaults: 20 questions of the difficulty's tenses (Easy: presente, futuro,
    // pretérito), the persons of Latin America with tú.
    let defaults = try Self.list(["practice", "--seed", "2"] + launch, environment: environment)
    #expect(defaults.count == 20)
    #expect(
      defaults.allSatisfy {
        [.presenteDeIndicativo, .futuroDeIndicativo, .preterito].contains($0.tense)
          && [.yo, .tu, .el, .nosotros, .ellos].contains($0.person)
      })
    if world == "uiTest" { #expect(home.contents == []) }
  }

  /// Impossible choices and the start of the one line that says why.
  static let refusals: [([String], String)] = [
    (["--tense", "imperativoPositivo", "--person", "yo"], "imperativoPositivo has no yo form"),
    (["--verb", "tenr"], "unknown verb “tenr”"),
    (["--tense", "pluperfect of nothing"], "unknown tense “pluperfect of nothing”"),
    (["--person", "ustedes", "--person", "nadie"], "unknown person “nadie”"),
    (["--verb", "llover", "--person", "yo"], "llover is conjugated only in the third person"),
    (["--verb", "llover", "--person", "ellos"], "llover is conjugated only in the third person singular"),
    (["--verb", "acontecer", "--person", "nosotros"], "acontecer is conjugated only in the third person"),
    (["--verb", "soler", "--tense", "futuro"], "soler has no futuroDeIndicativo"),
    (["--count", "0"], "--count must be from 1 to 500, not 0"),
    (["--top", "0"], "--top must be from 1 to "),
    (["--tense", "subjunctives of nothing"], "unknown tense “subjunctives of nothing”"),
  ]

  static let refusalsInEachWorld: [(String, [String], String)] = worlds.flatMap { world in
    refusals.map { (world, $0.0, $0.1) }
  }

  @Test("tense groups as learners name them; named persons override the settings; --top; usted", arguments: worlds)
  func groupsAndOverrides(world: String) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let launch = Self.launch(world, home)
    // The future subjunctives (laws, set phrases) are asked only by their own names.
    let subjunctive: Set<Tense> = [
      .presenteDeSubjuntivo, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .perfectoDeSubjuntivo,
      .pluscuamperfectoDeSubjuntivo1, .pluscuamperfectoDeSubjuntivo2,
    ]
    let sub = try Self.list(["practice", "--tense", "Subjuntivo", "--count", "80"] + launch, environment: environment)
    #expect(Set(sub.map(\.tense)) == subjunctive)
    let commands = try Self.list(
      ["practice", "--tense", "imperative", "--verb", "tener", "--count", "40"] + launch, environment: environment)
    #expect(Set(commands.map(\.tense)) == [.imperativoPositivo, .imperativoNegativo])
    let perfect = try Self.list(
      ["practice", "--tense", "perfect-tenses", "--count", "90"] + launch, environment: environment)
    #expect(
      Set(perfect.map(\.tense)) == [
        .perfectoDeIndicativo, .pluscuamperfectoDeIndicativo, .preteritoAnterior, .futuroPerfecto,
        .condicionalCompuesto, .perfectoDeSubjuntivo, .pluscuamperfectoDeSubjuntivo1,
        .pluscuamperfectoDeSubjuntivo2,
      ])
    // The settings ask tú in Latin America; naming vos, or vosotros, asks them.
    let vos = try Self.list(["practice", "--person", "vos", "--count", "10"] + launch, environment: environment)
    #expect(vos.count == 10 && vos.allSatisfy { $0.person == .vos })
    let vosotros = try Self.list(["practice", "--person", "vosotros"] + launch, environment: environment)
    #expect(!vosotros.isEmpty && vosotros.allSatisfy { $0.person == .vosotros })
    // The five most frequent verbs of the catalog (rank=1…5): ser, hacer, ver, tener, decir.
    let top = try Self.list(["practice", "--top", "5", "--count", "60"] + launch, environment: environment)
    #expect(Set(top.map(\.infinitive)) == ["ser", "hacer", "ver", "tener", "decir"])
    // Asked for as usted, shown as usted in the question.
    let usted = try ConjugarProcess.runInProcess(
      ["practice", "--person", "usted", "--verb", "tener", "--tense", "preterito", "--count", "1"] + launch,
      input: "tuvo\n", environment: environment)
    #expect(usted.stdout.contains("pretérito — usted"), "\(usted.stdout)")
  }

  @Test("iros is accepted beside idos (the RAE, 2017), for full points")
  func iros() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.runInProcess(
      [
        "practice", "--verb", "irse", "--tense", "imperativo afirmativo", "--person", "vosotros", "--count", "1",
        "enable-ui-testing",
      ],
      input: "iros\n", environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 0)
    #expect(result.stdout.contains("Points: 10 of 10"), "\(result.stdout)")
  }

  @Test("--verbs-from: one infinitive a line; a bad file is one line and a documented exit status")
  func verbsFrom() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    // The simulator reads the files named; uiTest reads none (docs/scenarios.md).
    let launch = ["--simulator"]
    let good = home.file("verbs.txt")
    try Data("# my verbs\ntener\n\n  Hablar \r\nirse\n".utf8).write(to: URL(fileURLWithPath: good))
    let uiTest = try ConjugarProcess.runInProcess(
      ["practice", "--verbs-from", good, "--list-questions", "enable-ui-testing"], environment: environment)
    #expect(uiTest.status == 1)
    #expect(uiTest.stdout == "")
    #expect(uiTest.stderr == "conjugar: cannot read \(good): the uiTest World reads no file\n")
    let listed = try Self.list(
      ["practice", "--verbs-from", good, "--count", "60"] + launch, environment: environment)
    #expect(Set(listed.map(\.infinitive)) == ["tener", "hablar", "irse"])
    let bad = home.file("bad.txt")
    try Data("tener\ntenr\n".utf8).write(to: URL(fileURLWithPath: bad))
    let empty = home.file("empty.txt")
    try Data("# nothing\n\n".utf8).write(to: URL(fileURLWithPath: empty))
    let binary = home.file("binary.bin")
    try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: URL(fileURLWithPath: binary))
    let cases: [(String, Int32, String)] = [
      (home.file("missing.txt"), 1, "conjugar: cannot read \(home.file("missing.txt")): No such file or directory\n"),
      (home.path, 1, "conjugar: cannot read \(home.path): Is a directory\n"),
      (bad, 2, "conjugar: \(bad), line 2: unknown verb “tenr”; did you mean tener, teñir, atener?\n"),
      (empty, 2, "conjugar: \(empty) names no verb (one infinitive a line; # starts a comment)\n"),
      (binary, 2, "conjugar: \(binary) is not a text file (one infinitive a line)\n"),
    ]
    for (file, status, stderr) in cases {
      let result = try ConjugarProcess.runInProcess(
        ["practice", "--verbs-from", file] + launch, environment: environment)
      #expect(result.status == status, "\(file)")
      #expect(result.stdout == "")
      #expect(result.stderr == stderr)
    }
  }

  @Test("impossible combinations: exit 2 with one line saying why", arguments: refusalsInEachWorld)
  func impossible(world: String, arguments: [String], says: String) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    for mode in [["--list-questions"], []] {
      let result = try ConjugarProcess.runInProcess(
        ["practice"] + arguments + mode + Self.launch(world, home),
        environment: ConjugarProcess.environment(home: home.path))
      #expect(result.status == 2)
      #expect(result.stdout == "")
      #expect(result.stderr.hasPrefix("conjugar: " + says), "\(result.stderr)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    }
  }

  /// The uiTest world keeps nothing between processes, so the cycle across
  /// processes runs where records persist: device and simulator.
  @Test(
    "a quiz answered all wrong comes back in review; answered right, nothing is due",
    arguments: ["device", "simulator"])
  func reviewCycle(world: String) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let database = world == "device" ? ["--database", home.file("c.sqlite")] : ["--simulator"]
    let quiz = try ConjugarProcess.questions(["--seed", "8"] + database, environment: environment)
    let wrong = String(repeating: "x\n", count: quiz.count)
    let play = try ConjugarProcess.runInProcess(
      ["quiz", "--seed", "8"] + database, input: wrong, environment: environment)
    #expect(play.status == 0)
    let missed = try Self.list(["review", "--count", "100"] + database, environment: environment)
    #expect(Set(missed) == Set(quiz))
    let review = try ConjugarProcess.runInProcess(
      ["review", "--count", "100"] + database, input: ConjugarProcess.answers(missed), environment: environment)
    #expect(review.status == 0)
    #expect(review.stdout.contains("Points: \(missed.count * 10) of \(missed.count * 10)"))
    let status = try ConjugarProcess.runInProcess(
      ["review", "--status", "--json"] + database, environment: environment)
    let counts = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Int]
    #expect(counts?["dueNow"] == 0)
    #expect(counts?["learning"] == Set(quiz).count)
    #expect(counts?["mastered"] == 0)
    let again = try ConjugarProcess.runInProcess(["review"] + database, environment: environment)
    #expect(again.status == 0)
    #expect(again.stdout.hasPrefix("Nothing is due. The next item is due in "))
    let history = try ConjugarProcess.runInProcess(["history", "--json"] + database, environment: environment)
    #expect(history.stdout.contains(#""kind":"review""#))
    #expect(history.stdout.contains(#""kind":"quiz""#))
    // A practice session: in the history as practice, in the schedule, not on the board.
    let drill = try Self.list(
      ["practice", "--verb", "caber", "--tense", "presente", "--person", "yo"] + database,
      environment: environment)
    #expect(drill == [Question("caber", .presenteDeIndicativo, .yo)])
    let practice = try ConjugarProcess.runInProcess(
      ["practice", "--verb", "caber", "--tense", "presente", "--person", "yo"] + database,
      input: "cabo\n", environment: environment)
    #expect(practice.stdout.contains("✗ Wrong. The answer is quepo."))
    let afterPractice = try Self.list(["review", "--count", "100"] + database, environment: environment)
    #expect(afterPractice == [Question("caber", .presenteDeIndicativo, .yo)])
    let kinds = try ConjugarProcess.runInProcess(["history", "--json"] + database, environment: environment)
    #expect(kinds.stdout.contains(#""kind":"practice""#))
    if world == "device" {
      let board = try ConjugarProcess.runInProcess(["leaderboard", "--json"] + database, environment: environment)
      let entries = try JSONSerialization.jsonObject(with: Data(board.stdout.utf8)) as? [[String: Any]]
      #expect(entries?.count == 1)  // neither the review nor the practice is ranked
    }
  }

  @Test("practice or a ranked quiz left with :q keeps its answers for review and export, not the history")
  func quitHalfWay() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let database = ["--database", home.file("c.sqlite")]
    let quiz = try ConjugarProcess.runInProcess(
      ["quiz", "--seed", "5"] + database, input: "x\nx\n:q\n", environment: environment)
    #expect(quiz.stdout.contains("Quiz stopped after 2 of 50 questions; your 2 answers count for review"))
    // quiz --seed 5 asks comer (presente, tú), then escuchar (pretérito, nosotros).
    let missed = [Question("comer", .presenteDeIndicativo, .tu), Question("escuchar", .preterito, .nosotros)]
    #expect(try Self.list(["review"] + database, environment: environment) == missed)
    let anki = try ConjugarProcess.runInProcess(["export", "--anki"] + database, environment: environment)
    #expect(anki.stdout.contains("comer · presente de indicativo · tú\tcomes\t"))
    #expect(anki.stdout.contains("escuchar · pretérito · nosotros\tescuchamos\t"))
    let board = try ConjugarProcess.runInProcess(["leaderboard", "--json"] + database, environment: environment)
    #expect(board.stdout == "[]\n")
    let drill = ["practice", "--verb", "tener", "--tense", "pretérito", "--seed", "1"] + database
    let asked = try Self.list(drill, environment: environment)
    #expect(asked.count == 5)  // yo, tú, él, nosotros, ellos (Latin America, tú)
    let practice = try ConjugarProcess.runInProcess(drill, input: "x\n:q\n", environment: environment)
    #expect(practice.status == 0)
    #expect(practice.stdout.contains("Practice stopped after 1 of 5 questions; your answer counts for review"))
    #expect(try Set(Self.list(["review"] + database, environment: environment)) == Set(missed + [asked[0]]))
    let history = try ConjugarProcess.runInProcess(["history", "--json"] + database, environment: environment)
    #expect(history.stdout == "[]\n")
  }

  @Test("a schedule row the catalog cannot ask (an unknown verb) is passed over, never a failure")
  func unknownVerbInTheSchedule() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let database = ["--database", home.file("c.sqlite")]
    let drill = ["practice", "--verb", "caber", "--tense", "presente", "--person", "yo"] + database
    _ = try ConjugarProcess.runInProcess(drill, input: "x\n", environment: environment)
    try DatabaseQueue(path: home.file("c.sqlite")).write { db in
      try db.execute(
        sql: """
          INSERT INTO reviewItem
            (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
          VALUES ('zzzear', 'preterito', 'yo', 1, 5, '2020-01-01T00:00:00Z', '2020-01-02T00:00:00Z', 1)
          """)
    }
    #expect(
      try Self.list(["review"] + database, environment: environment)
        == [Question("caber", .presenteDeIndicativo, .yo)])
    let review = try ConjugarProcess.runInProcess(["review"] + database, input: "quepo\n", environment: environment)
    #expect(review.status == 0, "\(review.stderr)")
    #expect(review.stdout.contains("✓ Correct."))
  }

  @Test("review with nothing answered yet says so; uiTest practice is the same every run")
  func emptyAndDeterministic() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let review = try ConjugarProcess.runInProcess(["review", "enable-ui-testing"], environment: environment)
    #expect(review.stdout.hasPrefix("Nothing to review yet"))
    let status = try ConjugarProcess.runInProcess(
      ["review", "--status", "--json", "enable-ui-testing"], environment: environment)
    #expect(status.stdout == #"{"dueNow":0,"dueIn24Hours":0,"learning":0,"mastered":0}"# + "\n")
    let first = try ConjugarProcess.runInProcess(
      ["practice", "enable-ui-testing"], input: "x\nx\n", environment: environment)
    let second = try ConjugarProcess.runInProcess(
      ["practice", "enable-ui-testing"], input: "x\nx\n", environment: environment)
    #expect(first.stdout == second.stdout)
    #expect(first.stdout.hasPrefix("conjugar practice — 20 questions"))
    #expect(home.contents == [])
  }
}
