import FoundationEssentials

/// The learner's calendar day: the day tables, the clears and the plan count
/// in the system's local time (TZ, else /etc/localtime), as the learner lives it.
public enum LearnerDay {
  /// "YYYY-MM-DD" of `date`, `offset` seconds east of UTC.
  public static func string(_ date: Date, offset: Int) -> String {
    let seconds = date.timeIntervalSince1970 + Double(offset)
    let day = Int((seconds / 86_400).rounded(.down))
    // Civil date from days since 1970-01-01 (H. Hinnant's civil_from_days).
    let z = day + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let d = dayOfYear - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    let y = yearOfEra + era * 400 + (m <= 2 ? 1 : 0)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let year = String(y)
    return String(repeating: "0", count: max(0, 4 - year.count)) + year + "-" + two(m) + "-" + two(d)
  }

  /// The local day of `date`.
  public static func local(_ date: Date) -> String { string(date, offset: LocalTime.offset(at: date)) }

  /// The end of the local day of `date`: the first instant of the next one.
  public static func endOfLocalDay(_ date: Date) -> Date {
    let offset = Double(LocalTime.offset(at: date))
    let start = ((date.timeIntervalSince1970 + offset) / 86_400).rounded(.down) * 86_400 - offset
    return Date(timeIntervalSince1970: start + 86_400)
  }
}
