/// A closed set of setting values stored by their display spelling.
public protocol SettingValue: RawRepresentable, CaseIterable, Sendable, Codable, Hashable
where RawValue == String {}

extension SettingValue {
  /// Parses a value leniently: any case, with or without accents ("latin america", "tu").
  public init?(lenient text: String) {
    // The exact spelling first (every stored value, read at each launch): no folding.
    if let exact = Self(rawValue: text) {
      self = exact
      return
    }
    let wanted = SettingKey.fold(text)
    guard let match = Self.allCases.first(where: { SettingKey.fold($0.rawValue) == wanted })
    else { return nil }
    self = match
  }
}

/// Where the learner's Spanish is from: Spain asks vosotros and scores in full, Latin America
/// asks no vosotros and scores × 0.833.
public enum Region: String, SettingValue {
  /// Spain: vosotros asked.
  case spain = "Spain"
  /// Latin America: ustedes for the plural, no vosotros.
  case latinAmerica = "Latin America"

  /// The score modifier in docs/quiz.md.
  var modifier: Double {
    switch self {
    case .spain: 1.0
    case .latinAmerica: 0.833
    }
  }
}

/// Which tenses and verb families a ranked quiz asks, and its score factor (× 0.5, 1, 1.5).
public enum Difficulty: String, SettingValue {
  /// The present, future and preterite, regular and irregular verbs: score × 0.5.
  case easy = "Easy"
  /// Eight tenses, the gerund and the imperative besides: score × 1.
  case moderate = "Moderate"
  /// The compound tenses and the subjunctive besides: score × 1.5.
  case difficult = "Difficult"

  /// The score modifier in docs/quiz.md.
  var modifier: Double {
    switch self {
    case .easy: 0.5
    case .moderate: 1.0
    case .difficult: 1.5
    }
  }
}

/// Which second-person singular the quiz asks.
public enum SecondSingularQuiz: String, SettingValue {
  /// Tú and its forms.
  case tu = "Tú"
  /// Vos (voseo) and its forms.
  case vos = "Vos"

  var person: Person {
    switch self {
    case .tu: .tu
    case .vos: .vos
    }
  }
}

/// Which second-person singular conjugation tables show.
public enum SecondSingularBrowse: String, SettingValue {
  /// Tú's forms.
  case tu = "Tú"
  /// Vos's forms.
  case vos = "Vos"
  /// Both, side by side.
  case both = "Both"
}
