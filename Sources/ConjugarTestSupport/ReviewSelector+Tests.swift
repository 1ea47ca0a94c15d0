import ConjugarCore
import FoundationEssentials

extension ReviewSelector {
  /// The due items, most overdue first, then the missed items not yet due, soonest
  /// due first; at most `limit`, interleaved (`interleave`). Ties go in the order
  /// of `items`. What a review asks of items the catalog can all ask
  /// (`Sessions.start` also passes over those it cannot).
  public static func questions(_ items: [ReviewItem], now: Date, limit: Int) -> [Question] {
    interleave(Array(inPriority(items, now: now).prefix(max(limit, 0))))
  }
}
