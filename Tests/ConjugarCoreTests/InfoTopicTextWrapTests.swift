import Testing

@testable import ConjugarCore

@Suite("InfoTopic layout: markup wrapped to a width")
struct InfoTopicTextWrapTests {
  @Test("paragraphs wrap at word boundaries")
  func paragraph() {
    let lines = TextWrap.layout("one two three four five six\nseven", width: 20)
    #expect(lines == ["one two three four", "five six seven"])
  }

  @Test("bullets and examples hang their continuation lines")
  func indents() {
    #expect(
      TextWrap.layout("- alpha beta gamma delta epsilon", width: 20) == ["- alpha beta gamma", "  delta epsilon"])
    #expect(TextWrap.layout("> alpha beta gamma delta", width: 20) == ["    alpha beta gamma", "      delta"])
  }

  @Test("headings are upper case with a blank line before; preformatted lines keep their spaces")
  func headingsAndTables() {
    let lines = TextWrap.layout("Intro.\n## How it is formed\n  -ar:  o  as", width: 40)
    #expect(lines == ["Intro.", "", "HOW IT IS FORMED", "  -ar:  o  as"])
  }

  @Test("a word longer than the line is cut, never overflowing")
  func longWord() {
    let lines = TextWrap.layout("abcdefghijklmnopqrstuvwxyz", width: 20)
    #expect(lines == ["abcdefghijklmnopqrst", "uvwxyz"])
  }
}
