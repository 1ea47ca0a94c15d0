/// Identifying forms one after another, as they arrive (identify's standard
/// input may bring a million): each form costs about the same whatever came
/// before it, and memory stays bounded.
extension FormIdentifier {
  /// What a stream of forms shares: the candidate verbs' forms, conjugated once
  /// and kept while they are few enough, and the answer for an unknown word.
  public struct Batch {
    let identifier: FormIdentifier
    var cache = Cache()
    /// The answers for the unknown words seen, by word (a file of one misspelling
    /// a line asks the same few again and again).
    var unknown: [String: Unknown] = [:]

    /// What identify says of a word that is no form: the form meant, or the
    /// closest forms.
    public struct Unknown: Sendable, Hashable {
      /// The line for standard error ("poní is not a form; …").
      public let message: String
      /// The forms perhaps meant, nearest first.
      public let suggestions: [String]
    }

    /// Kept at most: past these, a cache starts again empty. The verbs' bound
    /// is above the catalog's size, so a long stream conjugates each verb once
    /// (a lower one made 100,000 random forms conjugate again and again); the
    /// memory it takes is in docs/performance.md.
    static let maximumVerbs = 12_000
    static let maximumWords = 50_000

    /// A batch over `identifier`'s catalog.
    public init(_ identifier: FormIdentifier) { self.identifier = identifier }

    /// Every reading of `form` (as `FormIdentifier.readings(of:)`).
    public mutating func readings(of form: String) -> [Reading] {
      trim()
      return identifier.readings(of: form, cache: &cache)
    }

    /// What to tell of a word with no reading: the form a learner meant, or the
    /// closest forms.
    public mutating func unknown(_ form: String) -> Unknown {
      if let known = unknown[form] { return known }
      trim()
      let found: Unknown
      if let correction = identifier.correction(for: form, cache: &cache) {
        found = Unknown(message: correction.message, suggestions: [correction.correct])
      } else {
        let closest = identifier.closestForms(to: form, cache: &cache)
        let hint = closest.isEmpty ? "" : "; closest: \(closest.joined(separator: ", "))"
        found = Unknown(message: "\"\(form)\" is not a form of a catalog verb\(hint)", suggestions: closest)
      }
      if unknown.count >= Self.maximumWords { unknown = [:] }
      unknown[form] = found
      return found
    }

    mutating func trim() {
      if cache.verbs.count > Self.maximumVerbs { cache.verbs = [:] }
      if cache.regular.count > Self.maximumVerbs { cache.regular = [:] }
      if cache.candidates.count > Self.maximumWords { cache.candidates = [:] }
    }
  }
}
