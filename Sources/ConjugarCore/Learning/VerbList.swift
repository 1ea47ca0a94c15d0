import FoundationEssentials

/// `practice --verbs-from FILE`: one infinitive a line. Blank lines and lines
/// starting with # are skipped; spaces around a name are ignored.
public enum VerbList {
  /// The largest file read: far more than every catalog verb, one a line.
  static let maximumBytes = 1 << 20

  /// The names in `text`, each with its line number, in order.
  public static func names(in text: String) -> [(line: Int, name: String)] {
    var found: [(line: Int, name: String)] = []
    // "\r\n" is one Character, a newline: files from Windows split the same.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, raw) in lines.enumerated() {
      let name = String(raw).trimmingSpaces
      guard !name.isEmpty, !name.hasPrefix("#") else { continue }
      found.append((index + 1, name))
    }
    return found
  }

  /// The text of the file at `path`, read through `files` (the World's: uiTest
  /// reads none), refused in one line when it cannot be read, is larger than
  /// `maximumBytes`, or is not UTF-8 text.
  public static func contents(of path: String, from files: any InputFiling) throws(VerbListError) -> String {
    let bytes: [UInt8]
    do { bytes = try files.bytes(of: path, limit: maximumBytes) } catch {
      switch error {
      case .unreadable(let reason): throw .unreadable(path, reason: reason)
      case .tooLarge: throw .tooLarge(path)
      }
    }
    // Invalid UTF-8 is replaced when decoded, so the text no longer matches the bytes.
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.utf8.elementsEqual(bytes), !bytes.contains(0) else { throw .notText(path) }
    return text
  }

  /// The catalog's `n` most frequent verbs, most frequent first (`--top N`).
  public static func mostFrequent(_ n: Int, in catalog: VerbCatalog) -> [String] {
    var ranked: [(rank: Int, infinitive: String)] = []
    for infinitive in catalog.infinitives {
      if let rank = catalog.catalogFacts(of: infinitive)?.rank { ranked.append((rank, infinitive)) }
    }
    return ranked.sorted { ($0.rank, $0.infinitive) < ($1.rank, $1.infinitive) }.prefix(max(n, 0)).map(\.infinitive)
  }
}

/// Why a `--verbs-from` file gives no verbs; each case says so in one line.
public enum VerbListError: Error, Equatable, Sendable {
  /// The file could not be read, and the system's reason.
  case unreadable(String, reason: String)
  /// The file is over 1 MB.
  case tooLarge(String)
  /// The file is not text.
  case notText(String)
  /// The file names no verb.
  case empty(String)
  /// A line that names no catalog verb: the file, the line number, the error.
  case unknownVerb(String, line: Int, LearnerNameError)

  /// The line shown: the file, and what is wrong with it.
  public var message: String {
    switch self {
    case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
    case .tooLarge(let path): "\(path) is too large for a list of verbs (more than 1 MB)"
    case .notText(let path): "\(path) is not a text file (one infinitive a line)"
    case .empty(let path): "\(path) names no verb (one infinitive a line; # starts a comment)"
    case .unknownVerb(let path, let line, let error): "\(path), line \(line): \(error.message)"
    }
  }
}

extension VerbListError: UserFacingError {
  /// A file that cannot be read is a failure (1); one that reads but names no
  /// verb, or a name that is no verb, is bad usage (2), as `--verb` is.
  public var exitStatus: ExitStatus {
    switch self {
    case .unreadable, .tooLarge: .failure
    case .notText, .empty, .unknownVerb: .usage
    }
  }
}
