/// A line that is not an answer as the quiz asks for one, the form alone: the
/// subject pronoun typed with it ("él habló", "pida usted") or punctuation around it
/// ("habló.", "¡habla!"). A teacher would not mark either wrong; the player says
/// how to answer and the question stays open, as it does after a command.
public enum AnswerShape: Equatable, Sendable {
  /// The subject pronoun (as typed) before or after the form.
  case subjectPronoun(String)
  /// A stop, comma or exclamation or question mark before or after the form.
  case punctuation

  /// What keeps `line` from being the form alone; nil when it may be one (it is
  /// then graded). Accent shorthand is expanded first: "hablo'" is habló.
  public static func problem(_ line: String) -> AnswerShape? {
    let tidied = AnswerGrader.tidied(line)
    // No form starts or ends with a subject pronoun (me, te, nos, os, se are
    // objects): "él habló", "pida usted".
    let words = tidied.split(separator: " ")
    if words.count >= 2,
      let pronoun = [words[0], words[words.count - 1]].first(where: {
        LearnerNames.personsByName[LearnerNames.fold(String($0))] != nil
      })
    {
      return .subjectPronoun(String(pronoun))
    }
    guard let first = tidied.unicodeScalars.first, let last = tidied.unicodeScalars.last else { return nil }
    if "¡¿\"«".unicodeScalars.contains(first) || ".,;:!?\"»…".unicodeScalars.contains(last) {
      return .punctuation
    }
    return nil
  }
}
