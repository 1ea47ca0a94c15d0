import Testing

@testable import ConjugarCore

/// `:hint` and `:table`, with hand-written expectations.
@Suite("Help inside a question: hints and the blanked table")
struct QuizHelpTextTests {
  @Test("the first hint is the stem (or the first letters), each further one half of the rest, never the last letter")
  func hints() {
    #expect(QuizHelpText.hint("hablaremos", infinitive: "hablar", level: 1) == "habl")
    #expect(QuizHelpText.hint("hablaremos", infinitive: "hablar", level: 2) == "hablare")
    #expect(QuizHelpText.hint("hablaremos", infinitive: "hablar", level: 3) == "hablarem")
    #expect(QuizHelpText.hint("hablaremos", infinitive: "hablar", level: 9) == "hablaremo")
    // An irregular stem: the first two letters.
    #expect(QuizHelpText.hint("tuve", infinitive: "tener", level: 1) == "tu")
    // The words before the verb come whole.
    #expect(QuizHelpText.hint("me he acordado", infinitive: "acordarse", level: 1) == "me he acord")
    #expect(QuizHelpText.hint("no hables", infinitive: "hablar", level: 1) == "no habl")
    #expect(QuizHelpText.hint("di", infinitive: "decir", level: 1) == "d")
    #expect(!QuizHelpText.hasMore("di", infinitive: "decir", level: 2))
    #expect(QuizHelpText.hasMore("hablaremos", infinitive: "hablar", level: 2))
  }

  @Test("the table blanks the asked cell and every cell spelt like it")
  func table() throws {
    let forms = try #require(VerbForms(infinitive: "hablar", catalog: .standard))
    let rows = QuizHelpText.table(
      Question("hablar", .imperfectoDeIndicativo, .yo), forms: forms, region: .spain, secondSingular: .tu)
    #expect(rows.map(\.form) == [nil, "hablabas", nil, "hablábamos", "hablabais", "hablaban"])
    let gerundio = QuizHelpText.table(
      Question("hablar", .gerundio), forms: forms, region: .latinAmerica, secondSingular: .vos)
    #expect(gerundio.map(\.form) == [nil, "hablado"])
    let vos = QuizHelpText.table(
      Question("hablar", .presenteDeIndicativo, .vos), forms: forms, region: .latinAmerica, secondSingular: .vos)
    #expect(vos.map(\.form) == ["hablo", nil, "habla", "hablamos", "hablan"])
  }
}
