import ConjugarCore

/// One fuzz input, run through the answer path (accent shorthand, normalisation,
/// grading) and the catalog parser. Crashes and broken invariants trap, which is
/// what libFuzzer and the seeded driver report.
enum FuzzCase {
  /// The harness is an edge of its own (its own main, no World, no I/O but the
  /// inputs): it takes the embedded catalog here, once, as a launch does.
  static let catalog = VerbCatalog.standard

  /// A few real forms to grade answers against.
  static let forms: [Form] = {
    var forms: [Form] = []
    for verb in ["tener", "ir", "actuar", "pedir", "haber"] {
      guard let conjugation = catalog.conjugation(of: verb) else { continue }
      for tense in Tense.allCases {
        for person in conjugation.persons(in: tense) {
          if let form = conjugation.form(tense, person) { forms.append(form) }
        }
      }
    }
    return forms
  }()

  static func run(_ bytes: [UInt8]) {
    guard let selector = bytes.first else { return }
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    switch selector % 3 {
    case 0:
      // The answer path.
      _ = AccentShorthand.expand(text)
      let normal = AnswerGrader.normalize(text)
      precondition(!normal.contains("\n"), "normalised answer kept a line break")
      let form = forms[Int(selector) % forms.count]
      _ = AnswerGrader.grade(text, against: form)
      // A form typed exactly as the engine gives it is always fully right, and
      // stays so wrapped in spaces.
      precondition(AnswerGrader.grade(" " + form.accepted[0] + " ", against: form) == .total)
    case 1:
      // The catalog parser, then every verb it accepted.
      let catalog = VerbCatalog(text: text)
      for infinitive in catalog.infinitives.prefix(8) {
        if let conjugation = catalog.conjugation(of: infinitive) {
          for tense in Tense.allCases {
            for person in conjugation.persons(in: tense) { _ = conjugation.form(tense, person) }
          }
        }
      }
    default:
      // What a user types as an infinitive.
      if let conjugation = catalog.conjugation(of: text) {
        for tense in Tense.allCases {
          for person in conjugation.persons(in: tense) {
            if let form = conjugation.form(tense, person) {
              precondition(AnswerGrader.grade(form.accepted[0], against: form) == .total)
            }
          }
        }
      }
    }
  }
}
