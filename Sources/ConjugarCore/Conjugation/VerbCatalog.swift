import FoundationEssentials
import Glibc
import Synchronization

/// The verbs conjugar knows, parsed from Resources/verbs.txt (compiled into the
/// binary by the EmbedCatalog plugin), and the entry point for conjugating any
/// infinitive: catalog verbs, and well-formed infinitives it lacks, by rule.
public struct VerbCatalog: Sendable {
  /// The catalog shipped with conjugar: one verb is found with no parsing, through
  /// the hash table of its names and the index of its line starts made at build
  /// time (EmbedResource).
  public static let standard = VerbCatalog(
    embedded: embeddedVerbCatalog,
    index: Index(
      lineStarts: embeddedVerbCatalogLineIndex, names: embeddedVerbCatalogNameTable,
      facts: embeddedVerbCatalogFactsTable))

  /// Where a verb's gloss and features are in `bytes`: decoded only when asked
  /// for, so start-up does not build two strings per catalog line.
  struct Entry: Sendable, Equatable {
    let glossRange: Range<Int>
    let featuresRange: Range<Int>
  }

  /// Every line parsed: built the first time something needs the whole catalog
  /// (the list of verbs, suggestions, identify), never for one verb's table.
  struct Parsed: Sendable {
    /// Catalog infinitives in file order.
    var infinitives: [String] = []
    var entries: [String: Entry] = [:]
    /// Lines that are not `infinitive | gloss [| features]`, with their numbers.
    var malformed: [String] = []
  }

  /// The catalog's UTF-8 text: the embedded one read where the compiler put it (a
  /// static string, never copied), any other in an array of its own.
  enum Text: Sendable {
    case embedded(StaticString)
    case owned([UInt8])
  }

  final class Storage: Sendable {
    let text: Text
    /// The index made at build time (the embedded catalog's); nil: parse to look up.
    let index: Index?
    /// Whether a verb is looked up through the index.
    var indexed: Bool { index != nil }
    let parsed = Mutex<Parsed?>(nil)

    init(text: Text, index: Index?) {
      self.text = text
      self.index = index
    }

    /// The text's UTF-8 bytes, for the time of `body`.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { Self.withBytes(text, body) }

    static func withBytes<R>(_ text: Text, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
      switch text {
      case let .embedded(string): string.withUTF8Buffer(body)
      case let .owned(bytes): bytes.withUnsafeBufferPointer(body)
      }
    }
  }

  let storage: Storage

  /// Made at build time by EmbedResource, as hexadecimal text: `lineStarts`, where
  /// each entry line (neither empty nor a comment) starts, six digits a line, in file
  /// order; `names`, a hash table of the lines' names (FNV-1a of the name's bytes,
  /// linear probing over a power-of-two number of slots, four digits a slot: a
  /// line's number, ffff when empty); `facts`, each line's rank and whether its
  /// features can make it defective, six digits a line (EmbedResource's lineFacts),
  /// so that the quiz and practice, which ask hundreds of verbs how common they are,
  /// read neither line.
  struct Index: Sendable {
    let lineStarts: StaticString
    let names: StaticString
    let facts: StaticString
  }

  /// Whether this is the catalog compiled in (with its build-time index): facts
  /// written at build time from it (VerbFamily.catalogFacts) hold for it alone.
  var isEmbedded: Bool { storage.indexed }

  /// The bytes in `range` of the catalog's text, as a string.
  func text(_ range: Range<Int>) -> String {
    storage.withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
  }

  /// Catalog infinitives in file order.
  public var infinitives: [String] { parsed.infinitives }
  /// Lines that are not `infinitive | gloss [| features]`, with their numbers.
  var malformedLines: [String] { parsed.malformed }

  func gloss(_ entry: Entry) -> String { text(entry.glossRange) }
  func features(_ entry: Entry) -> Substring { Substring(text(entry.featuresRange)) }

  /// Keeps the catalog text; parses nothing yet (the whole text is parsed the
  /// first time a verb is looked up).
  public init(text: String) {
    storage = Storage(text: .owned(Array(text.utf8)), index: nil)
  }

  /// The catalog compiled into the binary (the EmbedCatalog plugin), read in place,
  /// and looked up through its build-time `index`.
  init(embedded: StaticString, index: Index) {
    storage = Storage(text: .embedded(embedded), index: index)
  }
}
