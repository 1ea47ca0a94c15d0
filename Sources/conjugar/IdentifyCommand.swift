import ArgumentParser
import ConjugarCore

/// `conjugar identify <form>…`: which verb, tense and person each form is.
struct IdentifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "identify",
    _superCommandName: "conjugar",
    abstract: "Say which verb, tense and person a conjugated form is.",
    discussion: """
      Looks each form up among every form of every catalog verb: "tuve" is tener,
      pretérito, yo; "fuera" is ser and ir, imperfecto de subjuntivo, yo and él.
      Pronominal forms ("me acuerdo") and affirmative imperatives with pronouns
      ("acuérdate", "dámelo") are recognised. An unknown word exits 1 with the
      closest forms on standard error.
      """)

  @Argument(help: "Conjugated forms (\"tuve\", \"fuera\", \"me acuerdo\").")
  var forms: [String]

  @Flag(help: "Print JSON as shared/spec/cli.md describes.")
  var json = false

  func run() throws {
    let identifier = FormIdentifier(catalog: VerbCatalog.standard)
    let results = forms.map { ($0, identifier.readings(of: $0)) }
    // Every form is checked before anything is printed.
    if let (unknown, _) = results.first(where: { $0.1.isEmpty }) {
      let closest = identifier.closestForms(to: unknown)
      let hint = closest.isEmpty ? "" : "; closest: \(closest.joined(separator: ", "))"
      Terminal.fail("\"\(unknown)\" is not a form of a catalog verb\(hint)")
    }
    if json {
      var w = JSONWriter()
      w.raw("[")
      for (i, (form, readings)) in results.enumerated() {
        if i > 0 { w.raw(",") }
        w.raw("{")
        w.key("form"); w.string(form); w.raw(",")
        w.key("readings"); w.raw("[")
        for (j, reading) in readings.enumerated() {
          if j > 0 { w.raw(",") }
          w.raw("{")
          w.key("infinitive"); w.string(reading.infinitive); w.raw(",")
          w.key("tense"); w.string(reading.tense.rawValue); w.raw(",")
          w.key("person")
          if let person = reading.person { w.string(person.rawValue) } else { w.raw("null") }
          w.raw("}")
        }
        w.raw("]}")
      }
      w.raw("]\n")
      w.withBytes { Terminal.write(bytes: $0) }
      return
    }
    var lines: [String] = []
    for (form, readings) in results {
      for reading in readings {
        let person = reading.person.map { " · " + $0.label(imperative: reading.tense.isImperative) } ?? ""
        lines.append("\(form)  \(reading.infinitive) · \(reading.tense.displayName)\(person)")
      }
    }
    Terminal.write(lines.joined(separator: "\n") + "\n")
  }
}
