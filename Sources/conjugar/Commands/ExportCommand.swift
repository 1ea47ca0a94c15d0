import ArgumentParser
import ConjugarCore
import FoundationEssentials

/// `conjugar export --anki`: every item you have answered (or only those you
/// missed) as notes Anki imports: front "tener · pretérito · yo", back "tuve",
/// tags by tense and verb family.
struct ExportCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "export", abstract: "Export the items you have answered as Anki notes.",
    discussion: """
      The file is tab-separated with Anki's header lines: in Anki choose File > Import and \
      pick the file. The columns go to the note's fields in order (front, back), then tags, \
      whatever language your collection is in. Importing again with Update replaces the notes \
      you imported before, your edits and tags on them included.

      --type-in makes notes of the type-in-the-answer kind, the verb's English meaning on the \
      front and one answer on the back (Anki checks what you type against all of it). Anki finds that note type by its English name, "Basic (type in the answer)"; in a \
      collection in another language choose it yourself in the import dialog's Note Type.
      """)

  @Flag(help: "Anki's tab-separated notes (the one format so far).")
  var anki = false

  @Flag(help: "Only the items you have answered wrong at least once.")
  var missed = false

  @Flag(help: "Type-in-the-answer notes, with the verb's English meaning on the front.")
  var typeIn = false

  @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
  var output: String?

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  func validate() throws {
    guard anki else { throw ValidationError("choose a format: --anki") }
    if output?.isEmpty == true {
      throw ValidationError("--output needs a file name (--output notes.txt), not an empty one")
    }
  }

  func run() throws {
    let world = Current
    var notes = AnkiNotes(catalog: world.catalog, typeIn: typeIn, contexts: world.contexts)
    var failure: RecordsError?
    // Each note is written as its item is read: a history of a million answers
    // is never held whole, as items or as text.
    func produce(_ write: (String) -> Void) -> Bool {
      var block = notes.header
      do {
        // `write` is used only while the items are read.
        try withoutActuallyEscaping(write) { write throws(RecordsError) in
          try world.records.answeredItems { item in
            guard !missed || item.missed > 0, let line = notes.line(item) else { return }
            block += line
            if block.utf8.count >= 1 << 16 {
              write(block)
              block = ""
            }
          }
        }
      } catch {
        failure = error
        return false
      }
      write(block)
      return true
    }
    guard let output else {
      _ = produce { world.console.write($0) }
      if let failure { throw failure }
      return
    }
    let written: Bool
    do {
      written = try world.files.write(to: output, console: world.console, pieces: produce)
    } catch {
      throw CommandFailure("cannot write \(output): \(error.reason)")
    }
    if let failure { throw failure }
    let made = "\(notes.count) note\(notes.count == 1 ? "" : "s")"
    // A World that writes no files has said "Pretending to write …" already.
    world.console.write(written ? "\(made) written to \(TerminalText.safe(output)).\n" : "\(made), none written.\n")
  }
}

/// Anki's plain-text import format: header lines, then front, back and tags, one
/// note a line, made as the items are read. What a verb's notes share (its
/// conjugation, its regular forms) is worked out once for all of them.
struct AnkiNotes {
  let catalog: VerbCatalog
  let typeIn: Bool
  /// How many notes `line` made.
  private(set) var count = 0
  /// The last verb made: items come verb by verb (`answeredItems` orders them by
  /// infinitive), so one is enough, and memory stays that of one verb.
  private var last: (infinitive: String, made: (Conjugation, regular: Conjugation?)?)?
  private var library: ContextLibrary??
  let contexts: ContextSentences

  init(catalog: VerbCatalog, typeIn: Bool, contexts: ContextSentences = .embedded) {
    self.catalog = catalog
    self.typeIn = typeIn
    self.contexts = contexts
  }

  // Anki's file headers: notes into a deck named conjugar. No `#columns:` line:
  // Anki matches its names against the note type's field names, which are in
  // the collection's language (Anverso, Reverso in Spanish), and a name that
  // matches nothing leaves that field empty, silently. Without it the columns
  // go to the fields in order. A note type Anki does not find by name falls
  // back to the collection's basic type, fields still in order.
  static func header(typeIn: Bool) -> String {
    [
      "#separator:tab", "#html:false", "#notetype:" + (typeIn ? "Basic (type in the answer)" : "Basic"),
      "#deck:conjugar", "#tags column:3",
    ].map { $0 + "\n" }.joined()
  }

  var header: String { Self.header(typeIn: typeIn) }

  /// The note for `item`, with its newline; nil when this version cannot ask it
  /// (a verb or a sentence it does not know).
  mutating func line(_ item: AnsweredItem) -> String? {
    guard let (front, back, tags) = fields(item) else { return nil }
    count += 1
    return Self.field(front) + "\t" + Self.field(back) + "\t" + Self.field(tags) + "\n"
  }

  private mutating func fields(_ item: AnsweredItem) -> (front: String, back: String, tags: String)? {
    if let id = item.sentence {
      // A context sentence: front the sentence with its slot and infinitive, back
      // the answer (and every other one it accepts). Anki checks a typed answer
      // against the whole back, so a type-in note's back is the one answer.
      if library == nil { library = .some(try? contexts.library()) }
      guard let sentence = library??.sentence(id), let form = sentence.accepted(in: catalog) else { return nil }
      let back = typeIn ? form.primary : ([form.primary] + form.alternatives).joined(separator: " / ")
      return (sentence.prompt, back, "conjugar context::\(sentence.topic.rawValue) level::\(sentence.level.rawValue)")
    }
    guard let tense = Tense(rawValue: item.tense), let (conjugation, regularConjugation) = verb(item.infinitive)
    else { return nil }
    let person = item.person.flatMap(Person.init(rawValue:))
    guard let form = conjugation.form(tense, person) else { return nil }
    let question = Question(item.infinitive, tense, person)
    let regular = regularConjugation?.form(tense, person)
    let family =
      (regular?.primary == form.primary ? "regular" : "irregular") + "-"
      + String(item.infinitive.hasSuffix("se") ? item.infinitive.dropLast(2).suffix(2) : item.infinitive.suffix(2))
    let gloss = conjugation.translation.isEmpty ? "" : " (\(conjugation.translation))"
    // The description starts with the infinitive; the meaning goes right after it.
    let described = QuizText.describe(question)
    let front = typeIn ? item.infinitive + gloss + described.dropFirst(item.infinitive.count) : described
    return (front, form.primary, "conjugar tense::\(tense.rawValue) family::\(family)")
  }

  /// A verb's conjugation and its regular one, made once for all its notes.
  private mutating func verb(_ infinitive: String) -> (Conjugation, regular: Conjugation?)? {
    if let last, last.infinitive == infinitive { return last.made }
    let made = catalog.conjugation(of: infinitive).map { ($0, regular: catalog.regularConjugation(of: $0)) }
    last = (infinitive, made)
    return made
  }

  /// A field with no tab or newline (they would split the note).
  static func field(_ text: String) -> String {
    // Nearly every field holds neither (no control character, none of the
    // newlines outside ASCII): it is kept as it is, not rebuilt character by character.
    guard
      text.unicodeScalars.contains(where: {
        $0.value < 0x20 || $0.value == 0x85 || $0.value == 0x2028 || $0.value == 0x2029
      })
    else { return text }
    return String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
  }
}
