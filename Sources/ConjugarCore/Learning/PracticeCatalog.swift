/// Catalog verbs as practice sees them: the tenses each is irregular in (a form
/// that differs from the regular conjugation), and whether it has only third
/// persons. Built for the verbs a session may ask, not the whole catalog.
public enum PracticeCatalog {
  /// The verbs practice draws from when the learner names none: the quiz's own
  /// families, which are the verbs a learner meets first.
  public static var frequentVerbs: [String] {
    var seen = Set<String>()
    return VerbFamily.allCases.flatMap(\.verbs).filter { seen.insert($0).inserted }
  }

  /// `infinitives` as practice verbs; ones the catalog cannot conjugate are left out.
  public static func verbs(_ infinitives: [String], in catalog: VerbCatalog) -> [PracticeVerb] {
    infinitives.compactMap { infinitive in
      guard let conjugation = try? catalog.conjugate(infinitive) else { return nil }
      let regular = catalog.regularConjugation(of: infinitive)
      let irregular = Set(
        Tense.allCases.filter { tense in
          let persons: [Person?] = tense.isFinite ? Person.allCases : [nil]
          return persons.contains { person in
            guard let form = conjugation.form(tense, person) else { return false }
            return form.primary != regular?.form(tense, person)?.primary
          }
        })
      let thirdOnly = VerbFamily.weatherVerbs.contains(infinitive)
        || conjugation.form(.presenteDeIndicativo, .yo) == nil
      return PracticeVerb(infinitive, irregularIn: irregular, thirdPersonOnly: thirdOnly)
    }
  }

  /// The context for `filter`: named verbs resolved against the whole catalog (a
  /// name that matches none is refused), the frequent verbs otherwise.
  public static func context(
    for filter: inout PracticeFilter, catalog: VerbCatalog, settings: Settings
  ) throws(PracticeError) -> PracticeContext {
    var named: [String] = []
    for name in filter.verbs {
      do { named.append(try LearnerNames.verb(name, in: catalog.infinitives)) } catch {
        throw .unknownVerb(error)
      }
    }
    filter.verbs = named
    let pool = named.isEmpty ? frequentVerbs : named
    return PracticeContext(
      catalog: verbs(pool, in: catalog),
      defaultTenses: PracticeContext.tenses(for: settings.difficulty),
      defaultVerbs: frequentVerbs,
      allowedPersons: PracticeContext.persons(
        region: settings.region, secondSingular: settings.secondSingularQuiz))
  }
}

extension PracticeError: UserFacingError { public var exitStatus: ExitStatus { .usage } }
extension LearnerNameError: UserFacingError { public var exitStatus: ExitStatus { .usage } }
