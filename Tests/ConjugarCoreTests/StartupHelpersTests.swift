import Testing

@testable import ConjugarCore

/// The plain-string stand-ins for Foundation calls that cost start-up (README,
/// Speed): each gives what the Foundation call gave, values written by hand.
@Suite("start-up's stand-ins for Foundation")
struct StartupHelpersTests {
  @Test(
    "the directory of an absolute path, as URL.deletingLastPathComponent().path",
    arguments: [
      ("/a/b/c.sqlite", "/a/b"), ("/a/b/c/", "/a/b"), ("/a", "/"), ("/", "/"), ("/a//b", "/a"),
      ("//a", "/"), ("/home/ana/.local/share/conjugar", "/home/ana/.local/share"),
    ])
  func directory(path: String, expected: String) {
    #expect(DatabaseFile.directory(of: path) == expected)
  }

  @Test("trimmingSpaces trims spaces and tabs (Zs and U+0009), not line breaks")
  func trimming() {
    #expect(" \t5\u{00A0} ".trimmingSpaces == "5")
    #expect("  ".trimmingSpaces == "")
    #expect("a\n".trimmingSpaces == "a\n")
    #expect("\u{3000}difícil\u{2003}".trimmingSpaces == "difícil")
    #expect("a b".trimmingSpaces == "a b")
  }

  @Test("the literal prefixes of the six persons are the reflexive pronouns, and haber's forms")
  func literalPrefixes() {
    for person in Person.allCases {
      let slot = person.sixSlot
      #expect(ConjugationBuilder.pronounPrefixes[slot] == ConjugationBuilder.pronouns[person] + " ")
      #expect(ConjugationBuilder.pronominalNegativePrefixes[slot] == "no " + ConjugationBuilder.pronouns[person] + " ")
    }
    // Written by hand: acordarse, perfecto, nosotros; vos takes tú's forms.
    #expect(
      ConjugationBuilder.compoundPrefix(.perfectoDeIndicativo, Person.nosotros.sixSlot, pronominal: true)
        == "nos hemos ")
    #expect(
      ConjugationBuilder.compoundPrefix(.pluscuamperfectoDeSubjuntivo1, Person.vos.sixSlot, pronominal: false)
        == "hubieras ")
    #expect(ConjugationBuilder.compoundPrefix(.preterito, 0, pronominal: false) == nil)
  }

  @Test("a letter is one scalar for the catalog's forms, not for a combining accent or CR LF")
  func oneScalar() {
    #expect(Highlight.isOneScalarPerLetter("tuviésemos"))
    #expect(Highlight.isOneScalarPerLetter("pingüino"))
    #expect(Highlight.isOneScalarPerLetter("ʎ"))  // U+028E, two bytes below CC
    #expect(!Highlight.isOneScalarPerLetter("tuvie\u{301}semos"))
    #expect(!Highlight.isOneScalarPerLetter("\u{2FF}\u{300}"))  // U+0300: CC 80
    #expect(!Highlight.isOneScalarPerLetter("a\r\nb"))
    #expect(!Highlight.isOneScalarPerLetter("año→"))
  }

  @Test("folding for comparison: lower case, accents and other marks removed, ASCII or not")
  func folding() {
    #expect("Difficult".foldedForComparison == "difficult")
    #expect("Latin America".foldedForComparison == "latin america")
    #expect("PRETÉRITO".foldedForComparison == "preterito")
    #expect("Ñandú".foldedForComparison == "nandu")
    #expect("pingüino".foldedForComparison == "pinguino")
    #expect("tuvie\u{301}semos".foldedForComparison == "tuviesemos")
    #expect("".foldedForComparison == "")
  }

  @Test("irregular letters, by scalars and (with a combining accent) by characters")
  func irregularRange() {
    #expect(Highlight.irregularRange("tengo", regular: "teno") == 3..<4)
    #expect(Highlight.irregularRange("tuve", regular: "tení") == 1..<4)
    #expect(Highlight.irregularRange("hablo", regular: "hablo") == nil)
    // "he" + combining acute is two letters, h and é: the é departs from "ha".
    #expect(Highlight.irregularRange("he\u{301}", regular: "ha") == 1..<2)
  }

  @Test("an identifier quoted for SQL: double quotes doubled")
  func quoted() {
    #expect(AppDatabase.quoted("quiz") == "\"quiz\"")
    #expect(AppDatabase.quoted("a\"b") == "\"a\"\"b\"")
    #expect(AppDatabase.quoted("") == "\"\"")
  }
}
