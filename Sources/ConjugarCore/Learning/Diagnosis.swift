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

/// A learner's recurring error, named: what they do, how often out of how many
/// chances, examples as typed, and the next step. Named and cleared by the save
/// (`Diagnosis.names`, `Diagnosis.Clearing`), read from the stored tables;
/// rules in docs/learning.md ("Diagnoses").
public struct Diagnosis: Sendable, Hashable {
  /// Named and drilled, or cleared on evidence.
  public enum Status: String, Sendable, Hashable {
    case active, cleared
  }

  /// What the learner does.
  public let pattern: MistakePattern
  /// Times made in the window.
  public let count: Int
  /// Items in the window that could show it.
  public let chances: Int
  /// Two or three answers exactly as typed, with the form asked, newest first.
  public let examples: [(answer: String, expected: String)]
  /// The skills it was a fault in (the first, most often).
  public let skills: [Skill]
  /// Active or cleared.
  public let status: Status
  /// The first and the last time it was made.
  public let firstSeen: Date
  /// The last time it was made.
  public let lastSeen: Date

  /// Equal: the same pattern, counts, status, skills and examples.
  public static func == (a: Diagnosis, b: Diagnosis) -> Bool {
    a.pattern == b.pattern && a.count == b.count && a.chances == b.chances && a.status == b.status
      && a.skills == b.skills && a.examples.elementsEqual(b.examples) { $0 == $1 }
  }

  /// Hashed by pattern, count and status (the examples are tuples).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pattern)
    hasher.combine(count)
    hasher.combine(status)
  }

  /// The window counted: the last four weeks.
  public static let windowDays = 28
  /// A pattern made fewer times in the window is not a diagnosis.
  public static let minimumCount = 3
  /// Nor one whose rate over its chances is under this …
  public static let minimumRate = 0.2
  /// … or under this many times the learner's error rate elsewhere.
  public static let baseRateFactor = 2.0
  /// It clears after this many right answers on items that could show it …
  public static let clearingRight = 4
  /// … spread over at least this many local days, with no error of it between.
  public static let clearingDays = 2

  /// Whether a pattern made `errors` times in `chances` items of the window is
  /// named, the learner's other answers of the window having `baseErrors` wrong
  /// of `baseAsked`: at least `minimumCount` times, at a rate of at least
  /// `minimumRate` and `baseRateFactor` times the base rate.
  public static func names(errors: Int, chances: Int, baseErrors: Int, baseAsked: Int) -> Bool {
    guard errors >= minimumCount, chances > 0 else { return false }
    let rate = Double(errors) / Double(max(chances, errors))
    let base = baseAsked > 0 ? Double(max(0, baseErrors)) / Double(baseAsked) : 0
    return rate >= max(minimumRate, baseRateFactor * base)
  }

  /// The evidence toward clearing an active diagnosis: right answers on items
  /// that could show it since it was last made, and the local days they fell on.
  public struct Clearing: Sendable, Hashable {
    /// Right answers on discriminating items since the last error.
    public var right: Int = 0
    /// Distinct local days among them.
    public var days: Int = 0
    /// The last of those days, "YYYY-MM-DD".
    public var lastDay: String? = nil

    /// An empty count.
    public init(right: Int = 0, days: Int = 0, lastDay: String? = nil) {
      self.right = right
      self.days = days
      self.lastDay = lastDay
    }

    /// After one session (or one save) on `day` in which the items that could
    /// show it were answered `right` times without it and it was made `errors`
    /// times; true when it clears. A session in which the error was made starts
    /// the count again and never clears.
    public mutating func session(day: String, right: Int, errors: Int) -> Bool {
      if errors > 0 {
        self = Clearing()
        return false
      }
      guard right > 0 else { return false }
      self.right = Self.adding(self.right, right)
      if lastDay != day {
        days = Self.adding(days, 1)
        lastDay = day
      }
      return self.right >= Diagnosis.clearingRight && days >= Diagnosis.clearingDays
    }

    static func adding(_ a: Int, _ b: Int) -> Int { a.addingReportingOverflow(b).overflow ? .max : a + b }
  }

  /// For a model without stored diagnoses (records kept in memory, tests): every
  /// pattern made at least `minimumCount` times among `mistakes`, active, its
  /// chances unknown (counted as its errors).
  static func active(from mistakes: [MistakeRecord]) -> [Diagnosis] {
    Dictionary(grouping: mistakes, by: \.pattern).filter { $0.value.count >= minimumCount }.map { pattern, rows in
      var tally: [Skill: Int] = [:]
      for row in rows { tally[row.skill, default: 0] += 1 }
      let ranked = tally.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
      let sorted = rows.sorted { $0.date > $1.date }
      var seen: Set<String> = []
      let examples = sorted.filter { seen.insert($0.answer + "\u{0}" + $0.correctForm).inserted }.prefix(3)
        .map { (answer: $0.answer, expected: $0.correctForm) }
      return Diagnosis(
        pattern: pattern, count: rows.count, chances: rows.count, examples: Array(examples), skills: ranked,
        status: .active, firstSeen: sorted.last?.date ?? .distantPast, lastSeen: sorted.first?.date ?? .distantPast)
    }
  }

  /// What the learner does, in one line.
  public var summary: String {
    let skill = skills.first.map(\.title) ?? ""
    switch pattern {
    case .indicativeForSubjunctive: return "You put the indicative where the subjunctive is needed (\(skill))"
    case .subjunctiveForIndicative: return "You put the subjunctive where the indicative is needed (\(skill))"
    case .indicativeAfterConjunction:
      return "You put the indicative after para que, antes de que or cuando (of the future), which take the subjunctive"
    case .preteritoForImperfecto: return "You use the pretérito where the imperfecto belongs (\(skill))"
    case .imperfectoForPreterito: return "You use the imperfecto where the pretérito belongs (\(skill))"
    case .conditionalForSubjunctive:
      return "You use the conditional (habría) where the subjunctive (hubiera / hubiese) belongs (\(skill))"
    case .simpleForCompoundSubjunctive:
      return
        "You give the imperfecto de subjuntivo (-ra / -se) where the pluscuamperfecto (hubiera / hubiese + participle) belongs (\(skill))"
    case .seForRa:
      return "You give the -se form where the -ra one is asked (\(skill)): both are right, but they are two forms"
    case .raForSe:
      return "You give the -ra form where the -se one is asked (\(skill)): both are right, but they are two forms"
    case .otherTense: return "You give another tense than the one asked (\(skill))"
    case .tuForVos: return "You give the tú form where the vos form is asked (tienes for tenés)"
    case .vosForTu: return "You give the vos form where the tú form is asked (tenés for tienes)"
    case .tuForUsted: return "You give the tú form where usted is asked (tienes for tiene)"
    case .ustedForTu: return "You give the usted form where tú is asked (tiene for tienes)"
    case .vosotrosForUstedes:
      return "You give the vosotros form where ustedes is asked (os sentáis for siéntense, tenéis for tienen)"
    case .ustedesForVosotros: return "You give the ustedes form where vosotros is asked (tienen for tenéis)"
    case .otherPerson: return "You give another person than the one asked (\(skill))"
    case .missedStemChange: return "You keep the regular stem where the stem changes (\(skill))"
    case .stemChangeInWrongPerson: return "You change the stem in nosotros or vosotros, which keep it (piensamos)"
    case .regularised: return "You conjugate irregular forms as if they were regular (\(skill))"
    case .irEndingForEr: return "You give -er verbs -ir endings (comís for coméis)"
    case .erEndingForIr: return "You give -ir verbs -er endings (vivemos for vivimos)"
    case .preteritoFinalS: return "You add an s to the pretérito's tú form (hablastes)"
    case .lostPronoun: return "You leave out the pronoun of pronominal verbs"
    case .misplacedPronoun: return "You put the pronoun of pronominal verbs in the wrong place"
    case .indicativeInNegativeCommand: return "Your negative commands use the indicative (no hablas for no hables)"
    case .negativeCommandWithoutNo: return "Your negative commands leave out the no"
    case .agreeingParticiple: return "You make the participle agree after haber"
    case .accentStressedEnding:
      return "You leave out the accent of a stressed last syllable (cene for cené, cambio for cambió)"
    case .accentMonosyllable: return "You write an accent on one-syllable forms, which take none (dio, fue, vio)"
    case .accentStrongPreterito:
      return "You write an accent on strong pretéritos, stressed on the stem (hizo, puso, tuve)"
    case .accentHiatus: return "You leave out the accent that marks a hiatus (reír, oír, leíste)"
    case .accentEnclitic: return "You leave out the accent pronouns bring to a command (levántate, dímelo)"
    case .accentEsdrujula: return "You leave out the accent of forms stressed third from last (habláramos)"
    case .accentDiaeresis: return "You leave out the diaeresis (averigüe)"
    case .accentOther: return "You leave out or misplace written accents"
    }
  }

  /// The `conjugar info` page to read.
  public var infoPage: String {
    switch pattern {
    case .indicativeForSubjunctive, .subjunctiveForIndicative, .indicativeAfterConjunction: "subjuntivo"
    case .preteritoForImperfecto, .imperfectoForPreterito: "imperfecto"
    case .conditionalForSubjunctive, .simpleForCompoundSubjunctive: "pluscuamperfecto-subjuntivo"
    case .seForRa, .raForSe:
      skills.first?.key.hasPrefix("pluscuamperfecto") == true ? "pluscuamperfecto-subjuntivo" : "imperfecto-subjuntivo"
    case .otherTense, .otherPerson: skills.first.flatMap(Self.infoPage(for:)) ?? "presente"
    case .tuForVos, .vosForTu: "voseo"
    case .tuForUsted, .ustedForTu, .vosotrosForUstedes, .ustedesForVosotros: "usted"
    case .missedStemChange, .stemChangeInWrongPerson: "stem-changes"
    case .regularised: skills.first?.key == "preterite-stem" ? "preteritos-irregulares" : "spelling-changes"
    case .lostPronoun, .misplacedPronoun: "pronominal"
    case .indicativeInNegativeCommand, .negativeCommandWithoutNo: "imperativo"
    case .agreeingParticiple: "compuestos"
    case .preteritoFinalS: "preterito"
    case .irEndingForEr, .erEndingForIr: "presente"
    case .accentStressedEnding, .accentMonosyllable, .accentStrongPreterito, .accentHiatus, .accentEnclitic,
      .accentEsdrujula, .accentDiaeresis, .accentOther:
      pattern.accentRule.map(AccentRules.infoTopic(for:)) ?? "accents"
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
    if pattern.isAccent { return "conjugar today" }
    switch pattern {
    case .tuForVos, .vosForTu: return "conjugar practice --person vos"
    case .tuForUsted: return "conjugar practice --person usted"
    case .vosotrosForUstedes: return "conjugar practice --person ustedes"
    case .ustedesForVosotros: return "conjugar practice --person vosotros"
    case .lostPronoun, .misplacedPronoun: return "conjugar context --topic imperativo-pronombres"
    case .indicativeAfterConjunction: return "conjugar context --topic subjuntivo-adverbial"
    default: break
    }
    let skill = skills.first
    switch skill?.grain {
    case .context?: return "conjugar context --topic \(skill!.key)"
    case .tense?: return "conjugar practice --tense \(skill!.key)"
    case .person?: return "conjugar practice --person \(skill!.key)"
    case .family?, nil: return "conjugar today"
    }
  }

  /// The next step, in one line: the info page and the command.
  public var advice: String { "Read conjugar info \(infoPage), then drill: \(command)" }
}
