import ConjugarCore
import Foundation

/// One HTTP request as the page sees it: header names in lower case.
public struct PageRequest: Sendable {
  public var method: String
  public var path: String
  public var query: String
  public var headers: [String: String]
  public var body: [UInt8]

  public init(method: String, path: String, query: String = "", headers: [String: String] = [:], body: [UInt8] = []) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
  }

  /// The value of cookie `name`, if sent.
  public func cookie(_ name: String) -> String? {
    guard let header = headers["cookie"] else { return nil }
    for part in header.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1)
      if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces) == name {
        return pair[1].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }
}

public struct PageResponse: Sendable {
  public var status: Int
  public var headers: [(String, String)]
  public var body: [UInt8]

  public init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  public func header(_ name: String) -> String? {
    headers.first { $0.0.lowercased() == name.lowercased() }?.1
  }
  public func headers(_ name: String) -> [String] {
    headers.filter { $0.0.lowercased() == name.lowercased() }.map(\.1)
  }
  public var text: String { String(decoding: body, as: UTF8.self) }
}

/// The teacher's page, request by request, without the network (ClassPageServer
/// carries it over HTTP). Every response has the same security headers; every form
/// carries a CSRF token checked before anything is done; every value is escaped.
public final class PageApp: Sendable {
  let store: any ClassPageStore
  let password: TeacherPassword
  let names: RosterNames?
  public let sessions: Sessions
  public let throttle: LoginThrottle
  /// Whether the page is served over TLS (the cookie is then `Secure` too).
  let secure: Bool
  let clock: @Sendable () -> Date
  /// One password check at a time: attempts sent at once wait their turn, so the
  /// throttle sees each failure before the next attempt.
  private let loginTurn = TurnLock()

  public static let sessionCookie = "conjugar_session"
  public static let loginCookie = "conjugar_login"
  /// The largest request body taken: a form is a few hundred bytes.
  public static let maximumBody = 16 * 1024

  public init(
    store: any ClassPageStore, password: TeacherPassword, names: RosterNames? = nil, secure: Bool = false,
    clock: @escaping @Sendable () -> Date = { Date() }, throttle: LoginThrottle? = nil
  ) {
    self.store = store
    self.password = password
    self.names = names
    self.secure = secure
    self.clock = clock
    self.sessions = Sessions(clock: clock)
    self.throttle = throttle ?? LoginThrottle(clock: clock)
  }

  /// Content-Security-Policy: only the page's own script, style and connections.
  public static let contentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
    + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

  static let securityHeaders: [(String, String)] = [
    ("Content-Security-Policy", contentSecurityPolicy),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Frame-Options", "DENY"),
    ("Cache-Control", "no-store"),
    ("Cross-Origin-Opener-Policy", "same-origin"),
    ("Cross-Origin-Resource-Policy", "same-origin"),
  ]

  public func handle(_ request: PageRequest) async -> PageResponse {
    var response = await route(request)
    response.headers = Self.securityHeaders + response.headers
    return response
  }

  /// The session a request's cookie names, if any.
  public func session(of request: PageRequest) -> Sessions.Session? {
    sessions.session(request.cookie(Self.sessionCookie))
  }

  /// Whether a request for `/class/ID/events` may listen: a live session.
  public func mayListen(_ request: PageRequest) -> Bool { session(of: request) != nil }

  private func route(_ request: PageRequest) async -> PageResponse {
    let parts = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    switch (request.method, parts) {
    case ("GET", ["static", "page.css"]):
      return PageResponse(
        status: 200, headers: [("Content-Type", "text/css; charset=utf-8")], body: Array(Assets.stylesheet.utf8))
    case ("GET", ["static", "page.js"]):
      return PageResponse(
        status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8")], body: Array(Assets.script.utf8))
    case ("GET", ["login"]):
      return loginPage(problem: nil, status: 200)
    case ("POST", ["login"]):
      return await login(request)
    default: break
    }
    guard let session = session(of: request) else {
      if request.method == "GET" { return redirect("/login") }
      return html(403, Pages.message(title: "Not signed in", "Sign in again, then retry."))
    }
    if request.method == "POST" {
      guard sameOrigin(request) else {
        return html(403, Pages.message(title: "Refused", "This form came from another site.", csrf: session.csrf))
      }
      let form = FormBody.parse(request.body)
      guard let token = form["csrf"], Sessions.same(token, session.csrf) else {
        return html(
          403,
          Pages.message(
            title: "Refused", "The form's token is missing or stale: reload the page and retry.", csrf: session.csrf))
      }
      switch parts {
      case ["logout"]:
        sessions.end(request.cookie(Self.sessionCookie))
        return PageResponse(
          status: 303, headers: [("Location", "/login"), ("Set-Cookie", expiredCookie(Self.sessionCookie, path: "/"))])
      case let path where path.count == 3 && path[0] == "class" && path[2] == "assign" && Self.validID(path[1]):
        return await publish(classID: path[1], form: form, csrf: session.csrf)
      default:
        return html(404, Pages.message(title: "Not found", "There is no such page.", csrf: session.csrf))
      }
    }
    guard request.method == "GET" || request.method == "HEAD" else {
      return html(405, Pages.message(title: "Not allowed", "That method is not served here.", csrf: session.csrf))
    }
    do {
      switch parts {
      case []:
        var list = try await store.classes(page: Self.page(request.query), size: Self.classesPerPage)
        if list.classes.isEmpty && list.page > list.pages {
          // Past the end: the last page.
          list = try await store.classes(page: list.pages, size: Self.classesPerPage)
        }
        return html(200, Pages.classes(list, csrf: session.csrf))
      case let path where path.count == 2 && path[0] == "class" && Self.validID(path[1]):
        guard let snapshot = try await store.snapshot(of: path[1]) else { return notFound(session) }
        let proposed = Pages.propose(snapshot, now: clock())
        let form = Pages.FormState(
          draft: proposed.draft, published: request.query == "published=1", reason: proposed.reason)
        return html(200, Pages.classPage(snapshot, names: names, csrf: session.csrf, form: form, now: clock()))
      case let path
      where path.count == 4 && path[0] == "class" && Self.validID(path[1]) && path[2] == "assignment"
        && path[3].hasSuffix(".csv") && Self.validID(String(path[3].dropLast(4))):
        guard let snapshot = try await store.snapshot(of: path[1]),
          let assignment = snapshot.assignments.first(where: { $0.id == String(path[3].dropLast(4)) })
        else { return notFound(session) }
        return PageResponse(
          status: 200,
          headers: [
            ("Content-Type", "text/csv; charset=utf-8"),
            ("Content-Disposition", "attachment; filename=\"assignment-\(assignment.id).csv\""),
          ],
          body: Array(Self.csv(assignment, learners: snapshot.learners).utf8))
      case let path where path.count == 2 && path[0] == "info":
        guard let topic = InfoCatalog.standard.topic(named: path[1]) else { return notFound(session) }
        let lines = topic.render(width: 80, catalog: VerbCatalog.standard)
        let text = lines.map(HTML.escape).joined(separator: "\n")
        return html(
          200,
          Pages.document(
            title: "conjugar info \(topic.key)",
            body: "<h1>conjugar info \(HTML.escape(topic.key))</h1>\n<pre class=\"info\">\(text)</pre>",
            signedIn: session.csrf))
      default:
        return notFound(session)
      }
    } catch {
      return html(
        503, Pages.message(title: "The class server did not answer", Self.failureText(error), csrf: session.csrf))
    }
  }

  /// One line of why, never the server's raw text beyond SafeText's cut.
  static func failureText(_ error: any Error) -> String {
    if let failure = error as? ClassPageStoreFailure { return SafeText.line(failure.message) }
    return "the class server could not be read; try again in a moment"
  }

  /// Ids in paths: letters, digits, `-` and `_`, at most 64; anything else is a 404
  /// (and is never repeated on the page).
  /// Classes on one page of the index.
  public static let classesPerPage = 50

  /// The index's `page=N` (1…10,000); anything else is the first page.
  static func page(_ query: String) -> Int {
    for pair in query.split(separator: "&") where pair.hasPrefix("page=") {
      let digits = pair.dropFirst("page=".count)
      if digits.count <= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let page = Int(digits),
        (1...10_000).contains(page)
      {
        return page
      }
    }
    return 1
  }

  static func validID(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 64
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
      }
  }

  /// A POST whose Origin (or Sec-Fetch-Site) says another site sent it is refused,
  /// before and besides the CSRF token.
  func sameOrigin(_ request: PageRequest) -> Bool {
    if let site = request.headers["sec-fetch-site"], site != "same-origin", site != "none" { return false }
    // No Origin, or "null" (what a browser sends under Referrer-Policy: no-referrer):
    // the token decides.
    guard let origin = request.headers["origin"], origin != "null" else { return true }
    guard let host = request.headers["host"] else { return false }
    return origin == (secure ? "https://" : "http://") + host
  }

  private func notFound(_ session: Sessions.Session) -> PageResponse {
    html(404, Pages.message(title: "Not found", "There is no such page.", csrf: session.csrf))
  }

  private func html(_ status: Int, _ text: String) -> PageResponse {
    PageResponse(status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: Array(text.utf8))
  }

  private func redirect(_ location: String) -> PageResponse {
    PageResponse(status: 303, headers: [("Location", location)])
  }

  func cookie(_ name: String, _ value: String, path: String, maxAge: Int? = nil) -> String {
    var text = "\(name)=\(value); Path=\(path); HttpOnly; SameSite=Strict"
    if let maxAge { text += "; Max-Age=\(maxAge)" }
    if secure { text += "; Secure" }
    return text
  }

  func expiredCookie(_ name: String, path: String) -> String { cookie(name, "", path: path, maxAge: 0) }

  // MARK: Login

  /// The login form has its own CSRF token, in a short-lived cookie of its own and
  /// in the form (double submit): a login from another site is refused.
  private func loginPage(problem: String?, status: Int, extra: [(String, String)] = []) -> PageResponse {
    let token = Sessions.randomToken()
    var response = html(status, Pages.login(csrf: token, problem: problem))
    response.headers.append(("Set-Cookie", cookie(Self.loginCookie, token, path: "/login", maxAge: 1800)))
    response.headers += extra
    return response
  }

  private func login(_ request: PageRequest) async -> PageResponse {
    let form = FormBody.parse(request.body)
    guard sameOrigin(request), let token = form["csrf"], let sent = request.cookie(Self.loginCookie),
      Sessions.same(token, sent)
    else {
      return loginPage(problem: "The sign-in form's token is missing or stale: sign in from this page.", status: 403)
    }
    await loginTurn.lock()
    defer { loginTurn.unlock() }
    let wait = throttle.wait()
    guard wait == 0 else {
      return loginPage(
        problem: "Too many wrong passwords: wait \(wait) s, then try again.", status: 429,
        extra: [("Retry-After", String(wait))])
    }
    let given = form["password"] ?? ""
    let password = self.password
    // bcrypt takes a fraction of a second: off the tasks' threads.
    let right = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
      DispatchQueue.global().async { done.resume(returning: password.verify(given)) }
    }
    guard right else {
      throttle.failed()
      return loginPage(problem: "Wrong password.", status: 401)
    }
    throttle.succeeded()
    let (session, _) = sessions.start()
    return PageResponse(
      status: 303,
      headers: [
        ("Location", "/"), ("Set-Cookie", cookie(Self.sessionCookie, session, path: "/")),
        ("Set-Cookie", expiredCookie(Self.loginCookie, path: "/login")),
      ])
  }

  // MARK: Publishing

  private func publish(classID: String, form: [String: String], csrf: String) async -> PageResponse {
    do {
      guard let snapshot = try await store.snapshot(of: classID) else {
        return html(404, Pages.message(title: "Not found", "There is no such page.", csrf: csrf))
      }
      let draft: AssignmentDraft
      switch AssignmentForm.read(form) {
      case let .failure(problem):
        let state = Pages.FormState(draft: AssignmentForm.echo(form), problem: problem.message)
        return html(400, Pages.classPage(snapshot, names: names, csrf: csrf, form: state, now: clock()))
      case let .success(read): draft = read
      }
      _ = try await store.publish(draft, to: classID)
      return PageResponse(status: 303, headers: [("Location", "/class/\(classID)?published=1#assignments")])
    } catch {
      return html(503, Pages.message(title: "Not published", Self.failureText(error), csrf: csrf))
    }
  }

  // MARK: CSV

  /// pseudonym, status, items, accuracy, mastery at the due date: one row a learner.
  public static func csv(_ assignment: AssignmentRow, learners: [LearnerRow]) -> String {
    var text = CSVText.line(["pseudonym", "status", "items", "accuracy", "mastery_at_due"])
    for learner in learners {
      let progress = assignment.progress[learner.pseudonym] ?? AssignmentProgress(status: .notStarted)
      text += CSVText.line([
        learner.pseudonym, progress.status.rawValue, String(progress.items),
        progress.accuracy.map { PageNumber.fixed($0, 3) } ?? "",
        progress.masteryAtDue.map { PageNumber.fixed($0, 3) } ?? "",
      ])
    }
    return text
  }
}

/// application/x-www-form-urlencoded, read by hand: `+` is a space, `%XX` a byte;
/// invalid UTF-8 is replaced, never trusted. The first value of a name wins.
enum FormBody {
  static func parse(_ body: [UInt8]) -> [String: String] {
    var result: [String: String] = [:]
    for pair in body.split(separator: UInt8(ascii: "&")).prefix(100) {
      let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
      let name = decode(parts[0])
      let value = parts.count > 1 ? decode(parts[1]) : ""
      if result[name] == nil { result[name] = value }
    }
    return result
  }

  static func decode(_ bytes: ArraySlice<UInt8>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "+") {
        out.append(UInt8(ascii: " "))
      } else if byte == UInt8(ascii: "%"), index + 2 < bytes.endIndex,
        let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2])
      {
        out.append(high << 4 | low)
        index += 2
      } else {
        out.append(byte)
      }
      index += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
