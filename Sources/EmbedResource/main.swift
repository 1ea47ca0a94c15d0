import Foundation

// Usage: EmbedResource <input.txt> <output.swift> <identifier>
// Writes `let <identifier>: StaticString = #"""<contents>"""#` so the text is compiled
// in, and read in place (a StaticString is never copied at start-up), and
// `let <identifier>LineIndex: StaticString`: where each entry line starts (every line
// neither empty nor a `#` comment), six hexadecimal digits a line, in file order, and
// `let <identifier>NameTable: StaticString`, a hash table of the lines' names, so that
// one verb is found without parsing or searching the text at run time
// (VerbCatalog.lookUp), and `let <identifier>FactsTable: StaticString`: each entry
// line's rank (`rank=N`, five hexadecimal digits, 0 for none) and a sixth digit, 0
// when the line has none of the features that make a verb defective (`weather`,
// `third`, `lacks=…`, `only=…`) and its rank reads plainly, else 1 (VerbCatalog.catalogFacts
// then reads the features themselves).
/// A line's facts (above): the tokens of its features (after its second bar),
/// read as VerbCatalog.scanRankAndDefectiveness reads them.
func lineFacts(_ line: ArraySlice<UInt8>) -> String {
  let bars = line.indices.filter { line[$0] == 0x7C }
  guard bars.count >= 2 else { return "000000" }
  var rank = 0
  var plain = true
  // Trimmed as VerbCatalog.trimmed trims a field, split at spaces as the scan splits.
  var features = line[(bars[1] + 1)...]
  while let first = features.first, first == 0x20 || first == 0x09 { features.removeFirst() }
  while let last = features.last, last == 0x20 || last == 0x09 || last == 0x0D { features.removeLast() }
  for token in features.split(separator: 0x20) {
    let text = String(decoding: token, as: UTF8.self)
    if text == "weather" || text == "third" || text.hasPrefix("lacks=") || text.hasPrefix("only=")
      || text.contains("\t")
    {
      plain = false
    } else if text.hasPrefix("rank=") {
      let digits = text.dropFirst(5)
      if rank == 0, !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }), let value = Int(digits),
        value > 0, value < 0x10_0000
      {
        rank = value
      } else {
        plain = false
      }
    }
  }
  let hex = String(rank, radix: 16)
  return String(repeating: "0", count: 5 - hex.count) + hex + (plain ? "0" : "1")
}

/// `--files <output.swift> <identifier> <input>...`: the files as
/// `let <identifier>: [(name: String, text: StaticString)]`, in the order given, each
/// name without its folder (the context sentences, which are parsed whole at run
/// time and need no index).
func embedFiles(_ arguments: [String]) {
  var swift =
    "// Generated from \(arguments.count - 2) files at build time. Do not edit.\n"
    + "let \(arguments[1]): [(name: String, text: StaticString)] = [\n"
  for path in arguments.dropFirst(2) {
    do {
      let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\r\n", with: "\n")
      if text.contains("\"\"\"#") {
        FileHandle.standardError.write(Data("EmbedResource: \(path) contains the delimiter \"\"\"#\n".utf8))
        exit(1)
      }
      let name = URL(fileURLWithPath: path).lastPathComponent
      swift += "  (\"\(name)\", #\"\"\"\n\(text)\n\"\"\"#),\n"
    } catch {
      FileHandle.standardError.write(Data("EmbedResource: \(error)\n".utf8))
      exit(1)
    }
  }
  swift += "]\n"
  do { try swift.write(toFile: arguments[0], atomically: true, encoding: .utf8) } catch {
    FileHandle.standardError.write(Data("EmbedResource: \(error)\n".utf8))
    exit(1)
  }
}

let arguments = CommandLine.arguments
if arguments.count >= 4, arguments[1] == "--files" {
  embedFiles(Array(arguments.dropFirst(2)))
  exit(0)
}
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
  func hex(_ value: Int, _ digits: Int) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: digits - text.count) + text
  }
  var index = ""
  var facts = ""
  var names: [[UInt8]] = []  // each entry line's name (nil-free: lines without a bar get [])
  var lineStart = 0
  while lineStart < bytes.count {
    var lineEnd = lineStart
    while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
    if lineEnd > lineStart && bytes[lineStart] != 0x23 {
      index += hex(lineStart, 6)
      // The name: before the first bar, without spaces and tabs at either end or a
      // CR at its end (VerbCatalog.trimmed); a line without a bar has none.
      var name: [UInt8] = []
      if let bar = bytes[lineStart..<lineEnd].firstIndex(of: 0x7C) {
        name = Array(bytes[lineStart..<bar])
        while let last = name.last, last == 0x20 || last == 0x09 || last == 0x0D { name.removeLast() }
        while let first = name.first, first == 0x20 || first == 0x09 { name.removeFirst() }
      }
      names.append(name)
      facts += lineFacts(bytes[lineStart..<lineEnd])
    }
    lineStart = lineEnd + 1
  }
  guard names.count < 0xFFFF else {
    FileHandle.standardError.write(Data("EmbedResource: \(arguments[1]) has too many lines for its index\n".utf8))
    exit(1)
  }
  // The names' hash table (VerbCatalog.lookUp): open addressing with linear probing,
  // a power of two at least 1.5 times the number of lines, each slot a line's number
  // in four hexadecimal digits, ffff when empty; lines inserted in file order, so
  // the first of two equal names is found first.
  var size = 1
  while size * 2 < names.count * 3 { size *= 2 }
  var slots = [Int](repeating: 0xFFFF, count: size)
  for (line, name) in names.enumerated() where !name.isEmpty {
    var hash: UInt32 = 0x811C_9DC5  // FNV-1a, 32 bits
    for byte in name { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    var slot = Int(hash) & (size - 1)
    while slots[slot] != 0xFFFF { slot = (slot + 1) & (size - 1) }
    slots[slot] = line
  }
  let table = slots.map { hex($0, 4) }.joined()
  let swift =
    "// Generated from \(URL(fileURLWithPath: arguments[1]).lastPathComponent) at build time. Do not edit.\n"
    + "let \(arguments[3]): StaticString = #\"\"\"\n\(text)\n\"\"\"#\n"
    + "let \(arguments[3])LineIndex: StaticString = \"\(index)\"\n"
    + "let \(arguments[3])NameTable: StaticString = \"\(table)\"\n"
    + "let \(arguments[3])FactsTable: StaticString = \"\(facts)\"\n"
  try swift.write(toFile: arguments[2], atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("EmbedResource: \(error)\n".utf8))
  exit(1)
}
