/// Short names the teaching text uses for tenses and persons, and the key
/// normalisation topic names are matched with.
enum TeachingNames {
  /// The name an explanation line uses: short for the indicative ("imperfecto"),
  /// the mood spelled out elsewhere ("presente de subjuntivo").
  static func short(_ tense: Tense) -> String {
    switch tense {
    case .presenteDeIndicativo: "presente"
    case .imperfectoDeIndicativo: "imperfecto"
    case .futuroDeIndicativo: "futuro"
    case .perfectoDeIndicativo: "perfecto"
    case .pluscuamperfectoDeIndicativo: "pluscuamperfecto"
    default: tense.displayName
    }
  }

  static func person(_ person: Person, in tense: Tense) -> String {
    person.label(imperative: tense.isImperative)
  }

  /// "a", "a or b", "a, b or c".
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
  }

  /// Lower case, no accents or diaeresis, letters and digits only:
  /// "Pretérito", "preterito" and "pre-té-rito" all give "preterito".
  static func key(_ text: String) -> String {
    var out = ""
    for c in text.lowercased().unicodeScalars {
      switch c {
      case "á", "à", "ä": out.unicodeScalars.append("a")
      case "é", "è", "ë": out.unicodeScalars.append("e")
      case "í", "ì", "ï": out.unicodeScalars.append("i")
      case "ó", "ò", "ö": out.unicodeScalars.append("o")
      case "ú", "ù", "ü": out.unicodeScalars.append("u")
      case "ñ": out.unicodeScalars.append("n")
      default:
        if ("a"..."z").contains(c) || ("0"..."9").contains(c) { out.unicodeScalars.append(c) }
      }
    }
    return out
  }
}
