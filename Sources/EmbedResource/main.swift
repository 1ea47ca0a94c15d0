import Foundation

// Usage: EmbedResource <input.txt> <output.swift> <identifier>
// Writes `let <identifier>: StaticString = #"""<contents>"""#` so the text is compiled
// in, and read in place (a StaticString is never copied at start-up).
let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  FileHandle.standardError.write(Data("usage: EmbedResource <input> <output.swift> <identifier>\n".utf8))
  exit(2)
}
do {
  let text = try String(contentsOfFile: arguments[1], encoding: .utf8)
  if text.contains("\"\"\"#") {
    FileHandle.standardError.write(Data("EmbedResource: \(arguments[1]) contains the delimiter \"\"\"#\n".utf8))
    exit(1)
  }
  let swift = "// Generated from \(URL(fileURLWithPath: arguments[1]).lastPathComponent) at build time. Do not edit.\n"
    + "let \(arguments[3]): StaticString = #\"\"\"\n\(text)\n\"\"\"#\n"
  try swift.write(toFile: arguments[2], atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("EmbedResource: \(error)\n".utf8))
  exit(1)
}
