/// Every context sentence conjugar carries (Resources/context/*.txt, embedded at
/// build time), read once, by id and in file order.
public struct ContextLibrary: Sendable {
  let sentences: [ContextSentence]
  private let positions: [String: Int]

  /// The sentences of `files` (name and text), in order; a malformed record or an
  /// id given twice is an error naming where.
  init(files: [(name: String, text: String)]) throws(ContextFileError) {
    var sentences: [ContextSentence] = []
    var positions: [String: Int] = [:]
    for file in files {
      for sentence in try ContextParser.parse(file.text, file: file.name) {
        guard positions[sentence.id] == nil else {
          throw ContextFileError(file: file.name, line: sentence.line, problem: "id \(sentence.id) is used twice")
        }
        positions[sentence.id] = sentences.count
        sentences.append(sentence)
      }
    }
    self.sentences = sentences
    self.positions = positions
  }

  /// The embedded files, parsed when first asked for.
  static let embedded: Result<ContextLibrary, ContextFileError> = Result { () throws(ContextFileError) in
    try ContextLibrary(
      files: embeddedContextFiles.map { file in
        (file.name, file.text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) })
      })
  }

  /// The sentences conjugar carries; an error only if a file shipped malformed
  /// (ContextSentenceTests keeps that from happening).
  public static func standard() throws(ContextFileError) -> ContextLibrary { try embedded.get() }

  /// The files conjugar carries, by name, as written.
  static var embeddedFiles: [(name: String, text: String)] {
    embeddedContextFiles.map { ($0.name, $0.text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }) }
  }

  /// The sentence with this id; nil when none has it.
  public func sentence(_ id: String) -> ContextSentence? {
    positions[id].map { sentences[$0] }
  }

  /// Whether a learner with these settings is asked `sentence`: vosotros sentences
  /// in Spain only, vos sentences only when the learner chose vos; ustedes everywhere.
  public static func asks(_ sentence: ContextSentence, settings: Settings) -> Bool {
    switch sentence.region {
    case .all: true
    case .spain: settings.region == .spain
    case .vos: settings.secondSingularQuiz == .vos
    }
  }

  /// The sentences of `topics` (every topic when empty) at `level` (every level
  /// when nil) that these settings ask, shuffled as `randomness` says, at most `count`.
  public func select(
    topics: [ContextTopic], level: CEFRLevel?, settings: Settings, randomness: Randomness, count: Int
  ) -> [ContextSentence] {
    var chosen = sentences.filter { sentence in
      (topics.isEmpty || topics.contains(sentence.topic)) && (level.map { $0 == sentence.level } ?? true)
        && Self.asks(sentence, settings: settings)
    }
    if randomness.shouldShuffle {
      var generator = SplitMix64(seed: randomness.seed)
      chosen.shuffle(using: &generator)
    }
    return Array(chosen.prefix(max(0, count)))
  }
}

/// A context file that cannot be read exits 1.
extension ContextFileError: UserFacingError { public var exitStatus: ExitStatus { .failure } }
