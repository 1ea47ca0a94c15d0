import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

/// The placement as one flow at the terminal (issue 41 §7): a header a stage,
/// questions numbered across the stages, one summary instead of three quiz
/// endings, and "What moved" in one line after it.
@Suite("placement at the terminal", .timeLimit(.minutes(10)))
struct PlacementCLITests {
  static let ui = ["enable-ui-testing"]
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

  /// The uiTest World's placement, answered as written in the input file (12 of
  /// 15 right: comi without its accent counts, the three items above B1 wrong).
  static func played() throws -> ConjugarProcess.Result {
    let input = try String(contentsOf: folder.appendingPathComponent("uitest-placement.input.txt"), encoding: .utf8)
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    return ConjugarProcess.inProcess(
      ui + ["today"], input: input, environment: ConjugarProcess.environment(home: home.path))
  }

  @Test("the placement's transcript in the uiTest World, byte for byte")
  func golden() throws {
    let result = try Self.played()
    #expect(result.status == 0, "\(result.stderr)")
    let goldenURL = Self.folder.appendingPathComponent("uitest-placement.transcript.txt")
    if ProcessInfo.processInfo.environment["CONJUGAR_UPDATE_GOLDEN"] == "1",
      result.stdout != (try? String(contentsOf: goldenURL, encoding: .utf8))
    {
      try Data(result.stdout.utf8).write(to: goldenURL)
      Issue.record("the placement transcript was rewritten: read `git diff Tests/ConjugarCLITests/Golden/`")
      return
    }
    #expect(result.stdout == (try String(contentsOf: goldenURL, encoding: .utf8)))
  }

  @Test("one flow: three stage headers, questions 1 to 15, one summary, no quiz ending, what moved in one line")
  func oneSummary() throws {
    let text = try Self.played().stdout
    for stage in 1...3 { #expect(text.contains("Placement, stage \(stage) of 3"), "\(text)") }
    #expect(text.contains("Question 6/15 · 45 points"), "\(text)")
    #expect(text.contains("Question 15/15"), "\(text)")
    #expect(!text.contains("/5 ·"), "\(text)")
    // One summary, written out by hand: 5, 5 and 2 right; comi counts as right.
    let summary = text.components(separatedBy: "\nPlacement: ")
    #expect(summary.count == 2, "\(text)")
    #expect(
      summary.last?.hasPrefix(
        """
        12 of 15 right; the quiz difficulty is now Moderate.
          Stage 1 of 3: 5 of 5 right.
          Stage 2 of 3: 5 of 5 right.
          Stage 3 of 3: 2 of 5 right.
          Difficult needs 2 of the 3 items above B1 right: 0 were.
        What moved:
          First estimates of
        """) == true, "\(text)")
    #expect(text.hasSuffix("Streak: 1 day in a row.\n"), "\(text)")
    // No ending of a quiz's own: no score, no "Saved", no "Next".
    for ending in ["Score:", "Saved:", "Next:", "conjugar placement —"] {
      #expect(!text.contains(ending), "\(ending) in \(text)")
    }
    #expect(text.components(separatedBy: "What moved:\n").last?.split(separator: "\n").count == 2, "\(text)")
  }

  @Test("the first item answered, then :q: nothing placed, the difficulty left as it was")
  func firstThenQuit() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let result = ConjugarProcess.inProcess(["today"], input: "hablas\n:q\n", environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        """

        Placement: 1 of 1 right, too few answers to place you; the quiz difficulty stays
            as it was.
          Stage 1 of 3: 1 of 1 right (left after 1 of 5).

        """), "\(result.stdout)")
    let settings = ConjugarProcess.inProcess(["settings", "show"], environment: environment)
    #expect(!settings.stdout.contains("Difficult"), "\(settings.stdout)")
  }
}

/// "What moved" never says "up" for a skill whose diagnosis was renewed (its
/// count grew) in the session (issue 41 §7), nor for one named in it.
@Suite("what moved after a renewed diagnosis")
struct WhatMovedRenewedTests {
  static let now = Date(timeIntervalSince1970: 1_700_000_000)
  static let imperfecto = Skill(.tense, "imperfectoDeIndicativo")

  static func snapshot(answers: [Bool], count: Int) -> LearnerSnapshot {
    var state = SkillState(lastPractised: now)
    for right in answers { state.answered(right: right, exact: right, at: now) }
    let diagnosis = Diagnosis(
      pattern: .preteritoForImperfecto, count: count, chances: 6, examples: [("llovió", "llovía")],
      skills: [imperfecto], status: .active, firstSeen: now - 86_400, lastSeen: now)
    return LearnerSnapshot(skills: [imperfecto: state], weeks: [], mistakes: [], diagnoses: [diagnosis])
  }

  @Test("renewed: Confirmed, and the skill's rise is not called up")
  func renewed() {
    // Mastery 0.30 (no answer) → 0.75 after one right answer, as WhatMovedTests works out.
    let text = TodayCommand.moved(
      before: Self.snapshot(answers: [], count: 3), after: Self.snapshot(answers: [true], count: 4), now: Self.now,
      width: 80)
    #expect(text.contains("Confirmed: You use the pretérito where the imperfecto belongs"), "\(text)")
    #expect(!text.contains("up,"), "\(text)")
    // Not renewed (the same count): the same rise is up.
    let same = TodayCommand.moved(
      before: Self.snapshot(answers: [], count: 3), after: Self.snapshot(answers: [true], count: 3), now: Self.now,
      width: 80)
    #expect(same.contains("up, 0.30 → 0.75"), "\(same)")
  }
}
