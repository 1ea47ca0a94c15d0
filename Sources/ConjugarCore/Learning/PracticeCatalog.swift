/// Catalog verbs as practice sees them: the tenses each is irregular in (a form
/// that differs from the regular conjugation), and whether it has only third
/// persons. Built for the verbs a session may ask, not the whole catalog.
public enum PracticeCatalog {
  /// The verbs practice draws from when the learner names none: the quiz's own
  /// families, which are the verbs a learner meets first.
  /// The families' verbs but anyRegular's (which interleaves the three regular
  /// families: nothing in it is new), each once, in family order.
  static var frequentVerbs: [String] {
    var seen: Set<String> = []
    return VerbFamily.allCases.filter { $0 != .anyRegular }.flatMap(\.verbs).filter { seen.insert($0).inserted }
  }

  /// `infinitives` as practice verbs, with their ranks and the forms they lack
  /// (from the catalog's features); ones the catalog does not know are left out.
  /// The tenses each is irregular in are worked out only when `irregularTenses`
  /// (it conjugates the verb and its regular model).
  static func verbs(
    _ infinitives: [String], in catalog: VerbCatalog, irregularTenses: Bool = true
  ) -> [PracticeVerb] {
    infinitives.compactMap { infinitive in
      var irregular: Set<Tense> = []
      if irregularTenses {
        guard let conjugation = catalog.conjugation(of: infinitive) else { return nil }
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
      let facts = catalog.catalogFacts(of: infinitive)
      if facts == nil && !irregularTenses {
        guard catalog.conjugation(of: infinitive) != nil else { return nil }
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

  /// The catalog verb a learner's name means (`LearnerNames.verb`), any catalog
  /// verb made pronominal (cansarse), which is conjugated from its base, or a live
  /// prefix on a catalog verb the catalog does not list (sobreandar: sobreanduve).
  public static func resolve(_ name: String, in catalog: VerbCatalog) throws(LearnerNameError) -> String {
    do { return try LearnerNames.verb(name, in: catalog.infinitives) } catch {
      if let verb = catalog.prefixedVerb(named: name) { return verb }
      let word = name.trimmingSpaces.lowercased()
      guard word.hasSuffix("se"), word.count > 4,
        let base = try? LearnerNames.verb(String(word.dropLast(2)), in: catalog.infinitives),
        catalog.conjugation(of: base + "se") != nil
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
    let frequent = frequentVerbs
    return PracticeContext(
      catalog: verbs(named.isEmpty ? frequent : named, in: catalog, irregularTenses: filter.irregularOnly),
      defaultTenses: PracticeContext.tenses(for: settings.difficulty),
      defaultVerbs: frequent,
      allowedPersons: PracticeContext.persons(
        region: settings.region, secondSingular: settings.secondSingularQuiz))
  }
}

/// A practice or a learner's name refused is bad usage: exit status 2.
extension PracticeError: UserFacingError { public var exitStatus: ExitStatus { .usage } }
extension LearnerNameError: UserFacingError { public var exitStatus: ExitStatus { .usage } }
