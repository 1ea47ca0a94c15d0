import ConjugarClassBoard
import Foundation
import Testing

/// The roster CSV and the join's SCRAM verifier, without a server.
@Suite("Class roster and join verifier")
struct ClassRosterTests {
  func refusal(_ text: String) -> String? {
    do {
      _ = try Roster(bytes: Array(text.utf8))
      return nil
    } catch {
      return error.message
    }
  }

  @Test("a plain roster: pseudonyms given kept, the others s01… in order, skipping those taken")
  func plain() throws {
    let roster = try Roster(bytes: Array("name,pseudonym\r\nAna García\nBeñat Etxeberria,s01\n\nChloé Martin\n".utf8))
    #expect(
      roster.entries == [
        .init(name: "Ana García", pseudonym: "s02"), .init(name: "Beñat Etxeberria", pseudonym: "s01"),
        .init(name: "Chloé Martin", pseudonym: "s03"),
      ])
    #expect(roster.pseudonymFile == "pseudonym,name\ns02,Ana García\ns01,Beñat Etxeberria\ns03,Chloé Martin\n")
  }

  @Test("a hostile roster is refused in one line naming the line, never repeating the name")
  func hostile() {
    #expect(refusal("Ana\n\"Bob, the \"\"quoted\"\"\"\n")?.hasPrefix("line 2 holds a quote") == true)
    let bidi = refusal("Ana\nEve\u{202E}gnp.exe\n")
    #expect(bidi == "line 2 holds the character U+202E (a control, bidi or invisible character)")
    #expect(refusal("Ana\n\u{1B}[2JEve\n")?.contains("U+001B") == true)
    let huge = refusal("Ana\n" + String(repeating: "x", count: 1_000_001) + "\n")
    #expect(huge == "it is over 1 MB; a roster is a line per learner")
    let long = refusal("Ana\n" + String(repeating: "x", count: 101) + "\n")
    #expect(long == "line 2's name is over 100 characters")
    #expect(refusal("Ana,s01\nBob,s01\n") == "lines 1 and 2 have the same pseudonym")
    #expect(refusal("Ana,S01\nBob,s1\n") == "line 2's pseudonym is not s and 2 or 3 digits (s07)")
    #expect(refusal("Ana\nana\n")?.hasPrefix("lines 1 and 2 have the same name") == true)
    #expect(refusal("Ana,s01,extra\n") == "line 1 has 3 fields; a line is: name[,pseudonym]")
    #expect(refusal("name,pseudonym\n") == "it has no learner")
    #expect(refusal(String(repeating: "x\n", count: 2)) != nil)
    #expect(
      (try? Roster(bytes: [0x41, 0xFF, 0x0A])) == nil, "not UTF-8")
  }

  @Test("round two: a formula, the same number twice, a comma inside a name; each refused, naming the line")
  func hostileRoundTwo() {
    #expect(refusal("Ana\n=HYPERLINK(x)\n") == "line 2's name starts with =, which a spreadsheet runs as a formula")
    #expect(refusal("@SUM(1)\n") == "line 1's name starts with @, which a spreadsheet runs as a formula")
    #expect(refusal("Ana\n+34 600\n")?.hasPrefix("line 2's name starts with +") == true)
    #expect(refusal("Ana,s007\nBob,s07\n") == "lines 1 and 2 have the same pseudonym")
    #expect(
      refusal("García, Ana\nBob\n")
        == "line 1 has a comma and then no pseudonym (s07): a name holds no comma "
        + "(write the name as one: first names, then surnames)")
    // s07 given, s007 not made for another line: the numbers stay apart.
    let roster = try? Roster(bytes: Array("Ana,s001\nBob\n".utf8))
    #expect(roster?.entries.map(\.pseudonym) == ["s001", "s02"])
    // A hyphen inside a name is no formula.
    #expect(refusal("Jean-Luc\nAna-María\n") == nil)
  }

  @Test("the SCRAM-SHA-256 verifier matches one computed independently (Python's hashlib and hmac)")
  func verifier() {
    // python3: hashlib.pbkdf2_hmac('sha256', b'pencil', bytes(range(16)), 4096), then
    // HMAC 'Client Key' / 'Server Key', SHA-256 of the client key (RFC 5802).
    #expect(
      ScramVerifier.verifier(password: "pencil", salt: Array(0..<16))
        == "SCRAM-SHA-256$4096:AAECAwQFBgcICQoLDA0ODw==$zHCdol2044/ZyWzPLi7oxApCkamKw9Z+E4U/QApd/5Y="
        + ":dd5peBOitVnLNFu7VmwP+HiDaaw4OUCv396eVCWhYiE=")
  }
}
