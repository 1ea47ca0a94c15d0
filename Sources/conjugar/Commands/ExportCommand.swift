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
      The file is tab-separated with Anki's header lines: in Anki choose File > Import, \
      pick the file, and the fields (Front, Back) and the tags column are recognised.
      """)

  @Flag(help: "Anki's tab-separated notes (the one format so far).")
  var anki = false

  @Flag(help: "Only the items you have answered wrong at least once.")
  var missed = false

  @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
  var output: String?

  @OptionGroup(title: "Launch options") var launch: LaunchOptions

  /// The root, whose launch options are read before or after the subcommand.

  @ParentCommand var conjugar: Conjugar

  func validate() throws {
    guard anki else { throw ValidationError("choose a format: --anki") }
  }

  func run() throws {
    let world = Current
    let items = try world.records.answeredItems().filter { !missed || $0.missed > 0 }
    let (text, notes) = AnkiNotes.text(items, catalog: world.catalog)
    guard let output else {
      world.console.write(text)
      return
    }
    do {
      try OutputFile.write(text, to: output)
    } catch {
      throw CommandFailure("cannot write \(output): \(error.reason)")
    }
    world.console.write("\(notes) note\(notes == 1 ? "" : "s") written to \(output).\n")
  }
}

/// Anki's plain-text import format: header lines, then Front, Back and Tags.
enum AnkiNotes {
  /// The file's text and how many notes it holds.
  static func text(_ items: [AnsweredItem], catalog: VerbCatalog) -> (text: String, notes: Int) {
    // Anki's file headers: Basic notes (Front, Back) into a deck named conjugar.
    let header = [
      "#separator:tab", "#html:false", "#notetype:Basic", "#deck:conjugar",
      "#columns:Front\tBack\tTags", "#tags column:3",
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
      lines.append(
        [QuizText.describe(question), form.primary, "conjugar tense::\(tense.rawValue) family::\(family)"]
          .map(field).joined(separator: "\t"))
    }
    return (lines.joined(separator: "\n") + "\n", lines.count - header.count)
  }

  /// A field with no tab or newline (they would split the note).
  static func field(_ text: String) -> String {
    String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
  }
}
