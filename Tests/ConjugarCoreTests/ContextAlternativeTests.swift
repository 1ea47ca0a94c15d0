import FoundationEssentials
import Testing

@testable import ConjugarCore

/// The audit's lines of a context record (`also:`, `not:`, `alternatives: none`,
/// docs/teaching.md "Alternatives"): parsed, refused when malformed, and their
/// forms built by the conjugator. Expected forms are written by hand.
@Suite("context alternatives")
struct ContextAlternativeTests {
  static let catalog = VerbCatalog.standard

  static func record(_ verb: String, _ person: String, _ text: String, _ answers: String, _ extra: String) -> String {
    """
    id: a-001
    topic: preterito-imperfecto
    level: B1
    region: all
    text: \(text)
    verb: \(verb)
    person: \(person)
    show-person: no
    answers: \(answers)
    english: An English line.
    cue: A cue.
    \(extra)
    """
  }

  @Test("also, not and alternatives: none are read; a record without them still parses")
  func parsesAlternatives() throws {
    let text = Self.record(
      "afeitarse", "yo", "Ayer me corté mientras ___.", "imperfectoDeIndicativo",
      """
      also: progressive:imperfectoDeIndicativo | the action in progress stressed.
      not: preterito | me afeité: a completed act, no background for the cut.
      """)
    let sentence = try #require(try ContextParser.parse(text, file: "t.txt").first)
    #expect(sentence.audited)
    #expect(sentence.alternatives.map(\.accepted) == [true, false])
    #expect(sentence.alternatives.map(\.shape) == [.progressive, .same])
    #expect(sentence.alternatives[1].note == "me afeité: a completed act, no background for the cut.")
    #expect(
      sentence.accepted(in: Self.catalog)?.accepted
        == ["me afeitaba", "me estaba afeitando", "estaba afeitándome"])
    #expect(sentence.alternative(answering: "me afeité", in: Self.catalog)?.accepted == false)
    #expect(sentence.alternative(answering: "estaba afeitándome", in: Self.catalog)?.accepted == true)
    #expect(sentence.alternative(answering: "me afeitaba", in: Self.catalog) == nil)

    let none = try #require(
      try ContextParser.parse(
        Self.record("llover", "el", "Ayer ___ todo el día.", "preterito", "alternatives: none"), file: "t.txt"
      ).first)
    #expect(none.audited && none.alternatives.isEmpty)
    let unaudited = try #require(
      try ContextParser.parse(Self.record("llover", "el", "Ayer ___ todo el día.", "preterito", ""), file: "t.txt")
        .first)
    #expect(!unaudited.audited)
  }

  @Test(
    "each spec builds the conjugator's forms",
    arguments: [
      ("tropezar", "yo", "pronominal:preterito", ["tropecé", "me tropecé"]),
      ("tener", "el", "futuroDeIndicativo", ["tenía", "tendrá"]),
      ("tener", "el", "presenteDeIndicativo/ellos", ["tenía", "tienen"]),
      ("quedarse", "yo", "plain:preterito", ["me quedé", "quedé"]),
      (
        "bañarse", "ellos", "progressive:imperfectoDeIndicativo",
        ["se bañaban", "se estaban bañando", "estaban bañándose"]
      ),
      ("leer", "tu", "progressive:imperfectoDeSubjuntivo1", ["leías", "estuvieras leyendo", "estuvieses leyendo"]),
      ("entender", "tu", "going-to:presenteDeIndicativo", ["entendías", "vas a entender"]),
      ("quemarse", "tu", "going-to:presenteDeIndicativo", ["te quemabas", "te vas a quemar", "vas a quemarte"]),
      ("transformar", "el", "going-to:imperfectoDeIndicativo", ["transformaba", "iba a transformar"]),
    ] as [(String, String, String, [String])])
  func buildsForms(_ verb: String, _ person: String, _ spec: String, _ expected: [String]) throws {
    let answers =
      spec.hasPrefix("pronominal:") || spec.hasPrefix("plain:")
      ? spec.split(separator: ":")[1] : "imperfectoDeIndicativo"
    let text = Self.record(verb, person, "Ayer ___.", String(answers), "also: \(spec) | a note.")
    let sentence = try #require(try ContextParser.parse(text, file: "t.txt").first)
    #expect(sentence.accepted(in: Self.catalog)?.accepted == expected)
  }

  @Test(
    "a malformed audit line is refused with its own line",
    arguments: [
      ("also: preterito", "t.txt:12: a-001: also needs \"<spec> | <note>\""),
      ("also: preterito |  ", "t.txt:12: a-001: also needs \"<spec> | <note>\""),
      ("not: pretérito | x", "t.txt:12: a-001: unknown tense in not \"pretérito\""),
      ("also: preterito/ella | x", "t.txt:12: a-001: unknown person in also \"preterito/ella\""),
      ("also: reflexive:preterito | x", "t.txt:12: a-001: unknown also spec \"reflexive:preterito\""),
      ("also: plain:preterito | x", "t.txt:12: a-001: plain: needs a pronominal verb"),
      ("also: progressive:gerundio | x", "t.txt:12: a-001: progressive: needs a finite tense"),
      ("also: going-to:participio | x", "t.txt:12: a-001: going-to: needs a finite tense"),
      ("also: imperfectoDeIndicativo | x", "t.txt:12: a-001: also repeats a reading of answers"),
      ("also: preterito | x\nnot: preterito | y", "t.txt:13: a-001: not lists an alternative twice"),
      ("alternatives: some", "t.txt:12: a-001: alternatives can only be \"none\""),
      ("also: preterito | x\nalternatives: none", "t.txt:12: a-001: alternatives: none with also or not lines"),
      ("alternatives: none\nalternatives: none", "t.txt:13: a-001: alternatives given twice in one record"),
    ] as [(String, String)])
  func refusesMalformed(_ extra: String, _ message: String) {
    let text = Self.record("leer", "yo", "Ayer ___.", "imperfectoDeIndicativo", extra)
    do {
      let sentences = try ContextParser.parse(text, file: "t.txt")
      Issue.record("accepted: \(sentences)")
    } catch {
      #expect(error.message == message)
    }
  }

  @Test("the records issue 33 names take their natural alternatives")
  func namedRecords() throws {
    let library = try ContextLibrary.standard()
    func accepts(_ id: String, _ answer: String) -> Bool {
      guard let form = library.sentence(id)?.accepted(in: Self.catalog) else { return false }
      return AnswerGrader.grade(answer, against: form) != .wrong
    }
    #expect(accepts("pi-147", "me estaba afeitando"))
    #expect(accepts("pi-147", "estaba afeitándome"))
    #expect(accepts("tp-025", "me tropecé"))
    #expect(accepts("tp-025", "me he tropezado"))
    #expect(accepts("fc-031", "tendrá"))
    #expect(accepts("fc-031", "tiene"))
    #expect(accepts("sp-083", "se desbordará"))
    #expect(!accepts("sp-083", "se desbordaba"))
  }
}
