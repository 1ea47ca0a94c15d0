import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// Diagnoses from hand-written histories (docs/learning.md, "Diagnoses"), and
/// the model as the save writes it.
@Suite("diagnoses")
struct DiagnosisTests {
  static let day = 86_400.0
  static let subjunctive = Skill(.tense, "presenteDeSubjuntivo")

  static func mistake(
    _ daysAgo: Double, _ typed: String, _ right: String, pattern: MistakePattern = .indicativeForSubjunctive,
    skill: Skill = subjunctive
  ) -> MistakeRecord {
    MistakeRecord(
      date: aDate - daysAgo * day, pattern: pattern, skill: skill, infinitive: "x", answer: typed, correctForm: right)
  }

  @Test("in memory: a pattern seen twice is no diagnosis; three times is, with the newest examples as typed")
  func threshold() {
    let two = [Self.mistake(1, "piensas", "pienses"), Self.mistake(2, "vienen", "vengan")]
    #expect(Diagnosis.active(from: two).isEmpty)
    let three = two + [Self.mistake(3, "Tienes", "tengas"), Self.mistake(4, "hablas", "hables")]
    let found = Diagnosis.active(from: three)
    #expect(found.map(\.pattern) == [.indicativeForSubjunctive])
    #expect(found.first?.count == 4)
    #expect(found.first?.examples.map(\.answer) == ["piensas", "vienen", "Tienes"])
    #expect(found.first?.examples.map(\.expected) == ["pienses", "vengan", "tengas"])
    #expect(found.first?.skills == [Self.subjunctive])
    #expect(found.first?.infoPage == "subjuntivo")
    #expect(found.first?.command == "conjugar practice --tense presenteDeSubjuntivo")
  }

  @Test("the same answer to the same form is one example")
  func examples() {
    let rows = [
      Self.mistake(1, "piensas", "pienses"), Self.mistake(2, "piensas", "pienses"),
      Self.mistake(3, "vienes", "vengas"),
    ]
    #expect(Diagnosis.active(from: rows).first?.examples.map(\.answer) == ["piensas", "vienes"])
  }

  static func score(_ results: [QuestionResult], at date: Date) -> Score {
    Score(value: 0, region: .spain, difficulty: .easy, date: date, elapsedSeconds: 10, results: results)
  }

  @Test("the save updates the skills and keeps the classified mistakes, in the session's transaction")
  func save() throws {
    let db = try AppDatabase.inMemory()
    let wrong = QuestionResult(
      question: Question("pensar", .presenteDeSubjuntivo, .tu), answer: "piensas", correctForm: "pienses",
      grade: .wrong)
    let right = QuestionResult(
      question: Question("hablar", .presenteDeSubjuntivo, .yo), answer: "hable", correctForm: "hable", grade: .total)
    try db.recordQuiz(Self.score([right], at: aDate), player: nil, kind: .practice)
    var snapshot = try db.learner(now: aDate)
    #expect(abs((snapshot.skills[Self.subjunctive]?.mastery ?? 0) - 0.748) < 1e-9)
    for offset in 1...3 {
      try db.recordQuiz(Self.score([wrong], at: aDate + Double(offset) * 60), player: nil, kind: .practice)
    }
    snapshot = try db.learner(now: aDate + 3600)
    #expect(snapshot.skills[Self.subjunctive]?.asked == 4)
    #expect(snapshot.skills[Skill(.family, "e-ie")]?.missed == 3)
    #expect(snapshot.diagnoses(at: aDate + 3600).map(\.pattern) == [.indicativeForSubjunctive])
    #expect(snapshot.diagnoses(at: aDate + 3600).first?.examples.map(\.answer) == ["piensas"])
    // A left session's answers count too.
    try db.keepAnswers([right], at: aDate + 7200)
    #expect(try db.learner(now: aDate + 7200).skills[Self.subjunctive]?.asked == 5)
    // Nothing was rescanned: the table holds one row per skill.
    let rows = try db.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM learnerSkill") }
    #expect(rows == 4)  // tense, e-ie, tú, yo
  }

  @Test("an upgrade rebuilds the model from the stored answers (v-tutor-evidence)")
  func backfill() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    do {
      let queue = try DatabaseQueue(path: path)
      try AppDatabase.migrator.migrate(queue, upTo: "v10")
      try queue.write { db in
        try db.execute(
          sql: """
            INSERT INTO quiz (date, player, score, region, difficulty, elapsedSeconds, kind)
              VALUES ('2024-05-01T10:00:00Z', NULL, 0, 'Spain', 'Moderate', 300, 'practice');
            INSERT INTO quizQuestion (quizId, position, infinitive, tense, person, answer, correctForm, points, date)
              VALUES (1, 1, 'tener', 'preterito', 'yo', 'tuve', 'tuve', 10, '2024-05-01T10:00:00Z'),
                (1, 2, 'ser', 'preterito', 'yo', 'era', 'fui', 0, '2024-05-01T10:00:00Z'),
                (1, 3, 'ir', 'preterito', 'yo', 'fui', 'fui', 5, '2024-05-02T10:00:00Z');
            """)
      }
    }
    let db = try AppDatabase.open(path: path)
    let now = Date(timeIntervalSince1970: 1_714_644_000)  // 2024-05-02T10:00:00Z
    let learner = try db.learner(now: now)
    let state = learner.skills[Skill(.tense, "preterito")]
    // v-tutor-evidence replays the answers (one session, dated at its last answer):
    // right, wrong, right (5 points) from the prior, by the formula of
    // docs/learning.md (a separate Python script): 0.774702.
    #expect(abs((state?.mastery ?? 0) - 0.7747019867549669) < 1e-9)
    #expect(state?.asked == 3 && state?.missed == 1)
    #expect(abs((state?.mastery(at: now) ?? 0) - 0.7747019867549669) < 1e-9)
    // era for fui: the imperfecto where the pretérito belongs, kept with its day.
    #expect(learner.mistakes.map(\.pattern) == [.imperfectoForPreterito])
    #expect(learner.window[.imperfectoForPreterito]?.errors == 1)
  }
}
