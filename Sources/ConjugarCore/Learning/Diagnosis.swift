import FoundationEssentials

/// A classified wrong answer as the model keeps it (a row of `learnerMistake`).
public struct MistakeRecord: Sendable, Hashable {
  /// When it was answered.
  public let date: Date
  /// The pattern it shows.
  public let pattern: MistakePattern
  /// The skill it was a fault in.
  public let skill: Skill
  /// The verb asked.
  public let infinitive: String
  /// What was typed, exactly as kept in the history.
  public let answer: String
  /// The form asked.
  public let correctForm: String
}

/// A learner's recurring error, named: what they do, how often, examples as
/// typed, and the next step. Rules in docs/learning.md ("Diagnoses").
public struct Diagnosis: Sendable, Hashable {
  /// What the learner does.
  public let pattern: MistakePattern
  /// Times seen in the window.
  public let count: Int
  /// Two or three answers exactly as typed, with the form asked, newest first.
  public let examples: [(answer: String, expected: String)]
  /// The skills it was a fault in (the first, most often).
  public let skills: [Skill]

  /// Equal: the same pattern, count, skills and examples.
  public static func == (a: Diagnosis, b: Diagnosis) -> Bool {
    a.pattern == b.pattern && a.count == b.count && a.skills == b.skills
      && a.examples.elementsEqual(b.examples) { $0 == $1 }
  }

  /// Hashed by pattern and count (the examples are tuples).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pattern)
    hasher.combine(count)
  }

  /// The window counted: the last four weeks.
  public static let windowDays = 28
  /// A pattern seen fewer times is not a diagnosis.
  public static let minimumCount = 3
  /// It clears once this many answers in a row on its skill are exactly right.
  public static let clearingRun = 5

  /// The diagnoses of `mistakes` (any order) as of `now`, given the skills' states:
  /// a pattern seen at least `minimumCount` times in the window, unless cleared
  /// (below). Most frequent first.
  public static func diagnose(_ mistakes: [MistakeRecord], skills: [Skill: SkillState], now: Date) -> [Diagnosis] {
    let since = now - Double(windowDays) * 86_400
    let recent = mistakes.filter { $0.date >= since && $0.date <= now }
    var found: [Diagnosis] = []
    for (pattern, rows) in Dictionary(grouping: recent, by: \.pattern) where rows.count >= minimumCount {
      var tally: [Skill: Int] = [:]
      for row in rows { tally[row.skill, default: 0] += 1 }
      let ranked = tally.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
      // Cleared: its main skill's last `clearingRun` answers exact, and the last
      // answer on each of its other skills too.
      let cleared =
        (skills[ranked[0]]?.lastRight(clearingRun) ?? false)
        && ranked.dropFirst().allSatisfy { skill in
          skills[skill].map { state in state.recentCount == 0 || state.lastRight(1) } ?? true
        }
      guard !cleared else { continue }
      var seen: Set<String> = []
      let examples = rows.sorted { $0.date > $1.date }
        .filter { seen.insert($0.answer + "\u{0}" + $0.correctForm).inserted }
        .prefix(3).map { (answer: $0.answer, expected: $0.correctForm) }
      found.append(Diagnosis(pattern: pattern, count: rows.count, examples: Array(examples), skills: ranked))
    }
    return found.sorted { $0.count != $1.count ? $0.count > $1.count : $0.pattern.rawValue < $1.pattern.rawValue }
  }

  /// What the learner does, in one line.
  public var summary: String {
    let skill = skills.first.map(\.title) ?? ""
    switch pattern {
    case .indicativeForSubjunctive: return "You put the indicative where the subjunctive is needed (\(skill))"
    case .subjunctiveForIndicative: return "You put the subjunctive where the indicative is needed (\(skill))"
    case .preteritoForImperfecto: return "You use the pretérito where the imperfecto belongs (\(skill))"
    case .imperfectoForPreterito: return "You use the imperfecto where the pretérito belongs (\(skill))"
    case .conditionalForSubjunctive:
      return "You use the conditional (habría) where the subjunctive (hubiera / hubiese) belongs (\(skill))"
    case .simpleForCompoundSubjunctive:
      return
        "You give the imperfecto de subjuntivo (-ra / -se) where the pluscuamperfecto (hubiera / hubiese + participle) belongs (\(skill))"
    case .raSeSwapped:
      return
        "You give the -se form where the -ra one is asked, or the reverse (\(skill)): both are right, but they are two forms to tell apart"
    case .otherTense: return "You give another tense than the one asked (\(skill))"
    case .missedStemChange: return "You keep the regular stem where the stem changes (\(skill))"
    case .regularised: return "You conjugate irregular forms as if they were regular (\(skill))"
    case .lostPronoun: return "You leave out the pronoun of pronominal verbs"
    case .misplacedPronoun: return "You put the pronoun of pronominal verbs in the wrong place"
    case .negativeCommand: return "Your negative commands miss the presente de subjuntivo or the no"
    case .agreeingParticiple: return "You make the participle agree after haber"
    case .preteritoFinalS: return "You add an s to the pretérito's tú form (hablastes)"
    case .wrongEnding: return "You give -er verbs -ir endings, or the reverse"
    case .stemChangeInWrongPerson: return "You change the stem in nosotros or vosotros, which keep it"
    case .otherPerson: return "You give another person than the one asked (\(skill))"
    case .accentOnMonosyllable: return "You write an accent on fue, dio, vio, which take none"
    }
  }

  /// The `conjugar info` page to read.
  public var infoPage: String {
    switch pattern {
    case .indicativeForSubjunctive, .subjunctiveForIndicative: "subjuntivo"
    case .preteritoForImperfecto, .imperfectoForPreterito: "imperfecto"
    case .conditionalForSubjunctive, .simpleForCompoundSubjunctive: "pluscuamperfecto-subjuntivo"
    case .raSeSwapped:
      skills.first?.key.hasPrefix("pluscuamperfecto") == true ? "pluscuamperfecto-subjuntivo" : "imperfecto-subjuntivo"
    case .otherTense, .otherPerson: skills.first.flatMap(Self.infoPage(for:)) ?? "presente"
    case .missedStemChange: "stem-changes"
    case .regularised: skills.first?.key == "preterite-stem" ? "preteritos-irregulares" : "spelling-changes"
    case .lostPronoun, .misplacedPronoun: "pronominal"
    case .negativeCommand: "imperativo"
    case .agreeingParticiple: "compuestos"
    case .preteritoFinalS: "preterito"
    case .wrongEnding: "presente"
    case .stemChangeInWrongPerson: "stem-changes"
    case .accentOnMonosyllable: "accents"
    }
  }

  static func infoPage(for skill: Skill) -> String? {
    switch skill.grain {
    case .context: ContextTopic(rawValue: skill.key)?.infoPages.first
    case .tense:
      Tense(rawValue: skill.key).flatMap { tense in InfoCatalog.standard.topics.first { $0.tenses.contains(tense) }?.key
      }
    case .family, .person: nil
    }
  }

  /// The command that drills it.
  public var command: String {
    let skill = skills.first
    switch skill?.grain {
    case .context?: return "conjugar context --topic \(skill!.key)"
    case .tense?: return "conjugar practice --tense \(skill!.key)"
    case .person?: return "conjugar practice --person \(skill!.key)"
    case .family?, nil:
      if pattern == .lostPronoun || pattern == .misplacedPronoun {
        return "conjugar context --topic imperativo-pronombres"
      }
      return "conjugar today"
    }
  }

  /// The next step, in one line: the info page and the command.
  public var advice: String { "Read conjugar info \(infoPage), then drill: \(command)" }
}
