import Foundation

/// The heat-map's colours: a colour-blind-safe sequential scale (five steps of
/// viridis, dark purple to yellow), each step's text black or white, whichever has
/// the higher contrast by WCAG 2's formula, and at least 4.5:1 either way. Colour is
/// a redundant cue: every cell also shows its number.
public enum Contrast {
  /// An sRGB colour, 0…255 a channel.
  public struct RGB: Sendable, Hashable {
    public let red: Int
    public let green: Int
    public let blue: Int
    public init(_ red: Int, _ green: Int, _ blue: Int) {
      self.red = red
      self.green = green
      self.blue = blue
    }
    public init?(hex: String) {
      let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
      guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
      self.init((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
    }
    public var hex: String {
      "#"
        + [red, green, blue].map { value in
          let text = String(value, radix: 16)
          return text.count == 1 ? "0" + text : text
        }.joined()
    }
    public static let black = RGB(0, 0, 0)
    public static let white = RGB(255, 255, 255)
  }

  /// WCAG 2's relative luminance.
  public static func luminance(_ colour: RGB) -> Double {
    func linear(_ channel: Int) -> Double {
      let c = Double(channel) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(colour.red) + 0.7152 * linear(colour.green) + 0.0722 * linear(colour.blue)
  }

  /// WCAG 2's contrast ratio, 1…21.
  public static func ratio(_ a: RGB, _ b: RGB) -> Double {
    let (la, lb) = (luminance(a), luminance(b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// Black or white text on `background`, whichever contrasts more.
  public static func text(on background: RGB) -> RGB {
    ratio(background, .black) >= ratio(background, .white) ? .black : .white
  }

  /// Viridis at 0, ¼, ½, ¾ and 1 (matplotlib's table).
  public static let scale: [RGB] = ["#440154", "#3b528b", "#21918c", "#5ec962", "#fde725"].compactMap {
    RGB(hex: $0)
  }

  /// The step of the scale for a mastery of 0…1: [0, 0.2) is 0, …, [0.8, 1] is 4.
  public static func step(for mastery: Double) -> Int {
    guard mastery.isFinite else { return 0 }
    return min(scale.count - 1, max(0, Int((mastery * Double(scale.count)).rounded(.down))))
  }

  /// The legend's label of each step, "0.00–0.19" …
  public static func label(ofStep step: Int) -> String {
    let low = Double(step) / Double(scale.count)
    let high = Double(step + 1) / Double(scale.count)
    return step == scale.count - 1
      ? "\(PageNumber.fixed(low, 2))–1.00" : "\(PageNumber.fixed(low, 2))–\(PageNumber.fixed(high - 0.01, 2))"
  }
}

/// Numbers as the page writes them, without a formatter (no locale, no ICU).
enum PageNumber {
  /// `value` with `digits` decimals, rounded half away from zero: 0.625 → "0.63".
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "–" }
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero))
    let whole = scaled / scale
    let fraction = String(scaled % scale)
    let padded = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
    let sign = value < 0 && scaled != 0 ? "-" : ""
    return digits == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(padded)"
  }

  /// A 0…1 share as a whole percentage, "83%".
  static func percent(_ value: Double) -> String { fixed(value * 100, 0) + "%" }
}
