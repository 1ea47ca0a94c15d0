extension VerbSpec {
  /// The spec of a prefixed derivative: every stored form and stem of the base
  /// with the prefix (contener from tener: yo=contengo, pret=contuv, imp=contén).
  func prefixed(_ prefix: String) -> VerbSpec {
    func form(_ f: Form?) -> Form? {
      f.map { f in
        var alternatives: [String] = []
        for alt in f.alternatives {
          alternatives.append(Accent.prefixing(prefix, alt))
          alternatives.append(prefix + alt)
        }
        return Form(Accent.prefixing(prefix, f.primary), alternatives: alternatives).deduplicated()
          .removingPrimaryFromAlternatives()
      }
    }
    func stem(_ f: Form?) -> Form? { f.map { $0.map { prefix + $0 } } }
    var s = self
    s.like = nil
    s.noPrefix = false
    s.yo = form(yo)
    s.presente = presente?.map { form($0)! }
    s.preteritoStem = stem(preteritoStem)
    s.preterito = preterito?.map { form($0)! }
    s.imperfecto = imperfecto?.map { form($0)! }
    s.futureStem = stem(futureStem)
    s.subjuntivoStem = stem(subjuntivoStem)
    s.subjuntivo = subjuntivo?.map { form($0)! }
    s.imperativeTu = form(imperativeTu)
    s.imperativeVos = form(imperativeVos)
    s.imperativeNosotros = form(imperativeNosotros)
    s.imperativeVosotros = form(imperativeVosotros)
    s.vosPresente = form(vosPresente)
    s.gerundio = form(gerundio)
    s.participio = form(participio)
    return s
  }

  /// This spec with every feature `other` sets put in its place.
  func overridden(by other: VerbSpec) -> VerbSpec {
    var s = self
    if let v = other.stemChange { s.stemChange = v }
    if other.zc { s.zc = true }
    if other.weather { s.weather = true }
    if other.personal { s.personal = true }
    if !other.defective.isNone { s.defective = other.defective }
    s.noPrefix = other.noPrefix
    s.rank = other.rank
    if let v = other.yo { s.yo = v }
    if let v = other.presente { s.presente = v }
    if let v = other.preteritoStem {
      s.preteritoStem = v
      s.preterito = nil
    }
    if let v = other.preterito {
      s.preterito = v
      s.preteritoStem = nil
    }
    if let v = other.imperfecto { s.imperfecto = v }
    if let v = other.futureStem { s.futureStem = v }
    if let v = other.subjuntivoStem {
      s.subjuntivoStem = v
      s.subjuntivo = nil
    }
    if let v = other.subjuntivo {
      s.subjuntivo = v
      s.subjuntivoStem = nil
    }
    if let v = other.imperativeTu { s.imperativeTu = v }
    if let v = other.imperativeVos { s.imperativeVos = v }
    if let v = other.imperativeNosotros { s.imperativeNosotros = v }
    if let v = other.imperativeVosotros { s.imperativeVosotros = v }
    if let v = other.also { s.also = v }
    if let v = other.vosPresente { s.vosPresente = v }
    if let v = other.gerundio { s.gerundio = v }
    if let v = other.participio { s.participio = v }
    return s
  }
}

extension Form {
  func removingPrimaryFromAlternatives() -> Form {
    Form(primary, alternatives: alternatives.filter { $0 != primary })
  }
}
