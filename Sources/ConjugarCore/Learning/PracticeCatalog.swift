/// Catalog verbs as practice sees them: the tenses each is irregular in (a form
/// that differs from the regular conjugation), and whether it has only third
/// persons. Built for the verbs a session may ask, not the whole catalog.
public enum PracticeCatalog {
  /// The verbs practice draws from when the learner names none: the quiz's own
  /// families, which are the verbs a learner meets first.
  public static var frequentVerbs: [String] { frequentVerbsWithFacts().names }

  /// The frequent verbs, and beside them each one's facts written at build time
  /// (VerbFamily.catalogFacts), in the same order: the families' verbs but
  /// anyRegular's (which interleaves the three regular families: nothing in it is
  /// new), each once, in family order. Written at build time with the families'
  /// facts (VerbFamily+Facts.swift, FamilyFactsTests): deduplicating 260 names
  /// cost practice's start 0.07 M instructions.
  static func frequentVerbsWithFacts() -> (names: [String], facts: [Int32]) {
    (generatedFrequentVerbs, generatedFrequentFacts)
  }

  /// `infinitives` as practice verbs, with their ranks and the forms they lack
  /// (from the catalog's features); ones the catalog does not know are left out.
  /// The tenses each is irregular in are worked out only when `irregularTenses`
  /// (it conjugates the verb and its regular model).
  ///
  /// `knownFacts`: each verb's facts written at build time from the embedded
  /// catalog (VerbFamily.catalogFacts; -1: ask the catalog), in the same order.
  public static func verbs(
    _ infinitives: [String], in catalog: VerbCatalog, irregularTenses: Bool = true
  ) -> [PracticeVerb] {
    verbs(infinitives, in: catalog, irregularTenses: irregularTenses, knownFacts: nil)
  }

  static func verbs(
    _ infinitives: [String], in catalog: VerbCatalog, irregularTenses: Bool, knownFacts: [Int32]?
  ) -> [PracticeVerb] {
    infinitives.indices.compactMap { position in
      let infinitive = infinitives[position]
      var irregular: Set<Tense> = []
      if irregularTenses {
        guard let conjugation = try? catalog.conjugate(infinitive) else { return nil }
        let regular = catalog.regularConjugation(of: conjugation)
        irregular = Set(
          Tense.allCases.filter { tense in
            let persons: [Person?] = tense.isFinite ? Person.allCases : [nil]
            return persons.contains { person in
              guard let form = conjugation.form(tense, person) else { return false }
              return form.primary != regular?.form(tense, person)?.primary
            }
          })
      }
      // One lookup and no parse of the verb's forms (CatalogTests checks that it
      // agrees with defectiveness(of:) and rank(of:) for every catalog verb).
      let facts: (rank: Int?, defective: Defectiveness)?
      if let known = knownFacts?[position], known >= 0 {
        facts = (known == 0 ? nil : Int(known), .none)
      } else {
        facts = catalog.catalogFacts(of: infinitive)
      }
      if facts == nil && !irregularTenses {
        guard (try? catalog.conjugate(infinitive)) != nil else { return nil }
      }
      var (rank, defective) = facts ?? (nil, .none)
      // Every weather verb is marked `weather` in the catalog, so a catalog verb
      // that lacks nothing is none of them (tested): most verbs skip the names.
      if (facts == nil || !defective.isNone) && VerbFamily.isWeatherVerb(infinitive) {
        defective.persons = .thirdSingular
      }
      return PracticeVerb(infinitive, irregularIn: irregular, defective: defective, rank: rank)
    }
  }

  /// The catalog verb a learner's name means (`LearnerNames.verb`), or any catalog
  /// verb made pronominal (cansarse), which is conjugated from its base.
  public static func resolve(_ name: String, in catalog: VerbCatalog) throws(LearnerNameError) -> String {
    do { return try LearnerNames.verb(name, in: catalog.infinitives) } catch {
      let word = name.trimmingSpaces.lowercased()
      guard word.hasSuffix("se"), word.count > 4,
        let base = try? LearnerNames.verb(String(word.dropLast(2)), in: catalog.infinitives),
        (try? catalog.conjugate(base + "se")) != nil
      else { throw error }
      return base + "se"
    }
  }

  /// The context for `filter`: named verbs resolved against the whole catalog (a
  /// name that matches none is refused), the frequent verbs otherwise.
  public static func context(
    for filter: inout PracticeFilter, catalog: VerbCatalog, settings: Settings
  ) throws(PracticeError) -> PracticeContext {
    var named: [String] = []
    var seen: Set<String> = []
    for name in filter.verbs {
      do {
        let verb = try resolve(name, in: catalog)
        if seen.insert(verb).inserted { named.append(verb) }
      } catch { throw .unknownVerb(error) }
    }
    filter.verbs = named
    let frequent = frequentVerbsWithFacts()
    let pool = named.isEmpty ? frequent.names : named
    return PracticeContext(
      catalog: verbs(
        pool, in: catalog, irregularTenses: filter.irregularOnly,
        knownFacts: named.isEmpty && catalog.isEmbedded ? frequent.facts : nil),
      defaultTenses: PracticeContext.tenses(for: settings.difficulty),
      defaultVerbs: frequent.names,
      allowedPersons: PracticeContext.persons(
        region: settings.region, secondSingular: settings.secondSingularQuiz))
  }
}

extension PracticeError: UserFacingError { public var exitStatus: ExitStatus { .usage } }
extension LearnerNameError: UserFacingError { public var exitStatus: ExitStatus { .usage } }
