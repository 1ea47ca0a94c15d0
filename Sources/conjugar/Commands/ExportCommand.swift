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
      front. Anki finds that note type by its English name, "Basic (type in the answer)"; in a \
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

  @OptionGroup(title: "Launch options") var launch: LaunchOptions

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
    let items = try world.records.answeredItems().filter { !missed || $0.missed > 0 }
    let (text, notes) = AnkiNotes.text(items, catalog: world.catalog, typeIn: typeIn)
    guard let output else {
      world.console.write(text)
      return
    }
    do {
      try world.files.write(text, to: output)
    } catch {
      throw CommandFailure("cannot write \(output): \(error.reason)")
    }
    world.console.write("\(notes) note\(notes == 1 ? "" : "s") written to \(output).\n")
  }
}

/// Anki's plain-text import format: header lines, then front, back and tags.
enum AnkiNotes {
  /// The file's text and how many notes it holds.
  static func text(_ items: [AnsweredItem], catalog: VerbCatalog, typeIn: Bool = false) -> (text: String, notes: Int) {
    // Anki's file headers: notes into a deck named conjugar. No `#columns:` line:
    // Anki matches its names against the note type's field names, which are in
    // the collection's language (Anverso, Reverso in Spanish), and a name that
    // matches nothing leaves that field empty, silently. Without it the columns
    // go to the fields in order. A note type Anki does not find by name falls
    // back to the collection's basic type, fields still in order.
    let header = [
      "#separator:tab", "#html:false", "#notetype:" + (typeIn ? "Basic (type in the answer)" : "Basic"),
      "#deck:conjugar", "#tags column:3",
    ]
    var lines = header
    let library = items.contains { $0.sentence != nil } ? try? ContextLibrary.standard() : nil
    for item in items {
      if let id = item.sentence {
        // A context sentence: front the sentence with its slot and infinitive, back
        // the answer (and every other one it accepts).
        guard let sentence = library?.sentence(id), let form = sentence.accepted(in: catalog) else { continue }
        let back = ([form.primary] + form.alternatives).joined(separator: " / ")
        lines.append(
          [sentence.prompt, back, "conjugar context::\(sentence.topic.rawValue) level::\(sentence.level.rawValue)"]
            .map(field).joined(separator: "\t"))
        continue
      }
      guard let tense = Tense(rawValue: item.tense),
        let conjugation = try? catalog.conjugate(item.infinitive)
      else { continue }
      let person = item.person.flatMap(Person.init(rawValue:))
      guard let form = conjugation.form(tense, person) else { continue }
      let question = Question(item.infinitive, tense, person)
      let regular = catalog.regularConjugation(of: item.infinitive)?.form(tense, person)
      let family = (regular?.primary == form.primary ? "regular" : "irregular") + "-"
        + String(item.infinitive.hasSuffix("se") ? item.infinitive.dropLast(2).suffix(2) : item.infinitive.suffix(2))
      let gloss = conjugation.translation.isEmpty ? "" : " (\(conjugation.translation))"
      // The description starts with the infinitive; the meaning goes right after it.
      let described = QuizText.describe(question)
      let front = typeIn ? item.infinitive + gloss + described.dropFirst(item.infinitive.count) : described
      lines.append(
        [front, form.primary, "conjugar tense::\(tense.rawValue) family::\(family)"]
          .map(field).joined(separator: "\t"))
    }
    return (lines.joined(separator: "\n") + "\n", lines.count - header.count)
  }

  /// A field with no tab or newline (they would split the note).
  static func field(_ text: String) -> String {
    String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
  }
}

