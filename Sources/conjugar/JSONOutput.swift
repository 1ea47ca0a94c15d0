import Foundation

/// Stable JSON for standard output: sorted keys, no escaped slashes, one trailing newline.
enum JSONOutput {
  static func string<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }
}

/// A JSON value for objects whose fields differ in type.
enum JSONValue: Encodable, Equatable {
  case string(String)
  case int(Int)
  case bool(Bool)
  case null

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case let .string(s): try container.encode(s)
    case let .int(i): try container.encode(i)
    case let .bool(b): try container.encode(b)
    case .null: try container.encodeNil()
    }
  }
}
