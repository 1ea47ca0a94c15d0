import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

@Suite("Review selection")
struct ReviewSelectorTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)
  let hour: TimeInterval = 3600

  func item(
    _ verb: String, dueIn hours: Double, stability: Double = 3, last rating: FSRSRating = .good
  ) -> ReviewItem {
    let due = now.addingTimeInterval(hours * hour)
    return ReviewItem(
      Question(verb, .preterito, .yo),
      CardSchedule(
        memory: MemoryState(stability: stability, difficulty: 5),
        lastReview: due.addingTimeInterval(-86_400), due: due, lastRating: rating))
  }

  @Test func dueMostOverdueFirstThenMissed() {
    let items = [
      item("hablar", dueIn: -1),
      item("tener", dueIn: -48),
      item("ser", dueIn: 30, last: .again),  // missed, not yet due
      item("ir", dueIn: 5),  // right last time, not yet due: not asked
      item("estar", dueIn: 0),  // due exactly now
      item("poder", dueIn: 2, last: .again),  // missed, due sooner than ser
      item("dar", dueIn: 3, last: .hard),  // accent slip: not "missed"
    ]
    let asked = ReviewSelector.questions(items, now: now, limit: 10).map(\.infinitive)
    #expect(asked == ["tener", "hablar", "estar", "poder", "ser"])
  }

  /// The items of one quiz fall due at the same moment, stored verb by verb; the
  /// review mixes them: never the same verb twice in a row while another is left,
  /// and another tense too where one is left. Order worked by hand from the rule.
  @Test func interleavesVerbsAndTenses() {
    func due(_ verb: String, _ tense: Tense, _ person: Person) -> ReviewItem {
      ReviewItem(
        Question(verb, tense, person),
        CardSchedule(
          memory: MemoryState(stability: 3, difficulty: 5), lastReview: now.addingTimeInterval(-86_400),
          due: now.addingTimeInterval(-hour), lastRating: .again))
    }
    let items = [
      due("hablar", .preterito, .yo), due("hablar", .preterito, .tu), due("hablar", .presenteDeIndicativo, .el),
      due("tener", .preterito, .yo), due("tener", .presenteDeIndicativo, .tu), due("vivir", .preterito, .nosotros),
    ]
    let asked = ReviewSelector.questions(items, now: now, limit: 10)
    #expect(
      asked == [
        Question("hablar", .preterito, .yo), Question("tener", .presenteDeIndicativo, .tu),
        Question("hablar", .preterito, .tu), Question("tener", .preterito, .yo),
        Question("hablar", .presenteDeIndicativo, .el), Question("vivir", .preterito, .nosotros),
      ])
    // One verb only: nothing to mix, the order kept.
    let one = [due("ser", .preterito, .yo), due("ser", .preterito, .tu), due("ser", .preterito, .el)]
    #expect(ReviewSelector.questions(one, now: now, limit: 10).map(\.person) == [.yo, .tu, .el])
  }

  @Test func cappedAtTheLimit() {
    let items = (1...30).map { item("v\($0)", dueIn: -Double($0)) }
    let asked = ReviewSelector.questions(items, now: now, limit: 5).map(\.infinitive)
    #expect(asked == ["v30", "v29", "v28", "v27", "v26"])
    #expect(ReviewSelector.questions(items, now: now, limit: 0).isEmpty)
  }

  @Test func nothingDue() {
    let items = [item("ir", dueIn: 5), item("ser", dueIn: 50)]
    #expect(ReviewSelector.questions(items, now: now, limit: 20).isEmpty)
    #expect(ReviewSelector.nextDue(items, after: now) == now.addingTimeInterval(5 * hour))
    #expect(ReviewSelector.nextDue([], after: now) == nil)
  }

  @Test func status() {
    let items = [
      item("a", dueIn: -5), item("b", dueIn: 0),  // due now
      item("c", dueIn: 1), item("d", dueIn: 24),  // within 24 hours
      item("e", dueIn: 24.5, stability: 21),  // later; 21 days is not yet mastered
      item("f", dueIn: 500, stability: 21.5), item("g", dueIn: -1, stability: 40),  // mastered
    ]
    #expect(
      ReviewSelector.status(items, now: now)
        == ReviewStatus(dueNow: 3, dueIn24Hours: 2, learning: 5, mastered: 2))
    #expect(
      ReviewSelector.status([], now: now)
        == ReviewStatus(dueNow: 0, dueIn24Hours: 0, learning: 0, mastered: 0))
  }

  @Test func statusJSONKeys() throws {
    let data = try JSONEncoder().encode(
      ReviewStatus(dueNow: 3, dueIn24Hours: 12, learning: 40, mastered: 7))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Int]
    #expect(object == ["dueNow": 3, "dueIn24Hours": 12, "learning": 40, "mastered": 7])
  }

  /// A quiz answered all wrong makes every item a missed one asked at once; answering
  /// them right the same day pushes them to at least a day later.
  @Test func wrongThenRightClearsTheDueList() {
    let fsrs = FSRS()
    let questions = [Question("tener", .preterito, .yo), Question("ser", .preterito, .el)]
    var items = questions.map { ReviewItem($0, fsrs.review(nil, FSRSRating(.wrong), at: now)) }
    #expect(ReviewSelector.questions(items, now: now, limit: 20) == questions)
    let later = now.addingTimeInterval(600)
    items = items.map {
      ReviewItem($0.question, fsrs.review($0.schedule, FSRSRating(.total), at: later))
    }
    #expect(ReviewSelector.status(items, now: later).dueNow == 0)
    #expect(ReviewSelector.questions(items, now: later, limit: 20).isEmpty)
  }
}

/// The schedule's own date reader against Foundation's ISO 8601 parser (the
/// independent oracle) and hand-written instants.
@Suite("Stored review dates")
struct StoredDateTests {
  @Test func agreesWithFoundation() throws {
    // Hand-written: 2000-03-01T00:00:00Z is 951,868,800 s after the epoch.
    #expect(AppDatabase.storedDate("2000-03-01T00:00:00Z")?.timeIntervalSince1970 == 951_868_800)
    #expect(AppDatabase.storedDate("1970-01-01T00:00:00Z")?.timeIntervalSince1970 == 0)
    var generator = SplitMix64(seed: 9)
    for _ in 0..<2000 {
      // Any second from 1900 to 2200.
      let seconds = Double(Int64(generator.next() % 9_467_280_000) - 2_208_988_800)
      let text = ISO8601.string(Date(timeIntervalSince1970: seconds))
      #expect(AppDatabase.storedDate(text) == (try Date(text, strategy: .iso8601)), "\(text)")
      #expect(AppDatabase.storedDate(text)?.timeIntervalSince1970 == seconds, "\(text)")
    }
  }

  @Test func refusesWhatIsNotADate() {
    // (24:00:00 or minute 60 go on to Foundation's parser, which rolls them over,
    // as ISO8601.date always did.)
    for text in [
      "2024-02-30T10:00:00Z", "2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z",
      "2024-0a-01T00:00:00Z", "", "garbage", "2024-01-01 10:00:00Z",
    ] {
      #expect(AppDatabase.storedDate(text) == nil, "\(text)")
    }
    #expect(AppDatabase.storedDate("2024-02-29T23:59:59Z") != nil)
    // Another ISO 8601 spelling still reads, through Foundation.
    #expect(
      AppDatabase.storedDate("2024-02-29T23:59:59+01:00")
        == AppDatabase.storedDate("2024-02-29T22:59:59Z"))
  }
}
