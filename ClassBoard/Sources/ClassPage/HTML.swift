import ConjugarCore
import Foundation

/// Text made safe for HTML: every value the page shows goes through `escape`, in
/// element content and in double-quoted attributes alike.
public enum HTML {
  /// `&`, `<`, `>`, `"` and `'` as character references; C0 and C1 controls (but tab
  /// and newline) and DEL dropped, so no escape sequence or NUL reaches the page;
  /// bidi controls, zero-width characters and the byte-order mark (what SafeText
  /// shows escaped in a terminal) shown as `<U+202E>`, so that no text from a
  /// learner's share reorders or hides what the page shows beside it.
  public static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { continue }
        if SafeText.needsEscape(scalar) {
          out += "&lt;U+" + String(value, radix: 16, uppercase: true) + "&gt;"
          continue
        }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

/// Dates as the page and the CSV write them, in UTC, without a formatter (the
/// companion carries no ICU data: docs/classboard.md, "ICU").
enum UTCText {
  /// "2026-12-07 18:02 UTC"
  static func minute(_ date: Date) -> String {
    let (day, hour, minute) = parts(date)
    return "\(day) \(two(hour)):\(two(minute)) UTC"
  }

  /// "2026-12-07"
  static func day(_ date: Date) -> String { parts(date).day }

  /// ISO 8601, "2026-12-07T18:02:00Z".
  static func iso(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let (day, hour, minute) = parts(date)
    return "\(day)T\(two(hour)):\(two(minute)):\(two(((seconds % 60) + 60) % 60))Z"
  }

  private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  private static func parts(_ date: Date) -> (day: String, hour: Int, minute: Int) {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let rest = seconds - days * 86_400
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
    let year = String(y)
    return ("\(year)-\(two(m))-\(two(d))", rest / 3600, (rest % 3600) / 60)
  }
}
