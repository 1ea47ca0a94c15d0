import ArgumentParser
import ConjugarCore

/// `conjugar identify <form>…`: which verb, tense and person each form is.
struct IdentifyCommand: CatalogCommand {
  static let configuration = CommandConfiguration(
    commandName: "identify",
    abstract: "Say which verb, tense and person a conjugated form is.",
    discussion: """
      Looks each form up among every form of every catalog verb: "tuve" is tener,
      preterito, yo; "fuera" is ser and ir, imperfecto de subjuntivo, yo and el.
      Pronominal forms ("me acuerdo") and affirmative imperatives with pronouns
      ("acuerdate", "damelo", with or without their accents)
      are recognised. An unknown word exits 1 with the closest forms on standard
      error. (Kept ASCII: the manual page generator drops accented letters.)
      """)

  @Argument(help: "Conjugated forms (\"tuve\", \"fuera\", \"me acuerdo\").")
  var forms: [String]

  @Flag(help: "Print JSON as shared/spec/cli.md describes.")
  var json = false

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  func validate() throws { try validateLaunch() }

  func run() throws {
    let world = Current
    let identifier = FormIdentifier(catalog: world.catalog)
    let results = Array(zip(forms, identifier.readings(of: forms)))
    // Every form is checked before anything is printed.
    if let (unknown, _) = results.first(where: { $0.1.isEmpty }) {
      // A learner's regularised or misspelt form: the one they meant.
      if let correction = identifier.correction(for: unknown) {
        throw CommandFailure(correction.message)
      }
      let closest = identifier.closestForms(to: unknown)
      let hint = closest.isEmpty ? "" : "; closest: \(closest.joined(separator: ", "))"
      throw CommandFailure("\"\(unknown)\" is not a form of a catalog verb\(hint)")
    }
    if json {
      let objects = results.map { form, readings in
        JSON.object([
          .init("form", .string(form)),
          .init(
            "readings",
            .array(
              readings.map { reading in
                .object([
                  .init("infinitive", .string(reading.infinitive)),
                  .init("tense", .string(reading.tenseKey)),
                  .init("person", .optional(reading.person?.rawValue)),
                ])
              })),
        ])
      }
      world.console.write(JSON.array(objects).text)
      return
    }
    var table = TextTable([.left, .left])
    for (form, readings) in results {
      for reading in readings {
        let imperative = reading.tense?.isImperative ?? false
        let person = reading.person.map { " · " + $0.label(imperative: imperative) } ?? ""
        table.append([form, "\(reading.infinitive) · \(reading.tenseName)\(person)"])
      }
    }
    world.console.write(table.renderPairs(width: world.console.columns))
  }
}
