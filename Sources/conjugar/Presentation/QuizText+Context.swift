import ConjugarCore

/// How a context sentence is shown: before the answer nothing that names the
/// tense (issue 33 §1), after it the English, the alternatives and the topic.
extension QuizText {
  /// A context sentence: "Question 3/20 · B1", the sentence with its slot, the
  /// verb and (when the sentence leaves it open) the person, and nothing that
  /// names the tense: the English and the topic follow the answer
  /// (`contextAfter`), the topic comes first only when the learner chose that
  /// one topic (`showsTopic`). `englishFirst` (the easier mode, `--english`):
  /// the English first, then the sentence.
  static func contextPrompt(
    _ s: ContextSentence, number: Int, of total: Int, englishFirst: Bool, showsTopic: Bool, style: Style,
    width: Int = 80
  ) -> String {
    let status = style.dim(
      joined(
        ["Question \(number)/\(total)", s.level.rawValue] + (showsTopic ? [s.topic.title] : []), separator: " · ",
        width: width))
    // The easier mode puts the English above the sentence: the meaning (and with
    // it, often, the tense) before the answer, and the Spanish frame the slot is
    // in, so that an equally good sentence of the learner's own is not refused.
    let spanish = TextWrap.wrap(TerminalText.safe(s.prompt), width: width)
    let body = englishFirst ? TextWrap.wrap(TerminalText.safe(s.english), width: width) + "\n" + spanish : spanish
    return "\n\(status)\n\(body)\n"
  }

  /// After an answer to a context sentence (under the feedback and any
  /// explanation): the English (or, in English-first mode, the Spanish), the
  /// other accepted answers, what the one given means when the sentence lists it
  /// as an alternative, the sentence's note, and the topic when it was not shown
  /// before.
  static func contextAfter(
    _ s: ContextSentence, result: QuestionResult, accepted: Form?, alternative: ContextAlternative?,
    englishFirst: Bool, showsTopic: Bool, style: Style, width: Int = 80
  ) -> String {
    var text = ""
    let shown = englishFirst ? s.filled(with: result.correctForm) : s.english
    text += style.dim(TextWrap.wrap(TerminalText.safe(shown), width: width, indent: 2)) + "\n"
    // Every other spelling that counts: the other readings, the -se forms beside
    // the -ra ones, spellings the RAE also accepts, the sentence's alternatives.
    let given = AnswerGrader.normalize(result.answer)
    let others = (accepted?.accepted ?? []).filter {
      $0 != result.correctForm && AnswerGrader.normalize($0) != given
    }
    if !others.isEmpty {
      text += TextWrap.wrap("Also right: " + others.joined(separator: ", "), width: width, indent: 2) + "\n"
    }
    // A refused alternative's note is the explanation already.
    if let alternative, alternative.accepted {
      text += style.dim(TextWrap.wrap(TerminalText.safe(alternative.note), width: width, indent: 2)) + "\n"
    }
    if let note = s.note {
      text += style.dim(TextWrap.wrap(TerminalText.safe(note), width: width, indent: 2)) + "\n"
    }
    if !showsTopic {
      text += style.dim(TextWrap.wrap("Topic: " + s.topic.title, width: width, indent: 2)) + "\n"
    }
    return text
  }

  /// The first `:hint` of a context sentence: its English.
  static func englishHint(_ english: String, style: Style, width: Int) -> String {
    TextWrap.wrap("Hint: " + TerminalText.safe(english), width: width, indent: 2) + "\n"
  }
}
