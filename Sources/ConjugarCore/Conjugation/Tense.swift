/// A tense (or non-finite form) with its stable key from shared/spec/cli.md.
public enum Tense: String, CaseIterable, Sendable, Codable, Hashable {
  case presenteDeIndicativo
  case preterito
  case imperfectoDeIndicativo
  case futuroDeIndicativo
  case condicional
  case presenteDeSubjuntivo
  case imperfectoDeSubjuntivo1
  case imperfectoDeSubjuntivo2
  case futuroDeSubjuntivo
  case imperativoPositivo
  case imperativoNegativo
  case perfectoDeIndicativo
  case preteritoAnterior
  case pluscuamperfectoDeIndicativo
  case futuroPerfecto
  case condicionalCompuesto
  case perfectoDeSubjuntivo
  case pluscuamperfectoDeSubjuntivo1
  case pluscuamperfectoDeSubjuntivo2
  case futuroPerfectoDeSubjuntivo
  case gerundio
  case participio

  /// The 20 finite tenses, in the order tables and JSON show them.
  static let finite: [Tense] = allCases.filter(\.isFinite)

  public var isFinite: Bool { self != .gerundio && self != .participio }
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
