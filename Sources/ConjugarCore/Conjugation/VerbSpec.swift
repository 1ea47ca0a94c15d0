/// One catalog line, parsed: how a verb departs from the regular pattern.
/// The format is documented at the top of Resources/verbs.txt.
struct VerbSpec: Sendable, Equatable {
  enum StemChange: String, Sendable {
    case ie, ue
    case ieI = "ie-i"
    case ueU = "ue-u"
    case i
    case accentI = "í"
    case accentU = "ú"
  }

  var stemChange: StemChange?
  var zc = false
  var weather = false
  /// A weather verb that also has a full personal paradigm (amanecí cansado):
  /// the quiz asks it impersonally, every form exists.
  var personal = false
  /// Which persons and tenses the verb has (`third`, `lacks=`).
  var defective = Defectiveness.none
  /// Its prefixed look-alikes are not its derivatives (sudar is not su+dar).
  var noPrefix = false
  /// Frequency rank, 1 = most frequent (not a conjugation feature).
  var rank: Int?
  /// A prefixed derivative: every form is the base's with the prefix.
  var like: String?
  var yo: Form?
  var presente: [Form]?
  var preteritoStem: Form?
  var preterito: [Form]?
  var imperfecto: [Form]?
  var futureStem: Form?
  var subjuntivoStem: Form?
  var subjuntivo: [Form]?
  var imperativeTu: Form?
  var imperativeVos: Form?
  var imperativeNosotros: Form?
  var imperativeVosotros: Form?
  var vosPresente: Form?
  var gerundio: Form?
  var participio: Form?
  /// A second conjugation the RAE accepts beside the first (`also=`): adecuar
  /// adecuo and adecúo, derrengar derriengo and derrengo. Its forms are accepted
  /// spellings of the verb's; the first conjugation's are shown.
  var also: Variant?

  enum Variant: Sendable, Equatable {
    /// The forms with no stem change (derrengo beside derriengo).
    case regular
    /// The forms with this stem change (adecúo beside adecuo).
    case change(StemChange)
  }

  /// No conjugation feature at all (a rank does not count).
  var isRegular: Bool {
    var s = self
    s.rank = nil
    return s == VerbSpec()
  }

  struct ParseError: Error, Equatable { let message: String }

  /// Parses the features field ("ie yo=tengo pret=tuv fut=tendr imp=ten").
  init(features: Substring) throws(ParseError) {
    for token in features.split(separator: " ", omittingEmptySubsequences: true) {
      guard let eq = token.firstIndex(of: "=") else {
        switch token {
        case "zc": zc = true
        case "weather": weather = true
        case "personal": personal = true
        case "third": defective.persons = .third
        case "noprefix": noPrefix = true
        default:
          guard let change = StemChange(rawValue: String(token)) else {
            throw ParseError(message: "unknown feature \"\(token)\"")
          }
          stemChange = change
        }
        continue
      }
      let key = token[..<eq]
      let value = token[token.index(after: eq)...]
      guard !value.isEmpty else { throw ParseError(message: "empty value for \(key)") }
      switch key {
      case "like": like = String(value)
      case "rank":
        guard let n = Int(value), n > 0 else { throw ParseError(message: "rank= needs a positive number") }
        rank = n
      case "lacks":
        for name in value.split(separator: ",") {
          guard let tenses = Defectiveness.tenseTokens[name] else {
            throw ParseError(message: "unknown tense \"\(name)\" in lacks=")
          }
          defective.missingTenses.formUnion(tenses)
        }
      case "only":
        // only=i: the forms whose ending starts with i (aterir, desvaír); only=ei
        // with e or i (balbucir: balbuces, balbucimos, never balbuzco).
        guard value.allSatisfy({ $0 == "e" || $0 == "i" }) else {
          throw ParseError(message: "only= takes the vowels e and i")
        }
        defective.endingVowels = String(value)
      case "yo": yo = Self.form(value)
      case "pres": presente = try Self.six(value, key)
      case "pret":
        if value.contains(",") { preterito = try Self.six(value, key) } else { preteritoStem = Self.form(value) }
      case "impf": imperfecto = try Self.six(value, key)
      case "fut": futureStem = Self.form(value)
      case "subj":
        if value.contains(",") { subjuntivo = try Self.six(value, key) } else { subjuntivoStem = Self.form(value) }
      case "imp": imperativeTu = Self.form(value)
      case "impvos": imperativeVos = Self.form(value)
      case "impnos": imperativeNosotros = Self.form(value)
      case "impvosotros": imperativeVosotros = Self.form(value)
      case "also":
        if value == "regular" {
          also = .regular
        } else if let change = StemChange(rawValue: String(value)) {
          also = .change(change)
        } else {
          throw ParseError(message: "also= takes regular or a stem change, not \"\(value)\"")
        }
      case "vos": vosPresente = Self.form(value)
      case "ger": gerundio = Self.form(value)
      case "part": participio = Self.form(value)
      default: throw ParseError(message: "unknown feature \"\(key)=\"")
      }
    }
  }

  init() {}

  /// "a/b" → Form("a", alternatives: ["b"]).
  static func form(_ text: Substring) -> Form {
    let parts = text.split(separator: "/").map(String.init)
    return Form(parts[0], alternatives: Array(parts.dropFirst()))
  }

  static func six(_ text: Substring, _ key: Substring) throws(ParseError) -> [Form] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 6, parts.allSatisfy({ !$0.isEmpty }) else {
      throw ParseError(message: "\(key)= needs six comma-separated forms")
    }
    return parts.map(form)
  }
}
