/// One page of `conjugar info`: a tense or a topic, explained.
public struct InfoTopic: Sendable {
  /// The name `conjugar info` lists and the first accepted name.
  public let key: String
  let title: String
  /// One line for the list of topics.
  public let summary: String
  /// Every name the topic answers to, matched without case, accents or
  /// punctuation (`preterito`, `pretérito`, `preterite`).
  let names: [String]
  /// The tenses the topic explains (empty for topics that are not tenses).
  public let tenses: [Tense]
  /// The text, in `TextWrap`'s markup, with `InfoTemplate` placeholders.
  let body: String

  init(key: String, title: String, summary: String, names: [String], tenses: [Tense] = [], body: String) {
    self.key = key
    self.title = title
    self.summary = summary
    self.names = [key] + names + tenses.flatMap { [$0.rawValue, $0.displayName] }
    self.tenses = tenses
    self.body = body
  }

  /// Every placeholder in the text, as written.
  var placeholders: [String] { InfoTemplate.placeholders(in: body) }

  /// Every paradigm table's directive (`%forms tense verb…`), as written.
  var formsTables: [String] {
    body.split(separator: "\n").filter { $0.hasPrefix(InfoFormsTable.directive) }.map(String.init)
  }

  /// The widest line a page uses however wide the terminal: prose much longer
  /// than this is hard to follow from one line to the next.
  public static let readableMeasure = 80

  /// The topic as plain-text lines of at most `width` characters (readable down
  /// to 40) and never wider than `measure`, the examples' verb forms filled in
  /// from `catalog`.
  public func render(width: Int = 80, measure: Int = InfoTopic.readableMeasure, catalog: VerbCatalog) -> [String] {
    let width = min(width, measure)
    var cache: [String: VerbForms] = [:]
    func forms(_ infinitive: String) -> VerbForms? {
      if let known = cache[infinitive] { return known }
      let forms = VerbForms(infinitive: infinitive, catalog: catalog)
      cache[infinitive] = forms
      return forms
    }
    // Paradigm tables first (`%forms …` lines), then the examples' placeholders.
    let tabled = body.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [Substring] in
      guard line.hasPrefix(InfoFormsTable.directive) else { return [line] }
      guard let table = InfoFormsTable.lines(line, width: width, forms: forms) else { return [line] }
      return table.map { Substring($0) }
    }.joined(separator: "\n")
    let filled = InfoTemplate.fill(tabled, forms)
    let heading = TextWrap.wrap(title, width: max(width, 20), first: "", rest: "")
    let rule = String(repeating: "=", count: min(heading.map(\.count).max() ?? 0, max(width, 20)))
    return heading + [rule, ""] + TextWrap.layout(filled, width: width) + practice(width: width)
  }

  /// The context topics that practise this page, one command a line at the end
  /// (none for a page no context sentence practises).
  func practice(width: Int) -> [String] {
    let topics = ContextTopic.practising(infoPage: key)
    guard !topics.isEmpty else { return [] }
    return [""]
      + topics.flatMap { topic in
        TextWrap.wrap(
          "Practise in context: conjugar context --topic \(topic.rawValue)", width: max(width, 20), first: "",
          rest: "  ")
      }
  }
}

/// The topics of `conjugar info`, in the order the list shows them.
public struct InfoCatalog: Sendable {
  /// Every topic, in list order.
  public let topics: [InfoTopic]

  /// The topics conjugar ships: the tenses by mood, the compound tenses, the other forms, the patterns.
  public static let standard = InfoCatalog(
    topics: InfoTopic.indicative + InfoTopic.subjunctive + InfoTopic.imperativeTopics
      + InfoTopic.compound + InfoTopic.other + InfoTopic.patterns)

  /// The topic answering to `name` (without case, accents or punctuation).
  public func topic(named name: String) -> InfoTopic? {
    let wanted = TeachingNames.key(name)
    guard !wanted.isEmpty else { return nil }
    return topics.first { $0.names.contains { TeachingNames.key($0) == wanted } }
  }

  /// The keys of the topics whose names are closest to `name`, best first (at
  /// most three): a name that starts with it, or one a few typos away
  /// (`LearnerNames.typoLimit`).
  public func suggestions(for name: String) -> [String] {
    let wanted = TeachingNames.key(name)
    // Nothing is close to a name this long; comparing it would be quadratic.
    guard !wanted.isEmpty, wanted.count <= 64 else { return [] }
    var scored: [(distance: Int, index: Int)] = []
    for (index, topic) in topics.enumerated() {
      let keys = topic.names.map(TeachingNames.key)
      let best =
        keys.map { key in
          key.hasPrefix(wanted) && wanted.count >= 3 ? 0 : Spelling.editDistance(Array(wanted), Array(key))
        }.min() ?? Int.max
      if best <= LearnerNames.typoLimit(wanted.count) { scored.append((best, index)) }
    }
    return scored.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.prefix(3).map { topics[$0.index].key }
  }
}
