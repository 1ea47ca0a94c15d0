import FoundationEssentials

extension Sessions {
  /// Today's session (`conjugar today`), chosen in the core as every session is:
  /// the learner model as of now, and the items `DailyPlanner` picks from it (due,
  /// weak skills and diagnoses, new; a placement for a new learner), each with its
  /// reason. The front end lists them, or plays them through `start(.given(…))`.
  public static func daily(count: Int, seed: UInt64?, in world: World) throws -> (
    learner: LearnerSnapshot, items: [DailyItem]
  ) {
    let now = world.clock.now()
    let learner = try world.records.learner(now: now)
    let planner = DailyPlanner(
      catalog: world.catalog, settings: world.settings, library: try? world.contexts.library())
    // Only the schedules the plan can use: the first `count` a review would ask
    // and those of the planner's candidate verbs (not every schedule: issue 34's
    // budget at 100,000 answers).
    // Schedules of items this build cannot ask (a sentence dropped since) are
    // passed over, not counted among the candidates (issue 45, 8).
    let schedule = try world.records.scheduleExcerpt(
      now: now, limit: DailyPlanner.dueCandidates(count: count), verbs: planner.candidateVerbs,
      asking: { planner.makeItem($0, .due, nil) != nil })
    let items = planner.plan(learner, schedule: schedule, now: now, count: count, seed: seed ?? world.randomness.seed)
    return (learner, items)
  }
}
