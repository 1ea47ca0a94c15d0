/// A tense (or non-finite form) with its stable key from docs/cli.md.
public enum Tense: String, CaseIterable, Sendable, Codable, Hashable {
  /// Presente de indicativo: (yo) hablo.
  case presenteDeIndicativo
  /// Pretérito perfecto simple: (yo) hablé.
  case preterito
  /// Pretérito imperfecto de indicativo: (yo) hablaba.
  case imperfectoDeIndicativo
  /// Futuro simple: (yo) hablaré.
  case futuroDeIndicativo
  /// Condicional simple: (yo) hablaría.
  case condicional
  /// Presente de subjuntivo: (yo) hable.
  case presenteDeSubjuntivo
  /// Pretérito imperfecto de subjuntivo in -ra: (yo) hablara.
  case imperfectoDeSubjuntivo1
  /// Pretérito imperfecto de subjuntivo in -se: (yo) hablase.
  case imperfectoDeSubjuntivo2
  /// Futuro simple de subjuntivo: (yo) hablare.
  case futuroDeSubjuntivo
  /// Imperativo afirmativo: (tú) habla.
  case imperativoPositivo
  /// Imperativo negativo: (tú) no hables.
  case imperativoNegativo
  /// Pretérito perfecto compuesto: (yo) he hablado.
  case perfectoDeIndicativo
  /// Pretérito anterior: (yo) hube hablado.
  case preteritoAnterior
  /// Pretérito pluscuamperfecto de indicativo: (yo) había hablado.
  case pluscuamperfectoDeIndicativo
  /// Futuro compuesto: (yo) habré hablado.
  case futuroPerfecto
  /// Condicional compuesto: (yo) habría hablado.
  case condicionalCompuesto
  /// Pretérito perfecto de subjuntivo: (yo) haya hablado.
  case perfectoDeSubjuntivo
  /// Pretérito pluscuamperfecto de subjuntivo in -ra: (yo) hubiera hablado.
  case pluscuamperfectoDeSubjuntivo1
  /// Pretérito pluscuamperfecto de subjuntivo in -se: (yo) hubiese hablado.
  case pluscuamperfectoDeSubjuntivo2
  /// Futuro compuesto de subjuntivo: (yo) hubiere hablado.
  case futuroPerfectoDeSubjuntivo
  /// Gerundio: hablando.
  case gerundio
  /// Participio: hablado.
  case participio

  /// The 20 finite tenses, in the order tables and JSON show them.
  static let finite: [Tense] = allCases.filter(\.isFinite)

  /// Whether the tense has persons: all but the gerundio and participio.
  public var isFinite: Bool { self != .gerundio && self != .participio }
  /// Whether it is one of the two imperatives.
  public var isImperative: Bool { self == .imperativoPositivo || self == .imperativoNegativo }

  enum Mood: String, Sendable, CaseIterable {
    case indicativo = "Indicativo"
    case subjuntivo = "Subjuntivo"
    case imperativo = "Imperativo"
    case noPersonal = "Formas no personales"
  }

  var mood: Mood {
    switch self {
    case .presenteDeIndicativo, .preterito, .imperfectoDeIndicativo, .futuroDeIndicativo,
      .condicional, .perfectoDeIndicativo, .preteritoAnterior, .pluscuamperfectoDeIndicativo,
      .futuroPerfecto, .condicionalCompuesto:
      return .indicativo
    case .presenteDeSubjuntivo, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2,
      .futuroDeSubjuntivo, .perfectoDeSubjuntivo, .pluscuamperfectoDeSubjuntivo1,
      .pluscuamperfectoDeSubjuntivo2, .futuroPerfectoDeSubjuntivo:
      return .subjuntivo
    case .imperativoPositivo, .imperativoNegativo:
      return .imperativo
    case .gerundio, .participio:
      return .noPersonal
    }
  }

  /// The Spanish name a learner sees.
  public var displayName: String {
    switch self {
    case .presenteDeIndicativo: "presente de indicativo"
    case .preterito: "pretérito"
    case .imperfectoDeIndicativo: "imperfecto de indicativo"
    case .futuroDeIndicativo: "futuro de indicativo"
    case .condicional: "condicional"
    case .presenteDeSubjuntivo: "presente de subjuntivo"
    case .imperfectoDeSubjuntivo1: "imperfecto de subjuntivo (-ra)"
    case .imperfectoDeSubjuntivo2: "imperfecto de subjuntivo (-se)"
    case .futuroDeSubjuntivo: "futuro de subjuntivo"
    case .imperativoPositivo: "imperativo positivo"
    case .imperativoNegativo: "imperativo negativo"
    case .perfectoDeIndicativo: "perfecto de indicativo"
    case .preteritoAnterior: "pretérito anterior"
    case .pluscuamperfectoDeIndicativo: "pluscuamperfecto de indicativo"
    case .futuroPerfecto: "futuro perfecto"
    case .condicionalCompuesto: "condicional compuesto"
    case .perfectoDeSubjuntivo: "perfecto de subjuntivo"
    case .pluscuamperfectoDeSubjuntivo1: "pluscuamperfecto de subjuntivo (-ra)"
    case .pluscuamperfectoDeSubjuntivo2: "pluscuamperfecto de subjuntivo (-se)"
    case .futuroPerfectoDeSubjuntivo: "futuro perfecto de subjuntivo"
    case .gerundio: "gerundio"
    case .participio: "participio"
    }
  }
}
