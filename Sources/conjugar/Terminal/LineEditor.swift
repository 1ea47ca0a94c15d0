import ConjugarCore
import FoundationEssentials

/// Answers typed at a terminal: left and right, Home and End (Ctrl-A, Ctrl-E),
/// Backspace and Delete, Ctrl-U, Ctrl-K and Ctrl-W, and Up and Down through the answers
/// given earlier. Ctrl-D on an empty line ends input. Keys it does not know are
/// ignored rather than typed into the answer.
struct LineEditor {
  private(set) var history: [String] = []
  let maximumCharacters: Int

  init(maximumCharacters: Int = StandardConsole.maximumAnswer) {
    self.maximumCharacters = maximumCharacters
  }

  /// What one key did.
  enum Key: Equatable {
    case insert(Character)
    case enter, endOfInput, backspace, delete, left, right, home, end, up, down, killToStart,
      killToEnd, killWord, ignored
  }

  /// A line being edited, and where the cursor is in it.
  struct Line: Equatable {
    var characters: [Character] = []
    var cursor = 0
    var text: String { String(characters) }
  }

  /// Applies a key to a line; `recall` walks the history (nil when the key is not Up
  /// or Down). Returns whether the line is finished (Enter) or input ended.
  mutating func apply(_ key: Key, to line: inout Line, recall: inout Int) -> Bool? {
    switch key {
    case let .insert(character):
      guard line.characters.count < maximumCharacters else { return nil }
      line.characters.insert(character, at: line.cursor)
      line.cursor += 1
    case .enter: return true
    case .endOfInput:
      if line.characters.isEmpty { return false }
      if line.cursor < line.characters.count { line.characters.remove(at: line.cursor) }
    case .backspace:
      if line.cursor > 0 {
        line.characters.remove(at: line.cursor - 1)
        line.cursor -= 1
      }
    case .delete:
      if line.cursor < line.characters.count { line.characters.remove(at: line.cursor) }
    case .left: line.cursor = max(0, line.cursor - 1)
    case .right: line.cursor = min(line.characters.count, line.cursor + 1)
    case .home: line.cursor = 0
    case .end: line.cursor = line.characters.count
    case .killToStart:
      line.characters.removeFirst(line.cursor)
      line.cursor = 0
    case .killToEnd: line.characters.removeLast(line.characters.count - line.cursor)
    case .killWord:
      var start = line.cursor
      while start > 0 && line.characters[start - 1] == " " { start -= 1 }
      while start > 0 && line.characters[start - 1] != " " { start -= 1 }
      line.characters.removeSubrange(start..<line.cursor)
      line.cursor = start
    case .up, .down:
      let next = key == .up ? max(0, recall - 1) : min(history.count, recall + 1)
      guard next != recall else { return nil }
      recall = next
      line.characters = next < history.count ? Array(history[next]) : []
      line.cursor = line.characters.count
    case .ignored: break
    }
    return nil
  }

  /// Reads and edits one line at the terminal after showing `prompt`, on a
  /// terminal `columns` wide.
  mutating func readLine(
    prompt: String, columns: Int = 80, keys: inout KeyReader, write: (String) -> Void
  ) -> String? {
    var line = Line()
    var recall = history.count
    write(prompt)
    while true {
      guard let key = keys.next() else { return line.characters.isEmpty ? nil : line.text }
      let before = line
      switch apply(key, to: &line, recall: &recall) {
      case true?:
        // A line shown scrolled is written out whole, wrapping, before moving on.
        let shown = TerminalText.width(prompt) + TerminalText.width(TerminalText.safe(line.text))
        if shown >= columns { write("\r" + prompt + TerminalText.safe(line.text) + "\u{1B}[K") }
        write("\n")
        let text = line.text
        if !text.trimmingCharacters(in: .whitespaces).isEmpty { history.append(text) }
        return text
      case false?:
        write("\n")
        return nil
      case nil:
        if line != before { write(Self.redraw(prompt: prompt, line: line, columns: columns)) }
      }
    }
  }

  /// Rewrites the prompt's line and puts the cursor in place: return to the start,
  /// the prompt and the text, clear what is left, move back over what follows the
  /// cursor. A line too long for the terminal shows the part around the cursor,
  /// so it never wraps onto a second row the redraw could not reach.
  static func redraw(prompt: String, line: Line, columns: Int = .max) -> String {
    func width(_ characters: ArraySlice<Character>) -> Int { TerminalText.width(TerminalText.safe(String(characters))) }
    var shown = line.characters[...]
    let room = columns - TerminalText.width(prompt) - 1
    if room > 0 && width(shown) > room {
      var start = 0
      while start < line.cursor && width(line.characters[start..<line.cursor]) > room { start += 1 }
      var end = start
      while end < line.characters.count && width(line.characters[start...end]) <= room { end += 1 }
      shown = line.characters[start..<max(end, line.cursor)]
    }
    let after = width(shown[line.cursor...])
    return "\r" + prompt + TerminalText.safe(String(shown)) + "\u{1B}[K" + (after > 0 ? "\u{1B}[\(after)D" : "")
  }
}

/// Keys from standard input's bytes: UTF-8 characters, control keys and the
/// escape sequences terminals send for arrows, Home, End and Delete.
struct KeyReader {
  let nextByte: () -> UInt8?
  /// A byte that ended a malformed escape sequence, to be read as a key of its own.
  var pending: UInt8? = nil

  mutating func next() -> LineEditor.Key? {
    let waiting = pending
    pending = nil
    guard let byte = waiting ?? nextByte() else { return nil }
    switch byte {
    case 0x0D, 0x0A: return .enter
    case 0x04: return .endOfInput
    case 0x7F, 0x08: return .backspace
    case 0x01: return .home
    case 0x05: return .end
    case 0x02: return .left
    case 0x06: return .right
    case 0x10: return .up
    case 0x0E: return .down
    case 0x15: return .killToStart
    case 0x0B: return .killToEnd
    case 0x17: return .killWord
    case 0x1B: return escapeSequence()
    case 0..<0x20: return .ignored
    default: return character(startingWith: byte)
    }
  }

  /// What follows ESC. A CSI (ESC [) or SS3 (ESC O) may be a key; an OSC (ESC ]),
  /// DCS (ESC P), SOS (ESC X), PM (ESC ^) or APC (ESC _) is a string to its
  /// terminator, pasted or sent back by the terminal, and is dropped whole, as is
  /// ESC with any other ASCII byte (Alt with a key). A byte that is not ASCII is
  /// the start of a character, read as one; a second ESC starts a sequence.
  private mutating func escapeSequence() -> LineEditor.Key {
    guard let kind = nextByte() else { return .ignored }
    return escapeSequence(kind)
  }

  /// The bytes after ESC that open a control string: OSC, DCS, SOS, PM, APC.
  private static let stringStarts: Set<UInt8> = [
    UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"),
  ]

  private mutating func escapeSequence(_ kind: UInt8) -> LineEditor.Key {
    switch kind {
    case UInt8(ascii: "["), UInt8(ascii: "O"): return controlSequence()
    case _ where Self.stringStarts.contains(kind): return controlString()
    // Another ESC begins a sequence of its own; a byte past ASCII begins a character.
    case 0x1B, 0x80...:
      pending = kind
      return .ignored
    default: return .ignored
    }
  }

  /// The rest of a control string, up to BEL or ST (ESC \), read and dropped. Enter
  /// ends it too, and is read as Enter: a string never ended must not swallow the
  /// line. An ESC followed by anything but a backslash starts the next sequence.
  private mutating func controlString() -> LineEditor.Key {
    while let byte = nextByte() {
      switch byte {
      case 0x07: return .ignored
      case 0x0D, 0x0A:
        pending = byte
        return .ignored
      case 0x1B:
        guard let next = nextByte(), next != UInt8(ascii: "\\") else { return .ignored }
        // Another string is dropped in this same loop, so that a paste of many
        // never nests calls.
        if Self.stringStarts.contains(next) { continue }
        return escapeSequence(next)
      default: continue
      }
    }
    return .ignored
  }

  /// A CSI (ESC [ parameters, intermediates, a final byte from 0x40 to 0x7E) or an
  /// SS3 (ESC O and one byte): the keys it may be, anything else dropped whole.
  private mutating func controlSequence() -> LineEditor.Key {
    var parameters: [UInt8] = []
    var overlong = false
    while let byte = nextByte() {
      if (0x40...0x7E).contains(byte) {
        // A sequence too long to be a key is read to its end and dropped whole:
        // none of its digits reaches the answer.
        if overlong { return .ignored }
        switch (byte, parameters) {
        case (UInt8(ascii: "A"), _): return .up
        case (UInt8(ascii: "B"), _): return .down
        case (UInt8(ascii: "C"), _): return .right
        case (UInt8(ascii: "D"), _): return .left
        case (UInt8(ascii: "H"), _): return .home
        case (UInt8(ascii: "F"), _): return .end
        case (UInt8(ascii: "~"), [UInt8(ascii: "1")]), (UInt8(ascii: "~"), [UInt8(ascii: "7")]): return .home
        case (UInt8(ascii: "~"), [UInt8(ascii: "4")]), (UInt8(ascii: "~"), [UInt8(ascii: "8")]): return .end
        case (UInt8(ascii: "~"), [UInt8(ascii: "3")]): return .delete
        default: return .ignored
        }
      }
      // Only parameter and intermediate bytes belong to a sequence; anything else
      // (Enter, a letter's UTF-8) ends it and is read as the key it is.
      guard (0x20...0x3F).contains(byte) else {
        pending = byte
        return .ignored
      }
      if parameters.count < 16 { parameters.append(byte) } else { overlong = true }
    }
    return .ignored
  }

  private mutating func character(startingWith lead: UInt8) -> LineEditor.Key {
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    var bytes = [lead]
    while bytes.count < length, let byte = nextByte() { bytes.append(byte) }
    let text = String(decoding: bytes, as: UTF8.self)
    guard let character = text.first, text.count == 1 else { return .ignored }
    return .insert(character)
  }
}
