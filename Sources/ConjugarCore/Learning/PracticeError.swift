/// A practice filter that cannot give a question. Each case says why in one line.
public enum PracticeError: Error, Equatable, Sendable {
  case badCount(Int)
  case unknownVerb(LearnerNameError)
  /// The imperative has no yo.
  case imperativeHasNoYo(Tense)
  /// A weather or impersonal verb asked outside the persons it has (`.third`:
  /// él and ellos; `.thirdSingular`: él) or in the imperative.
  case thirdPersonOnly(String, Defectiveness.Persons)
  /// A defective verb without the tense (soler has no future).
  case lacksTense(verb: String, Tense)
  /// Non-finite forms have no person.
  case noPersons(Tense)
  /// `--irregular` with a verb regular in every chosen tense.
  case regularVerb(String)
  /// `--irregular` with a tense in which no chosen verb is irregular.
  case noIrregularVerb(Tense)
  case nothingLeft

  /// The line shown: what the learner asked for, and why no practice follows.
  public var message: String {
    switch self {
    case .badCount(let count):
      "--count must be from \(PracticeFilter.countRange.lowerBound) to "
        + "\(PracticeFilter.countRange.upperBound), not \(count)"
    case .unknownVerb(let error):
      error.message
    case .imperativeHasNoYo(let tense):
      "\(tense.rawValue) has no yo form"
    case .thirdPersonOnly(let verb, let persons):
      "\(verb) is conjugated only in the third person"
        + (persons == .thirdSingular ? " singular (él)" : " (él, ellos)") + " and has no imperative"
    case .lacksTense(let verb, let tense):
      "\(verb) has no \(tense.rawValue)"
    case .noPersons(let tense):
      "\(tense.rawValue) has no persons; leave out --person or choose a finite tense"
    case .regularVerb(let verb):
      "\(verb) is regular in the chosen tenses, so --irregular leaves nothing of it"
    case .noIrregularVerb(let tense):
      "no chosen verb is irregular in \(tense.rawValue)"
    case .nothingLeft:
      "no question matches these choices"
    }
  }
}
