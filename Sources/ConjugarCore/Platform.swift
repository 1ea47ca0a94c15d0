// The C library (read, write, the terminal and process calls): conjugar imports
// FoundationEssentials, not Foundation (docs/performance.md), which re-exported it.
// Each file that calls it imports it; this one for the two wrappers below.
import Glibc

/// The C library's write(2), under a name that methods called `write` do not hide.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// The C library's read(2), under a name that methods called `read` do not hide.
func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, bytes, count)
}

extension String {
  /// The text in Unicode's composed form (NFC), as Foundation's
  /// `precomposedStringWithCanonicalMapping` makes it. A text with no scalar
  /// from U+0300 on is NFC already: every code point below U+0300 is
  /// NFC_Quick_Check=Yes (UAX #15), and the first combining marks start there.
  /// That is every form the engine makes and nearly every answer typed, so
  /// Foundation, which copies the text through UTF-16 to normalise it, is asked
  /// only for the rest.
  var nfc: String {
    unicodeScalars.allSatisfy({ $0.value < 0x300 }) ? self : precomposedStringWithCanonicalMapping
  }

  /// Lower case, accents and other combining marks removed ("Ñandú" → "nandu"):
  /// Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive])`
  /// without its locale machinery.
  var foldedForComparison: String {
    // ASCII has nothing to decompose and no marks: lower case is all (a stored
    // setting such as "Difficult", a tense typed without accents).
    if utf8.allSatisfy({ $0 < 0x80 }) { return lowercased() }
    var scalars = String.UnicodeScalarView()
    for scalar in decomposedStringWithCanonicalMapping.lowercased().unicodeScalars
    where !(scalar.properties.generalCategory == .nonspacingMark) {
      scalars.append(scalar)
    }
    return String(scalars)
  }

  /// Without the spaces and tabs at either end (General Category Zs and U+0009),
  /// as Foundation's `trimmingCharacters(in: .whitespaces)` trims.
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
