import Foundation
import Testing

@testable import ConjugarCore

/// The published shape (docs/tutor-shape.md): the sample decodes to the values
/// written by hand below, it round-trips, another version is refused, and the
/// documented id table lists exactly `TutorShape.patternIDs`.
@Suite("tutor shape")
struct TutorShapeTests {
  static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs")

  static func sample() throws -> Data {
    try Data(contentsOf: docs.appendingPathComponent("tutor-shape-v1.json"))
  }

  @Test("the sample in docs decodes to its hand-read values")
  func sampleDecodes() throws {
    let shape = try JSONDecoder().decode(TutorShape.self, from: Self.sample())
    #expect(shape.version == 1)
    // 2026-12-07T18:30:00Z: 20,794 days after 1970-01-01, plus 18.5 hours.
    #expect(shape.asOf == Date(timeIntervalSince1970: 20_794 * 86_400 + 18.5 * 3600))
    #expect(shape.days == 28)
    #expect(shape.skills.count == 5)
    #expect(
      shape.skills[0]
        == TutorShape.SkillDay(
          day: "2026-12-06", skill: "context:preterito-imperfecto", asked: 6, right: 2, mastery: 0.412,
          lastAnswered: Date(timeIntervalSince1970: 20_793 * 86_400 + 19 * 3600 + 4 * 60 + 11)))
    #expect(
      shape.patterns[0]
        == TutorShape.PatternDay(day: "2026-12-06", pattern: "preterito>imperfecto", chances: 4, errors: 3))
    #expect(shape.diagnoses.map(\.pattern) == ["preterito>imperfecto", "accent:stressed-ending", "tu>vos"])
    #expect(shape.diagnoses.map(\.status) == [.active, .active, .cleared])
    #expect(shape.diagnoses[0].expected == ["llovía", "era", "tenía"])
    #expect(shape.diagnoses[2].info == "voseo")
    #expect(shape.problem == nil)
    for row in shape.patterns + [] { #expect(TutorShape.patternIDs.contains(row.pattern)) }
    for row in shape.skills { #expect(Skill(name: row.skill) != nil) }
  }

  @Test("encoding then decoding gives the same value; dates are ISO 8601 text")
  func roundTrip() throws {
    let shape = try JSONDecoder().decode(TutorShape.self, from: Self.sample())
    let data = try JSONEncoder().encode(shape)
    #expect(try JSONDecoder().decode(TutorShape.self, from: data) == shape)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"asOf\":\"2026-12-07T18:30:00Z\""))
    #expect(text.contains("\"lastAnswered\":\"2026-12-06T19:04:11Z\""))
  }

  @Test("another version, or a date that is not ISO 8601, is refused")
  func versionRefused() throws {
    let text = String(decoding: try Self.sample(), as: UTF8.self)
    let two = text.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2")
    #expect(two != text)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(TutorShape.self, from: Data(two.utf8)) }
    let badDate = text.replacingOccurrences(of: "2026-12-07T18:30:00Z", with: "2026-12-07 18:30")
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(TutorShape.self, from: Data(badDate.utf8)) }
  }

  @Test("out-of-range values are named in one line")
  func problems() {
    let date = Date(timeIntervalSince1970: 20_794 * 86_400)
    func shape(skills: [TutorShape.SkillDay] = [], patterns: [TutorShape.PatternDay] = []) -> TutorShape {
      TutorShape(asOf: date, days: 28, skills: skills, patterns: patterns, diagnoses: [])
    }
    #expect(shape().problem == nil)
    let moreRight = TutorShape.SkillDay(
      day: "2026-12-07", skill: "tense:preterito", asked: 2, right: 3, mastery: 0.5, lastAnswered: nil)
    #expect(shape(skills: [moreRight]).problem == "skills[0] (tense:preterito, 2026-12-07) out of range")
    let overOne = TutorShape.SkillDay(
      day: "2026-12-07", skill: "tense:preterito", asked: 2, right: 1, mastery: 1.5, lastAnswered: nil)
    #expect(shape(skills: [overOne]).problem != nil)
    let moreErrors = TutorShape.PatternDay(day: "2026-12-07", pattern: "tu>vos", chances: 1, errors: 2)
    #expect(shape(patterns: [moreErrors]).problem == "patterns[0] (tu>vos, 2026-12-07) out of range")
    let script = TutorShape.PatternDay(day: "2026-12-07", pattern: "<script>", chances: 1, errors: 0)
    #expect(shape(patterns: [script]).problem == "patterns[0] (<script>, 2026-12-07) out of range")
    let badDay = TutorShape.PatternDay(day: "7/12/2026", pattern: "tu>vos", chances: 1, errors: 0)
    #expect(shape(patterns: [badDay]).problem != nil)
  }

  @Test("the id table of docs/tutor-shape.md lists exactly TutorShape.patternIDs, each with its direction")
  func idTable() throws {
    let text = try String(contentsOf: Self.docs.appendingPathComponent("tutor-shape.md"), encoding: .utf8)
    let section = text.components(separatedBy: "## Error-pattern ids")[1].components(separatedBy: "## Versions")[0]
    let ids = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map {
      String($0.dropFirst(3).prefix { $0 != "`" })
    }
    #expect(ids == TutorShape.patternIDs)
    // And the patterns the tutor names are exactly those.
    #expect(MistakePattern.allCases.map(\.rawValue) == TutorShape.patternIDs)
    #expect(Set(ids).count == ids.count)
    for id in ids { #expect(id.contains(">") || id.hasPrefix("accent:")) }
    #expect(ids.contains("preterito>imperfecto") && ids.contains("imperfecto>preterito"))
  }
}
