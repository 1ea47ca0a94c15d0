/// What identify keeps of each candidate verb during one call.
extension FormIdentifier {
  /// What one call keeps between its forms: each candidate verb's forms (without
  /// pronouns), made once a call.
  struct Cache {
    var verbs: [String: CandidateForms?] = [:]
    /// The candidates of each word looked up (a participio is the last word of
    /// nine compound tenses).
    var candidates: [String: [String]] = [:]
    /// Each candidate verb's forms as if it were regular (poní, sabo), for the
    /// learner's errors an unknown word may be.
    var regular: [String: RegularForms?] = [:]
    /// Whether a catalog verb takes a live prefix (sobre + andar), by verb.
    var takesLivePrefix: [String: Bool] = [:]
    /// Each candidate verb's frequency rank (Int.max: none), for "did you mean".
    var ranks: [String: Int] = [:]
  }

  /// A verb's simple forms as if it were regular, by spelling: the tenses and
  /// persons (in table order) each one-word form of a non-imperative tense is.
  struct RegularForms {
    var byForm: [String: [(Tense, Person)]] = [:]
    var participio = ""
  }

  /// `infinitive`'s forms as if it were regular, kept for the rest of the call;
  /// nil for a verb whose line has no conjugation feature (its forms are these:
  /// none of them is a learner's error).
  func regularForms(_ infinitive: String, cache: inout Cache) -> RegularForms? {
    if let cached = cache.regular[infinitive] { return cached }
    let (base, pronominal) = VerbCatalog.splitPronominal(infinitive)
    var found: RegularForms?
    if let spec = try? catalog.resolvedSpec(infinitive, pronominal: pronominal, depth: 0), spec.isRegular {
      found = nil
    } else if let regular = catalog.build(
      base, base: base, gloss: "", spec: VerbSpec(), pronominal: false, inferred: true, model: nil)
    {
      var forms = RegularForms(participio: regular.participio.primary)
      for tense in Tense.finite where ConjugationBuilder.compoundRow(tense) == nil && !tense.isImperative {
        for person in Person.allCases {
          guard let form = regular.form(tense, person)?.primary else { continue }
          forms.byForm[form, default: []].append((tense, person))
        }
      }
      found = forms
    }
    cache.regular[infinitive] = .some(found)
    return found
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
    /// The tenses and persons, in table order, of each simple tense's shown form
    /// (the negative imperative aside) whose spelling without accents is `plain`:
    /// a word missing its accents (teniamos) is looked up here.
    func places(unaccented plain: String) -> [(Tense, Person)] {
      var found: [(Tense, Person)] = []
      for tense in Tense.finite where ConjugationBuilder.compoundRow(tense) == nil && tense != .imperativoNegativo {
        for person in Person.allCases {
          guard let form = conjugation.form(tense, person)?.primary, FormIdentifier.isUnaccented(form, plain)
          else { continue }
          found.append((tense, person))
        }
      }
      return found
    }

    /// The one-word forms "did you mean" compares an unknown word with (each
    /// simple tense's shown form, the imperatives aside), with their letters
    /// stripped of accents (accents count as no edit); made the first time a word
    /// is not found. A spelling two persons or tenses share (hablara, hablamos)
    /// is listed each time: "did you mean" takes each spelling once.
    private(set) lazy var shownForms: [(form: String, letters: [Unicode.Scalar])] = {
      var forms: [(form: String, letters: [Unicode.Scalar])] = []
      for tense in Tense.allCases where ConjugationBuilder.compoundRow(tense) == nil && !tense.isImperative {
        for person in Person.allCases {
          // A byte test: Foundation's contains(_:) on a String goes through
          // NSString, and conjugated forms have no combining marks.
          guard let form = conjugation.form(tense, person)?.primary, !form.utf8.contains(0x20) else { continue }
          var letters: [Unicode.Scalar] = []
          letters.reserveCapacity(form.utf8.count)
          for scalar in form.unicodeScalars { letters.append(Accent.stripped(scalar)) }
          forms.append((form, letters))
        }
      }
      return forms
    }()

    /// What an enclitic pronoun may follow in this verb, without accents: each
    /// affirmative imperative but yo's, with and without its last letter
    /// (acordémonos drops the -s, acordaos the -d), and each gerundio. identify
    /// builds a word's enclitic readings of the verb only when what precedes the
    /// pronoun is one of these or the infinitive.
    private(set) lazy var encliticHosts: Set<String> = {
      var hosts: Set<String> = []
      for person in Person.allCases where person != .yo {
        for spelling in conjugation.form(.imperativoPositivo, person)?.accepted ?? [] {
          let plain = FormIdentifier.unaccented(spelling)
          hosts.insert(plain)
          hosts.insert(String(String.UnicodeScalarView(plain.unicodeScalars.dropLast())))
        }
      }
      for spelling in gerundio { hosts.insert(FormIdentifier.unaccented(spelling)) }
      return hosts
    }()

    init(_ conjugation: Conjugation) {
      self.conjugation = conjugation
      var simple: [String: [(Tense, Person)]] = [:]
      simple.reserveCapacity(96)
      // A verb that lacks nothing has every compound tense in every person: the
      // table all such verbs share (most of the catalog).
      let full = conjugation.defectiveness.isNone
      var compound: [String: [(Tense, Person)]] = full ? Self.everyCompound : [:]
      for tense in Tense.finite {
        let row = ConjugationBuilder.compoundRow(tense)
        if row != nil && full { continue }
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

    /// The compound tenses and persons of a verb that lacks none (every one but
    /// the yo of no imperative: the compound tenses have none), by haber's form,
    /// in table order: what `init` builds for such a verb.
    static let everyCompound: [String: [(Tense, Person)]] = {
      var compound: [String: [(Tense, Person)]] = [:]
      for tense in Tense.finite {
        guard let row = ConjugationBuilder.compoundRow(tense) else { continue }
        for person in Person.allCases {
          compound[ConjugationBuilder.auxiliaries[row][person.sixSlot], default: []].append((tense, person))
        }
      }
      return compound
    }()
  }
}
