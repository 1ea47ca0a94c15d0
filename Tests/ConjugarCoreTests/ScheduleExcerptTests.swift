import Foundation
import Testing

@testable import ConjugarCore

/// What `today` reads of the review schedule (docs/learning.md, "today"): the
/// database's indexed reading must give what the plain excerpt of every schedule
/// gives, and both what is written here by hand.
@Suite("schedule excerpt")
struct ScheduleExcerptTests {
  static let hour = 3600.0

  static func item(_ question: Question, due offset: Double, _ rating: FSRSRating) -> ReviewItem {
    ReviewItem(
      question,
      CardSchedule(
        memory: MemoryState(stability: 2, difficulty: 5), lastReview: aDate - 48 * hour, due: aDate + offset * hour,
        lastRating: rating))
  }

  /// Due: tener (2 h ago), pi-001 (1 h ago), ser (now); missed, not yet due:
  /// comer (in 5 h), vivir (in 9 h, a verb not among the candidates); not due: hablar (in 3 h).
  static let items: [ReviewItem] = [
    item(Question("hablar", .presenteDeIndicativo, .yo), due: 3, .good),
    item(Question("tener", .preterito, .yo), due: -2, .good),
    item(Question("vivir", .futuroDeIndicativo, .tu), due: 9, .again),
    item(Question("comer", .preterito, .el), due: 5, .again),
    item(Question("llover", .preterito, .el, sentence: "pi-001"), due: -1, .hard),
    item(Question("ser", .imperfectoDeIndicativo, .nosotros), due: 0, .good),
  ]
  static let verbs: Set<String> = ["hablar", "tener", "comer", "ser"]

  @Test("the plain excerpt: due first, most overdue first, then the missed; the candidates' schedules")
  func plain() {
    let excerpt = ScheduleExcerpt(Self.items, now: aDate, limit: 3, verbs: Self.verbs)
    #expect(
      excerpt.due == [
        Question("tener", .preterito, .yo), Question("llover", .preterito, .el, sentence: "pi-001"),
        Question("ser", .imperfectoDeIndicativo, .nosotros),
      ])
    #expect(
      ScheduleExcerpt(Self.items, now: aDate, limit: 10, verbs: []).due.suffix(2) == [
        Question("comer", .preterito, .el), Question("vivir", .futuroDeIndicativo, .tu),
      ])
    #expect(excerpt.known.count == 5)
    #expect(!excerpt.known.contains(Question("vivir", .futuroDeIndicativo, .tu)))
    #expect(!excerpt.isEmpty)
    #expect(ScheduleExcerpt([], now: aDate, limit: 3, verbs: Self.verbs) == .empty)
  }

  @Test("the database's excerpt equals the plain excerpt of every schedule it holds")
  func database() throws {
    let db = try AppDatabase.inMemory()
    #expect(try db.scheduleExcerpt(now: aDate, limit: 3, verbs: Self.verbs) == .empty)
    try db.writer.write { try AppDatabase.storeReviews($0, Self.items) }
    for limit in [0, 1, 3, 4, 10] {
      for verbs in [Self.verbs, [], ["vivir"]] {
        let read = try db.scheduleExcerpt(now: aDate, limit: limit, verbs: verbs)
        #expect(read == ScheduleExcerpt(try db.reviewItems(), now: aDate, limit: limit, verbs: verbs))
      }
    }
    // Only hablar, not a candidate here, neither due nor missed: the file still has a schedule.
    let other = try AppDatabase.inMemory()
    try other.writer.write { try AppDatabase.storeReviews($0, [Self.items[0]]) }
    let excerpt = try other.scheduleExcerpt(now: aDate, limit: 5, verbs: ["tener"])
    #expect(excerpt.due.isEmpty && excerpt.known.isEmpty && !excerpt.isEmpty)
  }
}
