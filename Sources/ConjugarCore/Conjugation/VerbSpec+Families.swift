/// Derivational families: endings that carry their conjugation pattern whatever
/// comes before them (every -ferir verb is like sentir, every -facer like
/// hacer with f). Used for verbs the catalog lacks, never for a bare shared
/// ending that is not a family (sudar is not like dar).
extension VerbSpec {
  /// The family an infinitive belongs to, with its spec and the model named to the
  /// user; nil when its ending is not a family's.
  static func family(of infinitive: String) -> (spec: VerbSpec, model: String)? {
    for (ending, model, change) in stemChangeFamilies where infinitive.hasSuffix(ending) && infinitive != ending {
      var spec = VerbSpec()
      spec.stemChange = change
      return (spec, model)
    }
    if infinitive.hasSuffix("olver") {
      // volver, resolver, disolver, absolver: vuelvo, resuelto.
      var spec = VerbSpec()
      spec.stemChange = .ue
      spec.participio = Form(String(infinitive.dropLast(5)) + "uelto")
      return (spec, "volver")
    }
    if infinitive.hasSuffix("ducir") {
      var spec = VerbSpec()
      spec.zc = true
      spec.preteritoStem = Form(String(infinitive.dropLast(3)) + "j")
      return (spec, "conducir")
    }
    if infinitive.hasSuffix("facer") {
      return (facer(prefix: String(infinitive.dropLast(5))), "satisfacer")
    }
    if infinitive.hasSuffix("eír") {
      return (eir(stem: String(infinitive.dropLast(3))), "reír")
    }
    return nil
  }

  /// Endings whose verbs share a stem change (RAE, *Nueva gramática* §4.10-4.11).
  static let stemChangeFamilies: [(String, String, StemChange)] = [
    ("ferir", "preferir", .ieI), ("vertir", "convertir", .ieI), ("gerir", "sugerir", .ieI),
    ("herir", "herir", .ieI), ("mentir", "mentir", .ieI), ("sentir", "sentir", .ieI),
    ("quirir", "adquirir", .ie), ("grafiar", "fotografiar", .accentI), ("cebir", "concebir", .i), ("eñir", "ceñir", .i),
    ("estir", "vestir", .i), ("endir", "rendir", .i), ("egir", "elegir", .i),
    ("pedir", "pedir", .i), ("medir", "medir", .i), ("petir", "repetir", .i),
    ("seguir", "seguir", .i), ("servir", "servir", .i), ("dormir", "dormir", .ueU),
  ]

  /// satisfacer's pattern on any prefix: satisfago, satisfice, satisfaré, satisfecho.
  static func facer(prefix p: String) -> VerbSpec {
    var spec = VerbSpec()
    spec.yo = Form(p + "fago")
    spec.preterito = [
      Form(p + "fice"), Form(p + "ficiste"), Form(p + "fizo"), Form(p + "ficimos"), Form(p + "ficisteis"),
      Form(p + "ficieron"),
    ]
    spec.futureStem = Form(p + "far")
    spec.imperativeTu = Form(p + "faz", alternatives: [p + "face"])
    spec.participio = Form(p + "fecho")
    return spec
  }

  /// reír's pattern on another stem (fr-eír, desl-eír, engr-eír): río, rio, riendo,
  /// reído. A one-syllable form keeps its pre-2010 accent as an alternative (rio/rió).
  static func eir(stem s: String) -> VerbSpec {
    let monosyllabic = !s.unicodeScalars.contains { Accent.isStrong($0) || Accent.isWeak($0) }
    func f(_ new: String, old: String) -> Form {
      monosyllabic ? Form(s + new, alternatives: [s + old]) : Form(s + old)
    }
    var spec = VerbSpec()
    spec.stemChange = .i
    spec.presente = ["ío", "íes", "íe", "eímos", "eís", "íen"].map { Form(s + $0) }
    spec.preterito = [
      Form(s + "eí"), Form(s + "eíste"), f("io", old: "ió"), Form(s + "eímos"),
      Form(s + "eísteis"), Form(s + "ieron"),
    ]
    spec.subjuntivo = [
      Form(s + "ía"), Form(s + "ías"), Form(s + "ía"), Form(s + "iamos"), f("iais", old: "iáis"),
      Form(s + "ían"),
    ]
    spec.gerundio = Form(s + "iendo")
    spec.imperativeTu = Form(s + "íe")
    spec.futureStem = Form(s + "eir")
    spec.participio = Form(s + "eído")
    return spec
  }
}
