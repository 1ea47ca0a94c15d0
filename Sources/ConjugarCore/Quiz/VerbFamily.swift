/// Conjugar's verb families (docs/quiz.md), from which quiz questions draw.
enum VerbFamily: String, CaseIterable, Sendable {
  case regularAr, regularIr, regularEr, anyRegular
  case irregularPresente, irregularImperfecto, irregularPreterito, irregularRaizFutura
  case irregularPresenteDeSubjuntivo, irregularTuImperativo, irregularVosImperativo
  case irregularParticipio, irregularGerundio
  /// Pronominal verbs (me acuerdo, acuérdate, no te acuerdes): Moderate and Difficult.
  case pronominal

  /// Written as array literals, which the compiler lays out in the binary: no
  /// list is split or built at start-up.
  var verbs: [String] {
    switch self {
    case .regularAr: Self.ar
    case .regularIr: Self.ir
    case .regularEr: Self.er
    case .anyRegular: Self.interleaved
    case .irregularPresente:
      ["ser", "ir", "dormir", "hacer", "morir", "morder", "oír", "poder", "haber", "sentir", "sentar"]
    case .irregularImperfecto: ["ser", "ir", "ver"]
    case .irregularPreterito:
      [
        "ser", "ir", "dar", "poner", "poder", "estar", "tener", "andar", "saber", "haber", "caber",
        "hacer", "venir", "querer", "decir", "traer", "conducir",
      ]
    case .irregularRaizFutura:
      [
        "haber", "saber", "caber", "poder", "querer", "poner", "tener", "venir", "salir", "valer",
        "decir", "hacer",
      ]
    case .irregularPresenteDeSubjuntivo:
      [
        "ser", "ir", "haber", "saber", "pensar", "perder", "sentir", "dormir", "pedir", "crecer",
        "conocer", "lucir", "conducir", "huir", "construir", "estar", "dar", "caber", "decir", "hacer",
        "caer", "oír", "traer", "poner", "salir", "tener", "valer", "venir", "ver", "jugar", "argüir",
        "elegir", "colegir", "amanecer", "anochecer", "cazar", "granizar",
      ]
    case .irregularTuImperativo:
      [
        "ser", "ir", "decir", "hacer", "poner", "salir", "tener", "venir", "componer", "obtener",
        "medir", "pedir", "oír", "elegir", "colegir",
      ]
    case .irregularVosImperativo: ["ser", "ir"]
    case .irregularParticipio:
      [
        "abrir", "cubrir", "decir", "escribir", "hacer", "morir", "poner", "resolver", "romper", "ver",
        "volver", "pudrir",
      ]
    case .pronominal:
      [
        "acordarse", "levantarse", "sentarse", "acostarse", "despertarse", "vestirse", "llamarse",
        "quedarse", "ducharse", "irse", "ponerse", "sentirse", "divertirse", "dormirse", "casarse",
        "enojarse",
      ]
    case .irregularGerundio:
      [
        "poder", "sentir", "medir", "dormir", "caer", "leer", "traer", "construir", "huir", "oír", "ir",
        "tañer", "bullir", "argüir", "elegir", "colegir", "hervir",
      ]
    }
  }

  /// Weather verbs: a quiz asks them only in the third person singular.
  static let weatherVerbs: Set<String> = Set(weatherVerbList)
  static let weatherVerbList = ["amanecer", "anochecer", "llover", "granizar", "nevar", "relampaguear", "tronar"]

  /// Whether `verb` is one of them: seven comparisons, cheaper than hashing the
  /// name (practice asks it of every verb it may draw before its first question).
  static func isWeatherVerb(_ verb: String) -> Bool { weatherVerbList.contains(verb) }

  static let ar: [String] = [
    "hablar", "caminar", "andar", "trabajar", "estudiar", "escuchar", "visitar", "viajar", "enseñar",
    "llevar", "bailar", "nadar", "cocinar", "charlar", "platicar", "llorar", "esperar", "buscar",
    "mirar", "pintar", "gastar", "ganar", "comprar", "tocar", "tomar", "sacar", "ayudar", "cantar",
    "desear", "necesitar", "cortar", "contestar", "dibujar", "clonar", "datar", "distar", "empinar",
    "encalar", "esposar", "formar", "glosar", "golpear", "grapar", "hibernar", "maltear", "manar",
    "nublar", "penar", "ponderar", "rasar", "seriar", "trinchar", "procesar", "declarar", "helar",
    "usar", "regresar", "quedar", "lavar", "limpiar", "amar",
  ]
  static let ir: [String] = [
    "vivir", "existir", "ocurrir", "recibir", "permitir", "partir", "cumplir", "decidir", "subir",
    "sufrir", "compartir", "consistir", "insistir", "asistir", "discutir", "unir", "coincidir",
    "distinguir", "definir", "admitir", "acudir", "nutrir", "evadir",
  ]
  static let er: [String] = [
    "comer", "beber", "leer", "aprender", "comprender", "correr", "deber", "vender", "romper", "temer",
    "reprender", "barrer", "cometer", "poseer", "responder", "prometer", "meter", "someter", "absorber",
    "emprender", "coser", "ceder", "exceder", "ofender", "esconder", "lamer", "tejer",
  ]

  /// -ar, -ir, -er taken in turn, so "any regular" draws vary the conjugation.
  static let interleaved: [String] = {
    var out: [String] = []
    for i in 0..<max(ar.count, ir.count, er.count) {
      for family in [ar, ir, er] where i < family.count { out.append(family[i]) }
    }
    return out
  }()
}
