/// The 21 weights of FSRS-6 and the scheduling targets.
///
/// The default weights are FSRS-6's published defaults (w0…w20, as py-fsrs v6
/// lists them). docs/learning.md says what each one does and where they come from.
struct FSRSParameters: Sendable, Hashable {
  /// w0…w20.
  let weights: [Double]
  /// The probability of recall an interval aims at when the item is next asked.
  let desiredRetention: Double
  /// The longest interval, in days.
  let maximumInterval: Int

  /// Fails (returns nil) unless there are exactly 21 weights, the retention is in
  /// (0, 1) and the maximum interval is at least a day.
  init?(weights: [Double], desiredRetention: Double = 0.9, maximumInterval: Int = 36_500) {
    guard weights.count == 21, weights[20] > 0, desiredRetention > 0, desiredRetention < 1,
      maximumInterval >= 1
    else { return nil }
    self.weights = weights
    self.desiredRetention = desiredRetention
    self.maximumInterval = maximumInterval
  }

  private init(checked weights: [Double]) {
    self.weights = weights
    desiredRetention = 0.9
    maximumInterval = 36_500
  }

  /// FSRS-6's default weights, retention 0.9, at most 100 years.
  static let standard = FSRSParameters(checked: [
    0.212, 1.2931, 2.3065, 8.2956,  // w0-w3: initial stability for Again, Hard, Good, Easy
    6.4133, 0.8334,  // w4-w5: initial difficulty
    3.0194, 0.001,  // w6: difficulty change per grade, w7: mean reversion
    1.8722, 0.1666, 0.796,  // w8-w10: stability after recall
    1.4835, 0.0614, 0.2629, 1.6483,  // w11-w14: stability after forgetting
    0.6014, 1.8729,  // w15: Hard penalty, w16: Easy bonus
    0.5425, 0.0912, 0.0658,  // w17-w19: same-day (short-term) stability
    0.1542,  // w20: decay of the forgetting curve
  ])
}
