import FoundationEssentials
import Glibc

/// The FSRS-6 scheduler: pure functions of a memory state, a rating and the days
/// elapsed. Times are passed in; nothing here reads a clock. Formulas and
/// parameters: docs/learning.md.
public struct FSRS: Sendable, Hashable {
  static let secondsPerDay: Double = 86_400

  let parameters: FSRSParameters

  init(parameters: FSRSParameters = .standard) {
    self.parameters = parameters
  }

  private var w: [Double] { parameters.weights }

  /// FSRS-6's trainable decay: the forgetting curve is R = (1 + factor·t/S)^(−w20).
  var decay: Double { w[20] }

  /// Chosen so that R(S, S) = 0.9: factor = 0.9^(−1/w20) − 1.
  var factor: Double { pow(0.9, -1 / decay) - 1 }

  // MARK: Forgetting curve and interval

  /// The probability of recall `elapsedDays` after a review, for a stability.
  func retrievability(elapsedDays: Double, stability: Double) -> Double {
    pow(1 + factor * max(elapsedDays, 0) / stability, -decay)
  }

  /// The interval, in whole days, after which recall falls to the desired
  /// retention: I = S/factor · (r^(−1/w20) − 1), rounded, at least 1 day, at most
  /// the maximum interval.
  func interval(stability: Double) -> Int {
    let r = parameters.desiredRetention
    let days = stability / factor * (pow(r, -1 / decay) - 1)
    guard days.isFinite else { return parameters.maximumInterval }
    return min(max(Int(days.rounded()), 1), parameters.maximumInterval)
  }

  // MARK: First review

  /// S0(G) = w[G−1].
  func initialStability(_ rating: FSRSRating) -> Double {
    max(w[rating.rawValue - 1], 0.001)
  }

  /// D0(G) = w4 − e^(w5·(G−1)) + 1, without clamping (mean reversion aims at the
  /// unclamped D0(Easy)).
  func rawInitialDifficulty(_ rating: FSRSRating) -> Double {
    w[4] - exp(w[5] * Double(rating.rawValue - 1)) + 1
  }

  /// D0(G), clamped to [1, 10].
  func initialDifficulty(_ rating: FSRSRating) -> Double {
    Self.clampDifficulty(rawInitialDifficulty(rating))
  }

  func initialState(_ rating: FSRSRating) -> MemoryState {
    MemoryState(stability: initialStability(rating), difficulty: initialDifficulty(rating))
  }

  // MARK: Later reviews

  /// ΔD = −w6·(G−3); D' = D + ΔD·(10−D)/9 (linear damping);
  /// D'' = w7·D0(Easy) + (1−w7)·D' (mean reversion), clamped to [1, 10].
  func nextDifficulty(_ difficulty: Double, _ rating: FSRSRating) -> Double {
    let delta = -w[6] * Double(rating.rawValue - 3)
    let damped = difficulty + delta * (10 - difficulty) / 9
    let reverted = w[7] * rawInitialDifficulty(.easy) + (1 - w[7]) * damped
    return Self.clampDifficulty(reverted)
  }

  /// S'r = S·(1 + e^w8·(11−D)·S^(−w9)·(e^(w10·(1−R)) − 1)·w15 (Hard)·w16 (Easy)).
  func stabilityAfterRecall(
    _ state: MemoryState, retrievability r: Double, _ rating: FSRSRating
  ) -> Double {
    let hardPenalty = rating == .hard ? w[15] : 1
    let easyBonus = rating == .easy ? w[16] : 1
    let growth =
      exp(w[8]) * (11 - state.difficulty) * pow(state.stability, -w[9])
      * (exp(w[10] * (1 - r)) - 1) * hardPenalty * easyBonus
    return state.stability * (1 + growth)
  }

  /// S'f = w11·D^(−w12)·((S+1)^w13 − 1)·e^(w14·(1−R)), never above S/e^(w17·w18).
  func stabilityAfterForgetting(_ state: MemoryState, retrievability r: Double) -> Double {
    let long =
      w[11] * pow(state.difficulty, -w[12]) * (pow(state.stability + 1, w[13]) - 1)
      * exp(w[14] * (1 - r))
    let ceiling = state.stability / exp(w[17] * w[18])
    return max(min(long, ceiling), 0.001)
  }

  /// Same-day review: S' = S·e^(w17·(G−3+w18))·S^(−w19); for Hard, Good and
  /// Easy the factor is at least 1 (a recalled answer never lowers stability).
  /// py-fsrs 6.3.2 (its pull request #155, after srs-benchmark issue #343)
  /// floors from Hard up, as the benchmark's model always did.
  func stabilityAfterSameDayReview(_ stability: Double, _ rating: FSRSRating) -> Double {
    var increase = exp(w[17] * (Double(rating.rawValue) - 3 + w[18])) * pow(stability, -w[19])
    if rating != .again { increase = max(increase, 1) }
    return max(stability * increase, 0.001)
  }

  /// The memory state after a review `elapsedDays` whole days after the last one
  /// (0: the same day), or after the first review when `state` is nil.
  func nextState(_ state: MemoryState?, elapsedDays: Int, _ rating: FSRSRating)
    -> MemoryState
  {
    guard let state else { return initialState(rating) }
    let difficulty = nextDifficulty(state.difficulty, rating)
    if elapsedDays <= 0 {
      return MemoryState(
        stability: stabilityAfterSameDayReview(state.stability, rating), difficulty: difficulty)
    }
    let r = retrievability(elapsedDays: Double(elapsedDays), stability: state.stability)
    let stability =
      rating == .again
      ? stabilityAfterForgetting(state, retrievability: r)
      : stabilityAfterRecall(state, retrievability: r, rating)
    return MemoryState(stability: stability, difficulty: difficulty)
  }

  /// Schedules an item answered at `now`: the new memory state, and the due date
  /// `interval(stability)` days later. Elapsed days are whole days since the last
  /// review (rounded down).
  func review(_ card: CardSchedule?, _ rating: FSRSRating, at now: Date) -> CardSchedule {
    let elapsed =
      card.map { Int((now.timeIntervalSince($0.lastReview) / Self.secondsPerDay).rounded(.down)) }
      ?? 0
    let memory = nextState(card?.memory, elapsedDays: elapsed, rating)
    let days = interval(stability: memory.stability)
    return CardSchedule(
      memory: memory, lastReview: now,
      due: now.addingTimeInterval(Double(days) * Self.secondsPerDay), lastRating: rating)
  }

  static func clampDifficulty(_ d: Double) -> Double { min(max(d, 1), 10) }
}
