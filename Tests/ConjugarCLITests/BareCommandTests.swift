import Testing

@testable import ConjugarCore

/// A bare `practice` or `review` does exactly what the command does with every
/// option written out at its default.
@Suite("bare practice and review run as parsed")
struct BareCommandTests {
  @Test("practice alone prints and asks what practice --count 20 does")
  func practice() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let input = "x\nhablo\n:q\n"
    let bare = ConjugarProcess.inProcess(["practice", "enable-ui-testing"], input: input, environment: environment)
    let parsed = ConjugarProcess.inProcess(
      ["practice", "--count", "20", "enable-ui-testing"], input: input, environment: environment)
    #expect(bare.status == 0, "\(bare.stderr)")
    #expect(bare.stdout.hasPrefix("conjugar practice — 20 questions"))
    #expect(bare.stdout == parsed.stdout)
    #expect(bare.stderr == parsed.stderr)
    #expect(bare.status == parsed.status)
  }

  @Test("review alone asks what review --count 20 does, on the learner's own file")
  func review() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    // Five wrong answers put five items in the schedule, due now.
    let practice = ConjugarProcess.inProcess(
      ["practice", "--count", "5", "--seed", "3"], input: "x\nx\nx\nx\nx\n", environment: environment)
    #expect(practice.status == 0, "\(practice.stderr)")
    let bare = ConjugarProcess.inProcess(["review"], input: "", environment: environment)
    let parsed = ConjugarProcess.inProcess(["review", "--count", "20"], input: "", environment: environment)
    #expect(bare.status == 0, "\(bare.stderr)")
    // A review's questions come from its schedule: no difficulty in its header.
    #expect(bare.stdout.hasPrefix("conjugar review — 5 questions · Latin America · tú\n"))
    #expect(bare.stdout == parsed.stdout)
    #expect(bare.status == parsed.status)
  }

  @Test("a bare review with nothing due says so and exits 0, as parsed")
  func nothingDue() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let bare = ConjugarProcess.inProcess(["review"], input: "", environment: environment)
    #expect(bare.status == 0)
    #expect(bare.stdout.hasPrefix("Nothing to review yet"))
    #expect(bare.stdout == ConjugarProcess.inProcess(["review", "--count", "20"], environment: environment).stdout)
  }
}
