/// The context sentences a World asks (`conjugar context`, their review, their
/// history): a World field, so a test can give its own. The embedded library is
/// parsed when first used, never by a launch that asks no sentence.
public struct ContextSentences: Sendable {
  private let load: @Sendable () throws(ContextFileError) -> ContextLibrary
  /// Which sentences these are, for `conjugar world`.
  public let implementation: String

  /// The sentences conjugar carries (Resources/context).
  public static let embedded = ContextSentences(implementation: "the embedded sentences") {
    () throws(ContextFileError) in try ContextLibrary.standard()
  }

  /// A library of the caller's.
  public init(_ library: ContextLibrary) {
    self.init(implementation: "given sentences") { library }
  }

  private init(
    implementation: String, load: @escaping @Sendable () throws(ContextFileError) -> ContextLibrary
  ) {
    self.implementation = implementation
    self.load = load
  }

  /// Every sentence; an error only if a file shipped malformed (ContextSentenceTests
  /// keeps that from happening).
  public func library() throws(ContextFileError) -> ContextLibrary { try load() }

  /// The sentence of `id`; nil when this version does not carry it (or its files
  /// could not be read).
  public func sentence(_ id: String) -> ContextSentence? {
    (try? load())?.sentence(id)
  }
}
