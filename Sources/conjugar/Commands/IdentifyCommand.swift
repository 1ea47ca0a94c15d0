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
      are recognised, and participles that agree ("hecha", "abiertos"). Every form
      gets an answer in order; an unknown one has none on standard output (in
      JSON, "readings": [] and "suggestions"), a line on standard error with the
      form meant or the closest forms, and the exit status is 1. (Kept ASCII: the
      manual page generator drops accented letters.)

      With no forms given, they are read from standard input, one a line (blank
      lines are skipped), and each answer is written as soon as its form is read:
      a file of a million forms streams through in flat memory. With --json, each
      form's answer is one JSON object on a line of its own (JSON Lines), written
      as the form is read.
      """)

  @Argument(help: "Conjugated forms (\"tuve\", \"fuera\", \"me acuerdo\"); none: one a line on standard input.")
  var forms: [String] = []

  @Flag(help: "One JSON object a line, one line per form, as docs/cli.md describes.")
  var json = false

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  func validate() throws { try validateLaunch() }

  func run() throws {
    let world = Current
    var batch = FormIdentifier.Batch(FormIdentifier(catalog: world.catalog))
    var failed = false
    // Every form gets an answer, in order, written before the next is read: its
    // readings, or for an unknown word (a learner's regularised or misspelt
    // form, or no form at all) what was meant or the closest forms, one line on
    // standard error, and exit 1.
    func answer(_ form: String) {
      let readings = batch.readings(of: form)
      var unknown: FormIdentifier.Batch.Unknown?
      if readings.isEmpty {
        let found = batch.unknown(form)
        world.console.warn(Main.shown(found.message))
        unknown = found
        failed = true
      }
      if json {
        world.console.write(Self.json(form, readings, unknown: unknown?.suggestions).text)
      } else if !readings.isEmpty {
        world.console.write(Self.lines(form, readings, width: world.console.columns))
      }
    }
    if forms.isEmpty {
      while let line = world.console.readLine() {
        guard line.contains(where: { !$0.isWhitespace }) else { continue }
        answer(line)
      }
    } else {
      for form in forms { answer(form) }
    }
    if failed { throw ExitCode(ExitStatus.failure.rawValue) }
  }

  /// `{"form", "readings": [...]}`, and for an unknown word `"readings": []` and
  /// the forms it may have meant (`"suggestions"`); a participio that agrees adds
  /// its `"gender"` and `"number"`, a form read with an accent it lacks `"readAs"`.
  static func json(_ form: String, _ readings: [FormIdentifier.Reading], unknown suggestions: [String]?) -> JSON {
    var members: [JSON.Member] = [
      .init("form", .string(form)),
      .init(
        "readings",
        .array(
          readings.map { reading in
            var fields: [JSON.Member] = [
              .init("infinitive", .string(reading.infinitive)),
              .init("tense", .string(reading.tenseKey)),
              .init("person", .optional(reading.person?.rawValue)),
            ]
            if let agreement = reading.agreement {
              fields.append(.init("gender", .string(agreement.gender.rawValue)))
              fields.append(.init("number", .string(agreement.number.rawValue)))
            }
            if let spelling = reading.readAs { fields.append(.init("readAs", .string(spelling))) }
            return .object(fields)
          })),
    ]
    if let suggestions { members.append(.init("suggestions", .array(suggestions.map(JSON.string)))) }
    return .object(members)
  }

  /// The text answer for `form`: a line "FORM  READING" a reading, the two
  /// columns a `TextTable` of them renders with `renderPairs` (every row has the
  /// same first cell, so none is padded), and when a line is wider than `width`
  /// that table's wrapped rendering itself.
  static func lines(_ form: String, _ readings: [FormIdentifier.Reading], width: Int) -> String {
    let shownForm = TerminalText.safe(form)
    var text = ""
    for reading in readings {
      // A reading never ends in a space, so the table's trimming keeps it whole.
      let line = shownForm + "  " + TerminalText.safe(Self.text(reading))
      guard TerminalText.width(line) <= width else { return table(form, readings, width: width) }
      text += line
      text += "\n"
    }
    return text
  }

  /// The readings of `form` as a `TextTable` renders them, wrapped to `width`.
  static func table(_ form: String, _ readings: [FormIdentifier.Reading], width: Int) -> String {
    var table = TextTable([.left, .left])
    for reading in readings { table.append([form, Self.text(reading)]) }
    return table.renderPairs(width: width)
  }

  /// "hacer · participio · feminine singular", "reír · imperativo positivo · tú (read as ríeles)".
  static func text(_ reading: FormIdentifier.Reading) -> String {
    let imperative = reading.tense?.isImperative ?? false
    let person = reading.person.map { " · " + $0.label(imperative: imperative) } ?? ""
    let agreement = reading.agreement.map { " · " + $0.label } ?? ""
    let readAs = reading.readAs.map { " (read as \($0))" } ?? ""
    return "\(reading.infinitive) · \(reading.tenseName)\(person)\(agreement)\(readAs)"
  }
}
