import Foundation

/// The verbs conjugar knows, parsed from Resources/verbs.txt (compiled into the
/// binary), and the entry point for conjugating any infinitive.
public struct VerbCatalog: Sendable {
  /// The catalog shipped with conjugar.
  public static let standard = VerbCatalog(text: embeddedVerbCatalog)

  /// Catalog infinitives in file order.
  public let infinitives: [String]
  private let translations: [String: String]

  public init(text: String) {
    var infinitives: [String] = []
    var translations: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard fields.count >= 2 else { continue }
      infinitives.append(fields[0])
      translations[fields[0]] = fields[1]
    }
    self.infinitives = infinitives
    self.translations = translations
  }

  public func contains(_ infinitive: String) -> Bool { translations[infinitive] != nil }
  public func translation(of infinitive: String) -> String? { translations[infinitive] }

  /// STUB (being replaced by the real engine): regular -ar verbs only, presente.
  public func conjugate(_ input: String) throws(ConjugationError) -> Conjugation {
    guard input.hasSuffix("ar") || input.hasSuffix("er") || input.hasSuffix("ir") else {
      throw .notAnInfinitive(input: input, suggestions: [])
    }
    let stem = String(input.dropLast(2))
    var finite = [[Form?]](repeating: [Form?](repeating: nil, count: 7), count: Tense.finite.count)
    let endings = ["o", "as", "ás", "a", "amos", "áis", "an"]
    for (i, e) in endings.enumerated() { finite[0][i] = Form(stem + e) }
    return Conjugation(
      infinitive: input, translation: translations[input] ?? "", inferred: translations[input] == nil,
      model: nil, isWeatherVerb: false, gerundio: Form(stem + "ando"), participio: Form(stem + "ado"),
      finite: finite)
  }
}
