import FoundationEssentials

/// Reading an answer in its sentence (issue 33 §2): a learner who types words the
/// sentence already shows around the slot ("no salgan" after the sentence's "No",
/// "les has escrito" after its "les", "he terminado" after its "he") has filled
/// the slot with what is left; the repetition costs nothing.
extension ContextSentence {
  /// `answer` without the words at its start that end the text before the slot,
  /// and without those at its end that start the text after it (at least one word
  /// is always left). The answer as typed when nothing repeats.
  public func slotContent(of answer: String) -> String {
    var words = AnswerGrader.tidied(answer).split(separator: " ").map(String.init)
    guard words.count > 1, let range = text.range(of: Self.slot) else { return AnswerGrader.tidied(answer) }
    let before = Self.words(text[..<range.lowerBound], fromEnd: true)
    let after = Self.words(text[range.upperBound...], fromEnd: false)
    let leading = Self.overlap(answerStart: words, textEnd: before, keeping: 1)
    words.removeFirst(leading)
    let trailing = Self.overlap(answerEnd: words, textStart: after, keeping: 1)
    words.removeLast(trailing)
    return words.joined(separator: " ")
  }

  /// The words of `part` next to the slot, in text order, compared as the grader
  /// compares (lower case, no accents); they stop at punctuation (a comma, a
  /// question mark), which a slot's content never crosses.
  static func words(_ part: Substring, fromEnd: Bool) -> [String] {
    let tokens = part.split(whereSeparator: \.isWhitespace).map(String.init)
    var kept: [String] = []
    for token in fromEnd ? tokens.reversed() : tokens {
      let letters = token.drop { !$0.isLetter }.reversed().drop { !$0.isLetter }.reversed()
      let word = String(letters)
      guard !word.isEmpty else { break }
      // Punctuation between this word and the slot ends the run: "Ya, ___" or "___, que".
      let touchesSlot = fromEnd ? token.last?.isLetter == true : token.first?.isLetter == true
      guard touchesSlot else { break }
      kept.append(key(word))
      let farSide = fromEnd ? token.first?.isLetter == true : token.last?.isLetter == true
      if !farSide { break }
    }
    return fromEnd ? kept.reversed() : kept
  }

  static func key(_ word: String) -> String { AnswerGrader.stripAccents(AnswerGrader.normalize(word)) }

  /// The most words at the start of `answer` that are the last words of `textEnd`.
  static func overlap(answerStart answer: [String], textEnd: [String], keeping: Int) -> Int {
    let most = min(textEnd.count, answer.count - keeping)
    guard most > 0 else { return 0 }
    for count in stride(from: most, through: 1, by: -1)
    where answer.prefix(count).map(key) == Array(textEnd.suffix(count)) {
      return count
    }
    return 0
  }

  /// The most words at the end of `answer` that are the first words of `textStart`.
  static func overlap(answerEnd answer: [String], textStart: [String], keeping: Int) -> Int {
    let most = min(textStart.count, answer.count - keeping)
    guard most > 0 else { return 0 }
    for count in stride(from: most, through: 1, by: -1)
    where answer.suffix(count).map(key) == Array(textStart.prefix(count)) {
      return count
    }
    return 0
  }
}
