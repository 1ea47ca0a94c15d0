import FoundationEssentials
import Testing

@testable import ConjugarCore

/// A sweep, not a check: learner-like wrong answers (regularised irregulars,
/// stem changes missed or carried, spelling changes undone, i/y, b/v, accents
/// on and off, another person or tense, the pronoun left out, voseo forms) played
/// over every context sentence and over the quiz cells of a set of verbs, counting
/// the answers that get no line at all (issue 43 §3: "never ✗ Wrong alone").
/// It prints its counts and writes the silent answers to a file; it runs only
/// when CONJUGAR_SWEEP names that file, and asserts nothing (its figures are read
/// and reported by hand, docs/teaching.md "Silent marks").
@Suite("Silent marks sweep (CONJUGAR_SWEEP)")
struct SilentMarksSweepTests {
  static let output = ProcessInfo.processInfo.environment["CONJUGAR_SWEEP"]

  /// Verbs whose every quiz cell is played: the regular models, the common
  /// irregulars, and the stem-changing and spelling-changing families.
  static let quizVerbs = [
    "hablar", "vivir", "ser", "estar", "ir", "tener", "hacer", "decir", "poner", "querer", "venir", "traer", "oír",
    "dar", "ver", "leer", "conducir", "conocer", "pensar", "volver", "jugar", "pedir", "sentir", "dormir", "colgar",
    "empezar", "buscar", "seguir", "elegir", "averiguar", "construir", "reír", "teñir", "levantarse", "vestirse",
    "vencer",
  ]

  enum Kind: String, CaseIterable {
    case regular, accentOff, accentOn, stemCarried, spelling, iy, bv, otherPerson, otherTense, pronounOff, voseo,
      infinitiveStem, strongWeak, strongOnPresente, palatalI, ustedesN
  }

  /// Wrong answers a learner gives for `right` (the verb's asked form, as the
  /// slot shows it), by the kind of mistake, each made by one rule a learner
  /// misapplies (never random letters).
  static func candidates(
    _ right: String, _ q: Question, _ forms: VerbForms, negated: Bool = false
  ) -> [(Kind, String)] {
    var out: [(Kind, String)] = []
    var words = right.split(separator: " ").map(String.init)
    guard let last = words.popLast() else { return [] }
    let lead = words.isEmpty ? "" : words.joined(separator: " ") + " "
    func add(_ kind: Kind, _ word: String) { out.append((kind, lead + word)) }
    func slot(_ form: String) -> String { negated && form.hasPrefix("no ") ? String(form.dropFirst(3)) : form }
    let (base, pronominal) = RegularForms.splitPronominal(q.infinitive)
    let plainLast = AnswerGrader.stripAccents(last)
    if let regular = RegularForms.form(q.infinitive, q.tense, q.person, like: right) { out.append((.regular, regular)) }
    if plainLast != last { add(.accentOff, plainLast) }
    if plainLast == last, let v = last.lastIndex(where: { "aeiou".contains($0) }), last.index(after: v) == last.endIndex
    {
      let accented: [Character: String] = ["a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"]
      add(.accentOn, last.replacingCharacters(in: v...v, with: accented[last[v]]!))
    }
    // The presente's stem change (e → ie, o → ue, u → ue, e → i) carried into this form.
    if let presente = forms.form(.presenteDeIndicativo, .el).map({ MissedChange.lastWord($0.primary) }),
      let regular = RegularForms.core(base, .presenteDeIndicativo, .el), base.count > 2,
      let pair = MissedChange.change(from: regular, to: presente), MistakeFamilies.stemChanges.contains(pair)
    {
      let stem = String(base.dropLast(2))
      // The stem vowel: the last `from` of the infinitive's stem.
      if let r = stem.range(of: pair.from, options: .backwards), last.hasPrefix(stem) {
        add(.stemCarried, stem.replacingCharacters(in: r, with: pair.to) + last.dropFirst(stem.count))
      }
      let strongPreterite =
        forms.form(.preterito, .yo).map { MissedChange.lastWord($0.primary).hasSuffix("e") } ?? false
      // An -ir verb's closed vowel (sintió, durmamos) opened into the diphthong.
      let closed = pair.from == "e" ? "i" : "u"
      let closedStem = stem.replacingCharacters(
        in: stem.range(of: pair.from, options: .backwards) ?? stem.startIndex..<stem.startIndex, with: closed)
      if pair.to.count == 2, base.hasSuffix("ir"), !strongPreterite, last.hasPrefix(closedStem),
        let r = closedStem.range(of: closed, options: .backwards)
      {
        add(.stemCarried, closedStem.replacingCharacters(in: r, with: pair.to) + last.dropFirst(closedStem.count))
      }
    }
    // A spelling rule of the consonant undone (llege, busce, empieze, eliga, venca, sigua, averigue).
    let infinitive = base
    let rules: [(String, String, Bool)] = [
      ("gue", "ge", infinitive.hasSuffix("gar") || infinitive.hasSuffix("guir")),
      ("gui", "gi", infinitive.hasSuffix("guir")),
      ("que", "ce", infinitive.hasSuffix("car")), ("qui", "ci", infinitive.hasSuffix("car")),
      ("ce", "ze", infinitive.contains("z")), ("ci", "zi", infinitive.contains("z")),
      ("ja", "ga", infinitive.hasSuffix("ger") || infinitive.hasSuffix("gir")),
      ("jo", "go", infinitive.hasSuffix("ger") || infinitive.hasSuffix("gir")),
      ("za", "ca", infinitive.hasSuffix("cer") || infinitive.hasSuffix("cir")),
      ("zo", "co", infinitive.hasSuffix("cer") || infinitive.hasSuffix("cir")),
      ("ga", "gua", infinitive.hasSuffix("guir")), ("go", "guo", infinitive.hasSuffix("guir")),
      ("gü", "gu", true),
    ]
    for (a, b, applies) in rules where applies {
      if let r = last.range(of: a, options: .backwards) { add(.spelling, last.replacingCharacters(in: r, with: b)) }
    }
    // y between vowels written i (leió, oien, cayeron → caieron).
    let letters = Array(plainLast)
    if let y = letters.indices.first(where: {
      letters[$0] == "y" && $0 > 0 && $0 + 1 < letters.count && "aeiou".contains(letters[$0 - 1])
        && "aeiou".contains(letters[$0 + 1])
    }) {
      var changed = Array(last)
      changed[y] = "i"
      add(.iy, String(changed))
    }
    if last.contains("v") { add(.bv, last.replacingOccurrences(of: "v", with: "b")) }
    if last.contains("b") { add(.bv, last.replacingOccurrences(of: "b", with: "v")) }
    for other in forms.otherPersons(in: q.tense, than: q.person).prefix(2) {
      out.append((.otherPerson, slot(other.form.primary)))
    }
    let confused: [Tense: [Tense]] = [
      .preterito: [.imperfectoDeIndicativo, .presenteDeIndicativo, .perfectoDeIndicativo],
      .imperfectoDeIndicativo: [.preterito, .condicional],
      .presenteDeIndicativo: [.presenteDeSubjuntivo, .preterito],
      .presenteDeSubjuntivo: [.presenteDeIndicativo, .imperfectoDeSubjuntivo1, .futuroDeIndicativo],
      .imperfectoDeSubjuntivo1: [.condicional, .presenteDeSubjuntivo, .imperfectoDeIndicativo],
      .imperfectoDeSubjuntivo2: [.condicional, .presenteDeSubjuntivo],
      .futuroDeIndicativo: [.presenteDeIndicativo, .condicional, .presenteDeSubjuntivo],
      .condicional: [.imperfectoDeSubjuntivo1, .futuroDeIndicativo, .imperfectoDeIndicativo],
      .imperativoPositivo: [.presenteDeIndicativo, .presenteDeSubjuntivo],
      .imperativoNegativo: [.presenteDeIndicativo, .imperativoPositivo],
      .perfectoDeIndicativo: [.preterito, .pluscuamperfectoDeIndicativo],
      .pluscuamperfectoDeIndicativo: [.perfectoDeIndicativo, .preterito],
      .perfectoDeSubjuntivo: [.perfectoDeIndicativo, .presenteDeSubjuntivo],
      .pluscuamperfectoDeSubjuntivo1: [.condicionalCompuesto, .imperfectoDeSubjuntivo1],
      .gerundio: [.participio, .presenteDeIndicativo],
      .participio: [.gerundio, .preterito],
    ]
    for tense in confused[q.tense] ?? [] {
      if let form = forms.form(tense, tense.isFinite ? (q.person ?? .el) : nil) {
        out.append((.otherTense, slot(form.primary)))
      }
    }
    if pronominal, let pronoun = words.last, MistakeFamilies.pronouns.contains(pronoun) {
      out.append((.pronounOff, (words.dropLast() + [last]).joined(separator: " ")))
    }
    if let spoken = MistakeFamilies.spokenVoseo(q, forms) { out.append((.voseo, slot(spoken))) }
    if q.person == .tu, let vos = forms.form(q.tense, .vos), !vos.accepted.contains(right) {
      out.append((.voseo, slot(vos.primary)))
    }
    // The imperfecto de subjuntivo built on the infinitive (tenera, ponera).
    // Said of verbs with a strong pretérito (tener, hacer, poner, decir), whose
    // tuviera a learner has not met.
    let strong = forms.form(.preterito, .yo).map { MissedChange.lastWord($0.primary).hasSuffix("e") } ?? false
    if [.imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2].contains(q.tense), let person = q.person,
      !base.hasSuffix("ar"), strong
    {
      let letter = q.tense == .imperfectoDeSubjuntivo1 ? "ra" : "se"
      let endings = ["", "s", "", "mos", "is", "n"]
      let vowel = base.hasSuffix("er") ? "é" : "í"
      let word =
        person == .nosotros
        ? String(base.dropLast(2)) + vowel + letter + "mos"
        : String(base.dropLast()) + letter + endings[RegularForms.sixIndex(person)]
      add(.infinitiveStem, word)
    }
    // A strong pretérito: the weak ending on its own stem (tuvió) or on the presente's (dició).
    if q.tense == .preterito, let yo = forms.form(.preterito, .yo).map({ MissedChange.lastWord($0.primary) }),
      yo.hasSuffix("e"), q.person == .el || q.person == .ellos,
      let el = forms.form(.presenteDeIndicativo, .el).map({
        AnswerGrader.stripAccents(MissedChange.lastWord($0.primary))
      })
    {
      let ending = q.person == .el ? "ió" : "ieron"
      add(.strongWeak, String(yo.dropLast()) + ending)
      add(.strongOnPresente, String(el.dropLast()) + ending)
    }
    // tiñiera, bullió: the ending's i kept after ñ or ll.
    let iEndings: Set<Tense> = [
      .preterito, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .futuroDeSubjuntivo, .gerundio,
    ]
    for letter in ["ñ", "ll"] where last.contains(letter) && iEndings.contains(q.tense) {
      let restored = last.replacingOccurrences(of: letter + "e", with: letter + "ie")
        .replacingOccurrences(of: letter + "ó", with: letter + "ió")
      if restored != last { add(.palatalI, restored) }
    }
    // lávensen: the n of ustedes repeated after the pronoun.
    if q.tense == .imperativoPositivo, q.person == .ellos, pronominal, words.isEmpty, last.hasSuffix("nse") {
      add(.ustedesN, last + "n")
    }
    var seen: Set<String> = [right]
    return out.filter { seen.insert($0.1).inserted && !$0.1.isEmpty }
  }

  struct Tally {
    var played: [Kind: Int] = [:]
    var silent: [Kind: Int] = [:]
    var lines: [String] = []
  }

  @Test(.enabled(if: output != nil))
  func sweep() throws {
    var quiz = Tally()
    let catalog = VerbCatalog.standard
    for verb in Self.quizVerbs {
      guard let forms = VerbForms(infinitive: verb, catalog: catalog) else { continue }
      for reading in forms.readings {
        let q = Question(verb, reading.tense, reading.person)
        for (kind, answer) in Self.candidates(reading.form.primary, q, forms) {
          let a = AnswerAssessor.assess(answer, to: q, expected: reading.form, forms: forms, region: .latinAmerica)
          guard a.grade != .total else { continue }
          quiz.played[kind, default: 0] += 1
          if a.explanation == nil {
            quiz.silent[kind, default: 0] += 1
            quiz.lines.append(
              "quiz\t\(kind)\t\(answer)\t\(verb) \(reading.tense.rawValue) \(reading.person?.rawValue ?? "-")"
                + "\t\(reading.form.primary)")
          }
        }
      }
    }
    var context = Tally()
    let library = try ContextLibrary.standard()
    for sentence in library.sentences {
      guard let forms = VerbForms(infinitive: sentence.verb, catalog: catalog),
        let reading = sentence.readings.first, let right = sentence.spellings(reading, in: catalog)
      else { continue }
      var settings = Settings()
      settings.region = sentence.region == .spain ? .spain : .latinAmerica
      if sentence.region == .vos { settings.secondSingularQuiz = .vos }
      let q = Question(sentence.verb, reading.tense, reading.person)
      for (kind, answer) in Self.candidates(right.primary, q, forms, negated: sentence.negatedSlot) {
        var session = QuizSession(
          questions: [sentence.question], settings: settings, catalog: catalog,
          startDate: Date(timeIntervalSince1970: 0), kind: .context)
        guard let result = try session.answer(answer), result.grade != .total else { continue }
        context.played[kind, default: 0] += 1
        if result.explanation == nil {
          context.silent[kind, default: 0] += 1
          context.lines.append("context\t\(kind)\t\(answer)\t\(sentence.id)\t\(right.primary)")
        }
      }
    }
    var report: [String] = []
    for (name, tally) in [("quiz", quiz), ("context", context)] {
      let played = tally.played.values.reduce(0, +)
      let silent = tally.silent.values.reduce(0, +)
      report.append("\(name): \(silent) silent of \(played) wrong answers played")
      for kind in Kind.allCases where tally.played[kind] != nil {
        report.append("  \(kind): \(tally.silent[kind] ?? 0) of \(tally.played[kind] ?? 0)")
      }
    }
    print(report.joined(separator: "\n"))
    let text = (report + quiz.lines + context.lines).joined(separator: "\n") + "\n"
    try text.write(toFile: Self.output!, atomically: true, encoding: .utf8)
  }
}
