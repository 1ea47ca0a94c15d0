import ClassPage
import Foundation
import Synchronization
import Testing

/// The teacher's page without a server: escaping, CSRF, the cookie's flags, the
/// login throttle, the heat-map's contrast, the CSV, the binding rules. Expected
/// values are written by hand (the contrast ratios: WebAIM's checker and the design
/// note's 3.82:1, recomputed in Python).
@Suite("Class page")
struct ClassPageTests {
  static let payload = "<script>alert(\"x\")</script>'\"><img src=x onerror=alert(1)>"
  static let now = Date(timeIntervalSince1970: 1_796_000_000)  // 2026-11-30 00:53:20 UTC

  static func snapshot(pseudonym: String = "s01", skill: String = "tense:presenteDeSubjuntivo") -> ClassSnapshot {
    ClassSnapshot(
      summary: ClassSummary(id: "c1", name: "3B Spanish", learners: 2),
      learners: [
        LearnerRow(
          pseudonym: pseudonym, sharedAt: now,
          skills: [skill: SkillCell(mastery: 0.625, asked: 12), "tense:preterito": SkillCell(mastery: 0.1, asked: 3)]),
        LearnerRow(pseudonym: "s02", sharedAt: now, skills: ["tense:preterito": SkillCell(mastery: 0.9, asked: 30)]),
      ],
      errors: [
        ClassError(
          pattern: "indicativo>subjuntivo", learners: 2, countThisWeek: 31, expected: ["hable", "vengas"],
          info: "subjuntivo")
      ],
      assignments: [], readAt: now)
  }

  static func app(
    _ store: InMemoryClassPageStore, names: RosterNames? = nil, secure: Bool = false,
    clock: @escaping @Sendable () -> Date = { now }
  ) -> PageApp {
    // cost 4: the test's own hash, quick to check.
    PageApp(
      store: store, password: TeacherPassword(hash: passwordHash), names: names, secure: secure, clock: clock)
  }

  static let password = "correct horse battery"
  static let passwordHash: String = (try? TeacherPassword.make(password, cost: 4).hash) ?? ""

  /// Signs in through the login form; the session cookie and the page's CSRF token.
  static func signIn(_ app: PageApp) async throws -> (cookie: String, csrf: String) {
    let form = await app.handle(PageRequest(method: "GET", path: "/login"))
    let loginCookie = try #require(form.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
    let token = try #require(hidden("csrf", in: form.text))
    let answer = await app.handle(
      PageRequest(
        method: "POST", path: "/login", headers: ["cookie": loginCookie],
        body: Array("csrf=\(token)&password=\(password.replacingOccurrences(of: " ", with: "+"))".utf8)))
    #expect(answer.status == 303)
    let cookie = try #require(answer.headers("Set-Cookie").first { $0.hasPrefix("conjugar_session=") })
    let pair = String(cookie.split(separator: ";")[0])
    let page = await app.handle(PageRequest(method: "GET", path: "/class/c1", headers: ["cookie": pair]))
    return (pair, try #require(hidden("csrf", in: page.text)))
  }

  static func hidden(_ name: String, in html: String) -> String? {
    guard let range = html.range(of: "name=\"\(name)\" value=\"") else { return nil }
    return String(html[range.upperBound...].prefix { $0 != "\"" })
  }

  // MARK: Escaping

  @Test func escapesEveryMarkupCharacterAndDropsControls() {
    #expect(
      HTML.escape("<a href=\"x\">Tom & 'Jerry'</a>")
        == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
    #expect(HTML.escape("a\u{1B}[31mb\u{0}c\u{9B}d") == "a[31mbcd")
    #expect(HTML.escape("ñandú\tok\n") == "ñandú\tok\n")
  }

  @Test func valuesFromTheServerAndTheRosterAreEscapedOnThePage() async throws {
    let store = InMemoryClassPageStore([Self.snapshot(pseudonym: Self.payload, skill: Self.payload)])
    var snapshot = try #require(try await store.snapshot(of: "c1"))
    snapshot.summary.name = Self.payload
    snapshot.errors.append(ClassError(pattern: Self.payload, learners: 2, countThisWeek: 3, expected: [Self.payload]))
    store.update(snapshot)
    let names = RosterNames(names: ["s02": Self.payload])
    let app = Self.app(store, names: names)
    let (cookie, _) = try await Self.signIn(app)
    let page = await app.handle(PageRequest(method: "GET", path: "/class/c1", headers: ["cookie": cookie]))
    #expect(page.status == 200)
    #expect(!page.text.contains("<script>alert"))
    #expect(!page.text.contains("<img"))
    #expect(
      page.text.contains(
        "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"))
    // The page's only script is its own file.
    #expect(page.text.components(separatedBy: "<script").count == 2)
    #expect(page.text.contains("<script src=\"/static/page.js\" defer></script>"))
  }

  @Test func scriptInEveryParameterIsEchoedNowhere() async throws {
    let store = InMemoryClassPageStore([Self.snapshot()])
    let app = Self.app(store)
    let (cookie, csrf) = try await Self.signIn(app)
    let encoded = Self.payload.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    let query = ["x", "class", "published", "csrf"].map { "\($0)=\(encoded)" }.joined(separator: "&")
    for path in ["/class/c1", "/class/\(encoded)", "/info/\(encoded)", "/\(encoded)", "/login"] {
      let answer = await app.handle(
        PageRequest(method: "GET", path: path, query: query, headers: ["cookie": cookie, "referer": Self.payload]))
      #expect(!answer.text.contains("<script>alert"), "\(path)")
      #expect(!answer.text.contains("onerror=alert(1)>"), "\(path)")
    }
    // The publishing form with script in every field: refused, shown back escaped only.
    let fields = ["tenses", "verbs", "topic", "start", "due", "mastery", "items"]
    let body = (["csrf=\(csrf)"] + fields.map { "\($0)=\(encoded)" }).joined(separator: "&")
    let answer = await app.handle(
      PageRequest(method: "POST", path: "/class/c1/assign", headers: ["cookie": cookie], body: Array(body.utf8)))
    #expect(answer.status == 400)
    #expect(!answer.text.contains("<script>alert"))
    #expect(!answer.text.contains("onerror=alert(1)>"))
    #expect(answer.text.contains("&lt;script&gt;"))
    #expect(store.assignments(of: "c1").isEmpty)
  }

  // MARK: CSRF

  @Test func aFormWithoutItsTokenOrFromAnotherSiteIsRefusedAndChangesNothing() async throws {
    let store = InMemoryClassPageStore([Self.snapshot()])
    let app = Self.app(store)
    let (cookie, csrf) = try await Self.signIn(app)
    let form = "tenses=presenteDeSubjuntivo&start=2026-12-01&due=2026-12-08&mastery=0.6"
    let missing = await app.handle(
      PageRequest(method: "POST", path: "/class/c1/assign", headers: ["cookie": cookie], body: Array(form.utf8)))
    #expect(missing.status == 403)
    let wrong = await app.handle(
      PageRequest(
        method: "POST", path: "/class/c1/assign", headers: ["cookie": cookie],
        body: Array("csrf=\(String(repeating: "0", count: 64))&\(form)".utf8)))
    #expect(wrong.status == 403)
    let crossSite = await app.handle(
      PageRequest(
        method: "POST", path: "/class/c1/assign",
        headers: ["cookie": cookie, "origin": "http://evil.example", "host": "127.0.0.1:8470"],
        body: Array("csrf=\(csrf)&\(form)".utf8)))
    #expect(crossSite.status == 403)
    let noSession = await app.handle(
      PageRequest(method: "POST", path: "/class/c1/assign", body: Array("csrf=\(csrf)&\(form)".utf8)))
    #expect(noSession.status == 403)
    #expect(store.assignments(of: "c1").isEmpty)
    // The same form with its token is published.
    let good = await app.handle(
      PageRequest(
        method: "POST", path: "/class/c1/assign",
        headers: ["cookie": cookie, "origin": "http://127.0.0.1:8470", "host": "127.0.0.1:8470"],
        body: Array("csrf=\(csrf)&\(form)".utf8)))
    #expect(good.status == 303)
    #expect(store.assignments(of: "c1").map(\.tenses) == [["presenteDeSubjuntivo"]])
    #expect(store.assignments(of: "c1").first?.targetMastery == 0.6)
  }

  @Test func aLoginWithoutTheFormsTokenIsRefusedEvenWithThePassword() async {
    let app = Self.app(InMemoryClassPageStore([Self.snapshot()]))
    let answer = await app.handle(
      PageRequest(method: "POST", path: "/login", body: Array("csrf=abc&password=correct+horse+battery".utf8)))
    #expect(answer.status == 403)
    #expect(!answer.headers("Set-Cookie").contains { $0.hasPrefix("conjugar_session=") })
  }

  // MARK: Cookies and headers

  @Test func theSessionCookieIsHttpOnlySameSiteStrictAndSecureUnderTLS() async throws {
    for secure in [false, true] {
      let app = Self.app(InMemoryClassPageStore([Self.snapshot()]), secure: secure)
      let form = await app.handle(PageRequest(method: "GET", path: "/login"))
      let loginCookie = try #require(form.header("Set-Cookie"))
      let token = try #require(Self.hidden("csrf", in: form.text))
      let answer = await app.handle(
        PageRequest(
          method: "POST", path: "/login", headers: ["cookie": String(loginCookie.split(separator: ";")[0])],
          body: Array("csrf=\(token)&password=correct+horse+battery".utf8)))
      let cookie = try #require(answer.headers("Set-Cookie").first { $0.hasPrefix("conjugar_session=") })
      let attributes = Set(cookie.split(separator: ";").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) })
      #expect(
        attributes
          == (secure
            ? ["Path=/", "HttpOnly", "SameSite=Strict", "Secure"] : ["Path=/", "HttpOnly", "SameSite=Strict"]))
      #expect(cookie.split(separator: ";")[0].count == "conjugar_session=".count + 64)
      #expect(
        answer.header("Content-Security-Policy")
          == "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
      )
    }
  }

  @Test func aPageWithoutASessionSendsToTheLoginAndAStaleCookieIsNotASession() async {
    let app = Self.app(InMemoryClassPageStore([Self.snapshot()]))
    let answer = await app.handle(
      PageRequest(
        method: "GET", path: "/class/c1", headers: ["cookie": "conjugar_session=" + String(repeating: "a", count: 64)]))
    #expect(answer.status == 303)
    #expect(answer.header("Location") == "/login")
  }

  // MARK: Login throttle

  @Test func wrongPasswordsSlowTheNextAttemptEvenWithTheRightOne() async throws {
    let clock = Locked(Self.now)
    let app = Self.app(InMemoryClassPageStore([Self.snapshot()]), clock: { clock.value })
    func attempt(_ password: String) async throws -> PageResponse {
      let form = await app.handle(PageRequest(method: "GET", path: "/login"))
      let cookie = String(try #require(form.header("Set-Cookie")).split(separator: ";")[0])
      let token = try #require(Self.hidden("csrf", in: form.text))
      return await app.handle(
        PageRequest(
          method: "POST", path: "/login", headers: ["cookie": cookie],
          body: Array("csrf=\(token)&password=\(password)".utf8)))
    }
    for _ in 0..<5 { #expect(try await attempt("guess").status == 401) }
    // From the fifth wrong one on, each attempt waits 2^(n-5) s, the right password too.
    let refused = try await attempt("correct+horse+battery")
    #expect(refused.status == 429)
    #expect(refused.header("Retry-After") == "1")
    #expect(refused.text.contains("wait 1 s"))
    clock.update { $0 += 1 }
    #expect(try await attempt("guess").status == 401)
    #expect(try await attempt("correct+horse+battery").header("Retry-After") == "2")
    clock.update { $0 += 1 }
    #expect(try await attempt("correct+horse+battery").status == 429)
    clock.update { $0 += 1 }
    #expect(try await attempt("correct+horse+battery").status == 303)
    // A success clears the count.
    #expect(app.throttle.wait() == 0)
  }

  @Test func theThrottleDoublesAndStopsAtFifteenMinutes() {
    let clock = Locked(Self.now)
    let throttle = LoginThrottle(free: 5, clock: { clock.value })
    for _ in 0..<5 { throttle.failed() }
    #expect(throttle.wait() == 1)
    throttle.failed()
    #expect(throttle.wait() == 2)
    for _ in 0..<4 { throttle.failed() }
    #expect(throttle.wait() == 32)
    for _ in 0..<20 { throttle.failed() }
    #expect(throttle.wait() == 900)
  }

  // MARK: Contrast

  @Test func contrastRatiosMatchWCAGsHandComputedValues() {
    func ratio(_ hex: String, _ other: Contrast.RGB) -> Double {
      Contrast.ratio(Contrast.RGB(hex: hex) ?? .black, other)
    }
    #expect(abs(Contrast.ratio(.white, .black) - 21) < 0.001)
    #expect(abs(ratio("#767676", .white) - 4.54) < 0.005)  // WebAIM: passes AA
    #expect(abs(ratio("#777777", .white) - 4.48) < 0.005)  // WebAIM: fails AA
    #expect(abs(ratio("#21918c", .white) - 3.82) < 0.005)  // viridis's middle: white fails
    #expect(abs(ratio("#21918c", .black) - 5.49) < 0.005)
  }

  @Test func eachStepsTextIsTheColourWithEnoughContrast() {
    let expected = [
      "#440154": "#ffffff", "#3b528b": "#ffffff", "#21918c": "#000000", "#5ec962": "#000000", "#fde725": "#000000",
    ]
    #expect(Dictionary(uniqueKeysWithValues: Contrast.scale.map { ($0.hex, Contrast.text(on: $0).hex) }) == expected)
    for colour in Contrast.scale { #expect(Contrast.ratio(colour, Contrast.text(on: colour)) >= 4.5) }
    #expect([0, 0.19, 0.2, 0.5, 0.79, 0.8, 1].map(Contrast.step) == [0, 0, 1, 2, 3, 4, 4])
  }

  @Test func theHeatMapShowsTheNumberInEveryCellAndTheLegend() async throws {
    let store = InMemoryClassPageStore([Self.snapshot()])
    let app = Self.app(store, names: RosterNames(names: ["s01": "Ana García"]))
    let (cookie, _) = try await Self.signIn(app)
    let page = await app.handle(PageRequest(method: "GET", path: "/class/c1", headers: ["cookie": cookie])).text
    #expect(page.contains("<td class=\"m3\" data-skill=\"tense:presenteDeSubjuntivo\">0.63</td>"))
    #expect(page.contains("<td class=\"m0\" data-skill=\"tense:preterito\">0.10</td>"))
    #expect(page.contains("<td class=\"m4\" data-skill=\"tense:preterito\">0.90</td>"))
    #expect(page.contains("Ana García <span class=\"pseudonym\">(s01)</span>"))
    #expect(page.contains("as of 2026-11-30 00:53 UTC"))
    #expect(page.contains("2 of 2 learners put the indicative where the subjunctive belongs"))
    #expect(page.contains("(31 times this week)"))
    #expect(page.contains("<a href=\"/info/subjuntivo\">conjugar info subjuntivo</a>"))
    #expect(page.contains("<noscript><meta http-equiv=\"refresh\" content=\"30\"></noscript>"))
    // The proposal: the shared error's tense, due in a week.
    #expect(page.contains("<th scope=\"col\">presente de subjuntivo</th>"))
    #expect(page.contains("name=\"tenses\" type=\"text\" value=\"presenteDeSubjuntivo\""))
    #expect(page.contains("name=\"due\" type=\"date\" value=\"2026-12-07\""))
    let css = await app.handle(PageRequest(method: "GET", path: "/static/page.css")).text
    #expect(css.contains(".m2 { background: #21918c; color: #000000; }"))
    #expect(css.contains("@media print"))
  }

  // MARK: CSV

  @Test func theCSVIsSafeFromFormulas() {
    let assignment = AssignmentRow(
      id: "a1", start: "2026-12-01", due: "2026-12-08",
      progress: [
        "=HYPERLINK(\"http://x\",\"y\")": AssignmentProgress(
          status: .done, items: 40, accuracy: 0.875, masteryAtDue: 0.6123),
        "s02": AssignmentProgress(status: .late, items: 3, accuracy: 1.0 / 3),
      ])
    let learners = [
      LearnerRow(pseudonym: "=HYPERLINK(\"http://x\",\"y\")"), LearnerRow(pseudonym: "s02"),
      LearnerRow(pseudonym: "@s03"),
    ]
    #expect(
      PageApp.csv(assignment, learners: learners)
        == "pseudonym,status,items,accuracy,mastery_at_due\r\n"
        + "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",done,40,0.875,0.612\r\n"
        + "s02,late,3,0.333,\r\n"
        + "'@s03,not started,0,,\r\n")
    #expect(CSVText.cell("-1") == "'-1")
    #expect(CSVText.cell("+1") == "'+1")
    #expect(CSVText.cell("\tx") == "'\tx")
  }

  @Test func theRosterFileGivesNamesByPseudonym() throws {
    let roster = try RosterNames.parse("name,pseudonym,email\n\"García, Ana\",s01,a@x\nBob,s02\n,s03\n")
    #expect(roster.names == ["s01": "García, Ana", "s02": "Bob"])
    #expect(throws: (any Error).self) { try RosterNames.parse("first,last\nA,B\n") }
  }

  // MARK: Binding

  @Test func thePageListensOnLoopbackUnlessItHasTLS() {
    #expect(PageServer.Binding(host: "127.0.0.1").refusal == nil)
    #expect(PageServer.Binding(host: "127.9.9.9").refusal == nil)
    #expect(PageServer.Binding(host: "::1").refusal == nil)
    #expect(PageServer.Binding(host: "localhost").refusal == nil)
    #expect(PageServer.Binding(host: "0.0.0.0").refusal?.contains("loopback only unless it has TLS") == true)
    #expect(PageServer.Binding(host: "192.168.1.10").refusal != nil)
    #expect(PageServer.Binding(host: "128.0.0.1").refusal != nil)
    #expect(PageServer.Binding(host: "0.0.0.0", certificate: "c.pem", key: "k.pem").refusal == nil)
    #expect(
      PageServer.Binding(host: "127.0.0.1", certificate: "c.pem").refusal == "--tls-cert and --tls-key go together")
  }

  @Test func servingElsewhereWithoutTLSIsRefusedBeforeAnythingStarts() {
    let errors = Mutex("")
    let status = ServeCommand.run(
      ["--listen", "0.0.0.0:8470", "postgres://teacher@db/c"], environment: ["HOME": "/nonexistent"], input: { [] },
      output: { _ in }, errors: { text in errors.withLock { $0 += text } })
    #expect(status == 2)
    #expect(
      errors.withLock { $0 }
        == "conjugar-classboard serve: the page listens on loopback only unless it has TLS: give --tls-cert and --tls-key to listen on 0.0.0.0\n"
    )
  }

  @Test func thePasswordIsKeptAsABcryptHashReadableByTheTeacherOnly() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("page-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("page.bcrypt").path
    let output = Mutex("")
    let status = ServeCommand.run(
      ["--set-password", "--password-file", path], environment: [:], input: { Array("a long pass phrase\n".utf8) },
      output: { text in output.withLock { $0 += text } }, errors: { _ in })
    #expect(status == 0)
    let hash = try String(contentsOfFile: path, encoding: .utf8)
    #expect(hash.hasPrefix("$2b$12$") && !hash.contains("long pass"))
    let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    #expect(mode == 0o600)
    #expect(try TeacherPassword.read(path: path).verify("a long pass phrase"))
    #expect(try !TeacherPassword.read(path: path).verify("a long pass phrasE"))
    let short = ServeCommand.run(
      ["--set-password", "--password-file", path], environment: [:], input: { Array("short\n".utf8) },
      output: { _ in }, errors: { _ in })
    #expect(short == 1)
    chmod(path, 0o644)
    #expect(throws: ClassPageStoreFailure.self) { try TeacherPassword.read(path: path) }
  }
}
