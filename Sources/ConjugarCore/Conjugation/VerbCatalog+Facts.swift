/// What the catalog says of one verb without conjugating it: whether it is
/// there, its gloss, rank and defectiveness.
extension VerbCatalog {
  func contains(_ infinitive: String) -> Bool { entry(infinitive) != nil }
  /// The verb's English gloss; nil for a verb the catalog does not gloss (a rare
  /// one such as ensenar), so no one shows an empty "()".
  public func translation(of infinitive: String) -> String? {
    entry(infinitive).map(gloss).flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The verb's frequency rank in the catalog (`rank=`, 1 = most frequent); nil
  /// for a verb outside the catalog or one the frequency list does not know.
  func rank(of infinitive: String) -> Int? {
    guard let entry = self.entry(infinitive) else { return nil }
    return (try? VerbSpec(features: features(entry)))?.rank
  }

  /// rank(of:) and defectiveness(of:) at once, with one lookup; a line whose only
  /// feature is its rank (most of them) is not parsed as a VerbSpec. For the quiz
  /// and practice, which ask it of every verb of a family.
  func rankAndDefectiveness(of infinitive: String) -> (rank: Int?, defective: Defectiveness) {
    catalogFacts(of: infinitive) ?? (nil, .none)
  }

  /// The same, nil for a verb outside the catalog: one lookup says both.
  func catalogFacts(of infinitive: String) -> (rank: Int?, defective: Defectiveness)? {
    if let plain = plainFacts(infinitive) {
      return plain.found ? (plain.rank, .none) : nil
    }
    guard let entry = self.entry(infinitive) else { return nil }
    // The embedded catalog's lines all parse (CatalogTests): its features are
    // scanned for the four that matter here, without building the verb's forms.
    if storage.indexed,
      let facts = storage.withBytes({ Self.scanRankAndDefectiveness($0[entry.featuresRange]) })
    {
      return facts
    }
    let features = features(entry)
    if features.isEmpty { return (nil, .none) }
    if features.hasPrefix("rank="), !features.contains(" "), let rank = Int(features.dropFirst(5)) {
      return (rank, .none)
    }
    guard let spec = try? VerbSpec(features: features) else { return (nil, .none) }
    var defective = spec.defective
    if spec.weather { defective.persons = .thirdSingular }
    return (spec.rank, defective)
  }

  /// rank=, lacks=, third and weather, read from a features field that parses;
  /// nil if a rank or lacks= value is not one the full parse accepts.
  /// The features' bytes are read where they are, token by token (no array of
  /// tokens: the quiz asks this of some 150 verbs before its first question).
  static func scanRankAndDefectiveness<Bytes: Collection<UInt8>>(_ features: Bytes) -> (
    rank: Int?, defective: Defectiveness
  )? {
    var rank: Int?
    var defective = Defectiveness.none
    var weather = false
    var position = features.startIndex
    while position != features.endIndex {
      guard features[position] != UInt8(ascii: " ") else {
        features.formIndex(after: &position)
        continue
      }
      var end = position
      while end != features.endIndex && features[end] != UInt8(ascii: " ") { features.formIndex(after: &end) }
      let token = features[position..<end]
      position = end
      // The five features start with five different letters: most tokens (stem
      // changes, irregular forms) are passed over on their first byte.
      let first = token[token.startIndex]
      guard
        first == UInt8(ascii: "w") || first == UInt8(ascii: "t") || first == UInt8(ascii: "r")
          || first == UInt8(ascii: "l") || first == UInt8(ascii: "o")
      else { continue }
      if token.elementsEqual("weather".utf8) {
        weather = true
      } else if token.elementsEqual("third".utf8) {
        defective.persons = .third
      } else if token.starts(with: "rank=".utf8) {
        var n = 0
        for byte in token.dropFirst(5) {
          guard (0x30...0x39).contains(byte), n < 1_000_000_000 else { return nil }
          n = n * 10 + Int(byte - 0x30)
        }
        guard n > 0 else { return nil }
        rank = n
      } else if token.starts(with: "only=".utf8) {
        let vowels = token.dropFirst(5)
        guard !vowels.isEmpty, vowels.allSatisfy({ $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "i") }) else {
          return nil
        }
        defective.endingVowels = String(decoding: vowels, as: UTF8.self)
      } else if token.starts(with: "lacks=".utf8) {
        for name in token.dropFirst(6).split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
          guard let tenses = Defectiveness.tenseTokens[Substring(String(decoding: name, as: UTF8.self))]
          else { return nil }
          defective.missingTenses.formUnion(tenses)
        }
      }
    }
    if weather { defective.persons = .thirdSingular }
    return (rank, defective)
  }

  /// Whether a catalog verb has the form of `tense` and `person`, from its features
  /// alone, as its conjugation would say (`Conjugation.has`): nil for a verb not in
  /// the catalog, which only conjugating can tell. For `review`, which checks each
  /// due item before asking it without conjugating every due verb.
  public func hasForm(_ infinitive: String, _ tense: Tense, _ person: Person?) -> Bool? {
    guard let facts = catalogFacts(of: infinitive) else { return nil }
    switch tense {
    case .gerundio, .participio: return true
    default:
      guard let person, tense.isFinite, !(tense.isImperative && person == .yo) else { return false }
      return facts.defective.allows(tense, person)
    }
  }

  /// Which persons and tenses a catalog verb has, from its features alone (no
  /// conjugating): weather verbs the third person singular, as the quiz asks them.
  func defectiveness(of infinitive: String) -> Defectiveness {
    guard let entry = self.entry(infinitive), let spec = try? VerbSpec(features: features(entry))
    else { return .none }
    var defective = spec.defective
    if spec.weather { defective.persons = .thirdSingular }
    return defective
  }
}
