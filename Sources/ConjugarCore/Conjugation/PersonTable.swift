/// One value per grammatical person, reached by the `Person` itself: no table in
/// the engine depends on the order of `Person.allCases`.
struct PersonTable<Value: Sendable>: Sendable {
  var yo: Value
  var tu: Value
  var vos: Value
  var el: Value
  var nosotros: Value
  var vosotros: Value
  var ellos: Value

  init(yo: Value, tu: Value, vos: Value, el: Value, nosotros: Value, vosotros: Value, ellos: Value) {
    self.yo = yo
    self.tu = tu
    self.vos = vos
    self.el = el
    self.nosotros = nosotros
    self.vosotros = vosotros
    self.ellos = ellos
  }

  /// Every person's value from a function of the person.
  init(_ value: (Person) -> Value) {
    self.init(
      yo: value(.yo), tu: value(.tu), vos: value(.vos), el: value(.el), nosotros: value(.nosotros),
      vosotros: value(.vosotros), ellos: value(.ellos))
  }

  subscript(person: Person) -> Value {
    get {
      switch person {
      case .yo: yo
      case .tu: tu
      case .vos: vos
      case .el: el
      case .nosotros: nosotros
      case .vosotros: vosotros
      case .ellos: ellos
      }
    }
    set {
      switch person {
      case .yo: yo = newValue
      case .tu: tu = newValue
      case .vos: vos = newValue
      case .el: el = newValue
      case .nosotros: nosotros = newValue
      case .vosotros: vosotros = newValue
      case .ellos: ellos = newValue
      }
    }
  }

  func map<T>(_ transform: (Person, Value) -> T) -> PersonTable<T> {
    PersonTable<T> { transform($0, self[$0]) }
  }
}

extension Person {
  /// This person's slot in a six-person list (yo, tú, él, nosotros, vosotros,
  /// ellos), the order of `SimpleTable`'s tenses and the catalog's `pres=`: vos
  /// shares tú's slot.
  var sixSlot: Int {
    switch self {
    case .yo: 0
    case .tu, .vos: 1
    case .el: 2
    case .nosotros: 3
    case .vosotros: 4
    case .ellos: 5
    }
  }
}
