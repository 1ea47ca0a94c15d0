/// A small, fast JSON writer for the command-line contract (shared/spec/cli.md).
/// Hand-written rather than JSONEncoder so key order is fixed and printing every
/// form of 700+ verbs stays within a few milliseconds.
public struct JSONWriter {
  public private(set) var output: String = ""

  public init(capacity: Int = 4096) { output.reserveCapacity(capacity) }

  public mutating func raw(_ s: String) { output += s }

  public mutating func string(_ s: String) {
    output += "\""
    var needsEscaping = false
    for u in s.utf8 where u < 0x20 || u == 0x22 || u == 0x5C {
      needsEscaping = true
      break
    }
    if !needsEscaping {
      output += s
    } else {
      for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": output += "\\\""
        case "\\": output += "\\\\"
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        case "\t": output += "\\t"
        case let c where c.value < 0x20:
          let hex = String(c.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }

  public mutating func key(_ k: String) {
    string(k)
    output += ":"
  }
}

extension Conjugation {
  /// The JSON object of shared/spec/cli.md for this verb.
  public func writeJSON(to w: inout JSONWriter) {
    w.raw("{")
    w.key("infinitive"); w.string(infinitive); w.raw(",")
    w.key("translation"); w.string(translation); w.raw(",")
    w.key("gerundio"); w.string(gerundio.primary); w.raw(",")
    w.key("participio"); w.string(participio.primary); w.raw(",")
    w.key("inferred"); w.raw(inferred ? "true" : "false"); w.raw(",")
    w.key("tenses"); w.raw("{")
    for (t, tense) in Tense.finite.enumerated() {
      if t > 0 { w.raw(",") }
      w.key(tense.rawValue)
      w.raw("{")
      var first = true
      for (p, person) in Person.allCases.enumerated() {
        guard let form = finite[t][p] else { continue }
        if !first { w.raw(",") }
        first = false
        w.key(person.rawValue)
        w.string(form.primary)
      }
      w.raw("}")
    }
    w.raw("}}")
  }

  public var json: String {
    var w = JSONWriter()
    writeJSON(to: &w)
    return w.output
  }
}
