import FoundationEssentials

/// What a wrong answer shows the learner doing, named from the same rules that
/// explain it (`Explanation`, `MistakeFamilies`, `MissedChange`), so that the
/// diagnoses count what the learner was told. A plain function of the answer.
public enum MistakePattern: String, Sendable, Hashable, CaseIterable {
  case indicativeForSubjunctive = "indicative-for-subjunctive"
  case subjunctiveForIndicative = "subjunctive-for-indicative"
  case preteritoForImperfecto = "preterito-for-imperfecto"
  case imperfectoForPreterito = "imperfecto-for-preterito"
  /// habría hablado for hubiera / hubiese hablado (and habría for hubiera).
  case conditionalForSubjunctive = "conditional-for-subjunctive"
  /// hablara for hubiera hablado: the -ra / -se imperfecto where the pluscuamperfecto is due.
  case simpleForCompoundSubjunctive = "simple-for-compound-subjunctive"
  /// hubiese hablado where hubiera hablado is asked, or the reverse: right (the two
  /// are interchangeable, and graded so), but the learner does not tell which is which.
  case raSeSwapped = "ra-se-swapped"
  case otherTense = "other-tense"
  case missedStemChange = "missed-stem-change"
  case regularised
  case lostPronoun = "lost-pronoun"
  case misplacedPronoun = "misplaced-pronoun"
  case negativeCommand = "negative-command"
  case agreeingParticiple = "agreeing-participle"
  case preteritoFinalS = "preterito-final-s"
  case wrongEnding = "wrong-ending"
  case stemChangeInWrongPerson = "stem-change-in-wrong-person"
  case otherPerson = "other-person"
  case accentOnMonosyllable = "accent-on-monosyllable"

  /// One classified answer: the pattern, and the skill it was a fault in (the
  /// skill whose recent right answers clear it).
  public struct Finding: Sendable, Hashable {
    /// The pattern the answer shows.
    public let pattern: MistakePattern
    /// The skill it was a fault in.
    public let skill: Skill
  }

  /// The pattern of `result`, nil for a right answer or a mistake no rule names.
  /// `forms` is every form of the verb (nil: only what the string alone shows);
  /// `topic`, a context sentence's topic.
  public static func classify(_ result: QuestionResult, forms: VerbForms?, topic: ContextTopic? = nil) -> Finding? {
    let q = result.question
    let given = AnswerGrader.normalize(result.answer)
    let right = result.correctForm.nfc.lowercased()
    let skills = Skill.skills(of: q, correctForm: result.correctForm, topic: topic)
    let main = skills[0]
    func on(_ pattern: MistakePattern, _ skill: Skill? = nil) -> Finding {
      Finding(pattern: pattern, skill: skill ?? main)
    }
    if result.grade == .partial, result.explanation?.kind != .otherSpelling {
      // fué, dió, vió: monosyllables take no written accent (RAE 2010).
      let word = MissedChange.lastWord(right)
      let plainGiven = AnswerGrader.stripAccents(given)
      guard !result.helped, plainGiven == right, word == AnswerGrader.stripAccents(word), syllables(word) == 1
      else { return nil }
      return on(.accentOnMonosyllable)
    }
    // The grader's note "hubiese hablado is right too; the -ra form is…": full
    // marks, yet the asked form was the other one.
    if result.explanation?.kind == .otherSpelling, raSePartner(q.tense) != nil { return on(.raSeSwapped) }
    guard result.grade == .wrong, !given.isEmpty, let forms else { return nil }
    let family = skills.first { $0.grain == .family }
    let pronominal = Skill(.family, "pronominal")
    if MistakeFamilies.missingPronoun(given, q, right, forms) != nil { return on(.lostPronoun, pronominal) }
    for check in [
      MistakeFamilies.misplacedPronoun, MistakeFamilies.lostLetterBeforePronoun,
      MistakeFamilies.pronounAfterConjugatedVerb,
    ]
    where check(given, q, right, forms) != nil {
      return on(.misplacedPronoun, pronominal)
    }
    for check in [MistakeFamilies.negativeWithIndicative, MistakeFamilies.negativeWithoutNo]
    where check(given, q, right, forms) != nil {
      return on(.negativeCommand)
    }
    if MistakeFamilies.agreeingParticiple(given, q, right, forms) != nil { return on(.agreeingParticiple) }
    if MistakeFamilies.pretéritoWithFinalS(given, q, right, forms) != nil { return on(.preteritoFinalS) }
    if MistakeFamilies.wrongConjugationEnding(given, q, right, forms) != nil { return on(.wrongEnding) }
    if MistakeFamilies.stemChangeInWrongPerson(given, q, right, forms) != nil {
      return on(.stemChangeInWrongPerson)
    }
    if let regular = RegularForms.form(q.infinitive, q.tense, q.person, like: right),
      FormMatch.normalize(regular) == given, regular != right
    {
      let pair = MissedChange.change(from: MissedChange.lastWord(regular), to: MissedChange.lastWord(right))
      let vowel =
        pair.map { ["e", "o", "u", "i"].contains($0.from) && ["ie", "ue", "i", "u"].contains($0.to) } ?? false
      return on(vowel ? .missedStemChange : .regularised, family)
    }
    let matching = forms.readings.filter { FormMatch.matches(given, $0.form) }
    if let pattern = tenseMixUp(asked: q.tense, given: Set(matching.map(\.tense))) { return on(pattern) }
    if matching.contains(where: { $0.tense == q.tense }), let person = q.person {
      return on(.otherPerson, Skill(.person, person.rawValue))
    }
    return nil
  }

  /// The named tense or mood mix-up when the answer is a form of another tense.
  static func tenseMixUp(asked: Tense, given: Set<Tense>) -> MistakePattern? {
    guard !given.isEmpty, !given.contains(asked) else { return nil }
    let conditional: Set<Tense> = [.condicional, .condicionalCompuesto]
    let pastSubjunctive: Set<Tense> = [
      .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .pluscuamperfectoDeSubjuntivo1,
      .pluscuamperfectoDeSubjuntivo2,
    ]
    if pastSubjunctive.contains(asked) && !given.isDisjoint(with: conditional) { return .conditionalForSubjunctive }
    if asked == .pluscuamperfectoDeSubjuntivo1 || asked == .pluscuamperfectoDeSubjuntivo2,
      !given.isDisjoint(with: [.imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2])
    {
      return .simpleForCompoundSubjunctive
    }
    if asked == .imperfectoDeIndicativo && given.contains(.preterito) { return .preteritoForImperfecto }
    if asked == .preterito && given.contains(.imperfectoDeIndicativo) { return .imperfectoForPreterito }
    if asked.mood == .subjuntivo && given.contains(where: { $0.mood == .indicativo }) {
      return .indicativeForSubjunctive
    }
    if asked.mood == .indicativo && given.contains(where: { $0.mood == .subjuntivo }) {
      return .subjunctiveForIndicative
    }
    return .otherTense
  }

  /// Vowel groups, a diphthong counted once (fue, dio, vio: one).
  static func syllables(_ word: String) -> Int {
    var count = 0
    var inVowels = false
    for scalar in word.unicodeScalars {
      let vowel = Accent.isStrong(scalar) || Accent.isWeak(scalar)
      if vowel && !inVowels { count += 1 }
      inVowels = vowel
    }
    return count
  }
}
