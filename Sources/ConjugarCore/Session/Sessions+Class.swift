import FoundationEssentials

extension Sessions {
  /// The class's assignments open today and not done, each with its reason ("for
  /// your class, due Friday 2026-12-11"; ", as of …" when the copy is old), read
  /// from the local copy `conjugar class status` keeps (ClassStore) and nothing
  /// else: `today` stays offline and deterministic. None on the simulator and
  /// uiTest Worlds, or when the learner joined no class or the copy is unreadable.
  /// The day is the learner's local day of the World's clock, as the share's days are.
  public static func classAssignments(
    in world: World, database: String?, environment: [String: String]
  ) -> [ClassAssignments.Due] {
    guard world.scenario == .device,
      let store = try? ClassStore.device(database: database, environment: environment),
      let membership = try? store.load()
    else { return [] }
    return ClassAssignments.due(membership, today: LearnerDay.local(world.clock.now()))
  }

  /// The skills `today` drills for `due`: each assignment's tenses and context
  /// topic, once each, in order (an assignment of verbs only adds none: its items
  /// are every tense's, which the session asks anyway).
  public static func classSkills(_ due: [ClassAssignments.Due]) -> [Skill] {
    var skills: [Skill] = []
    for entry in due {
      let names =
        entry.assignment.tenses.map { "tense:" + $0 } + (entry.assignment.topic.map { ["context:" + $0] } ?? [])
      for name in names { if let skill = Skill(name: name), !skills.contains(skill) { skills.append(skill) } }
    }
    return skills
  }

  /// The end of a session (SessionEnding): the learner's class gets the share (when
  /// the learner opted in) and this conjugar its class's assignments
  /// (ClassAfterSession); never fails or holds up the session beyond a few seconds.
  public static func classAfterSession(in world: World) {
    ClassAfterSession.run(in: world, environment: ClassExchange.environment)
  }

  /// The lines `today` prints before the session: one per assignment.
  public static func classLines(_ due: [ClassAssignments.Due]) -> [String] {
    due.map { "\(ClassAssignments.describe($0.assignment)) (\($0.reason))" }
  }
}
