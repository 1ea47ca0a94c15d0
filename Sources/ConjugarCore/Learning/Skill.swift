import FoundationEssentials

/// One thing a learner can hold or not, at one of three grains (docs/learning.md):
/// a tense (or, for a context sentence, the choice it tests), a verb family (a
/// change that shows in the asked form), a person. An answer touches one skill of
/// each grain that applies: pensar, presente de subjuntivo, tú touches
/// "presente de subjuntivo", "e → ie" and "tú".
public struct Skill: Hashable, Sendable, Comparable {
  /// The grain: a tense or mood, a context topic, a verb family, a person.
  public enum Grain: String, Sendable, CaseIterable {
    case tense, context, family, person
  }

  /// Which grain it is of.
  public let grain: Grain
  /// The tense's key, the context topic's key, the family's key or the person's key.
  public let key: String

  /// The skill of `key` at `grain`.
  public init(_ grain: Grain, _ key: String) {
    self.grain = grain
    self.key = key
  }

  /// "tense:presenteDeSubjuntivo": how the database and the JSON name it.
  public var name: String { grain.rawValue + ":" + key }

  /// The skill a stored name stands for; nil for a name this build does not know.
  public init?(name: String) {
    guard let colon = name.firstIndex(of: ":"), let grain = Grain(rawValue: String(name[..<colon])) else {
      return nil
    }
    let key = String(name[name.index(after: colon)...])
    let known: Bool =
      switch grain {
      case .tense: Tense(rawValue: key) != nil
      case .context: ContextTopic(rawValue: key) != nil || Self.directionParts(key) != nil
      case .family: Self.families.contains { $0.key == key }
      case .person: Person(rawValue: key) != nil
      }
    guard known else { return nil }
    self.init(grain, key)
  }

  /// Table order: tenses as tables show them, then topics, families and persons.
  public static func < (a: Skill, b: Skill) -> Bool { a.order < b.order }

  /// Tenses in the order tables show them, then topics, families and persons.
  private var order: (Int, Int, String) {
    let grainRank = Grain.allCases.firstIndex(of: grain) ?? 0
    let rank: Int? =
      switch grain {
      case .tense: Tense.allCases.firstIndex { $0.rawValue == key }
      case .context:
        ContextTopic.allCases.firstIndex { $0.rawValue == (Self.directionParts(key)?.topic.rawValue ?? key) }
      case .family: Self.families.firstIndex { $0.key == key }
      case .person: Person.allCases.firstIndex { $0.rawValue == key }
      }
    return (grainRank, rank ?? .max, key)
  }

  /// What a learner reads: "presente de subjuntivo", "si clauses", "e → ie", "vosotros".
  public var title: String {
    switch grain {
    case .tense: Tense(rawValue: key)?.displayName ?? key
    case .context:
      if let (topic, side) = Self.directionParts(key) {
        topic.title + ", where the " + (Self.sides[side] ?? side) + " belongs"
      } else {
        ContextTopic(rawValue: key)?.title ?? key
      }
    case .family: Self.families.first { $0.key == key }?.title ?? key
    case .person: Person(rawValue: key).map(Self.personTitle) ?? key
    }
  }

  /// Whether it is one direction of a two-way topic (`context:<topic>:<side>`).
  public var isDirection: Bool { grain == .context && Self.directionParts(key) != nil }

  /// The sides of a two-way topic, by key, as a learner reads them.
  static let sides: [String: String] = [
    "preterito": "pretérito", "imperfecto": "imperfecto", "indicativo": "indicative", "subjuntivo": "subjunctive",
  ]

  /// The topics whose sentences ask one of two answers, and their sides.
  static let twoWay: [ContextTopic: Set<String>] = [
    .preteritoImperfecto: ["preterito", "imperfecto"], .subjuntivoDeseo: ["indicativo", "subjuntivo"],
    .subjuntivoDuda: ["indicativo", "subjuntivo"], .subjuntivoEmocion: ["indicativo", "subjuntivo"],
    .subjuntivoImpersonal: ["indicativo", "subjuntivo"], .subjuntivoAdverbial: ["indicativo", "subjuntivo"],
  ]

  /// "preterito-imperfecto:imperfecto" → (pretérito or imperfecto, imperfecto); nil otherwise.
  static func directionParts(_ key: String) -> (topic: ContextTopic, side: String)? {
    guard let colon = key.firstIndex(of: ":"), let topic = ContextTopic(rawValue: String(key[..<colon])) else {
      return nil
    }
    let side = String(key[key.index(after: colon)...])
    guard twoWay[topic]?.contains(side) == true else { return nil }
    return (topic, side)
  }

  /// The direction a sentence of a two-way topic asks (docs/learning.md, "Mastery
  /// follows the same rule"): a pretérito / imperfecto sentence that does not accept
  /// the other, a subjunctive-topic sentence whose readings are all of one mood. nil
  /// for a sentence that takes both, or of another topic: it tells the sides apart
  /// for neither.
  static func direction(of sentence: ContextSentence) -> Skill? {
    let tenses = Set(sentence.readings.map(\.tense))
    var side: String?
    switch sentence.topic {
    case .preteritoImperfecto:
      let preterito = tenses.contains(.preterito)
      let imperfecto = tenses.contains(.imperfectoDeIndicativo)
      if preterito != imperfecto, sentence.tense == .preterito || sentence.tense == .imperfectoDeIndicativo {
        side = preterito ? "preterito" : "imperfecto"
      }
    case .subjuntivoDeseo, .subjuntivoDuda, .subjuntivoEmocion, .subjuntivoImpersonal, .subjuntivoAdverbial:
      let moods = Set(tenses.map(\.mood))
      if moods == [.subjuntivo] { side = "subjuntivo" } else if moods == [.indicativo] { side = "indicativo" }
    default: break
    }
    return side.map { Skill(.context, sentence.topic.rawValue + ":" + $0) }
  }

  static func personTitle(_ person: Person) -> String {
    switch person {
    case .el: "él / usted"
    case .ellos: "ellos / ustedes"
    default: person.label()
    }
  }

  /// The verb families, in teachers' terms: each stem change, the spelling
  /// changes, -zc, irregular pretérito stems, irregular participles, pronominal
  /// verbs, and any other irregular form.
  static let families: [(key: String, title: String)] = [
    ("e-ie", "stem change e → ie"), ("o-ue", "stem change o → ue"), ("u-ue", "stem change u → ue (jugar)"),
    ("i-ie", "stem change i → ie"), ("e-i", "stem change e → i"), ("o-u", "stem change o → u"),
    ("spelling", "spelling changes (c → qu, z → c…)"), ("zc", "-zc (conozco)"),
    ("y", "y between vowels (huyo, leyó)"), ("preterite-stem", "irregular pretérito stems"),
    ("participle", "irregular participles"), ("pronominal", "pronominal verbs"), ("irregular", "other irregular forms"),
  ]

  /// The skills an answer to `question` touches; `correctForm` is its asked form
  /// (the main answer of a context sentence), `topic` a context sentence's topic
  /// (given by the caller, which has the World's sentences: nil for a form).
  public static func skills(of question: Question, correctForm: String, topic: ContextTopic? = nil) -> [Skill] {
    var skills: [Skill] = []
    if question.sentence != nil, let topic {
      skills.append(Skill(.context, topic.rawValue))
    } else {
      skills.append(Skill(.tense, question.tense.rawValue))
    }
    if let family = family(question.infinitive, question.tense, question.person, correctForm: correctForm) {
      skills.append(Skill(.family, family))
    }
    if RegularForms.splitPronominal(question.infinitive).1 { skills.append(Skill(.family, "pronominal")) }
    if let person = question.person, question.tense.isFinite { skills.append(Skill(.person, person.rawValue)) }
    return skills
  }

  /// The family whose change shows in this form: the regular form a learner
  /// would build (`RegularForms`) against the asked one. nil when the form is regular.
  static func family(_ infinitive: String, _ tense: Tense, _ person: Person?, correctForm: String) -> String? {
    let right = correctForm.nfc.lowercased()
    guard let regular = RegularForms.form(infinitive, tense, person, like: right) else { return nil }
    let typed = MissedChange.lastWord(regular)
    let asked = MissedChange.lastWord(right)
    guard typed != asked else { return nil }
    if MissedChange.endingIToY(typed, asked) != nil { return "y" }
    if let pair = MissedChange.change(from: typed, to: asked) {
      switch (pair.from, pair.to) {
      case ("e", "ie"): return "e-ie"
      case ("o", "ue"): return "o-ue"
      case ("u", "ue"): return "u-ue"
      case ("i", "ie"): return "i-ie"
      case ("e", "i"): return "e-i"
      case ("o", "u"): return "o-u"
      case ("c", "zc"): return "zc"
      case ("i", "y"), ("", "y"): return "y"
      default: return "spelling"
      }
    }
    switch tense {
    case .preterito, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .futuroDeSubjuntivo: return "preterite-stem"
    case .participio: return "participle"
    default: return MistakeFamilies.isCompound(tense) ? "participle" : "irregular"
    }
  }
}
