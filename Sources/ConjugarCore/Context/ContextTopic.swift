/// What a context sentence practises: the choices the info pages teach
/// (Resources/context/*.txt name them in `topic:`).
public enum ContextTopic: String, CaseIterable, Sendable, Codable, Hashable {
  /// Pretérito or imperfecto.
  case preteritoImperfecto = "preterito-imperfecto"
  /// The perfect tenses.
  case tiemposPerfectos = "tiempos-perfectos"
  /// Future and conditional.
  case futuroCondicional = "futuro-condicional"
  /// The subjunctive of wishes and requests.
  case subjuntivoDeseo = "subjuntivo-deseo"
  /// The subjunctive of doubt and denial.
  case subjuntivoDuda = "subjuntivo-duda"
  /// The subjunctive of emotion and judgement.
  case subjuntivoEmocion = "subjuntivo-emocion"
  /// The subjunctive after impersonal expressions.
  case subjuntivoImpersonal = "subjuntivo-impersonal"
  /// The subjunctive in adverbial clauses.
  case subjuntivoAdverbial = "subjuntivo-adverbial"
  /// Si clauses.
  case oracionesSi = "oraciones-si"
  /// The sequence of tenses.
  case concordancia
  /// Commands with pronouns attached.
  case imperativoPronombres = "imperativo-pronombres"
  /// Periphrases (estar + gerundio and others).
  case progresivo

  /// What the question's header says: the choice, never the tense to give.
  public var title: String {
    switch self {
    case .preteritoImperfecto: "pretérito or imperfecto"
    case .tiemposPerfectos: "perfect tenses"
    case .futuroCondicional: "future and conditional"
    case .subjuntivoDeseo: "wishes and requests"
    case .subjuntivoDuda: "doubt and denial"
    case .subjuntivoEmocion: "emotion and judgement"
    case .subjuntivoImpersonal: "impersonal expressions"
    case .subjuntivoAdverbial: "adverbial clauses"
    case .oracionesSi: "si clauses"
    case .concordancia: "sequence of tenses"
    case .imperativoPronombres: "commands with pronouns"
    case .progresivo: "periphrases"
    }
  }

  /// The `conjugar info` pages that teach this choice, the one to read first first.
  public var infoPages: [String] {
    switch self {
    case .preteritoImperfecto: ["imperfecto", "preterito"]
    case .tiemposPerfectos: ["compuestos", "perfecto", "pluscuamperfecto", "futuro-perfecto", "participio"]
    case .futuroCondicional: ["futuro", "condicional", "futuro-perfecto", "condicional-compuesto"]
    case .subjuntivoDeseo, .subjuntivoDuda, .subjuntivoEmocion, .subjuntivoImpersonal,
      .subjuntivoAdverbial:
      ["subjuntivo", "perfecto-subjuntivo"]
    case .oracionesSi: ["imperfecto-subjuntivo", "pluscuamperfecto-subjuntivo", "condicional-compuesto"]
    case .concordancia: ["concordancia", "imperfecto-subjuntivo", "pluscuamperfecto-subjuntivo"]
    case .imperativoPronombres: ["imperativo", "pronominal"]
    case .progresivo: ["gerundio", "perifrasis"]
    }
  }

  /// The names a learner may give `--topic` for it besides its own, matched as
  /// `TeachingNames.key` matches (no case, accents or punctuation).
  var aliases: [String] {
    switch self {
    case .preteritoImperfecto:
      ["preterite", "preterito", "pretérito", "imperfect", "imperfecto", "preterite imperfect", "past"]
    case .tiemposPerfectos: ["perfect", "perfect tenses", "perfecto", "compound", "compuestos"]
    case .futuroCondicional: ["future", "futuro", "conditional", "condicional", "probability"]
    case .subjuntivoDeseo: ["wishes", "wish", "deseo", "requests"]
    case .subjuntivoDuda: ["doubt", "duda", "denial"]
    case .subjuntivoEmocion: ["emotion", "emocion", "emoción", "feelings"]
    case .subjuntivoImpersonal: ["impersonal", "impersonal expressions"]
    case .subjuntivoAdverbial: ["adverbial", "adverbial clauses"]
    case .oracionesSi: ["si", "if", "if clauses", "conditional sentences"]
    case .concordancia: ["sequence of tenses", "concordancia de tiempos", "como si"]
    case .imperativoPronombres: ["imperative", "imperativo", "commands", "imperative with pronouns"]
    case .progresivo: ["progressive", "progresivo", "estar gerundio", "periphrases"]
    }
  }

  /// The topics `name` stands for: one, or every subjunctive trigger for
  /// "subjunctive" / "subjuntivo", or those that practise the `conjugar info` page
  /// of that name (gerundio, pronominal, participio); nil when it names none.
  public static func named(_ name: String) -> [ContextTopic]? {
    let wanted = TeachingNames.key(name)
    guard !wanted.isEmpty else { return nil }
    if ["subjunctive", "subjuntivo"].map(TeachingNames.key).contains(wanted) {
      return allCases.filter { $0.rawValue.hasPrefix("subjuntivo-") }
    }
    let matches = allCases.filter { topic in
      ([topic.rawValue, topic.title] + topic.aliases).contains { TeachingNames.key($0) == wanted }
    }
    if !matches.isEmpty { return matches }
    guard let page = InfoCatalog.standard.topic(named: name) else { return nil }
    let practising = practising(infoPage: page.key)
    return practising.isEmpty ? nil : practising
  }

  /// The key of the `conjugar info` page `name` names when no context topic
  /// practises it (presente, voseo, accents), for a message that says so.
  public static func unpractisedInfoPage(_ name: String) -> String? {
    guard named(name) == nil, let page = InfoCatalog.standard.topic(named: name) else { return nil }
    return page.key
  }

  /// The context topics that practise an info page (`conjugar info <key>`).
  static func practising(infoPage key: String) -> [ContextTopic] {
    allCases.filter { $0.infoPages.contains(key) }
  }
}

/// A CEFR level, as the sentences are graded.
public enum CEFRLevel: String, CaseIterable, Sendable, Codable, Hashable, Comparable {
  case a2 = "A2"
  case b1 = "B1"
  case b2 = "B2"
  case c1 = "C1"

  var rank: Int {
    switch self {
    case .a2: 0
    case .b1: 1
    case .b2: 2
    case .c1: 3
    }
  }

  /// A1 before A2 before B1, and so on.
  public static func < (a: CEFRLevel, b: CEFRLevel) -> Bool { a.rank < b.rank }
}

/// Who a sentence is for: everyone, Spain (it uses vosotros), or voseo speakers.
enum ContextRegion: String, CaseIterable, Sendable, Codable, Hashable {
  case all, spain, vos
}
