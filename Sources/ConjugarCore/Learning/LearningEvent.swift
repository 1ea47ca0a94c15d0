import FoundationEssentials

/// What one answer teaches the learner model: the skills it touched, whether it
/// was right, and the pattern of a wrong one. Worked out from the answer alone,
/// before the save's transaction begins, so the transaction only writes.
struct LearningEvent: Sendable, Hashable {
  let skills: [Skill]
  /// Right for the mastery estimate: full marks or an accent slip.
  let right: Bool
  /// Exactly right (10 points, the asked form and not its -ra / -se twin): what
  /// clears a diagnosis.
  let exact: Bool
  let finding: MistakePattern.Finding?
  let infinitive: String
  /// As typed (tidied), as the history keeps it.
  let answer: String
  let correctForm: String

  /// Whether the answer moves `skill`'s estimate: a wrong answer a rule names is
  /// evidence against the skill at fault only (the learner who types piensas for
  /// pienses holds e → ie and tú); a right one, and an unnamed wrong one, move
  /// every skill it touches.
  func isEvidence(on skill: Skill) -> Bool {
    guard !right, let finding else { return true }
    return finding.skill == skill
  }

  /// Whether the answer counts as exact on `skill` (its recent bit 0): a named
  /// mistake is a fault of the skill it names only.
  func isExact(on skill: Skill) -> Bool {
    guard let finding else { return exact }
    return finding.skill != skill
  }

  /// The events of `results`, in order. Verbs are looked up in `catalog` (the
  /// forms a wrong answer may be), each once; `topics` gives each context
  /// sentence's topic by its id (the session's, `FinishedQuiz.topics`).
  static func events(
    _ results: [QuestionResult], topics: [String: String] = [:], catalog: VerbCatalog = .standard
  ) -> [LearningEvent] {
    var forms: [String: VerbForms?] = [:]
    return results.map { result in
      let topic = result.question.sentence.flatMap { topics[$0] }.flatMap(ContextTopic.init(rawValue:))
      var finding: MistakePattern.Finding?
      if result.grade != .total || result.explanation?.kind == .otherSpelling {
        let infinitive = result.question.infinitive
        if forms[infinitive] == nil { forms[infinitive] = .some(VerbForms(infinitive: infinitive, catalog: catalog)) }
        finding = MistakePattern.classify(result, forms: forms[infinitive] ?? nil, topic: topic)
      }
      return LearningEvent(
        skills: Skill.skills(of: result.question, correctForm: result.correctForm, topic: topic),
        right: result.grade != .wrong,
        exact: result.grade == .total && !result.helped && finding == nil, finding: finding,
        infinitive: result.question.infinitive,
        answer: result.answer, correctForm: result.correctForm)
    }
  }
}
