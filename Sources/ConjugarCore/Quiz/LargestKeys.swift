import FoundationEssentials

/// The `count` largest keys offered so far, largest first (of equal keys the one
/// offered first), with their indices: the beginning of `QuizComposer.stableOrder`
/// by key, kept in one pass (practice's queues, the quiz's pools).

struct LargestKeys {
  let count: Int
  private(set) var indices: [Int] = []
  private var keys: [Double] = []

  init(count: Int) {
    self.count = max(count, 0)
    indices.reserveCapacity(self.count + 1)
    keys.reserveCapacity(self.count + 1)
  }

  /// The smallest key kept, once `count` are: a key must be larger to be kept.
  /// Nil while there is room (with a count of 0, never room: infinity).
  var smallestKept: Double? {
    if count == 0 { return .infinity }
    return indices.count == count ? keys.last : nil
  }

  /// Offers the Efraimidis–Spirakis key log(`uniform`) / `weight` (`uniform` in
  /// (0, 1], `weight` positive), computing the logarithm only when the key could
  /// be kept: log u ≤ u − 1, so (u − 1) / weight bounds the key from above (made a
  /// billionth larger, far beyond the logarithm's rounding), and a bound that
  /// cannot beat the smallest key kept rules the key out. What is kept is what
  /// offering every key gives (the quiz's pools and practice's queues, tested
  /// against their whole orders).
  mutating func offer(_ index: Int, uniform: Double, weight: Double) {
    if let smallest = smallestKept, !((uniform - 1) * (1 - 1e-9) / weight > smallest) { return }
    offer(index, key: log(uniform) / weight)
  }

  mutating func offer(_ index: Int, key: Double) {
    if let smallest = smallestKept, !(key > smallest) { return }
    var position = indices.count
    while position > 0 && key > keys[position - 1] { position -= 1 }
    indices.insert(index, at: position)
    keys.insert(key, at: position)
    if indices.count > count {
      indices.removeLast()
      keys.removeLast()
    }
  }
}
