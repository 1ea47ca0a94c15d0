import FoundationEssentials

/// What one answer teaches the learner model: the skills it is evidence about,
/// whether it was right, the pattern of a wrong one, and the patterns the item
/// could show (its chances). Worked out from the answer alone, before the save's
/// transaction begins, so the transaction only writes. Rules in
/// docs/learning.md ("Evidence").
struct LearningEvent: Sendable, Hashable {
  /// The direction of a two-way topic the item asks (`context:<topic>:<side>`),
  /// when it counts for it: a named mistake lowers it with the skill at fault.
  var direction: Skill? = nil
  /// The skills it counts for: every skill the item touches, but `person:vos`
  /// only where the vos form differs from the tú form; the asked tense (or topic)
  /// alone for a blank, and for an answer wrong only in its accents (counted,
  /// right, but no evidence: `accentOnly`).
  let skills: [Skill]
  /// Right for the mastery estimate: full marks.
  let right: Bool
  /// Exactly right (10 points, the asked form and not its -ra / -se twin).
  let exact: Bool
  let finding: MistakePattern.Finding?
  /// Wrong only in its written accents: evidence about the accent family alone.
  var accentOnly: Bool { finding?.pattern.isAccent == true }
  /// The patterns it is evidence about: those the item could show, for a right
  /// answer or a named mistake (none for a blank or a typo).
  let chances: Set<MistakePattern>
  let infinitive: String
  /// As typed (tidied), as the history keeps it.
  let answer: String
  let correctForm: String

  /// Whether the answer moves `skill`'s estimate: a wrong answer a rule names is
  /// evidence against the skill at fault only (the learner who types piensas for
  /// pienses holds e → ie and tú); a right one, and an unnamed wrong one, move
  /// every skill it counts for.
  func isEvidence(on skill: Skill) -> Bool {
    guard !accentOnly else { return false }
    guard !right, let finding else { return true }
    return finding.skill == skill || (skill == direction && finding.skill.grain == .context)
  }

  /// Whether the answer counts as exact on `skill` (its recent bit 0): a named
  /// mistake is a fault of the skill it names only.
  func isExact(on skill: Skill) -> Bool {
    guard let finding, !accentOnly else { return exact || accentOnly }
    return finding.skill != skill && !(skill == direction && finding.skill.grain == .context)
  }

  /// The pattern it was a chance of, and whether it was made.
  var outcomes: [(pattern: MistakePattern, error: Bool)] {
    chances.map { ($0, $0 == finding?.pattern) }
  }

  /// The events of `results`, in order. Verbs are looked up in `catalog` (the
  /// forms a wrong answer may be, and what an item can show), each once; `topics`
  /// gives each context sentence's topic by its id (the session's,
  /// `FinishedQuiz.topics`).
  static func events(
    _ results: [QuestionResult], topics: [String: String] = [:], catalog: VerbCatalog = .standard
  ) -> [LearningEvent] {
    var cache = FormsCache(catalog: catalog)
    return results.map { event($0, topic: $0.question.sentence.flatMap { topics[$0] }, cache: &cache) }
  }

  /// Verb forms looked up once a verb; the context sentences, read once when an
  /// answer is to a sentence (its subject and conjunction are evidence: usted,
  /// para que).
  struct FormsCache {
    let catalog: VerbCatalog
    var forms: [String: VerbForms?] = [:]
    var library: ContextLibrary?? = nil

    mutating func sentence(_ id: String?) -> ContextSentence? {
      guard let id else { return nil }
      if library == nil { library = .some(try? ContextLibrary.standard()) }
      return library??.sentence(id)
    }

    mutating func forms(_ infinitive: String) -> VerbForms? {
      if let known = forms[infinitive] { return known }
      let found = VerbForms(infinitive: infinitive, catalog: catalog)
      forms[infinitive] = .some(found)
      return found
    }
  }

  /// The event of one answer.
  static func event(_ result: QuestionResult, topic topicName: String?, cache: inout FormsCache) -> LearningEvent {
    let question = result.question
    let forms = cache.forms(question.infinitive)
    let sentence = cache.sentence(question.sentence)
    let topic = topicName.flatMap(ContextTopic.init(rawValue:))
    var skills = Skill.skills(of: question, correctForm: result.correctForm, topic: topic)
    // A two-way topic keeps an estimate per direction: a pretérito sentence is
    // evidence about the pretérito side only, never about the imperfecto's.
    let direction = sentence.flatMap(Skill.direction(of:))
    if let direction, skills.first?.grain == .context { skills.insert(direction, at: 1) }
    // A vos skill learns from forms where vos differs from tú (creías, compraste: the same).
    if question.person == .vos, let forms,
      forms.form(question.tense, .tu)?.primary.nfc.lowercased() == result.correctForm.nfc.lowercased()
    {
      skills.removeAll { $0 == Skill(.person, Person.vos.rawValue) }
    }
    let blank = MistakePattern.isBlank(result.answer)
    var finding: MistakePattern.Finding?
    if !blank, result.grade != .total || result.explanation?.kind == .otherSpelling {
      finding = MistakePattern.classify(result, forms: forms, topic: topic)
    }
    // Evidence about a pattern: a right answer on an item that could show it, or
    // a named mistake. An answer wrong only in its accents is evidence about the
    // accent family alone; a blank or an unnamed wrong answer (a typo) about none.
    var chances: Set<MistakePattern> = []
    if let finding, finding.pattern.isAccent {
      chances = [finding.pattern]
    } else if finding != nil || result.grade != .wrong {
      chances = MistakePattern.chances(question, correctForm: result.correctForm, forms: forms, sentence: sentence)
      // The item says which of a pair its error is: the indicative after para que
      // is the adverbial pattern; tú where él is asked is tú for usted only where
      // the item speaks to usted (vosotros where ellos is asked: vosotros for
      // ustedes only where it speaks to ustedes), else another person.
      if let found = finding {
        if found.pattern == .indicativeForSubjunctive, chances.contains(.indicativeAfterConjunction) {
          finding = MistakePattern.Finding(pattern: .indicativeAfterConjunction, skill: found.skill)
        } else if found.pattern == .tuForUsted || found.pattern == .vosotrosForUstedes,
          !chances.contains(found.pattern)
        {
          finding = MistakePattern.Finding(pattern: .otherPerson, skill: found.skill)
        }
      }
      if let finding { chances.insert(finding.pattern) }
    }
    let accentOnly = finding?.pattern.isAccent == true
    if blank || accentOnly {
      // A blank lowers the asked tense (or topic) only, and shows no pattern; an
      // accent slip is counted there, right, and is no evidence about tense, mood or person.
      skills = Array(skills.prefix(1))
    }
    return LearningEvent(
      direction: skills.contains { $0 == direction } ? direction : nil, skills: skills,
      right: result.grade != .wrong || accentOnly,
      exact: result.grade == .total && !result.helped && finding == nil, finding: finding, chances: chances,
      infinitive: question.infinitive, answer: result.answer, correctForm: result.correctForm)
  }
}
