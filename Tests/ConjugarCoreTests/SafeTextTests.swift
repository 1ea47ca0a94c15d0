import ConjugarCore
import Testing

/// The one sanitiser for text that reaches a terminal (issue 35, 7; issue 37).
@Suite("SafeText")
struct SafeTextTests {
  @Test("escapes, bells, bidi overrides and zero-width characters are shown, not obeyed")
  func escaped() {
    #expect(SafeText.escaped("bob\u{1B}]0;PWNED\u{07}") == "bob^[]0;PWNED^G")
    #expect(SafeText.escaped("\u{1B}[2J") == "^[[2J")
    #expect(SafeText.escaped("a\u{202E}b\u{0}c\r\u{7F}") == "a<U+202E>b^@c^M^?")
    #expect(SafeText.escaped("\u{9B}31m") == "<U+9B>31m")
    #expect(SafeText.escaped("ro\u{200B}ot\u{2067}") == "ro<U+200B>ot<U+2067>")
    #expect(SafeText.escaped("Ana María 💃 ¿qué?") == "Ana María 💃 ¿qué?")
  }

  @Test("outside text is one line, cut at its limit, and read no further")
  func line() {
    #expect(SafeText.line("first\nsecond") == "first^Jsecond")
    #expect(SafeText.line("abcdef", limit: 3) == "abc…")
    #expect(SafeText.line("abc", limit: 3) == "abc")
    let huge = String(repeating: "\u{1B}", count: 5_000_000)
    let shown = SafeText.line(huge)
    #expect(shown == String(repeating: "^[", count: 500) + "…")
    #expect(SafeText.line(Substring("a\u{202E}")) == "a<U+202E>")
  }
}
