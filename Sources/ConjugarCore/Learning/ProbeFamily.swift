import FoundationEssentials

/// A likely error a learner may have had no chance to make yet, and how an item
/// is recognised as a chance of it (docs/learning.md, "Probing"). A chance counts
/// from any item, not only probes.
public enum ProbeFamily: String, Sendable, Hashable, CaseIterable {
  /// piensamos for pensamos: nosotros (and vosotros) of a stem-changing presente.
  case stemChangeNosotros = "stem-change-nosotros"
  /// tienes for tenés: vos presente and imperativo where vos ≠ tú (vos learners only).
  case vos
  /// tienes for tiene: usted where tú differs, in an item that speaks to usted
  /// (a sentence whose subject is usted, a form asked for usted).
  case usted
  /// os sentáis for siéntense, tenéis for tienen: vosotros where the item speaks to
  /// ustedes (a sentence whose subject is ustedes, a form asked for ustedes), where
  /// Spain's forms are asked (elsewhere ustedes is the only plural).
  case ustedes
  /// The indicative after each trigger family: wishes, doubt, emotion, impersonal
  /// (sentences of the topic), adverbial (sentences with para que, antes de que,
  /// cuando of the future, whatever their topic).
  case wishes, doubt, emotion, impersonal, adverbial
  /// tenió for tuvo: strong pretéritos.
  case strongPreterito = "strong-preterito"
  /// dormiendo for durmiendo: gerunds that change the stem.
  case gerund
  /// levantate for levántate: the accent enclitic pronouns bring.
  case enclitic
  /// cene for cené: the accent of a stressed ending.
  case stressedEnding = "stressed-ending"

  /// The context topic of a trigger family.
  var topic: ContextTopic? {
    switch self {
    case .wishes: .subjuntivoDeseo
    case .doubt: .subjuntivoDuda
    case .emotion: .subjuntivoEmocion
    case .impersonal: .subjuntivoImpersonal
    case .adverbial: .subjuntivoAdverbial
    default: nil
    }
  }

  /// The pattern its chances are chances of.
  public var pattern: MistakePattern {
    switch self {
    case .stemChangeNosotros: .stemChangeInWrongPerson
    case .vos: .tuForVos
    case .usted: .tuForUsted
    case .ustedes: .vosotrosForUstedes
    case .wishes, .doubt, .emotion, .impersonal: .indicativeForSubjunctive
    case .adverbial: .indicativeAfterConjunction
    case .strongPreterito: .regularised
    case .gerund: .missedStemChange
    case .enclitic: .accentEnclitic
    case .stressedEnding: .accentStressedEnding
    }
  }

  /// What a learner reads.
  public var title: String {
    switch self {
    case .stemChangeNosotros: "stem change in nosotros"
    case .vos: "vos where it differs from tú"
    case .usted: "usted against tú"
    case .ustedes: "ustedes against vosotros"
    case .wishes, .doubt, .emotion, .impersonal, .adverbial: "subjunctive: " + (topic?.title ?? rawValue)
    case .strongPreterito: "strong pretéritos"
    case .gerund: "gerunds that change the stem"
    case .enclitic: "accents of commands with pronouns"
    case .stressedEnding: "accents of stressed endings"
    }
  }

  /// The families in scope for `settings`: vos only for a vos learner; the
  /// subjunctive triggers from Moderate (the placed level) on.
  public static func inScope(_ settings: Settings) -> [ProbeFamily] {
    allCases.filter { family in
      switch family {
      case .vos: settings.secondSingularQuiz == .vos
      case .ustedes: settings.region == .spain
      case .wishes, .doubt, .emotion, .impersonal, .adverbial: settings.difficulty != .easy
      default: true
      }
    }
  }

  /// Whether an item of `question` (its form `correctForm`, its sentence's
  /// `topic`) with these `chances` is a chance of the family.
  public func isChance(_ question: Question, topic: ContextTopic?, chances: Set<MistakePattern>) -> Bool {
    guard chances.contains(pattern) else { return false }
    switch self {
    case .vos: return question.tense == .presenteDeIndicativo || question.tense == .imperativoPositivo
    case .wishes, .doubt, .emotion, .impersonal: return topic == self.topic
    // Its pattern's chances are the sentences with the conjunction, whatever their topic.
    case .adverbial: return true
    case .strongPreterito: return question.tense == .preterito
    case .gerund: return question.tense == .gerundio
    default: return true
    }
  }

  /// Form questions that are chances of it (trigger families: none, they are sentences).
  func candidates(persons: [Person]) -> [Question] {
    func forms(_ verbs: [String], _ tenses: [Tense], _ people: [Person?]) -> [Question] {
      verbs.flatMap { verb in tenses.flatMap { tense in people.map { Question(verb, tense, $0) } } }
    }
    switch self {
    case .stemChangeNosotros:
      return forms(
        ["pensar", "poder", "querer", "dormir", "volver", "empezar", "contar", "jugar", "sentir", "pedir"],
        [.presenteDeIndicativo], persons.contains(.vosotros) ? [.nosotros, .vosotros] : [.nosotros])
    case .vos:
      return forms(
        ["tener", "poder", "querer", "venir", "decir", "salir", "hablar", "comer", "vivir", "ser"],
        [.presenteDeIndicativo, .imperativoPositivo], [.vos])
    case .usted:
      // Asked for usted (shown so), not él: tú for usted is judged where usted is spoken to.
      return forms(
        ["tener", "hacer", "poder", "querer", "ir", "ser", "venir", "decir"], [.presenteDeIndicativo], [.el]
      ).map { question in
        var formal = question
        formal.addressedFormally = true
        return formal
      }
    case .ustedes:
      return forms(
        ["tener", "hacer", "poder", "querer", "ir", "ser", "venir", "decir"], [.presenteDeIndicativo], [.ellos]
      ).map { question in
        var formal = question
        formal.addressedFormally = true
        return formal
      }
    case .strongPreterito:
      return forms(
        ["tener", "poner", "hacer", "decir", "poder", "querer", "venir", "estar", "saber", "traer"], [.preterito],
        [.yo, .el, .ellos])
    case .gerund:
      return forms(["dormir", "pedir", "sentir", "decir", "venir", "morir", "seguir", "servir"], [.gerundio], [nil])
    case .enclitic:
      return forms(
        ["levantarse", "sentarse", "acostarse", "ducharse", "vestirse", "quedarse"], [.imperativoPositivo],
        [persons[1], .el, .nosotros])
    case .stressedEnding:
      return forms(
        ["cenar", "hablar", "comer", "vivir", "cambiar", "trabajar", "escribir", "llegar"], [.preterito], [.yo, .el])
    case .wishes, .doubt, .emotion, .impersonal, .adverbial:
      return []
    }
  }
}
