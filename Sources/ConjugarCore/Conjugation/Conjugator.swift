/// Builds the simple (one-word) forms of a non-pronominal verb from its
/// infinitive and its `VerbSpec`: regular endings, spelling changes that follow
/// from the infinitive, stem changes, and the spec's irregular forms.
struct Conjugator {
  enum VerbClass { case ar, er, ir }

  /// How the stem's last consonant is respelled before an ending, decided by the infinitive.
  enum Orthography {
    case none
    case k  // buscar: busc-é → busqué
    case g  // llegar: lleg-é → llegué
    case z  // cazar: caz-é → cacé
    case gw  // averiguar: averigu-é → averigüé
    case c  // vencer: venc-o → venzo (conocer with zc: conozco)
    case j  // coger: cog-o → cojo
    case gu  // seguir: sigu-o → sigo
    case qu  // delinquir: delinqu-o → delinco
  }

  let infinitive: String
  let spec: VerbSpec
  let verbClass: VerbClass
  /// The infinitive minus -ar/-er/-ir/-ír.
  let stem: String
  let orthography: Orthography
  /// -uir verbs take y before a, e, o (construyo).
  let insertsY: Bool

  init?(infinitive: String, spec: VerbSpec) {
    let scalars = Array(infinitive.unicodeScalars)
    guard scalars.count >= 2, scalars.last == "r" else { return nil }
    switch scalars[scalars.count - 2] {
    case "a": verbClass = .ar
    case "e": verbClass = .er
    case "i", "í": verbClass = .ir
    default: return nil
    }
    self.infinitive = infinitive
    self.spec = spec
    let stemScalars = scalars.dropLast(2)
    stem = String(String.UnicodeScalarView(stemScalars))
    let last = stemScalars.last
    let beforeLast = stemScalars.count >= 2 ? stemScalars[stemScalars.endIndex - 2] : nil
    switch (verbClass, beforeLast, last) {
    case (.ar, "g", "u"): orthography = .gw
    case (.ar, _, "c"): orthography = .k
    case (.ar, _, "g"): orthography = .g
    case (.ar, _, "z"): orthography = .z
    case (_, "g", "u") where verbClass != .ar: orthography = .gu
    case (_, "q", "u") where verbClass != .ar: orthography = .qu
    case (_, _, "c") where verbClass != .ar: orthography = .c
    case (_, _, "g") where verbClass != .ar: orthography = .j
    default: orthography = .none
    }
    insertsY =
      verbClass == .ir && (last == "ü" || (last == "u" && beforeLast != "g" && beforeLast != "q"))
  }

  // MARK: Endings

  /// The present's endings of a verb class.
  static func presenteEndings(_ verbClass: VerbClass) -> [String] {
    switch verbClass {
    case .ar: ["o", "as", "a", "amos", "áis", "an"]
    case .er: ["o", "es", "e", "emos", "éis", "en"]
    case .ir: ["o", "es", "e", "imos", "ís", "en"]
    }
  }
  static let preteritoAR = ["é", "aste", "ó", "amos", "asteis", "aron"]
  static let preteritoERIR = ["í", "iste", "ió", "imos", "isteis", "ieron"]
  static let strongPreterito = ["e", "iste", "o", "imos", "isteis", "ieron"]
  static let imperfectoAR = ["aba", "abas", "aba", "ábamos", "abais", "aban"]
  static let imperfectoERIR = ["ía", "ías", "ía", "íamos", "íais", "ían"]
  static let subjuntivoAR = ["e", "es", "e", "emos", "éis", "en"]
  static let subjuntivoERIR = ["a", "as", "a", "amos", "áis", "an"]
  static let futuro = ["é", "ás", "á", "emos", "éis", "án"]
  static let condicional = ["ía", "ías", "ía", "íamos", "íais", "ían"]

  // MARK: Stems

  /// The stem where the stress falls on it (pienso, cuento, pido, envío).
  var strongStem: String {
    guard let change = spec.stemChange else { return stem }
    switch change {
    // -quirir changes the i of -quir whatever precedes it (pesquirir → pesquiero).
    case .ie where stem.hasSuffix("quir"): return Self.replaceLast(stem, of: ["i"], with: "ie")
    case .ie, .ieI: return Self.diphthongize(stem, from: ["e"], fallback: ["i"], to: "ie")
    case .ue, .ueU: return Self.diphthongize(stem, from: ["o"], fallback: ["u"], to: "ue")
    case .i: return Self.replaceLast(stem, of: ["e"], with: "i")
    case .accentI: return Self.replaceLast(stem, of: ["i"], with: "í")
    case .accentU: return Self.replaceLast(stem, of: ["u"], with: "ú")
    }
  }

  /// The stem of -ir stem-changers where the ending has no stressed i (sintió, durmamos, pidiendo).
  var weakStem: String {
    switch spec.stemChange {
    case .ieI, .i: return Self.replaceLast(stem, of: ["e"], with: "i")
    case .ueU: return Self.replaceLast(stem, of: ["o"], with: "u")
    default: return stem
    }
  }

  static func replaceLast(_ s: String, of vowels: [Unicode.Scalar], with replacement: String) -> String {
    var scalars = Array(s.unicodeScalars)
    guard let i = scalars.indices.last(where: { vowels.contains(scalars[$0]) }) else { return s }
    scalars.replaceSubrange(i...i, with: replacement.unicodeScalars)
    return String(String.UnicodeScalarView(scalars))
  }

  /// Replaces the last `vowel` that stands between `after` and `before`.
  static func replaceLast(
    _ s: String, of vowels: [Unicode.Scalar], with replacement: Unicode.Scalar, before: Unicode.Scalar,
    after: Unicode.Scalar
  ) -> String {
    var scalars = Array(s.unicodeScalars)
    guard
      let i = scalars.indices.dropFirst().dropLast().last(where: {
        vowels.contains(scalars[$0]) && scalars[$0 - 1] == after && scalars[$0 + 1] == before
      })
    else { return s }
    scalars[i] = replacement
    return String(String.UnicodeScalarView(scalars))
  }

  /// e → ie (o → ue) in the stem's last e (o); else its last i (u): adquirir, jugar.
  /// A word-initial ie is written ye (yerro), ue is written hue (huelo).
  static func diphthongize(
    _ s: String, from: [Unicode.Scalar], fallback: [Unicode.Scalar], to: String
  ) -> String {
    let scalars = Array(s.unicodeScalars)
    let vowels = scalars.contains(where: { from.contains($0) }) ? from : fallback
    let changed = replaceLast(s, of: vowels, with: to)
    if changed.hasPrefix("ie") { return "y" + changed.dropFirst() }
    if changed.hasPrefix("ue") { return "h" + changed }
    // After g the u of ue is heard: degollar → degüello, avergonzar → avergüenzo.
    if to == "ue", changed.contains("gue"), !s.contains("gue") {
      return replaceLast(changed, of: ["u"], with: "ü", before: "e", after: "g")
    }
    return changed
  }

  // MARK: Joining a stem and an ending

  /// Stem + ending with the spelling and vowel rules; returns the form with the
  /// pre-2010 spelling as an alternative when the 2010 rules dropped an accent.
  func join(_ stemPart: String, _ ending: String, respell: Bool = true) -> Form {
    var s = respell ? self.respell(stemPart, before: ending) : stemPart
    var e = ending
    let first = ending.unicodeScalars.first
    if respell, insertsY, let first, "aeoáéó".unicodeScalars.contains(first) {
      s = Self.withoutDiaeresis(s) + "y"
    }
    if verbClass != .ar, first == "i" {
      let next = ending.unicodeScalars.dropFirst().first
      let nextIsVowel = next.map { Accent.isStrong($0) || Accent.isWeak($0) } ?? false
      let scalars = s.unicodeScalars
      let last = scalars.last
      let beforeLast = scalars.count >= 2 ? scalars[scalars.index(scalars.endIndex, offsetBy: -2)] : nil
      let silentU = beforeLast == "g" || beforeLast == "q"
      if last == "ñ" || (last == "l" && beforeLast == "l") || last == "i" {
        if nextIsVowel { e = String(e.dropFirst()) }  // tañó, bullendo, rieron
      } else if let last, Accent.isStrong(last) || last == "ü" || (last == "u" && !silentU) {
        if nextIsVowel {
          s = Self.withoutDiaeresis(s)
          e = "y" + e.dropFirst()  // leyó, huyendo, arguyó
        } else if Accent.isStrong(last) {
          e = "í" + e.dropFirst()  // leíste, caído
        }
      }
    }
    s += e
    let (form, older) = Accent.normalized(s)
    return Form(form, alternatives: older.map { [$0] } ?? [])
  }

  static func withoutDiaeresis(_ s: String) -> String {
    s.unicodeScalars.last == "ü" ? String(s.dropLast()) + "u" : s
  }

  func respell(_ s: String, before ending: String) -> String {
    guard let first = ending.unicodeScalars.first.map(Accent.stripped) else { return s }
    let frontVowel = first == "e" || first == "i"
    let backVowel = first == "a" || first == "o"
    switch orthography {
    case .none: return s
    case .k where frontVowel: return String(s.dropLast()) + "qu"
    case .g where frontVowel: return s + "u"
    case .z where frontVowel: return String(s.dropLast()) + "c"
    case .gw where frontVowel: return String(s.dropLast(2)) + "gü"
    case .c where backVowel: return String(s.dropLast()) + (spec.zc ? "zc" : "z")
    case .j where backVowel: return String(s.dropLast()) + "j"
    case .gu where backVowel: return String(s.dropLast())
    case .qu where backVowel: return String(s.dropLast(2)) + "c"
    default: return s
    }
  }

  func tense(_ stems: [String], _ endings: [String]) -> [Form] {
    (0..<6).map { join(stems[$0], endings[$0]) }
  }

  /// Stem (with alternatives) + fixed endings, no respelling (strong preterites, future stems).
  func onStem(_ stemForm: Form, _ endings: [String]) -> [Form] {
    endings.map { ending in
      stemForm.map { s in
        let e = s.hasSuffix("j") && ending == "ieron" ? "eron" : ending
        return join(s, e, respell: false).primary
      }
    }
  }
}
