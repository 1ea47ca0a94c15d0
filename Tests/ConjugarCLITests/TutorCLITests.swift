import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

/// `conjugar today` and `conjugar progress` (issue 34), through the launch's own
/// Main.run in process, on a device database in a temporary home.
@Suite("today and progress")
struct TutorCLITests {
  static func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  /// pensar's presente de indicativo, written out: the wrong answer of a learner
  /// who puts the indicative where the subjunctive is asked.
  static let pensarIndicative: [String: String] = [
    "yo": "pienso", "tu": "piensas", "vos": "pensás", "el": "piensa", "nosotros": "pensamos",
    "vosotros": "pensáis", "ellos": "piensan",
  ]

  @Test("progress with no history says how to start; its JSON is empty")
  func emptyProgress() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let text = ConjugarProcess.inProcess(["progress"], environment: environment)
    #expect(text.status == 0)
    #expect(text.stdout == "Nothing answered yet: conjugar today starts with a short placement.\n")
    let json = ConjugarProcess.inProcess(["progress", "--json"], environment: environment)
    #expect(json.stdout.hasPrefix(#"{"skills":[],"diagnoses":[],"trend":["#))
  }

  @Test("a first today is a placement of at most 15 questions, easiest first")
  func placementList() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let listed = ConjugarProcess.inProcess(
      ["today", "--list-questions", "--json", "--seed", "1"], environment: ConjugarProcess.environment(home: home.path))
    #expect(listed.status == 0)
    let items = try #require(try Self.json(listed.stdout) as? [[String: Any]])
    #expect((1...15).contains(items.count))
    #expect(items.allSatisfy { $0["reason"] as? String == "placement" })
    #expect(items.first?["infinitive"] as? String == "hablar")
    #expect(items.first?["tense"] as? String == "presenteDeIndicativo")
    #expect(items.first?["kind"] as? String == "form")
    #expect(items.contains { $0["kind"] as? String == "context" && ($0["tenses"] as? [String])?.isEmpty == false })
  }

  @Test("a placement answered right sets the difficulty and the starting estimates")
  func placementPlayed() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let listed = ConjugarProcess.inProcess(["today", "--list-questions", "--json"], environment: environment)
    let items = try #require(try Self.json(listed.stdout) as? [[String: Any]])
    let answers = items.compactMap { ($0["answers"] as? [String])?.first }
    let played = ConjugarProcess.inProcess(
      ["today"], input: answers.joined(separator: "\n") + "\n", environment: environment)
    #expect(played.status == 0, "\(played.stderr)")
    #expect(
      played.stdout.contains("Placement: \(items.count) of \(items.count) right; the quiz difficulty is now Difficult.")
    )
    #expect(played.stdout.contains("Streak: 1 day in a row."))
    // One flow: a header a stage, one summary, no quiz ending of a stage's own.
    #expect(played.stdout.contains("Placement, stage 3 of 3"), "\(played.stdout)")
    #expect(!played.stdout.contains("Saved:"), "\(played.stdout)")
    #expect(!played.stdout.contains("practice"), "\(played.stdout)")
    #expect(!played.stdout.contains("Next: "), "\(played.stdout)")
    let progress = ConjugarProcess.inProcess(["progress", "--json"], environment: environment)
    let object = try #require(try Self.json(progress.stdout) as? [String: Any])
    let skills = try #require(object["skills"] as? [[String: Any]])
    let present = skills.first { $0["name"] as? String == "tense:presenteDeIndicativo" }
    #expect((present?["mastery"] as? Double ?? 0) > 0.7)
    #expect((object["diagnoses"] as? [Any])?.isEmpty == true)
    let settings = ConjugarProcess.inProcess(["settings", "show"], environment: environment)
    #expect(settings.stdout.contains("Difficult"), "\(settings.stdout)")
  }

  @Test("the indicative for the subjunctive three times is diagnosed, and today drills it as it lists it")
  func diagnosisDrivesToday() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let practice = ["practice", "--verb", "pensar", "--tense", "presenteDeSubjuntivo", "--count", "4", "--seed", "5"]
    let listed = ConjugarProcess.inProcess(practice + ["--list-questions", "--json"], environment: environment)
    let questions = try #require(try Self.json(listed.stdout) as? [[String: Any]])
    let typed = questions.compactMap { ($0["person"] as? String).flatMap { Self.pensarIndicative[$0] } }
    #expect(typed.count == 4)
    let played = ConjugarProcess.inProcess(
      practice, input: typed.joined(separator: "\n") + "\n", environment: environment)
    #expect(played.status == 0)
    let progress = ConjugarProcess.inProcess(["progress"], environment: environment)
    #expect(
      progress.stdout.contains(
        "- You put the indicative where the subjunctive is needed (presente de\n  subjuntivo): 4 times.\n"))
    #expect(progress.stdout.contains("You typed: \(typed[3]) for "))
    #expect(
      progress.stdout.contains(
        "Next: Read conjugar info subjuntivo, then drill: conjugar practice --tense\n    presenteDeSubjuntivo\n"))
    let json = try #require(
      try Self.json(ConjugarProcess.inProcess(["progress", "--json"], environment: environment).stdout)
        as? [String: Any])
    let diagnosis = try #require((json["diagnoses"] as? [[String: Any]])?.first)
    #expect(diagnosis["pattern"] as? String == "indicativo>subjuntivo")
    #expect(diagnosis["count"] as? Int == 4)
    #expect((diagnosis["examples"] as? [String])?.count == 3)

    let today = ["today", "--seed", "3", "--count", "10"]
    let first = ConjugarProcess.inProcess(today + ["--list-questions", "--json"], environment: environment)
    let again = ConjugarProcess.inProcess(today + ["--list-questions", "--json"], environment: environment)
    #expect(first.stdout == again.stdout)
    let items = try #require(try Self.json(first.stdout) as? [[String: Any]])
    #expect(items.count == 10)
    let drilled = items.filter { $0["reason"] as? String == "diagnosis" }
    // Half the session is drilled: the diagnosis two shares, the weak e → ie one.
    #expect(drilled.count >= 3)
    #expect(
      drilled.allSatisfy { item in
        item["skill"] as? String == "tense:presenteDeSubjuntivo"
          && (item["kind"] as? String == "form"
            ? (item["skills"] as? [String])?.contains("tense:presenteDeSubjuntivo") == true
            : (item["tenses"] as? [String])?.first == "presenteDeSubjuntivo")
      })
    // Played with the same seed, the session asks exactly the listed items.
    let answers = items.compactMap { ($0["answers"] as? [String])?.first }
    let played2 = ConjugarProcess.inProcess(
      today, input: answers.joined(separator: "\n") + "\n", environment: environment)
    #expect(played2.status == 0)
    #expect(played2.stdout.contains("What moved:"))
    let history = try #require(
      try Self.json(ConjugarProcess.inProcess(["history", "--json", "--limit", "1"], environment: environment).stdout)
        as? [[String: Any]])
    let asked = (history.first?["questions"] as? [[String: Any]])?.compactMap { $0["infinitive"] as? String }
    #expect(asked == items.compactMap { $0["infinitive"] as? String })
  }

  @Test("today refuses a length out of range and --json without --list-questions, in one line")
  func badInput() throws {
    let environment = ConjugarProcess.environment(home: "/nonexistent")
    for (arguments, message) in [
      (["today", "--minutes", "0"], "--minutes must be from 1 to 120, not 0"),
      (["today", "--count", "999"], "--count must be from 1 to 240, not 999"),
    ] {
      let result = ConjugarProcess.inProcess(arguments, environment: environment)
      #expect(result.status == 2)
      #expect(result.stderr.contains(message), "\(result.stderr)")
    }
    let json = ConjugarProcess.inProcess(["today", "--json"], environment: environment)
    #expect(json.status == 2)
  }
}

/// `progress` laid out at 80 and 40 columns: every line fits, every skill shown.
@Suite("progress layout")
struct ProgressLayoutTests {
  @Test("the bars start in one column, whatever the counts and titles")
  func barsAligned() throws {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    var skills: [Skill: SkillState] = [:]
    for (name, answers) in [("tense:presenteDeIndicativo", 1200), ("family:e-i", 3), ("family:e-ie", 45)] {
      var state = SkillState(lastPractised: now)
      for _ in 0..<answers { state.answered(right: true, exact: true, at: now) }
      skills[try #require(Skill(name: name))] = state
    }
    let text = ProgressCommand.render(LearnerSnapshot(skills: skills, weeks: [], mistakes: []), now: now, width: 80)
    let columns = text.split(separator: "\n").compactMap { line -> Int? in
      guard let bar = line.firstIndex(where: { $0 == "█" || $0 == "░" }) else { return nil }
      return line.distance(from: line.startIndex, to: bar)
    }
    // 80 columns: a 20-cell bar, "  1.00  ", "1200 asked" (10): the bars start at
    // 80 - (20 + 8 + 4 + 6) = 42, after the two-space indent, the title and its padding.
    #expect(columns == [42, 42, 42], "\(text)")
  }

  @Test("every line fits the width", arguments: [80, 40])
  func fits(width: Int) throws {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    var skills: [Skill: SkillState] = [:]
    for name in [
      "tense:pluscuamperfectoDeSubjuntivo1", "tense:presenteDeIndicativo", "context:subjuntivo-adverbial",
      "family:spelling", "family:e-ie", "person:ellos",
    ] {
      var state = SkillState(lastPractised: now)
      state.answered(right: name.hasPrefix("tense"), exact: true, at: now)
      skills[try #require(Skill(name: name))] = state
    }
    let mistakes = (1...3).map { i in
      MistakeRecord(
        date: now - Double(i) * 3600, pattern: .missedStemChange, skill: Skill(.family, "e-ie"), infinitive: "pensar",
        answer: "penso\u{1B}[31m", correctForm: "pienso")
    }
    let text = ProgressCommand.render(
      LearnerSnapshot(skills: skills, weeks: [], mistakes: mistakes), now: now, width: width)
    let widest = text.split(separator: "\n").map(\.count).max() ?? 0
    #expect(widest <= width, "\(text)")
    #expect(text.contains("pluscuamperfecto de subjuntivo (-ra)"))
    #expect(text.contains("spelling changes"))
    if width == 80 {
      #expect(text.contains("- You keep the regular stem where the stem changes (stem change e → ie):"))
    }
    // What was typed is shown, never a raw escape.
    #expect(!text.contains("\u{1B}"))
  }
}

/// "What moved" at the end of `today` (issue 41): announced from the stored
/// status, never "up" for a skill whose diagnosis was named that session.
@Suite("what moved")
struct WhatMovedTests {
  static let now = Date(timeIntervalSince1970: 1_700_000_000)
  static let imperfecto = Skill(.tense, "imperfectoDeIndicativo")

  static func state(_ answers: [Bool]) -> SkillState {
    var state = SkillState(lastPractised: now)
    for right in answers { state.answered(right: right, exact: right, at: now) }
    return state
  }

  static func diagnosis(_ status: Diagnosis.Status, count: Int = 3) -> Diagnosis {
    Diagnosis(
      pattern: .preteritoForImperfecto, count: count, chances: 4, examples: [("llovió", "llovía")],
      skills: [imperfecto], status: status, firstSeen: now, lastSeen: now)
  }

  static func snapshot(_ state: SkillState, _ diagnoses: [Diagnosis]) -> LearnerSnapshot {
    LearnerSnapshot(skills: [imperfecto: state], weeks: [], mistakes: [], diagnoses: diagnoses)
  }

  @Test("a skill whose diagnosis is named in the session is not said to go up")
  func noUpWhenNamed() {
    // 0.3 → one right answer → 0.748: up by far more than 0.05.
    let before = Self.snapshot(Self.state([]), [])
    let after = Self.snapshot(Self.state([true]), [Self.diagnosis(.active)])
    let text = TodayCommand.moved(before: before, after: after, now: Self.now, width: 80)
    #expect(text.contains("New: You use the pretérito where the imperfecto belongs"), "\(text)")
    #expect(!text.contains("up,"), "\(text)")
    // Without the diagnosis, the same move is "up".
    let plain = TodayCommand.moved(
      before: before, after: Self.snapshot(Self.state([true]), []), now: Self.now, width: 80)
    #expect(plain.contains("up, 0.30 → 0.75"), "\(plain)")
  }

  @Test("Cleared only when the save stored it cleared, not when it merely left the list")
  func clearedOnlyWhenTrue() {
    let before = Self.snapshot(Self.state([false]), [Self.diagnosis(.active)])
    let gone = TodayCommand.moved(
      before: before, after: Self.snapshot(Self.state([false]), []), now: Self.now, width: 80)
    #expect(!gone.contains("Cleared"), "\(gone)")
    let cleared = TodayCommand.moved(
      before: before, after: Self.snapshot(Self.state([false]), [Self.diagnosis(.cleared)]), now: Self.now, width: 80)
    #expect(cleared.contains("Cleared: You use the pretérito where the imperfecto belongs"), "\(cleared)")
  }

  @Test("after a placement, what moved is one line")
  func placementOneLine() {
    var skills: [Skill: SkillState] = [:]
    for name in ["tense:presenteDeIndicativo", "tense:preterito", "family:e-ie", "person:tu", "person:yo"] {
      skills[Skill(name: name)!] = Self.state([true])
    }
    let after = LearnerSnapshot(skills: skills, weeks: [], mistakes: [], diagnoses: [])
    let text = TodayCommand.moved(before: .empty, after: after, now: Self.now, width: 80, placement: true)
    #expect(text == "What moved:\n  First estimates of 5 skills: conjugar progress shows them.\n")
  }
}
