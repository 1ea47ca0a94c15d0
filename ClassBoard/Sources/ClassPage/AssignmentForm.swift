import ConjugarCore
import Foundation

/// The page's "next assignment" form, read and checked: a clear one-line problem
/// for anything the server would not take, nothing published half.
enum AssignmentForm {
  struct Problem: Error, Equatable { let message: String }

  static func read(_ form: [String: String]) -> Result<AssignmentDraft, Problem> {
    let tenses = list(form["tenses"])
    let known = Set(Tense.allCases.map(\.rawValue))
    if let unknown = tenses.first(where: { !known.contains($0) }) {
      return .failure(
        Problem(message: "“\(String(unknown.prefix(40)))” is not a tense key (see the list under Tense keys)."))
    }
    let verbs = list(form["verbs"])
    guard verbs.count <= 50 else { return .failure(Problem(message: "At most 50 verbs.")) }
    if let bad = verbs.first(where: { verb in
      verb.count > 40 || !verb.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "-" }
    }) {
      return .failure(Problem(message: "“\(String(bad.prefix(40)))” is not a verb's infinitive."))
    }
    let topic = (form["topic"] ?? "").trimmingCharacters(in: .whitespaces)
    guard topic.count <= 60,
      topic.unicodeScalars.allSatisfy({
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
      })
    else { return .failure(Problem(message: "A context topic is a short name of letters, digits and hyphens.")) }
    guard !tenses.isEmpty || !verbs.isEmpty || !topic.isEmpty else {
      return .failure(Problem(message: "Name at least one tense, verb or topic."))
    }
    guard let start = day(form["start"]), let due = day(form["due"]) else {
      return .failure(Problem(message: "Start and due are dates, YYYY-MM-DD."))
    }
    guard start <= due else { return .failure(Problem(message: "The due date comes before the start.")) }
    var mastery: Double? = nil
    if let text = form["mastery"], !text.isEmpty {
      guard let value = Double(text), value.isFinite, value > 0, value <= 1 else {
        return .failure(Problem(message: "Target mastery is a number above 0, at most 1."))
      }
      mastery = value
    }
    var items: Int? = nil
    if let text = form["items"], !text.isEmpty {
      guard let value = Int(text), (1...1000).contains(value) else {
        return .failure(Problem(message: "Target items is a whole number from 1 to 1000."))
      }
      items = value
    }
    guard mastery != nil || items != nil else {
      return .failure(Problem(message: "Give a target: a mastery, a number of items, or both."))
    }
    return .success(
      AssignmentDraft(
        tenses: tenses, verbs: verbs, topic: topic.isEmpty ? nil : topic, start: start, due: due,
        targetMastery: mastery, targetItems: items))
  }

  /// What the teacher typed, to show again with the problem (escaped there).
  static func echo(_ form: [String: String]) -> AssignmentDraft {
    AssignmentDraft(
      tenses: list(form["tenses"]).map { String($0.prefix(60)) },
      verbs: list(form["verbs"]).map { String($0.prefix(60)) },
      topic: form["topic"].map { String($0.prefix(60)) }, start: String((form["start"] ?? "").prefix(10)),
      due: String((form["due"] ?? "").prefix(10)), targetMastery: form["mastery"].flatMap(Double.init),
      targetItems: form["items"].flatMap { Int($0) })
  }

  static func list(_ text: String?) -> [String] {
    (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      .prefix(100).map { String($0) }
  }

  /// A real calendar day "YYYY-MM-DD" (2000…2100).
  static func day(_ text: String?) -> String? {
    guard let text, text.count == 10 else { return nil }
    let parts = text.split(separator: "-")
    guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      parts[0].count == 4, parts[1].count == 2, parts[2].count == 2, (2000...2100).contains(year),
      (1...12).contains(month)
    else { return nil }
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard (1...lengths[month - 1]).contains(day) else { return nil }
    return text
  }
}
