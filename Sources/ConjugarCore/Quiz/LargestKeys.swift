import FoundationEssentials
import Glibc

/// The `count` largest keys offered so far, largest first (of equal keys the one
/// offered first), with their indices: the beginning of `QuizComposer.stableOrder`
/// by key, kept in one pass (practice's queues, the quiz's pools).

struct LargestKeys {
  let count: Int
  private(set) var indices: [Int] = []
  private var keys: [Double] = []

  init(count: Int) {
    self.count = max(count, 0)
    full = self.count == 0
    indices.reserveCapacity(self.count + 1)
    keys.reserveCapacity(self.count + 1)
  }

  /// Whether `count` keys are kept (with a count of 0, always): a key must then
  /// be larger than `smallest` to be kept. Both stored, not worked out at each
  /// offer: a Difficult practice session offers 3,780 keys.
  private var full: Bool
  /// The smallest key kept once full (with a count of 0, infinity).
  private var smallest = Double.infinity

  /// Offers the Efraimidis–Spirakis key log(`uniform`) / `weight` (`uniform` in
  /// (0, 1], `weight` positive), computing the logarithm only when the key could
  /// be kept: log u ≤ u − 1, so (u − 1) / weight bounds the key from above (made a
  /// billionth larger, far beyond the logarithm's rounding), and a bound that
  /// cannot beat the smallest key kept rules the key out. What is kept is what
  /// offering every key gives (the quiz's pools and practice's queues, tested
  /// against their whole orders).
  mutating func offer(_ index: Int, uniform: Double, weight: Double) {
    if full && !((uniform - 1) * (1 - 1e-9) / weight > smallest) { return }
    offer(index, key: log(uniform) / weight)
  }

  mutating func offer(_ index: Int, key: Double) {
    if full && !(key > smallest) { return }
    var position = indices.count
    while position > 0 && key > keys[position - 1] { position -= 1 }
    indices.insert(index, at: position)
    keys.insert(key, at: position)
    if indices.count > count {
      indices.removeLast()
      keys.removeLast()
    }
    if indices.count == count, let last = keys.last {
      full = true
      smallest = last
    }
  }
}
