import ClassPage
import Foundation
import Synchronization
import Testing

/// The teacher's page against what a hostile learner can put in a share within
/// the server's checks (issue 45, round four, by hand): bidi controls and
/// 2,000-byte forms in a diagnosis, thousands of skill names of the right form,
/// and a flood of notifications on the class's channel (any role may NOTIFY).
/// Expected values are written by hand.
@Suite("Class page, hostile shares", .timeLimit(.minutes(5)))
struct ClassPageHostileTests {
  static func page(_ snapshot: ClassSnapshot) async throws -> String {
    let store = InMemoryClassPageStore([snapshot])
    let app = ClassPageTests.app(store)
    let (cookie, _) = try await ClassPageTests.signIn(app)
    let page = await app.handle(PageRequest(method: "GET", path: "/class/c1", headers: ["cookie": cookie]))
    #expect(page.status == 200)
    return page.text
  }

  @Test("a bidi override or a zero-width space in a shared form is shown as <U+…>, never applied")
  func bidiInAFormIsShownVisibly() async throws {
    var snapshot = ClassPageTests.snapshot()
    snapshot.errors[0].expected = ["hab\u{202E}le", "ven\u{200B}gas"]
    let text = try await Self.page(snapshot)
    #expect(!text.contains("\u{202E}"))
    #expect(!text.contains("\u{200B}"))
    #expect(text.contains("hab&lt;U+202E&gt;le, ven&lt;U+200B&gt;gas"))
    #expect(HTML.escape("a\u{2066}b\u{FEFF}c") == "a&lt;U+2066&gt;b&lt;U+FEFF&gt;c")
  }

  @Test("a form of 2,000 letters is cut at 40 characters in the errors table")
  func aLongFormIsCut() async throws {
    var snapshot = ClassPageTests.snapshot()
    snapshot.errors[0].expected = [String(repeating: "a", count: 2_000)]
    let text = try await Self.page(snapshot)
    #expect(text.contains("<td>" + String(repeating: "a", count: 40) + "…</td>"))
    #expect(!text.contains(String(repeating: "a", count: 41)))
  }

  @Test("5,000 skill names conjugar does not know make no column; the page says how many were left out")
  func unknownSkillsMakeNoColumn() async throws {
    var snapshot = ClassPageTests.snapshot()
    for index in 0..<5_000 {
      snapshot.learners[1].skills["tense:x\(index)"] = SkillCell(mastery: 0.5, asked: 1)
    }
    snapshot.learners[1].skills["family:e-ie"] = SkillCell(mastery: 0.4, asked: 4)
    let text = try await Self.page(snapshot)
    // Columns: Learner, presente de subjuntivo, pretérito, stem change e → ie, Shared.
    let head = try #require(text.range(of: "<thead>").map { text[$0.upperBound...] }?.prefix { $0 != "\n" })
    #expect(head.components(separatedBy: "<th scope=\"col\">").count - 1 == 5, "\(head)")
    #expect(head.contains("stem change e → ie"))
    #expect(text.contains("5000 skills shared under a name this conjugar does not know are left out"))
    #expect(text.utf8.count < 40_000, "\(text.utf8.count) bytes")
  }

  @Test("the heat-map's columns are the tenses in the tables' order, not the ids' alphabetical order")
  func columnsInTheTablesOrder() throws {
    var snapshot = ClassPageTests.snapshot()
    snapshot.learners[0].skills["person:yo"] = SkillCell(mastery: 0.5, asked: 1)
    snapshot.learners[0].skills["context:futuro-condicional"] = SkillCell(mastery: 0.5, asked: 1)
    snapshot.learners[0].skills["tense:presenteDeIndicativo"] = SkillCell(mastery: 0.5, asked: 1)
    #expect(
      snapshot.skills == [
        "tense:presenteDeIndicativo", "tense:preterito", "tense:presenteDeSubjuntivo", "context:futuro-condicional",
        "person:yo",
      ])
  }

  @Test("a flood of 100 notifications in a second reaches a live view as at most 3 \"changed\"")
  func aFloodOfNotificationsIsPaced() async throws {
    let store = InMemoryClassPageStore([ClassPageTests.snapshot()])
    let (port, task) = try await ClassPageServerTests.serve(store)
    defer { task.cancel() }
    let form = try await RawHTTP.exchange(
      port: port, "GET /login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    let loginCookie = try #require(RawHTTP.cookie("conjugar_login", in: form))
    let token = try #require(ClassPageTests.hidden("csrf", in: form))
    let body = "csrf=\(token)&password=correct+horse+battery"
    let signedIn = try await RawHTTP.exchange(
      port: port,
      "POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(loginCookie)\r\nContent-Length: \(body.utf8.count)\r\n"
        + "Content-Type: application/x-www-form-urlencoded\r\nConnection: close\r\n\r\n" + body)
    let session = try #require(RawHTTP.cookie("conjugar_session", in: signedIn))
    let stream = try RawHTTP.open(
      port: port, "GET /class/c1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(session)\r\n\r\n")
    defer { close(stream) }
    _ = try await RawHTTP.offPool { try RawHTTP.read(stream, until: ": listening") }
    // Reads for 1.4 s while the store is told of a change every 10 ms for 1 s.
    var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
    setsockopt(stream, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let reader = Task {
      try await RawHTTP.offPool { () -> String in
        var heard = ""
        let end = Date().addingTimeInterval(1.4)
        while Date() < end { heard += try RawHTTP.read(stream, until: "\u{0}") }
        return heard
      }
    }
    let snapshot = ClassPageTests.snapshot()
    for _ in 0..<100 {
      store.update(snapshot)
      try await Task.sleep(for: .milliseconds(10))
    }
    let heard = try await reader.value
    let changed = heard.components(separatedBy: "data: changed\n\n").count - 1
    #expect((1...3).contains(changed), "\(changed) changed events")
  }
}

/// The page as a teacher reads it (issue 45, round four, used by hand with a class
/// of 25): each recurring error says who makes it, by name where the roster is at
/// hand, so that the teacher knows whom to sit together.
@Suite("Class page, who makes each error")
struct ClassPageWhoTests {
  @Test("an error's row names its learners: the roster's names, else pseudonyms; at most 12 and how many more")
  func errorRowsNameTheirLearners() async throws {
    var snapshot = ClassPageTests.snapshot()
    snapshot.errors[0].who = ["s01", "s02"]
    let store = InMemoryClassPageStore([snapshot])
    let app = ClassPageTests.app(store, names: RosterNames(names: ["s01": "Ana García"]))
    let (cookie, _) = try await ClassPageTests.signIn(app)
    let page = await app.handle(PageRequest(method: "GET", path: "/class/c1", headers: ["cookie": cookie]))
    #expect(page.text.contains("<span class=\"who\">Who: Ana García (s01), s02</span>"), "\(page.text)")

    snapshot.errors[0].who = (1...15).map { $0 < 10 ? "s0\($0)" : "s\($0)" }
    snapshot.errors[0].learners = 15
    store.update(snapshot)
    let many = await app.handle(PageRequest(method: "GET", path: "/class/c1", headers: ["cookie": cookie]))
    #expect(
      many.text.contains("Who: Ana García (s01), s02, s03, s04, s05, s06, s07, s08, s09, s10, s11, s12 and 3 more"))
  }

  @Test("on a phone the errors table scrolls in a region of its own, and the heat-map keeps the learner's name in view")
  func phoneWidth() async throws {
    let text = try await ClassPageHostileTests.page(ClassPageTests.snapshot())
    #expect(
      text.contains(
        "<div class=\"scroll\" tabindex=\"0\" role=\"region\" aria-label=\"What the class gets wrong, scrolls sideways\">\n<table class=\"errors\""
      ))
    let app = ClassPageTests.app(InMemoryClassPageStore([ClassPageTests.snapshot()]))
    let css = await app.handle(PageRequest(method: "GET", path: "/static/page.css")).text
    #expect(css.contains(".heat th[scope=row] { position: sticky; left: 0;"))
    #expect(css.contains(".errors td:first-child { min-width: 16rem; }"))
  }
}
