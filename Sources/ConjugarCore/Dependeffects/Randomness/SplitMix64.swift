/// A tiny seedable generator (as swift-argument-parser's `roll` example uses), so a
/// shuffled quiz can be reproduced from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// A number in (0, 1] from the top 53 bits of the next number: the uniform of
  /// the quiz's and practice's weighted orders.
  mutating func nextUnit() -> Double {
    (Double(next() >> 11) + 1) / 9_007_199_254_740_992
  }

  /// The next number of the sequence (SplitMix64's step and mix).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Quiz randomness: Conjugar's `shouldShuffle`, over a seedable generator.
public struct Randomness: Sendable, Hashable {
  var shouldShuffle: Bool
  /// The generator's seed: the same seed, the same shuffled quiz.
  public var seed: UInt64

  /// Shuffled from `seed` when `shouldShuffle`, else the fixed order.
  public init(shouldShuffle: Bool, seed: UInt64) {
    self.shouldShuffle = shouldShuffle
    self.seed = seed
  }

  /// A fixed order: the quiz is the same every run.
  package static let fixed = Randomness(shouldShuffle: false, seed: 0)

  /// Shuffled from a seed the system picks.
  static func shuffled() -> Randomness {
    var system = SystemRandomNumberGenerator()
    return Randomness(shouldShuffle: true, seed: system.next())
  }
}
