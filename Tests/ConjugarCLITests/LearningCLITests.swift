import ConjugarCore
import ConjugarTestSupport
import Foundation
import Testing

/// practice and review, black-box, in the device and uiTest worlds.
@Suite("practice and review (built executable)", .serialized)
struct LearningCLITests {
  static func list(_ arguments: [String], environment: [String: String]) throws -> [Question] {
    let result = try ConjugarProcess.run(arguments + ["--list-questions", "--json"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let objects = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
    return objects.compactMap { object in
      guard let tense = Tense(rawValue: object["tense"] as? String ?? "") else { return nil }
      return Question(object["infinitive"] as? String ?? "", tense, (object["person"] as? String).flatMap(Person.init))
    }
  }

  @Test("every question practice lists matches its filters, over several seeds")
  func filters() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    for seed in 1...5 {
      let questions = try Self.list(
        ["practice", "--tense", "pretérito", "--tense", "imperfect subjunctive", "--verb", "tener",
         "--verb", "hacer", "--verb", "hablar", "--person", "yo", "--person", "ellos",
         "--seed", "\(seed)", "enable-ui-testing"],
        environment: environment)
      #expect(!questions.isEmpty)
      #expect(questions.allSatisfy { [.preterito, .imperfectoDeSubjuntivo1].contains($0.tense) })
      #expect(questions.allSatisfy { ["tener", "hacer", "hablar"].contains($0.infinitive) })
      #expect(questions.allSatisfy { $0.person == .yo || $0.person == .ellos })
      #expect(Set(questions).count == questions.count)
    }
    let irregular = try Self.list(
      ["practice", "--tense", "preterito", "--irregular", "--count", "30", "enable-ui-testing"],
      environment: environment)
    #expect(irregular.count == 30)
    #expect(!irregular.contains { ["hablar", "comer", "vivir", "caminar"].contains($0.infinitive) })
  }

  @Test(
    "impossible combinations: exit 2 with one line saying why",
    arguments: [
      (["--tense", "imperativoPositivo", "--person", "yo"], "imperativoPositivo has no yo form"),
      (["--verb", "tenr"], "unknown verb “tenr”"),
      (["--tense", "pluperfect of nothing"], "unknown tense"),
      (["--person", "ustedes", "--person", "nadie"], "unknown person “nadie”"),
      (["--verb", "llover", "--person", "yo"], "llover"),
      (["--count", "0"], "--count must be from 1 to 500"),
    ])
  func impossible(arguments: [String], says: String) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      ["practice"] + arguments + ["--list-questions", "enable-ui-testing"],
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.contains(says), "\(result.stderr)")
  }

  @Test("a quiz answered all wrong comes back in review; answered right, nothing is due")
  func reviewCycle() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let database = ["--database", home.file("c.sqlite")]
    let quiz = try ConjugarProcess.questions(["--seed", "8"] + database, environment: environment)
    let wrong = String(repeating: "x\n", count: quiz.count)
    let play = try ConjugarProcess.run(["quiz", "--seed", "8"] + database, input: wrong, environment: environment)
    #expect(play.status == 0)
    let missed = try Self.list(["review", "--count", "100"] + database, environment: environment)
    #expect(Set(missed) == Set(quiz))
    let review = try ConjugarProcess.run(
      ["review", "--count", "100"] + database, input: ConjugarProcess.answers(missed), environment: environment)
    #expect(review.status == 0)
    #expect(review.stdout.contains("Points: \(missed.count * 10) of \(missed.count * 10)"))
    let status = try ConjugarProcess.run(["review", "--status", "--json"] + database, environment: environment)
    let counts = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Int]
    #expect(counts?["dueNow"] == 0)
    #expect(counts?["learning"] == Set(quiz).count)
    #expect(counts?["mastered"] == 0)
    let again = try ConjugarProcess.run(["review"] + database, environment: environment)
    #expect(again.status == 0)
    #expect(again.stdout.hasPrefix("Nothing is due. The next item is due in "))
    let history = try ConjugarProcess.run(["history", "--json"] + database, environment: environment)
    #expect(history.stdout.contains(#""kind":"review""#))
    #expect(history.stdout.contains(#""kind":"quiz""#))
    let board = try ConjugarProcess.run(["leaderboard", "--json"] + database, environment: environment)
    let entries = try JSONSerialization.jsonObject(with: Data(board.stdout.utf8)) as? [[String: Any]]
    #expect(entries?.count == 1)  // the review is not ranked
  }

  @Test("review with nothing answered yet says so; uiTest practice is the same every run")
  func emptyAndDeterministic() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let review = try ConjugarProcess.run(["review", "enable-ui-testing"], environment: environment)
    #expect(review.stdout.hasPrefix("Nothing to review yet"))
    let status = try ConjugarProcess.run(["review", "--status", "--json", "enable-ui-testing"], environment: environment)
    #expect(status.stdout == #"{"dueNow":0,"dueIn24Hours":0,"learning":0,"mastered":0}"# + "\n")
    let first = try ConjugarProcess.run(["practice", "enable-ui-testing"], input: "x\nx\n", environment: environment)
    let second = try ConjugarProcess.run(["practice", "enable-ui-testing"], input: "x\nx\n", environment: environment)
    #expect(first.stdout == second.stdout)
    #expect(first.stdout.hasPrefix("conjugar practice — 20 questions"))
    #expect(home.contents == [])
  }
}
