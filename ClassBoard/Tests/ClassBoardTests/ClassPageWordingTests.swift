import Foundation
import Testing

@testable import ClassPage

/// The class's recurring errors as the page words them, from the diagnoses' own
/// data (the pattern id and its direction, the info page the diagnoses carry), the
/// proposal built from them, and the index of classes a page at a time. Expected
/// sentences are written by hand.
@Suite("Class page: wording, proposal, pages of classes")
struct ClassPageWordingTests {
  static let now = ClassPageTests.now

  /// The error-pattern ids of docs/tutor-shape.md's table, read from the file.
  static func documentedIDs() throws -> [String] {
    let here = URL(fileURLWithPath: #filePath)
    let doc = here.deletingLastPathComponent().appendingPathComponent("../../../docs/tutor-shape.md")
    let text = try String(contentsOf: doc, encoding: .utf8)
    guard let table = text.range(of: "## Error-pattern ids") else { return [] }
    return text[table.upperBound...].split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `") else { return nil }
      let id = line.dropFirst(3).prefix { $0 != "`" }
      return id.isEmpty ? nil : String(id)
    }
  }

  @Test func everyDocumentedPatternHasItsOwnWordingInItsDirection() throws {
    let ids = try Self.documentedIDs()
    // docs/tutor-shape.md's table: 33 ids, round 2's adverbial one, round 3's vosotros>ustedes and its reverse.
    #expect(ids.count == 36, "\(ids)")
    var sentences: Set<String> = []
    for id in ids {
      let wording = ErrorPatterns.wording(id)
      #expect(wording.known, "\(id)")
      #expect(!wording.did.contains(id), "\(id): \(wording.did)")
      sentences.insert(wording.did)
      // A tense proposed is a real tense key.
      #expect(wording.tenses.allSatisfy { ClassPageWordingTests.tenseKeys.contains($0) }, "\(id): \(wording.tenses)")
    }
    // Each id its own sentence: a pattern and its reverse are told apart.
    #expect(sentences.count == ids.count)
  }

  static let tenseKeys: Set<String> = [
    "presenteDeIndicativo", "preterito", "imperfectoDeIndicativo", "futuroDeIndicativo", "condicional",
    "presenteDeSubjuntivo", "imperfectoDeSubjuntivo1", "imperfectoDeSubjuntivo2", "futuroDeSubjuntivo",
    "imperativoPositivo", "imperativoNegativo", "perfectoDeIndicativo", "preteritoAnterior",
    "pluscuamperfectoDeIndicativo", "futuroPerfecto", "condicionalCompuesto", "perfectoDeSubjuntivo",
    "pluscuamperfectoDeSubjuntivo1", "pluscuamperfectoDeSubjuntivo2", "futuroPerfectoDeSubjuntivo",
  ]

  @Test(
    "the sentence follows the id's direction: what was given, then what belongs",
    arguments: [
      ("preterito>imperfecto", "put the pretérito where the imperfecto belongs"),
      ("imperfecto>preterito", "put the imperfecto where the pretérito belongs"),
      ("tu>vos", "put the tú form where the vos form belongs"),
      ("vos>tu", "put the vos form where the tú form belongs"),
      ("usted>tu", "put the usted form where the tú form belongs"),
      ("se>ra", "put the -se form (hablase) where the -ra form (hablara) belongs"),
      ("condicional>subjuntivo", "put the conditional where the subjunctive belongs"),
      ("indicativo>imperativo-negativo", "put the indicative where the negative command (no hables) belongs"),
      ("stem-change>regular", "put a stem change where the regular stem belongs (piensamos for pensamos)"),
      ("accent:monosyllable", "wrote an accent on a monosyllable, which takes none (dio, fue, vio)"),
    ])
  func direction(id: String, expected: String) {
    #expect(ErrorPatterns.wording(id).did == expected)
  }

  @Test func anUnknownIdIsShownAsItIs() {
    #expect(ErrorPatterns.wording("gerundio>infinitivo").did == "made the error gerundio>infinitivo")
    #expect(!ErrorPatterns.wording("gerundio>infinitivo").known)
    #expect(ErrorPatterns.wording("accent:nueva").did == "made the error accent:nueva")
  }

  static func snapshot(learners: Int, sharing: Int, errors: [ClassError]) -> ClassSnapshot {
    ClassSnapshot(
      summary: ClassSummary(id: "c1", name: "3B", learners: learners),
      learners: (1...learners).map { n in
        LearnerRow(
          pseudonym: String(format: "s%02d", n), sharedAt: n <= sharing ? now : nil,
          skills: n <= sharing
            ? [
              "tense:preterito": SkillCell(mastery: 0.3, asked: 10),
              "tense:futuroDeIndicativo": SkillCell(
                mastery: 0.8, asked: 10),
            ]
            : [:])
      },
      errors: errors, assignments: [], readAt: now)
  }

  @Test func theClassErrorSaysHowManyOfThoseWhoShareAndHowOftenThisWeek() async throws {
    let snapshot = Self.snapshot(
      learners: 27, sharing: 24,
      errors: [
        ClassError(pattern: "indicativo>subjuntivo:adverbial", learners: 9, countThisWeek: 31, info: "subjuntivo")
      ])
    let store = InMemoryClassPageStore([snapshot])
    let app = ClassPageTests.app(store)
    let (cookie, _) = try await ClassPageTests.signIn(app)
    let page = await app.handle(PageRequest(method: "GET", path: "/class/c1", headers: ["cookie": cookie])).text
    #expect(
      page.contains(
        "9 of 24 learners put the indicative after para que, antes de que or cuando of the future, where the "
          + "subjunctive belongs (llegan for lleguen) (31 times this week)"))
    // The info page is the one the diagnoses name.
    #expect(page.contains("<a href=\"/info/subjuntivo\">conjugar info subjuntivo</a>"))
    // The proposal: the tense that belongs; the reason is the class's own sentence.
    #expect(page.contains("name=\"tenses\" type=\"text\" value=\"presenteDeSubjuntivo\""))
    #expect(page.contains("<p id=\"next-reason\">Because 9 of 24 learners put the indicative after para que"))
  }

  @Test func theInfoLinkComesFromTheDiagnosesOrIsAbsent() async throws {
    let snapshot = Self.snapshot(
      learners: 3, sharing: 3,
      errors: [
        ClassError(pattern: "preterito>imperfecto", learners: 2, countThisWeek: 4, info: "imperfecto"),
        ClassError(pattern: "tu>vos", learners: 3, countThisWeek: 2, info: nil),
      ])
    let store = InMemoryClassPageStore([snapshot])
    let app = ClassPageTests.app(store)
    let (cookie, _) = try await ClassPageTests.signIn(app)
    let page = await app.handle(PageRequest(method: "GET", path: "/class/c1", headers: ["cookie": cookie])).text
    #expect(page.contains("<a href=\"/info/imperfecto\">conjugar info imperfecto</a>"))
    #expect(!page.contains("/info/voseo"))
    #expect(page.contains("3 of 3 learners put the tú form where the vos form belongs (2 times this week)"))
  }

  @Test func aPersonErrorHasNoTenseOfItsOwnSoTheProposalTakesTheWeakestTense() {
    let snapshot = Self.snapshot(
      learners: 4, sharing: 4, errors: [ClassError(pattern: "tu>vos", learners: 3, countThisWeek: 12)])
    let (draft, reason) = Pages.propose(snapshot, now: Self.now)
    // pretérito 0.3 < futuro 0.8.
    #expect(draft.tenses == ["preterito"])
    #expect(reason == "3 of 4 learners put the tú form where the vos form belongs (12 times this week)")
    #expect(draft.start == "2026-11-30")
    #expect(draft.due == "2026-12-07")
  }

  @Test func theProposalIsPublishedInOneStepAsProposed() async throws {
    let snapshot = Self.snapshot(
      learners: 5, sharing: 5,
      errors: [
        ClassError(pattern: "tu>vos", learners: 2, countThisWeek: 40),
        ClassError(pattern: "preterito>imperfecto", learners: 4, countThisWeek: 9, info: "imperfecto"),
      ])
    let store = InMemoryClassPageStore([snapshot])
    let app = ClassPageTests.app(store)
    let (cookie, csrf) = try await ClassPageTests.signIn(app)
    let page = await app.handle(PageRequest(method: "GET", path: "/class/c1", headers: ["cookie": cookie])).text
    // The form as the page fills it, sent back unchanged: one step.
    var fields = ["csrf": csrf]
    for name in ["tenses", "verbs", "topic", "start", "due", "mastery", "items"] {
      fields[name] = ClassPageTests.hidden(
        name,
        in: page.replacingOccurrences(of: "type=\"text\" ", with: "")
          .replacingOccurrences(of: "type=\"date\" ", with: "").replacingOccurrences(of: "type=\"number\" ", with: ""))
    }
    #expect(fields["tenses"] == "imperfectoDeIndicativo")
    let body = fields.map {
      "\($0.key)=\(($0.value).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
    }
    .joined(separator: "&")
    let answer = await app.handle(
      PageRequest(method: "POST", path: "/class/c1/assign", headers: ["cookie": cookie], body: Array(body.utf8)))
    #expect(answer.status == 303, "\(answer.text)")
    let published = try #require(store.assignments(of: "c1").first)
    #expect(published.tenses == ["imperfectoDeIndicativo"])
    #expect(published.targetMastery == 0.6)
    #expect(published.targetItems == 40)
  }

  @Test func theIndexShowsTheClassesFiftyAtATime() async throws {
    let snapshots = (1...120).map { n in
      ClassSnapshot(
        summary: ClassSummary(id: "\(n)", name: String(format: "Class %03d", n), learners: 25), learners: [],
        errors: [], assignments: [], readAt: Self.now)
    }
    let app = ClassPageTests.app(InMemoryClassPageStore(snapshots))
    let (cookie, _) = try await ClassPageTests.signIn(app)
    let first = await app.handle(PageRequest(method: "GET", path: "/", headers: ["cookie": cookie])).text
    #expect(first.components(separatedBy: "<li>").count - 1 == 50)
    #expect(first.contains("Class 001") && first.contains("Class 050") && !first.contains("Class 051"))
    #expect(first.contains("Classes 1–50 of 120; page 1 of 3."))
    #expect(first.contains("<a href=\"/?page=2\" rel=\"next\">Next</a>"))
    let last = await app.handle(PageRequest(method: "GET", path: "/", query: "page=3", headers: ["cookie": cookie]))
      .text
    #expect(last.components(separatedBy: "<li>").count - 1 == 20)
    #expect(last.contains("Classes 101–120 of 120; page 3 of 3."))
    #expect(last.contains("<a href=\"/?page=2\" rel=\"prev\">Previous</a>") && !last.contains("rel=\"next\""))
    // Past the end: the last page. Not a number: the first. Nothing echoed.
    let past = await app.handle(PageRequest(method: "GET", path: "/", query: "page=99", headers: ["cookie": cookie]))
    #expect(past.text.contains("page 3 of 3."))
    for query in [
      "page=-1", "page=%3Cscript%3E", "page=<script>", "page=1e3", "page=" + String(repeating: "9", count: 40),
    ] {
      let page = await app.handle(PageRequest(method: "GET", path: "/", query: query, headers: ["cookie": cookie]))
      #expect(page.status == 200, "\(query)")
      #expect(page.text.contains("page 1 of 3."), "\(query)")
      #expect(!page.text.contains("<script>") && !page.text.contains("%3Cscript"), "\(query)")
    }
  }
}
