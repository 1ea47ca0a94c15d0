import ConjugarCore
import Foundation

/// The page's HTML, written by hand: every value from the server, the roster file
/// or a form goes through `HTML.escape` (the `e` below); nothing else is spliced in.
/// One stylesheet and one script, both served by the page itself (no third-party
/// asset), so the Content-Security-Policy allows no inline script or style.
enum Pages {
  static func e(_ text: String) -> String { HTML.escape(text) }

  /// The frame of every page: header, main, footer (landmarks), the stylesheet.
  static func document(
    title: String, body: String, refresh: Bool = false, events: String? = nil, signedIn csrf: String? = nil
  ) -> String {
    let refreshTag = refresh ? "<noscript><meta http-equiv=\"refresh\" content=\"30\"></noscript>\n" : ""
    let script = events == nil ? "" : "<script src=\"/static/page.js\" defer></script>\n"
    let eventsAttribute = events.map { " data-events=\"\(e($0))\"" } ?? ""
    let signOut =
      csrf.map {
        """
        <form method="post" action="/logout" class="signout"><input type="hidden" name="csrf" value="\(e($0))">\
        <button type="submit">Sign out</button></form>
        """
      } ?? ""
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="referrer" content="no-referrer">
      \(refreshTag)<title>\(e(title)) · conjugar</title>
      <link rel="stylesheet" href="/static/page.css">
      \(script)</head>
      <body\(eventsAttribute)>
      <header><p class="brand"><a href="/">conjugar · class board</a></p>\(signOut)</header>
      <main id="main">
      \(body)
      </main>
      <footer><p>Served by conjugar-classboard on this computer. Learners appear by pseudonym on the server; \
      real names come only from the roster file on this computer.</p></footer>
      </body>
      </html>

      """
  }

  static func login(csrf: String, problem: String? = nil) -> String {
    let problemText = problem.map { "<p class=\"problem\" role=\"alert\">\(e($0))</p>\n" } ?? ""
    return document(
      title: "Sign in",
      body: """
        <h1>Sign in</h1>
        \(problemText)<form method="post" action="/login">
        <input type="hidden" name="csrf" value="\(e(csrf))">
        <p><label for="password">The page's password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"></p>
        <p><button type="submit">Sign in</button></p>
        </form>
        """)
  }

  /// The classes, a page at a time ("Page 2 of 7", links to the others).
  static func classes(_ list: ClassList, csrf: String) -> String {
    let school = list.classes.contains { !$0.taught }
    let rows = list.classes.map { summary in
      let learners = summary.learners == 1 ? "1 learner" : "\(summary.learners) learners"
      guard let teacher = summary.teacher else {
        return "<li><a href=\"/class/\(e(summary.id))\">\(e(summary.name))</a> (\(learners))</li>"
      }
      return "<li>\(e(summary.name)) (\(learners); taught by \(e(teacher)))</li>"
    }.joined(separator: "\n")
    let title = school ? "The school's classes" : "Your classes"
    let content =
      list.total == 0
      ? "<p>You teach no class on this server yet (conjugar-classboard roster).</p>"
      : "<ul id=\"classes\">\n\(rows)\n</ul>\n\(pager(list))"
    return document(title: title, body: "<h1>\(title)</h1>\n\(content)", signedIn: csrf)
  }

  static func pager(_ list: ClassList) -> String {
    guard list.pages > 1 else { return "" }
    let page = min(max(1, list.page), list.pages)
    let first = (page - 1) * list.size + 1
    let last = min(list.total, page * list.size)
    var links: [String] = []
    if page > 1 { links.append("<a href=\"/?page=\(page - 1)\" rel=\"prev\">Previous</a>") }
    if page < list.pages { links.append("<a href=\"/?page=\(page + 1)\" rel=\"next\">Next</a>") }
    return """
      <nav aria-label="Pages of classes"><p>Classes \(first)–\(last) of \(list.total); page \(page) of \(list.pages). \
      \(links.joined(separator: " "))</p></nav>
      """
  }

  static func message(title: String, _ text: String, csrf: String? = nil) -> String {
    document(
      title: title, body: "<h1>\(e(title))</h1>\n<p>\(e(text))</p>\n<p><a href=\"/\">Your classes</a></p>",
      signedIn: csrf)
  }

  // MARK: The class page

  struct FormState {
    var draft: AssignmentDraft
    var problem: String?
    var published: Bool = false
    /// Why the page proposes the draft (nil once the teacher edited it).
    var reason: String? = nil
  }

  static func classPage(
    _ snapshot: ClassSnapshot, names: RosterNames?, csrf: String, form: FormState, now: Date
  ) -> String {
    let summary = snapshot.summary
    let path = "/class/\(summary.id)"
    let body = """
      <h1>\(e(summary.name))</h1>
      <p class="status" role="status" id="updated">Read from the server at \(e(UTCText.minute(snapshot.readAt))). \
      The page follows the class as learners share; without JavaScript it reloads every 30 s.</p>
      <div id="live">
      \(heatMap(snapshot, names: names))
      \(errors(snapshot, names: names))
      \(assignments(snapshot, names: names, path: path))
      </div>
      \(proposal(path: path, csrf: csrf, form: form))
      """
    return document(
      title: summary.name, body: body, refresh: true, events: path + "/events", signedIn: csrf)
  }

  static func learnerHeader(_ learner: LearnerRow, names: RosterNames?) -> String {
    if let name = names?.names[learner.pseudonym] {
      return "\(e(name)) <span class=\"pseudonym\">(\(e(learner.pseudonym)))</span>"
    }
    return e(learner.pseudonym)
  }

  static func heatMap(_ snapshot: ClassSnapshot, names: RosterNames?) -> String {
    let skills = snapshot.skills
    let legend = Contrast.scale.indices.map { step in
      "<li><span class=\"swatch m\(step)\">\(e(Contrast.label(ofStep: step)))</span></li>"
    }.joined()
    guard !skills.isEmpty else {
      return """
        <section aria-labelledby="heat-title"><h2 id="heat-title">Mastery by skill</h2>
        <p>No learner of this class has shared yet.</p></section>
        """
    }
    let head = skills.map { "<th scope=\"col\">\(e(skillName($0)))</th>" }.joined()
    let unknown = snapshot.unknownSkills
    let leftOut =
      unknown == 0
      ? ""
      : "<p class=\"problem\">\(unknown == 1 ? "1 skill" : "\(unknown) skills") shared under a name this "
        + "conjugar does not know \(unknown == 1 ? "is" : "are") left out of the table (a later conjugar's, "
        + "or written by hand).</p>\n"
    let rows = snapshot.learners.map { learner -> String in
      let cells = skills.map { skill -> String in
        guard let cell = learner.skills[skill] else {
          return "<td class=\"none\">–<span class=\"visually-hidden\"> not practised</span></td>"
        }
        let value = PageNumber.fixed(cell.mastery, 2)
        return "<td class=\"m\(Contrast.step(for: cell.mastery))\" data-skill=\"\(e(skill))\">\(value)</td>"
      }.joined()
      let asOf =
        learner.sharedAt.map { "as of \(e(UTCText.minute($0)))" } ?? (learner.joined ? "not shared" : "not joined")
      return
        "<tr data-learner=\"\(e(learner.pseudonym))\"><th scope=\"row\">\(learnerHeader(learner, names: names))</th>\(cells)<td class=\"asof\">\(asOf)</td></tr>"
    }.joined(separator: "\n")
    return """
      <section aria-labelledby="heat-title"><h2 id="heat-title">Mastery by skill</h2>
      <p>Each cell is that learner's mastery of the skill, 0 to 1, as of the time they last shared \
      (mastery fades between sessions). The colour repeats the number:</p>
      <ul class="legend" aria-label="Colour legend">\(legend)</ul>
      \(leftOut)<div class="scroll" tabindex="0" role="region" aria-label="Mastery table, scrolls sideways">
      <table class="heat" id="heatmap">
      <caption>Mastery, learners by skill</caption>
      <thead><tr><th scope="col">Learner</th>\(head)<th scope="col">Shared</th></tr></thead>
      <tbody>
      \(rows)
      </tbody>
      </table>
      </div>
      </section>
      """
  }

  /// "9 of 24 learners put the indicative where the subjunctive belongs (after para
  /// que, ojalá, quiero que…) (31 times this week)": the learners with an active
  /// diagnosis of the pattern, of those who share, worded from the pattern id.
  static func sentence(_ error: ClassError, sharing: Int) -> String {
    let times = error.countThisWeek == 1 ? "1 time" : "\(error.countThisWeek) times"
    let who = error.learners == 1 ? "learner" : "learners"
    return "\(error.learners) of \(max(sharing, error.learners)) \(who) \(ErrorPatterns.wording(error.pattern).did) "
      + "(\(times) this week)"
  }

  /// Learners whose share the page holds: the errors' "of 24".
  static func sharing(_ snapshot: ClassSnapshot) -> Int { snapshot.learners.filter { $0.sharedAt != nil }.count }

  /// "Who: Ana García, Leo Gómez (s08) …": the learners an error's row counts, by
  /// name where the roster is at hand, at most 12 and how many more.
  static func who(_ error: ClassError, names: RosterNames?) -> String {
    guard !error.who.isEmpty else { return "" }
    let shown = error.who.prefix(12).map { pseudonym in
      names?.names[pseudonym].map { "\(e($0)) (\(e(pseudonym)))" } ?? e(pseudonym)
    }
    let more = error.who.count > 12 ? " and \(error.who.count - 12) more" : ""
    return "<br><span class=\"who\">Who: \(shown.joined(separator: ", "))\(more)</span>"
  }

  static func errors(_ snapshot: ClassSnapshot, names: RosterNames? = nil) -> String {
    let total = sharing(snapshot)
    let recurring = snapshot.errors.filter { $0.learners >= 2 }
    guard !recurring.isEmpty else {
      return """
        <section aria-labelledby="errors-title"><h2 id="errors-title">What the class gets wrong</h2>
        <p>No error is shared by two learners or more.</p></section>
        """
    }
    let rows = recurring.map { error -> String in
      let info = error.info.map { "<a href=\"/info/\(e($0))\">conjugar info \(e($0))</a>" } ?? "–"
      let expected = error.expected.prefix(5).map { e(cut($0, 40)) }.joined(separator: ", ")
      return """
        <tr data-pattern="\(e(error.pattern))"><td>\(e(sentence(error, sharing: total)))\(who(error, names: names))</td>\
        <td><code>\(e(error.pattern))</code></td><td>\(expected.isEmpty ? "–" : expected)</td>\
        <td>\(info)</td></tr>
        """
    }.joined(separator: "\n")
    return """
      <section aria-labelledby="errors-title"><h2 id="errors-title">What the class gets wrong</h2>
      <div class="scroll" tabindex="0" role="region" aria-label="What the class gets wrong, scrolls sideways">
      <table class="errors" id="class-errors">
      <caption>Errors two learners or more repeat (the tutor's diagnoses)</caption>
      <thead><tr><th scope="col">Error</th><th scope="col">Pattern</th><th scope="col">Forms asked</th>\
      <th scope="col">Explained in</th></tr></thead>
      <tbody>
      \(rows)
      </tbody>
      </table>
      </div>
      </section>
      """
  }

  static func assignments(_ snapshot: ClassSnapshot, names: RosterNames?, path: String) -> String {
    guard !snapshot.assignments.isEmpty else {
      return """
        <section aria-labelledby="assign-title"><h2 id="assign-title">Assignments</h2>
        <p>No assignment yet.</p></section>
        """
    }
    let blocks = snapshot.assignments.map { assignment -> String in
      let rows = snapshot.learners.map { learner -> String in
        let progress = assignment.progress[learner.pseudonym] ?? AssignmentProgress(status: .notStarted)
        let accuracy = progress.accuracy.map { PageNumber.percent($0) } ?? "–"
        let mastery = progress.masteryAtDue.map { PageNumber.fixed($0, 2) } ?? "–"
        return
          "<tr><th scope=\"row\">\(learnerHeader(learner, names: names))</th><td>\(e(progress.status.rawValue))</td>"
          + "<td>\(progress.items)</td><td>\(accuracy)</td><td>\(mastery)</td></tr>"
      }.joined(separator: "\n")
      var target: [String] = []
      if let mastery = assignment.targetMastery { target.append("mastery \(PageNumber.fixed(mastery, 2))") }
      if let items = assignment.targetItems { target.append("\(items) items") }
      let titleID = "assignment-\(e(assignment.id))"
      return """
        <article aria-labelledby="\(titleID)"><h3 id="\(titleID)">\(e(assignment.title))</h3>
        <p>From \(e(assignment.start)) to \(e(assignment.due)); target: \(e(target.joined(separator: " or "))). \
        <a href="\(e(path))/assignment/\(e(assignment.id)).csv">Download as CSV</a></p>
        <table class="status">
        <caption>Where each learner is with “\(e(assignment.title))”</caption>
        <thead><tr><th scope="col">Learner</th><th scope="col">Status</th><th scope="col">Items</th>\
        <th scope="col">Accuracy</th><th scope="col">Mastery</th></tr></thead>
        <tbody>
        \(rows)
        </tbody>
        </table>
        </article>
        """
    }.joined(separator: "\n")
    return """
      <section aria-labelledby="assign-title" id="assignments"><h2 id="assign-title">Assignments</h2>
      <p>Status is computed by the server from what each learner shared; accuracy, never speed.</p>
      \(blocks)
      </section>
      """
  }

  /// A skill id as a column's heading: "tense:presenteDeSubjuntivo" → "Presente de subjuntivo",
  /// "family:e-ie" → "stem change e → ie" (the skill's title, as `progress` names it).
  static func skillName(_ skill: String) -> String {
    guard let colon = skill.firstIndex(of: ":") else { return skill }
    let kind = skill[..<colon]
    let key = String(skill[skill.index(after: colon)...])
    if kind == "tense", let tense = Tense(rawValue: key) { return tense.displayName }
    if let known = Skill(name: skill) { return known.title }
    return "\(kind) \(key)"
  }

  /// Text from a learner's share shown in a cell: at most `limit` characters, "…" after.
  static func cut(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit)) + "…"
  }

  static func proposal(path: String, csrf: String, form: FormState) -> String {
    let draft = form.draft
    let because = form.reason.map { "<p id=\"next-reason\">Because \(e($0)).</p>\n" } ?? ""
    let problem = form.problem.map { "<p class=\"problem\" role=\"alert\">\(e($0))</p>\n" } ?? ""
    let done = form.published ? "<p class=\"done\" role=\"status\">Published to the class.</p>\n" : ""
    let tenseList = Tense.allCases.map { "<code>\($0.rawValue)</code>" }.joined(separator: ", ")
    func field(_ id: String, _ label: String, _ value: String, type: String = "text", extra: String = "") -> String {
      "<p><label for=\"\(id)\">\(label)</label> <input id=\"\(id)\" name=\"\(id)\" type=\"\(type)\" value=\"\(e(value))\"\(extra)></p>"
    }
    return """
      <section aria-labelledby="next-title" id="next"><h2 id="next-title">Next assignment</h2>
      <p>Proposed from what the class gets wrong; edit it and publish it in one step.</p>
      \(because)\(problem)\(done)<form method="post" action="\(e(path))/assign">
      <input type="hidden" name="csrf" value="\(e(csrf))">
      \(field("tenses", "Tenses (comma-separated keys)", draft.tenses.joined(separator: ", "), extra: " aria-describedby=\"tense-keys\""))
      <details><summary>Tense keys</summary><p id="tense-keys">\(tenseList)</p></details>
      \(field("verbs", "Verbs (comma-separated, optional)", draft.verbs.joined(separator: ", ")))
      \(field("topic", "Context topic (optional)", draft.topic ?? ""))
      \(field("start", "Start", draft.start, type: "date", extra: " required"))
      \(field("due", "Due", draft.due, type: "date", extra: " required"))
      \(field("mastery", "Target mastery (0 to 1)", draft.targetMastery.map { PageNumber.fixed($0, 2) } ?? "", type: "number", extra: " min=\"0\" max=\"1\" step=\"0.05\""))
      \(field("items", "or target items", draft.targetItems.map(String.init) ?? "", type: "number", extra: " min=\"1\" max=\"1000\""))
      <p><button type="submit" id="publish">Publish to the class</button></p>
      </form>
      </section>
      """
  }

  /// The proposed next assignment and why: on the error most learners share
  /// (then the most frequent), practising the tense that belongs and the one given
  /// in its place (the pattern id's two sides); else, or for an error of person or
  /// ending that has no tense of its own, the class's weakest tense; due in a week.
  static func propose(_ snapshot: ClassSnapshot, now: Date) -> (draft: AssignmentDraft, reason: String?) {
    let start = UTCText.day(now)
    let due = UTCText.day(now.addingTimeInterval(7 * 86_400))
    let weakest = snapshot.skills.filter { $0.hasPrefix("tense:") }.min { a, b in
      (mean(a, snapshot), a) < (mean(b, snapshot), b)
    }
    // Skills are "tense:presenteDeSubjuntivo", "context:…" (docs/tutor-shape.md).
    let weakestTense = weakest.flatMap { Tense(rawValue: String($0.dropFirst("tense:".count))) }
    if let top = snapshot.errors.filter({ $0.learners >= 2 }).max(by: {
      ($0.learners, $0.countThisWeek, $1.pattern) < ($1.learners, $1.countThisWeek, $0.pattern)
    }) {
      let tenses = ErrorPatterns.wording(top.pattern).tenses.filter { Tense(rawValue: $0) != nil }
      let chosen = tenses.isEmpty ? weakestTense.map { [$0.rawValue] } ?? [] : tenses
      return (
        AssignmentDraft(tenses: chosen, start: start, due: due, targetMastery: 0.6, targetItems: 40),
        sentence(top, sharing: sharing(snapshot))
      )
    }
    guard let weakestTense, let weakest else {
      return (AssignmentDraft(tenses: [], start: start, due: due, targetMastery: 0.6, targetItems: 40), nil)
    }
    return (
      AssignmentDraft(tenses: [weakestTense.rawValue], start: start, due: due, targetMastery: 0.6, targetItems: 40),
      "the class's weakest tense is the \(weakestTense.displayName) (mean mastery "
        + "\(PageNumber.fixed(mean(weakest, snapshot), 2)))"
    )
  }

  private static func mean(_ skill: String, _ snapshot: ClassSnapshot) -> Double {
    let values = snapshot.learners.compactMap { $0.skills[skill]?.mastery }
    return values.isEmpty ? 1 : values.reduce(0, +) / Double(values.count)
  }
}
