import FoundationEssentials

extension Sessions {
  /// Today's session (`conjugar today`), chosen in the core as every session is:
  /// the learner model as of now, and the items `DailyPlanner` picks from it (due,
  /// weak skills and diagnoses, new; a placement for a new learner), each with its
  /// reason. The front end lists them, or plays them through `start(.given(…))`.
  /// `assigned`: the skills of the class's assignments open today (`classSkills`).
  public static func daily(count: Int, seed: UInt64?, assigned: [Skill] = [], in world: World) throws -> (
    learner: LearnerSnapshot, items: [DailyItem]
  ) {
    let now = world.clock.now()
    let learner = try world.records.learner(now: now)
    let planner = DailyPlanner(
      catalog: world.catalog, settings: world.settings, library: try? world.contexts.library())
    // Only the schedules the plan can use: the first `count` a review would ask
    // and those of the planner's candidate verbs (not every schedule: issue 34's
    // budget at 100,000 answers).
    // Items due later the same local day are due today (issue 41: one due at 21:55
    // belongs in a session played at 21:33). Schedules of items this build cannot
    // ask (a sentence dropped since) are passed over, not counted among the
    // candidates (issue 45, 8).
    let schedule = try world.records.scheduleExcerpt(
      now: dueBy(now), limit: DailyPlanner.dueCandidates(count: count), verbs: planner.candidateVerbs,
      asking: { planner.makeItem($0, .due, nil) != nil })
    let items = planner.plan(
      learner, schedule: schedule, now: now, count: count, seed: seed ?? world.randomness.seed, assigned: assigned)
    return (learner, items)
  }

  /// The last instant of the local day of `now`: what is due by then is due today.
  public static func dueBy(_ now: Date) -> Date { LearnerDay.endOfLocalDay(now) - 1 }

  /// "75 reviews are due today; this session takes 9: conjugar review --count 66
  /// catches up the rest." — nil when the session takes every one.
  public static func backlogLine(dueToday: Int, inSession: Int) -> String? {
    guard dueToday > inSession else { return nil }
    let rest = min(500, dueToday - inSession)
    return
      "\(dueToday) reviews are due today; this session takes \(inSession): conjugar review --count \(rest) catches up the rest."
  }
}
