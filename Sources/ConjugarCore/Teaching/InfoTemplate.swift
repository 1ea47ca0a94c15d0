/// Example sentences in info topics name their verb forms instead of spelling
/// them: `{tener|preterito|yo}` is the engine's pretérito of tener for yo,
/// `{hablar|gerundio}` its gerundio, `{^ir|imperativoPositivo|tu}` capitalised.
/// Tense and person are the keys of docs/cli.md. So an example can never
/// disagree with the conjugator.
struct InfoTemplate: Sendable, Hashable {
  let infinitive: String
  let tense: Tense
  let person: Person?
  let capitalized: Bool
  /// The placeholder as written, braces included.
  let source: String

  /// Parses the inside of one placeholder; nil when it is malformed.
  init?(_ source: String) {
    var inside = Substring(source)
    guard inside.hasPrefix("{"), inside.hasSuffix("}") else { return nil }
    inside = inside.dropFirst().dropLast()
    capitalized = inside.hasPrefix("^")
    if capitalized { inside = inside.dropFirst() }
    let parts = inside.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 || parts.count == 3, !parts[0].isEmpty, let tense = Tense(rawValue: parts[1]) else {
      return nil
    }
    if tense.isFinite {
      guard parts.count == 3, let person = Person(rawValue: parts[2]) else { return nil }
      self.person = person
    } else {
      guard parts.count == 2 else { return nil }
      self.person = nil
    }
    self.infinitive = parts[0]
    self.tense = tense
    self.source = source
  }

  /// The engine's form, capitalised if asked; nil when the engine has none.
  func resolve(with forms: VerbForms) -> String? {
    guard let form = forms.form(tense, person)?.primary else { return nil }
    guard capitalized, let first = form.first else { return form }
    return first.uppercased() + form.dropFirst()
  }

  /// Every `{…}` in `text`, in order, as written (malformed ones included).
  static func placeholders(in text: String) -> [String] {
    var found: [String] = []
    var current: String?
    for c in text {
      if c == "{" {
        current = "{"
      } else if c == "}", let open = current {
        found.append(open + "}")
        current = nil
      } else if current != nil {
        current!.append(c)
      }
    }
    return found
  }

  /// `text` with every placeholder replaced by its form; `lookup` supplies a
  /// verb's forms, and a placeholder it cannot fill is left as written.
  static func fill(_ text: String, _ lookup: (String) -> VerbForms?) -> String {
    guard text.contains("{") else { return text }
    var out = ""
    var current: String?
    for c in text {
      if c == "{" {
        if let open = current { out += open }
        current = "{"
      } else if c == "}", let open = current {
        let source = open + "}"
        if let template = InfoTemplate(source), let forms = lookup(template.infinitive),
          let form = template.resolve(with: forms)
        {
          out += form
        } else {
          out += source
        }
        current = nil
      } else if current != nil {
        current!.append(c)
      } else {
        out.append(c)
      }
    }
    if let open = current { out += open }
    return out
  }
}
