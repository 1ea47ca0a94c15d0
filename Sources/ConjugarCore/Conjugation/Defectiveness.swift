/// Which forms a defective or impersonal verb has (RAE, *Nueva gramática* §4.14):
/// weather verbs only the third person singular, acontecer or atañer only the
/// third persons, soler no future, conditional or imperative.
public struct Defectiveness: Sendable, Hashable {
  /// The persons a verb has.
  public enum Persons: String, Sendable, Hashable {
    /// Every person.
    case all
    /// él and ellos (acontecer, atañer, concernir).
    case third
    /// él only (llover, nevar).
    case thirdSingular
  }

  var persons: Persons
  /// When not empty, the verb has only the finite forms whose ending (what
  /// follows the infinitive's stem) starts with one of these vowels, accented or
  /// not (RAE, *Nueva gramática* §4.14: aterir, desvaír only=i; balbucir only=ei).
  var endingVowels: String = ""
  /// Simple tenses the verb lacks; the compound tenses built on them are absent too.
  var missingTenses: Set<Tense>

  init(persons: Persons = .all, missingTenses: Set<Tense> = []) {
    self.persons = persons
    self.missingTenses = missingTenses
  }

  static let none = Defectiveness()

  var isNone: Bool { persons == .all && missingTenses.isEmpty && endingVowels.isEmpty }

  /// Whether `form` (one word, or a compound's participio) keeps a vowel of
  /// `endingVowels` right after `stem`.
  func allowsEnding(_ form: String, stem: String) -> Bool {
    let f = Array(form.unicodeScalars).map(Accent.stripped)
    let s = Array(stem.unicodeScalars).map(Accent.stripped)
    guard f.count > s.count, Array(f.prefix(s.count)) == s else { return false }
    return endingVowels.unicodeScalars.contains(f[s.count])
  }

  /// Whether the verb has the form of `tense` and `person` at all.
  @inline(__always)
  func allows(_ tense: Tense, _ person: Person) -> Bool {
    allows(person) && (missingTenses.isEmpty || !missingTenses.contains(tense))
  }

  /// Whether the verb has forms of `person` at all (in the tenses it has).
  @inline(__always)
  func allows(_ person: Person) -> Bool {
    switch persons {
    case .all: true
    case .third: person == .el || person == .ellos
    case .thirdSingular: person == .el
    }
  }

  /// The tense tokens of the catalog's `lacks=` feature.
  static let tenseTokens: [Substring: [Tense]] = [
    "fut": [.futuroDeIndicativo, .futuroPerfecto],
    "cond": [.condicional, .condicionalCompuesto],
    "imp": [.imperativoPositivo, .imperativoNegativo],
    "futsubj": [.futuroDeSubjuntivo, .futuroPerfectoDeSubjuntivo],
  ]
}
