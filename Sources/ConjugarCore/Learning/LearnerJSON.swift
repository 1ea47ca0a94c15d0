import FoundationEssentials

/// The JSON of `progress --json` and `today --list-questions --json`
/// (docs/learning.md): compact, keys in a fixed order, one trailing newline.
/// Masteries are numbers with three decimals.
public enum LearnerJSON {
  /// `{"skills":[…],"diagnoses":[…],"trend":[…]}` of `snapshot` as of `now`.
  public static func progress(_ snapshot: LearnerSnapshot, now: Date, pictures: ProgressPictures? = nil) -> String {
    let skills = snapshot.levels(at: now).map { level in
      object([
        ("name", quoted(level.skill.name)), ("grain", quoted(level.skill.grain.rawValue)),
        ("title", quoted(level.skill.title)), ("mastery", decimal(level.mastery)), ("asked", String(level.asked)),
      ])
    }
    let diagnoses = snapshot.diagnoses(at: now).map { diagnosis in
      object([
        ("pattern", quoted(diagnosis.pattern.rawValue)), ("count", String(diagnosis.count)),
        ("chances", String(diagnosis.chances)), ("examples", array(diagnosis.examples.map { quoted($0.answer) })),
        ("expected", array(diagnosis.examples.map { quoted($0.expected) })),
        ("summary", quoted(diagnosis.summary)), ("skill", quoted(diagnosis.skills.first?.name ?? "")),
        ("info", quoted(diagnosis.infoPage)), ("command", quoted(diagnosis.command)),
        ("advice", quoted(diagnosis.advice)),
      ])
    }
    let trend = snapshot.trend(at: now).map { week in
      object([
        ("week", quoted(week.start)), ("asked", String(week.asked)), ("right", String(week.right)),
        ("mastery", week.mastery.map(decimal) ?? "null"),
      ])
    }
    return object(
      [("skills", array(skills)), ("diagnoses", array(diagnoses)), ("trend", array(trend))]
        + (pictures.map(fields) ?? [])) + "\n"
  }

  /// `progress --mistakes --json`: the notebook, one object a diagnosis.
  public static func notebook(_ snapshot: LearnerSnapshot) -> String {
    array(
      snapshot.notebook.map { diagnosis in
        object([
          ("pattern", quoted(diagnosis.pattern.rawValue)), ("status", quoted(diagnosis.status.rawValue)),
          ("count", String(diagnosis.count)), ("firstSeen", quoted(ISO8601.string(diagnosis.firstSeen))),
          ("lastSeen", quoted(ISO8601.string(diagnosis.lastSeen))), ("summary", quoted(diagnosis.summary)),
          ("info", quoted(diagnosis.infoPage)), ("expected", array(diagnosis.examples.map { quoted($0.expected) })),
        ])
      }) + "\n"
  }

  /// The items of a daily session, as `today --seed N` plays them.
  public static func session(_ items: [DailyItem]) -> String {
    array(
      items.enumerated().map { index, item in
        let question = item.question
        var members: [(String, String)] = [
          ("index", String(index + 1)), ("kind", quoted(question.sentence == nil ? "form" : "context")),
          ("infinitive", quoted(question.infinitive)),
          ("person", question.person.map { quoted($0.rawValue) } ?? "null"),
        ]
        if let sentence = question.sentence {
          members.append(("sentence", quoted(sentence)))
          members.append(("tenses", array(item.tenses.map { quoted($0.rawValue) })))
        } else {
          members.append(("tense", quoted(question.tense.rawValue)))
        }
        members.append(("answers", array(item.answers.map(quoted))))
        members.append(("reason", quoted(item.reason.rawValue)))
        members.append(("skill", item.skill.map { quoted($0.name) } ?? "null"))
        members.append(("skills", array(item.skills.map { quoted($0.name) })))
        return object(members)
      }) + "\n"
  }

  static func quoted(_ text: String) -> String {
    var writer = JSONWriter(capacity: text.utf8.count + 8)
    writer.string(text)
    return writer.output
  }

  /// 0.742: three decimals, a leading digit, no exponent.
  static func decimal(_ value: Double) -> String {
    let thousandths = Int((min(1, max(0, value)) * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { quoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }
}
