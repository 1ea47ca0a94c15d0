import FoundationEssentials

/// Another answer a sentence's slot could take besides its `answers`, recorded by
/// the audit of issue 33 (docs/teaching.md, "Alternatives"): `also` lines are
/// accepted with a note saying what they mean, `not` lines refused with a note
/// saying why not here. The forms still come from the conjugator.
public struct ContextAlternative: Sendable, Hashable {
  /// How the alternative's form is built from the sentence's verb.
  enum Shape: String, Sendable, Hashable, CaseIterable {
    /// The verb itself in another tense or person: "tendrá" beside "tenía".
    case same
    /// estar in the tense + the gerundio: "estaba afeitándome", "me estaba afeitando".
    case progressive
    /// The verb with se: tropezar → "me tropecé".
    case pronominal
    /// A pronominal verb without its se: quedarse → "quedé".
    case plain
    /// The verb with the indirect object me the sentence leaves out but welcomes:
    /// "dime la verdad" beside "di la verdad" (attached to a command or gerundio,
    /// before any other form).
    case withMe = "with-me"
    /// ir in the tense + a + the infinitive: "vas a entender" beside "entenderás",
    /// "iba a transformar" beside "transformaría"; a pronominal verb's pronoun
    /// before ir or after the infinitive ("te vas a quemar", "vas a quemarte").
    case goingTo = "going-to"
  }

  let shape: Shape
  let reading: ContextSentence.Reading
  /// `also` (true) or `not` (false).
  public let accepted: Bool
  /// Shown after the answer: what it means (`also`), or why not here (`not`).
  public let note: String

  /// Reads "<spec> | <note>", the spec being `tense`, `tense/person`,
  /// `progressive:tense`, `pronominal:tense`, `plain:tense` or `going-to:tense`; the problem in
  /// words when it does not parse.
  static func parse(
    _ value: String, accepted: Bool, verb: String, subject: ContextSubject
  ) -> Result<ContextAlternative, ParseProblem> {
    let key = accepted ? "also" : "not"
    let parts = value.split(separator: "|", maxSplits: 1).map { String(ContextParser.trimmed($0)) }
    guard parts.count == 2, !parts[1].isEmpty else {
      return .failure(ParseProblem("\(key) needs \"<spec> | <note>\""))
    }
    var spec = Substring(parts[0])
    var shape = Shape.same
    if let colon = spec.firstIndex(of: ":") {
      guard let named = Shape(rawValue: String(spec[..<colon])), named != .same else {
        return .failure(ParseProblem("unknown \(key) spec \"\(parts[0])\""))
      }
      shape = named
      spec = spec[spec.index(after: colon)...]
    }
    let pieces = spec.split(separator: "/", maxSplits: 1)
    guard let first = pieces.first, let tense = Tense(rawValue: String(first)) else {
      return .failure(ParseProblem("unknown tense in \(key) \"\(parts[0])\""))
    }
    var person: Person? = tense.isFinite ? subject.person : nil
    if pieces.count == 2 {
      guard let other = ContextSubject(rawValue: String(pieces[1])) else {
        return .failure(ParseProblem("unknown person in \(key) \"\(parts[0])\""))
      }
      person = other.person
    }
    let (_, pronominal) = VerbCatalog.splitPronominal(verb)
    if shape == .pronominal && pronominal { return .failure(ParseProblem("\(verb) is already pronominal")) }
    if shape == .plain && !pronominal { return .failure(ParseProblem("plain: needs a pronominal verb")) }
    if shape == .progressive && !tense.isFinite {
      return .failure(ParseProblem("progressive: needs a finite tense"))
    }
    if shape == .goingTo && !tense.isFinite { return .failure(ParseProblem("going-to: needs a finite tense")) }
    return .success(
      ContextAlternative(
        shape: shape, reading: ContextSentence.Reading(tense: tense, person: person), accepted: accepted,
        note: parts[1]))
  }

  struct ParseProblem: Error {
    let text: String
    init(_ text: String) { self.text = text }
  }

  /// The forms this alternative puts in the slot (`negated`: the sentence carries
  /// the "no"); nil when the verb has none.
  func form(of verb: String, in catalog: VerbCatalog, negated: Bool) -> Form? {
    let (base, pronominal) = VerbCatalog.splitPronominal(verb)
    let built: Form?
    switch shape {
    case .same: built = catalog.conjugation(of: verb)?.form(reading.tense, reading.person)
    case .pronominal: built = catalog.conjugation(of: verb + "se")?.form(reading.tense, reading.person)
    case .plain: built = catalog.conjugation(of: base)?.form(reading.tense, reading.person)
    case .progressive: built = progressive(base: base, pronominal: pronominal, in: catalog)
    case .goingTo: built = goingTo(base: base, pronominal: pronominal, in: catalog)
    case .withMe:
      built = catalog.conjugation(of: verb)?.form(reading.tense, reading.person).map { form in
        form.map { spelling in
          if reading.tense == .imperativoPositivo || reading.tense == .gerundio { return Accent.attach(spelling, "me") }
          if spelling.hasPrefix("no ") { return "no me " + spelling.dropFirst(3) }
          return "me " + spelling
        }
      }
    }
    guard var form = built else { return nil }
    if shape != .progressive, shape != .withMe, shape != .goingTo, let se = reading.tense.seTwin,
      let twin = catalog.conjugation(of: shape == .plain ? base : shape == .pronominal ? verb + "se" : verb)?
        .form(se, reading.person)
    {
      form = Form(form.primary, alternatives: form.alternatives + twin.accepted).deduplicated()
    }
    return negated ? form.map { $0.hasPrefix("no ") ? String($0.dropFirst(3)) : $0 } : form
  }

  /// estar in the reading's tense and person + the gerundio; a pronominal verb's
  /// pronoun before estar or after the gerundio: "me estaba afeitando",
  /// "estaba afeitándome" (-se forms of estar beside -ra).
  private func progressive(base: String, pronominal: Bool, in catalog: VerbCatalog) -> Form? {
    guard let estar = catalog.conjugation(of: "estar"), let person = reading.person,
      var auxiliaries = estar.form(reading.tense, person)?.accepted,
      let gerundio = catalog.conjugation(of: base)?.gerundio.primary
    else { return nil }
    if let se = reading.tense.seTwin, let twin = estar.form(se, person) { auxiliaries += twin.accepted }
    guard pronominal else {
      return Form(auxiliaries[0] + " " + gerundio, alternatives: auxiliaries.dropFirst().map { $0 + " " + gerundio })
    }
    let pronoun = ConjugationBuilder.pronouns[person]
    let attached = Accent.attach(gerundio, pronoun)
    let all = auxiliaries.flatMap { ["\(pronoun) \($0) \(gerundio)", "\($0) \(attached)"] }
    return Form(all[0], alternatives: Array(all.dropFirst())).deduplicated()
  }

  /// ir in the reading's tense and person + a + the infinitive; a pronominal verb's
  /// pronoun before ir or after the infinitive: "me voy a quedar", "voy a quedarme"
  /// (-se forms of ir beside -ra).
  private func goingTo(base: String, pronominal: Bool, in catalog: VerbCatalog) -> Form? {
    guard let ir = catalog.conjugation(of: "ir"), let person = reading.person,
      var auxiliaries = ir.form(reading.tense, person)?.accepted
    else { return nil }
    if let se = reading.tense.seTwin, let twin = ir.form(se, person) { auxiliaries += twin.accepted }
    guard pronominal else {
      return Form(auxiliaries[0] + " a " + base, alternatives: auxiliaries.dropFirst().map { $0 + " a " + base })
    }
    let pronoun = ConjugationBuilder.pronouns[person]
    let all = auxiliaries.flatMap { ["\(pronoun) \($0) a \(base)", "\($0) a \(base)\(pronoun)"] }
    return Form(all[0], alternatives: Array(all.dropFirst())).deduplicated()
  }
}
