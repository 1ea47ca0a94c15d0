/// How well an item was recalled, as FSRS grades a review (G = 1…4).
enum FSRSRating: Int, Sendable, Codable, Hashable, CaseIterable {
  case again = 1
  case hard = 2
  case good = 3
  case easy = 4

  /// A quiz grade as a rating: right → Good, right but an accent slipped → Hard,
  /// wrong or blank → Again. The quiz never gives Easy.
  init(_ grade: Grade) {
    switch grade {
    case .total: self = .good
    case .partial: self = .hard
    case .wrong: self = .again
    }
  }
}
