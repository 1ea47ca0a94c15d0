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

public enum Region: String, SettingValue {
  case spain = "Spain"
  case latinAmerica = "Latin America"

  /// The score modifier in shared/spec/quiz.md.
  var modifier: Double {
    switch self {
    case .spain: 1.0
    case .latinAmerica: 0.833
    }
  }
}

public enum Difficulty: String, SettingValue {
  case easy = "Easy"
  case moderate = "Moderate"
  case difficult = "Difficult"

  /// The score modifier in shared/spec/quiz.md.
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
  case tu = "Tú"
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
  case tu = "Tú"
  case vos = "Vos"
  case both = "Both"
}
