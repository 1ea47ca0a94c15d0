import Foundation
import Testing

@testable import ConjugarCore

/// FSRS-6 against values worked by hand from the published formulas with the
/// default weights (python3 used as a calculator only; no FSRS library). Each
/// review below happens on the day the previous one made the item due.
///
/// Constants: factor = 0.9^(−1/w20) − 1 = 0.9^(−1/0.1542) − 1 = 0.9803;
/// D0(Easy) unclamped = 6.4133 − e^(0.8334·3) + 1 = −4.772 (mean-reversion target);
/// with r = 0.9 the interval I = S/factor·(0.9^(−1/w20) − 1) is S itself, rounded.
@Suite("FSRS-6 scheduler")
struct FSRSTests {
  let fsrs = FSRS()
  let start = Date(timeIntervalSince1970: 1_800_000_000)

  /// Equal to 4 significant figures.
  func close(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) <= abs(expected) * 5e-4
  }

  /// Plays ratings, each answered on the due date of the previous review.
  func play(_ ratings: [FSRSRating]) -> [CardSchedule] {
    var card: CardSchedule?
    var cards: [CardSchedule] = []
    for rating in ratings {
      let next = fsrs.review(card, rating, at: card?.due ?? start)
      cards.append(next)
      card = next
    }
    return cards
  }

  @Test func defaultsAreFSRS6() {
    #expect(FSRSParameters.standard.weights.count == 21)
    #expect(FSRSParameters.standard.weights[20] == 0.1542)
    #expect(close(fsrs.factor, 0.9803))
  }

  @Test func forgettingCurve() {
    // R(S, S) = 0.9 by construction of the factor.
    #expect(close(fsrs.retrievability(elapsedDays: 5, stability: 5), 0.9))
    // R(10, 2.3065) = (1 + 0.9803·10/2.3065)^(−0.1542) = 5.250^(−0.1542) = 0.7744
    #expect(close(fsrs.retrievability(elapsedDays: 10, stability: 2.3065), 0.7744))
    #expect(fsrs.retrievability(elapsedDays: 0, stability: 3) == 1)
  }

  @Test func firstRatings() {
    // S0 = w0…w3; D0(G) = 6.4133 − e^(0.8334·(G−1)) + 1:
    // Again 6.413, Hard 6.4133 − 2.301 + 1 = 5.112, Good 6.4133 − 5.295 + 1 = 2.118,
    // Easy −4.772 clamped to 1.
    let expected: [(FSRSRating, Double, Double)] = [
      (.again, 0.212, 6.413), (.hard, 1.2931, 5.112), (.good, 2.3065, 2.118), (.easy, 8.2956, 1),
    ]
    for (rating, s, d) in expected {
      let state = fsrs.initialState(rating)
      #expect(close(state.stability, s), "\(rating)")
      #expect(close(state.difficulty, d), "\(rating)")
    }
  }

  @Test func intervals() {
    #expect(fsrs.interval(stability: 2.3065) == 2)
    #expect(fsrs.interval(stability: 10.96) == 11)
    #expect(fsrs.interval(stability: 0.212) == 1)  // at least a day
    #expect(fsrs.interval(stability: 1e9) == 36_500)  // at most the maximum
  }

  /// Good, Good, Again, Good.
  /// 1. Good: S = 2.307, D = 2.118, I = 2.
  /// 2. Good at t = 2: R = (1 + 0.9803·2/2.3065)^(−0.1542) = 0.9095;
  ///    S' = 2.3065·(1 + e^1.8722·(11 − 2.118)·2.3065^(−0.1666)·(e^(0.796·0.0905) − 1))
  ///       = 10.96;
  ///    D: ΔD = 0 → 2.118, reverted 0.001·(−4.772) + 0.999·2.118 = 2.111; I = 11.
  /// 3. Again at t = 11: R = (1 + 0.9803·11/10.96)^(−0.1542) = 0.8998;
  ///    S'f = 1.4835·2.111^(−0.0614)·(11.96^0.2629 − 1)·e^(1.6483·0.1002)
  ///        = 1.4835·0.9552·0.9203·1.1796
  ///    = 1.538 (below the ceiling 10.96/e^(0.5425·0.0912) = 10.44);
  ///    D: ΔD = +6.039, damped 2.111 + 6.039·(10 − 2.111)/9 = 7.404, reverted 7.392; I = 2.
  /// 4. Good at t = 2: R = (1 + 0.9803·2/1.538)^(−0.1542) = 0.8810;
  ///    S' = 1.538·(1 + e^1.8722·(11 − 7.392)·1.538^(−0.1666)·(e^(0.796·0.1190) − 1))
  ///       = 1.538·(1 + 6.5026·3.608·0.9308·0.09937) = 4.876;
  ///    D: ΔD = 0, reverted 0.001·(−4.772) + 0.999·7.392 = 7.380; I = 5.
  @Test func goodGoodAgainGood() {
    let cards = play([.good, .good, .again, .good])
    let expected: [(Double, Double, Int)] = [
      (2.3065, 2.118, 2), (10.96, 2.111, 11), (1.538, 7.392, 2), (4.876, 7.380, 5),
    ]
    for (card, (s, d, days)) in zip(cards, expected) {
      #expect(close(card.memory.stability, s))
      #expect(close(card.memory.difficulty, d))
      #expect(card.scheduledDays == days)
    }
    #expect(cards[2].lastRating == .again)
  }

  /// Again first, then Good, Good.
  /// 1. Again: S = 0.212, D = 6.413, I = 1 (at least a day).
  /// 2. Good at t = 1: R = (1 + 0.9803/0.212)^(−0.1542) = 0.7662;
  ///    S' = 0.212·(1 + 6.5026·(11 − 6.413)·0.212^(−0.1666)·(e^(0.796·0.2338) − 1))
  ///       = 0.212·(1 + 6.5026·4.587·1.2949·0.20455) = 1.887;
  ///    D = 0.001·(−4.772) + 0.999·6.413 = 6.402; I = 2.
  /// 3. Good at t = 2: R = (1 + 0.9803·2/1.887)^(−0.1542) = 0.8959;
  ///    S' = 1.887·(1 + 6.5026·4.598·0.8996·0.08635) = 6.269;
  ///    D = 0.001·(−4.772) + 0.999·6.402 = 6.391; I = 6.
  @Test func againFirst() {
    let cards = play([.again, .good, .good])
    let expected: [(Double, Double, Int)] = [
      (0.212, 6.413, 1), (1.887, 6.402, 2), (6.269, 6.391, 6),
    ]
    for (card, (s, d, days)) in zip(cards, expected) {
      #expect(close(card.memory.stability, s))
      #expect(close(card.memory.difficulty, d))
      #expect(card.scheduledDays == days)
    }
  }

  /// Hard, Hard, Good.
  /// 1. Hard: S = 1.293, D = 5.112, I = 1.
  /// 2. Hard at t = 1: R = 0.9167;
  ///    S' = 1.2931·(1 + e^1.8722·5.888·1.2931^(−0.1666)·(e^(0.796·0.0833) − 1)·0.6014)
  ///    = 3.249; D: ΔD = 3.019, damped 5.112 + 3.019·4.888/9 = 6.752, reverted 6.740; I = 3.
  /// 3. Good at t = 3: R = (1 + 0.9803·3/3.249)^(−0.1542) = 0.9054;
  ///    S' = 3.249·(1 + 6.5026·(11 − 6.740)·3.249^(−0.1666)·(e^(0.796·0.0946) − 1))
  ///       = 3.249·(1 + 6.5026·4.260·0.8217·0.07822) = 9.034;
  ///    D = 0.001·(−4.772) + 0.999·6.740 = 6.729; I = 9.
  @Test func hardHardGood() {
    let cards = play([.hard, .hard, .good])
    let expected: [(Double, Double, Int)] = [
      (1.2931, 5.112, 1), (3.249, 6.740, 3), (9.034, 6.729, 9),
    ]
    for (card, (s, d, days)) in zip(cards, expected) {
      #expect(close(card.memory.stability, s))
      #expect(close(card.memory.difficulty, d))
      #expect(card.scheduledDays == days)
    }
  }

  /// Same-day reviews use S' = S·e^(w17·(G − 3 + w18))·S^(−w19).
  /// Good then Good an hour later: e^(0.5425·0.0912)·2.3065^(−0.0658) = 0.9945, raised to 1
  /// for Good, so S stays 2.307 (D 2.111).
  /// Then Again the same day: e^(0.5425·(−2 + 0.0912))·2.3065^(−0.0658) = 0.3360,
  /// S = 0.7751, D = 7.392.
  @Test func sameDay() {
    let first = fsrs.review(nil, .good, at: start)
    let second = fsrs.review(first, .good, at: start.addingTimeInterval(3600))
    #expect(close(second.memory.stability, 2.3065))
    #expect(close(second.memory.difficulty, 2.111))
    let third = fsrs.review(second, .again, at: start.addingTimeInterval(7200))
    #expect(close(third.memory.stability, 0.7751))
    #expect(close(third.memory.difficulty, 7.392))
    #expect(third.scheduledDays == 1)
  }

  /// A same-day Hard never lowers stability: py-fsrs 6.3.2 (the reference) floors
  /// the short-term factor from Hard up. Without the floor, Good then Hard an hour
  /// later would give S = 2.3065·e^(0.5425·(−1 + 0.0912))·2.3065^(−0.0658) = 1.333.
  /// Expected values printed by the reference, copied here by hand:
  ///   python3 -m venv /work/venv-anki && /work/venv-anki/bin/pip install fsrs==6.3.2
  ///   /work/venv-anki/bin/python ref.py, where ref.py is
  ///     s = Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)
  ///     t0 = datetime.fromtimestamp(1_800_000_000, timezone.utc); c = Card()
  ///     for rating, at in [(Good, t0), (Hard, t0 + 1 h), (Hard, t0 + 2 h)]:
  ///       c, _ = s.review_card(c, rating, at)
  ///       print(rating.name, round(c.stability, 4), round(c.difficulty, 4), (c.due - at).days)
  ///   Good 2.3065 2.1181 2 / Hard 2.3065 4.7529 2 / Hard 2.3065 6.5019 2;
  ///   and from a first Hard: Hard 1.2931 5.1122 1 / Hard 1.2931 6.7405 1.
  @Test func sameDayHardKeepsStability() {
    var card = fsrs.review(nil, .good, at: start)
    for (hour, stability, difficulty) in [(1.0, 2.3065, 4.7529), (2.0, 2.3065, 6.5019)] {
      card = fsrs.review(card, .hard, at: start.addingTimeInterval(hour * 3600))
      #expect(close(card.memory.stability, stability))
      #expect(close(card.memory.difficulty, difficulty))
      #expect(card.scheduledDays == 2)
    }
    let first = fsrs.review(nil, .hard, at: start)
    let again = fsrs.review(first, .hard, at: start.addingTimeInterval(3600))
    #expect(close(again.memory.stability, 1.2931))
    #expect(close(again.memory.difficulty, 6.7405))
    #expect(again.scheduledDays == 1)
  }

  /// Answered late: Good, then Good 10 days later: R = 0.7744 (see forgettingCurve);
  /// S' = 2.3065·(1 + 6.5026·(11 − 2.118)·2.3065^(−0.1666)·(e^(0.796·0.2256) − 1))
  ///    = 2.3065·(1 + 6.5026·8.882·0.8700·0.19674) = 25.11, I = 25.
  @Test func lateReview() {
    let first = fsrs.review(nil, .good, at: start)
    let late = fsrs.review(first, .good, at: start.addingTimeInterval(10 * FSRS.secondsPerDay))
    #expect(close(late.memory.stability, 25.11))
    #expect(late.scheduledDays == 25)
  }

  /// A clock set back before the last review counts as a same-day review, not a crash
  /// or a negative interval: Good then Good "an hour earlier" keeps S = 2.307.
  @Test func clockSetBack() {
    let first = fsrs.review(nil, .good, at: start)
    let earlier = fsrs.review(first, .good, at: start.addingTimeInterval(-3600))
    #expect(close(earlier.memory.stability, 2.3065))
    #expect(earlier.scheduledDays == 2)
  }

  @Test func difficultyStaysInRange() {
    var state = fsrs.initialState(.again)
    for _ in 0..<20 { state = fsrs.nextState(state, elapsedDays: 1, .again) }
    #expect(state.difficulty <= 10)
    for _ in 0..<40 { state = fsrs.nextState(state, elapsedDays: 1, .easy) }
    #expect(state.difficulty >= 1)
  }

  @Test func gradesAsRatings() {
    #expect(FSRSRating(Grade.total) == .good)
    #expect(FSRSRating(Grade.partial) == .hard)
    #expect(FSRSRating(Grade.wrong) == .again)
  }

  @Test func badParameters() {
    #expect(FSRSParameters(weights: [1, 2, 3]) == nil)
    #expect(FSRSParameters(weights: FSRSParameters.standard.weights, desiredRetention: 1) == nil)
    #expect(FSRSParameters(weights: FSRSParameters.standard.weights, maximumInterval: 0) == nil)
  }
}
