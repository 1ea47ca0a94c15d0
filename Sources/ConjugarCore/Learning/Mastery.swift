import FoundationEssentials
import Glibc

/// Bayesian Knowledge Tracing (Corbett & Anderson, 1995) with a forgetting term:
/// docs/learning.md gives the formula and why. Plain functions over numbers.
public enum Mastery {
  /// P(L0): how likely a skill never seen is known.
  static let prior = 0.3
  /// P(S): a known skill answered wrong (a typo, haste).
  static let slip = 0.1
  /// P(G): an unknown skill answered right (a typed form is hard to guess).
  static let guess = 0.15
  /// P(T): the chance an answer (and the feedback after it) teaches the skill.
  static let learn = 0.1
  /// Days after which an unpractised skill's estimate has halved.
  static let halfLifeDays = 30.0

  /// The estimate `days` after it was `p`: p · 2^(−days / halfLife).
  static func decayed(_ p: Double, days: Double) -> Double {
    p * pow(2, -max(0, days) / halfLifeDays)
  }

  /// One answer: the posterior given the answer, then the chance it was learnt.
  static func update(_ p: Double, right: Bool) -> Double {
    let posterior =
      right
      ? p * (1 - slip) / (p * (1 - slip) + (1 - p) * guess)
      : p * slip / (p * slip + (1 - p) * (1 - guess))
    return posterior + (1 - posterior) * learn
  }
}

/// What the model keeps of one skill: a row of `learnerSkill`.
public struct SkillState: Sendable, Hashable {
  /// P(known) just after the last answer.
  public var mastery: Double
  /// When the skill was last answered: the estimate decays from here.
  public var lastPractised: Date
  /// Answers that touched it.
  public var asked: Int
  /// Of those, the ones marked wrong.
  public var missed: Int
  /// The last answers, newest in bit 0: 1 for an answer not exactly right.
  var recent: Int
  /// How many bits of `recent` hold answers (at most `recentKept`).
  var recentCount: Int

  static let recentKept = 16

  init(
    mastery: Double = Mastery.prior, lastPractised: Date, asked: Int = 0, missed: Int = 0, recent: Int = 0,
    recentCount: Int = 0
  ) {
    self.mastery = mastery
    self.lastPractised = lastPractised
    self.asked = asked
    self.missed = missed
    self.recent = recent
    self.recentCount = recentCount
  }

  /// The estimate at `now`, faded by the days since the last answer.
  public func mastery(at now: Date) -> Double {
    Mastery.decayed(mastery, days: now.timeIntervalSince(lastPractised) / 86_400)
  }

  /// After one more answer at `date`: `right` for BKT (an accent slip counts as
  /// known), `exact` for the recent answers a diagnosis clears on. `evidence`
  /// false: the answer is counted but leaves the estimate where it was (a wrong
  /// answer whose fault lies in another skill: piensas for pienses says nothing
  /// against e → ie or tú).
  mutating func answered(right: Bool, exact: Bool, at date: Date, evidence: Bool = true) {
    mastery = evidence ? Mastery.update(mastery(at: date), right: right) : mastery(at: date)
    lastPractised = max(lastPractised, date)
    // Stored counts may be anything the schema allows (Int.max): they stop there.
    asked = AppDatabase.adding(asked, 1)
    if !right { missed = AppDatabase.adding(missed, 1) }
    recent = ((recent << 1) | (exact ? 0 : 1)) & ((1 << Self.recentKept) - 1)
    recentCount = min(Self.recentKept, recentCount + 1)
  }

  /// Whether one of the recent answers was a fault of this skill.
  var missedRecently: Bool { recent != 0 }

  /// Whether `today` should drill it: under `threshold` now, and either missed
  /// lately by its own fault or faded since its last answer. A skill touched
  /// only by answers whose fault lay elsewhere still sits at the prior, which
  /// says nothing about it.
  func isWeak(at now: Date, below threshold: Double) -> Bool {
    mastery(at: now) < threshold && (missedRecently || mastery >= threshold)
  }

  /// Whether the last `n` answers were all exactly right.
  func lastRight(_ n: Int) -> Bool {
    recentCount >= n && recent & ((1 << n) - 1) == 0
  }
}
