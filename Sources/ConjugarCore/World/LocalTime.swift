import FoundationEssentials
import Glibc

/// The system's local time, as the C library knows it (TZ, else /etc/localtime).
/// FoundationEssentials knows fixed offsets only, not a zone's rules (summer time),
/// and conjugar links no ICU time zone data (docs/performance.md).
public enum LocalTime {
  /// Seconds east of UTC in the system's zone at `date` (summer time included).
  public static func offset(at date: Date) -> Int {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    tzset()
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else { return 0 }
    return Int(parts.tm_gmtoff)
  }

  /// How `conjugar world` names a World's zone.
  static func zoneDescription(_ zone: World.DisplayZone) -> String {
    if case .local(let tz?) = zone, !tz.isEmpty { return "local time (TZ=\(tz))" }
    return "local time (/etc/localtime)"
  }
}
