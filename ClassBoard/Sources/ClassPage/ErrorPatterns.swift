/// What the page says of a tutor's error pattern (shape version 1's ids, with their
/// direction: `<given>><asked>`, docs/tutor-shape.md), and the `conjugar info` page
/// that explains it. An id the page does not know is named as it is, never guessed.
public enum ErrorPatterns {
  public struct Wording: Sendable, Equatable {
    /// Completes "9 of 24 learners …".
    public let did: String
    /// The `conjugar info` topic (InfoCatalog key).
    public let info: String?
    /// The tenses a next assignment on it practises (Tense raw values).
    public let tenses: [String]
  }

  static let known: [String: Wording] = [
    "indicativo>subjuntivo": Wording(
      did: "put the indicative where the subjunctive belongs (para que, ojalá, quiero que…)",
      info: "subjuntivo", tenses: ["presenteDeSubjuntivo"]),
    "subjuntivo>indicativo": Wording(
      did: "put the subjunctive where the indicative belongs (creo que, es verdad que…)",
      info: "subjuntivo", tenses: ["presenteDeIndicativo", "presenteDeSubjuntivo"]),
    "preterito>imperfecto": Wording(
      did: "put the pretérito where the imperfecto belongs (descriptions, habits)",
      info: "imperfecto", tenses: ["imperfectoDeIndicativo", "preterito"]),
    "imperfecto>preterito": Wording(
      did: "put the imperfecto where the pretérito belongs (finished events)",
      info: "preterito", tenses: ["preterito", "imperfectoDeIndicativo"]),
    "tu>vos": Wording(
      did: "gave the tú form where vos was asked", info: "voseo", tenses: ["presenteDeIndicativo"]),
    "vos>tu": Wording(
      did: "gave the vos form where tú was asked", info: "voseo", tenses: ["presenteDeIndicativo"]),
    "regular>stem-change": Wording(
      did: "conjugated a stem-changing verb as a regular one (pensar → penso)", info: "stem-changes",
      tenses: ["presenteDeIndicativo", "presenteDeSubjuntivo"]),
  ]

  static let accentRules: [String: String] = [
    "stressed-ending": "on a stressed last syllable (habló, comió)",
    "monosyllable": "on a monosyllable, which takes none (dio, fue, vio)",
    "strong-preterito": "on a strong pretérito, which takes none (hizo, puso, dijo)",
    "hiatus": "that marks a hiatus (reír, leíste, caído)",
    "enclitic": "that pronouns bring (levántate, dímelo)",
    "esdrujula": "on an esdrújula (habláramos, comíamos)",
    "diaeresis": "of a diaeresis (averigüe)",
  ]

  /// The page's words for `pattern`.
  public static func wording(_ pattern: String) -> Wording {
    if let wording = known[pattern] { return wording }
    if pattern.hasPrefix("accent:") {
      let rule = String(pattern.dropFirst("accent:".count))
      let what =
        accentRules[rule].map { "left out or misplaced the written accent \($0)" }
        ?? "left out or misplaced a written accent (\(rule))"
      return Wording(did: what, info: "accents", tenses: [])
    }
    return Wording(did: "made the error \(pattern)", info: nil, tenses: [])
  }
}
