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
    var scalars = String.UnicodeScalarView()
    for scalar in decomposedStringWithCanonicalMapping.lowercased().unicodeScalars
    where !(scalar.properties.generalCategory == .nonspacingMark) {
      scalars.append(scalar)
    }
    return String(scalars)
  }
}
