/// What identify keeps of each candidate verb during one call.
extension FormIdentifier {
  /// What one call keeps between its forms: each candidate verb's forms (without
  /// pronouns), made once a call.
  struct Cache {
    var verbs: [String: CandidateForms?] = [:]
    /// The candidates of each word looked up (a participio is the last word of
    /// nine compound tenses).
    var candidates: [String: [String]] = [:]
  }

  /// `candidates(for:)`, kept for the rest of the call.
  func candidates(for word: String, cache: inout Cache) -> [String] {
    if let found = cache.candidates[word] { return found }
    let found = candidates(for: word)
    cache.candidates[word] = found
    return found
  }

  /// The forms of a catalog verb without pronouns, kept for the rest of the call.
  func verbForms(_ infinitive: String, cache: inout Cache) -> CandidateForms? {
    if let cached = cache.verbs[infinitive] { return cached }
    let forms = plainConjugation(infinitive).map(CandidateForms.init)
    cache.verbs[infinitive] = .some(forms)
    return forms
  }

  func plainConjugation(_ infinitive: String, cache: inout Cache) -> Conjugation? {
    verbForms(infinitive, cache: &cache)?.conjugation
  }

  /// A candidate verb's forms without pronouns, by spelling: a batch looks its
  /// words up instead of comparing them with every form of every candidate (the
  /// round trip over the catalog sends a million forms). A class, so that a
  /// lookup lends the tables rather than copying the verb's every form.
  final class CandidateForms {
    let conjugation: Conjugation
    /// One-word finite forms, every accepted spelling ("no" before the negative
    /// imperative), each with its tenses and persons in table order.
    let simple: [String: [(Tense, Person)]]
    /// The compound tenses and persons the verb has, by haber's form and its
    /// space ("hubiésemos "), in table order.
    let compound: [String: [(Tense, Person)]]
    let gerundio: [String]
    let participio: [String]

    init(_ conjugation: Conjugation) {
      self.conjugation = conjugation
      var simple: [String: [(Tense, Person)]] = [:]
      var compound: [String: [(Tense, Person)]] = [:]
      for tense in Tense.finite {
        let row = ConjugationBuilder.compoundRow(tense)
        for person in Person.allCases {
          if let row {
            if conjugation.has(tense, person) {
              compound[ConjugationBuilder.auxiliaries[row][person.sixSlot], default: []].append((tense, person))
            }
            continue
          }
          guard let form = conjugation.form(tense, person) else { continue }
          simple[form.primary, default: []].append((tense, person))
          for spelling in form.alternatives { simple[spelling, default: []].append((tense, person)) }
        }
      }
      self.simple = simple
      self.compound = compound
      gerundio = conjugation.gerundio.accepted
      participio = conjugation.participio.accepted
    }
  }
}
