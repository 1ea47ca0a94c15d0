import Foundation

// Usage: EmbedResource <input.txt> <output.swift> <identifier>
// Writes `let <identifier>: StaticString = #"""<contents>"""#` so the text is compiled
// in, and read in place (a StaticString is never copied at start-up), and
// `let <identifier>LineIndex: StaticString`: where each entry line starts (every line
// neither empty nor a `#` comment), six hexadecimal digits a line, in file order, so
// that a sorted catalog is searched by line without finding line starts at run time
// (VerbCatalog.search).
let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  FileHandle.standardError.write(Data("usage: EmbedResource <input> <output.swift> <identifier>\n".utf8))
  exit(2)
}
do {
  // A multi-line literal's line breaks are LF whatever the file's: offsets are
  // counted in the text as the compiler will store it.
  let text = try String(contentsOfFile: arguments[1], encoding: .utf8)
    .replacingOccurrences(of: "\r\n", with: "\n")
  if text.contains("\"\"\"#") {
    FileHandle.standardError.write(Data("EmbedResource: \(arguments[1]) contains the delimiter \"\"\"#\n".utf8))
    exit(1)
  }
  let bytes = Array(text.utf8)
  guard bytes.count < 0x100_0000 else {
    FileHandle.standardError.write(Data("EmbedResource: \(arguments[1]) is over 16 MB, too large for its index\n".utf8))
    exit(1)
  }
  var index = ""
  var lineStart = 0
  while lineStart < bytes.count {
    var lineEnd = lineStart
    while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
    if lineEnd > lineStart && bytes[lineStart] != 0x23 {
      let hex = String(lineStart, radix: 16)
      index += String(repeating: "0", count: 6 - hex.count) + hex
    }
    lineStart = lineEnd + 1
  }
  let swift = "// Generated from \(URL(fileURLWithPath: arguments[1]).lastPathComponent) at build time. Do not edit.\n"
    + "let \(arguments[3]): StaticString = #\"\"\"\n\(text)\n\"\"\"#\n"
    + "let \(arguments[3])LineIndex: StaticString = \"\(index)\"\n"
  try swift.write(toFile: arguments[2], atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("EmbedResource: \(error)\n".utf8))
  exit(1)
}
