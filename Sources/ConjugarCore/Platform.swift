// conjugar imports FoundationEssentials, not Foundation: no ICU, no locale data
// (README, Speed). Foundation re-exported the C library; this file does it once for
// ConjugarCore and its clients (the terminal front end, the tests).
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif

/// The C library's write(2), under a name that methods called `write` do not hide.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// The C library's read(2), under a name that methods called `read` do not hide.
func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, bytes, count)
}

extension String {
  /// Lower case, accents and other combining marks removed ("Ñandú" → "nandu"):
  /// Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive])`
  /// without its locale machinery.
  var foldedForComparison: String {
    // ASCII has nothing to decompose and no marks: lower case is all (a stored
    // setting such as "Difficult", a tense typed without accents). Decomposing goes
    // through FoundationEssentials, whose first call cost a launch 0.58 M
    // instructions, most of it a scan of every protocol conformance.
    if utf8.allSatisfy({ $0 < 0x80 }) { return lowercased() }
    var scalars = String.UnicodeScalarView()
    for scalar in decomposedStringWithCanonicalMapping.lowercased().unicodeScalars
    where !(scalar.properties.generalCategory == .nonspacingMark) {
      scalars.append(scalar)
    }
    return String(scalars)
  }

  /// The string of these scalars, appended one by one. `String(String.UnicodeScalarView(
  /// scalars))` and `String(characters)` go through the standard library's
  /// unspecialised `append(contentsOf:)`, whose first call for each kind of sequence
  /// scans every protocol conformance in the binary (README, Speed). Inlinable, so
  /// that the front end's calls get a copy specialised for their sequence: an
  /// unspecialised call finds the sequence's iterator by associated-type look-ups,
  /// as costly at their first use (0.28 M instructions for `conjugate tener`).
  @inlinable
  public init<S: Sequence<Unicode.Scalar>>(scalarSequence scalars: S) {
    var view = String.UnicodeScalarView()
    for scalar in scalars { view.append(scalar) }
    self = String(view)
  }

  /// The string of these characters, appended one by one (see `init(scalarSequence:)`).
  @inlinable
  public init<S: Sequence<Character>>(characterSequence characters: S) {
    var text = ""
    for character in characters { text.append(character) }
    self = text
  }

  /// Without the spaces and tabs at either end: Foundation's
  /// `trimmingCharacters(in: .whitespaces)` (General Category Zs and U+0009), without
  /// its NSString path, which costs start-up (README, Speed).
  var trimmingSpaces: String {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}

extension Array where Element == String {
  /// The strings with `separator` between them: `joined(separator:)`, appended one
  /// by one. The standard library's is unspecialised generic code, whose first call
  /// scans every protocol conformance in the binary (README, Speed); the screens a
  /// session shows before its first question use this one.
  public func concatenated(separator: String) -> String {
    var text = ""
    for (index, part) in enumerated() {
      if index > 0 { text += separator }
      text += part
    }
    return text
  }
}
