import Foundation
import Testing

@testable import ConjugarCore

@Suite("Answer matching: 10 / 5 / 0")
struct AnswerGraderTests {
  @Test("exact, ignoring case and surrounding space, is a total match")
  func total() {
    #expect(AnswerGrader.grade("comí", against: Form("comí")) == .total)
    #expect(AnswerGrader.grade("  COMÍ ", against: Form("comí")) == .total)
    #expect(AnswerGrader.grade("he   tenido", against: Form("he tenido")) == .total)
  }

  @Test("invisible characters pasted with a form do not count: a zero-width space, a byte-order mark")
  func invisible() {
    #expect(AnswerGrader.grade("hablo\u{200B}", against: Form("hablo")) == .total)
    #expect(AnswerGrader.grade("\u{FEFF}hablo", against: Form("hablo")) == .total)
    #expect(AnswerGrader.grade("ha\u{00AD}blo", against: Form("hablo")) == .total)
    #expect(AnswerGrader.tidied("he\u{200D} tenido") == "he tenido")
    // A combining accent is no format character: it is kept, and habló for hablo is an accent slip.
    #expect(AnswerGrader.grade("hablo\u{0301}", against: Form("hablo")) == .partial)
  }

  @Test("a decomposed accent counts as the composed letter")
  func decomposed() {
    let decomposed = "comi\u{0301}"
    #expect(decomposed.unicodeScalars.count == 5)
    #expect(AnswerGrader.grade(decomposed, against: Form("comí")) == .total)
  }

  @Test("NFC: composed text is kept as it is, marks and singletons are composed as Unicode says")
  func nfc() {
    #expect("comí".nfc.unicodeScalars.map(\.value) == [0x63, 0x6F, 0x6D, 0xED])
    #expect("comi\u{0301}".nfc.unicodeScalars.map(\.value) == [0x63, 0x6F, 0x6D, 0xED])
    // n + combining tilde, u + combining diaeresis.
    #expect("en\u{0303}e u\u{0308}".nfc == "eñe ü")
    // Singletons from U+0300 on: the ohm and angstrom signs are Ω and Å in NFC.
    #expect("\u{2126}".nfc.unicodeScalars.map(\.value) == [0x3A9])
    #expect("\u{212B}".nfc.unicodeScalars.map(\.value) == [0xC5])
    // A mark with no precomposed letter stays after its letter.
    #expect("q\u{0301}".nfc.unicodeScalars.map(\.value) == [0x71, 0x301])
    #expect("".nfc == "")
  }

  @Test("the accent shorthand counts as the accented letter")
  func shorthand() {
    #expect(AnswerGrader.grade("comi'", against: Form("comí")) == .total)
    #expect(AnswerGrader.grade("argu:ir", against: Form("argüir")) == .total)
    #expect(AnswerGrader.grade("ensen~e'", against: Form("enseñé")) == .total)
    #expect(AccentShorthand.expand("A'rbol n~andu' u:") == "Árbol ñandú ü")
    #expect(AccentShorthand.expand("don't") == "don't")
  }

  @Test("a missing or misplaced accent is a partial match")
  func partial() {
    #expect(AnswerGrader.grade("comi", against: Form("comí")) == .partial)
    #expect(AnswerGrader.grade("cómi", against: Form("comí")) == .partial)
    #expect(AnswerGrader.grade("hablo", against: Form("habló")) == .partial)
  }

  @Test("anything else, or nothing, scores 0")
  func wrong() {
    #expect(AnswerGrader.grade("", against: Form("comí")) == .wrong)
    #expect(AnswerGrader.grade("   ", against: Form("comí")) == .wrong)
    #expect(AnswerGrader.grade("comía", against: Form("comí")) == .wrong)
    // ñ and ü are letters, not accents: leaving them out is wrong.
    #expect(AnswerGrader.grade("ensene", against: Form("enseñé")) == .wrong)
  }

  @Test("every accepted spelling is exact")
  func alternatives() {
    let criais = Form("criais", alternatives: ["criáis"])
    #expect(AnswerGrader.grade("criáis", against: criais) == .total)
    #expect(AnswerGrader.grade("criais", against: criais) == .total)
    let impreso = Form("he impreso", alternatives: ["he imprimido"])
    #expect(AnswerGrader.grade("he imprimido", against: impreso) == .total)
  }

  @Test("the engine's own alternatives count: both participles of imprimir")
  func engineAlternatives() throws {
    let form = try #require(
      try VerbCatalog.standard.conjugate("imprimir").form(.perfectoDeIndicativo, .yo))
    #expect(form.accepted.count >= 2)
    for spelling in form.accepted {
      #expect(AnswerGrader.grade(spelling, against: form) == .total)
    }
  }
}
