import FoundationEssentials
import Testing

@testable import ConjugarCore

/// The context sentences: the file format, every sentence conjugar carries
/// (answers from the engine, no repeats, the coverage issue 25 asks for), the
/// wrong-answer explanations. Expected values are written by hand.
@Suite("context sentences")
struct ContextSentenceTests {
  static let catalog = VerbCatalog.standard

  static let good = """
    # A header comment.

    id: t-001
    topic: preterito-imperfecto
    level: B1
    region: all
    text: Cuando ___ a casa, ya no había luz.
    verb: llegar
    person: nosotros
    show-person: yes
    answers: preterito, imperfectoDeIndicativo
    english: When we got home, the power was already out.
    cue: A single completed event that interrupts a background takes the pretérito.
    note: llegamos: we had arrived; llegábamos: as we were arriving.

    id: t-002
    topic: imperativo-pronombres
    level: A2
    region: all
    text: No ___, todo irá bien.
    verb: preocuparse
    person: usted
    show-person: no
    answers: imperativoNegativo
    english: Don't worry, everything will be fine.
    cue: A negative command to usted.
    """

  @Test("a good file: every field read, the person shown, the slot filled")
  func parsesGoodRecords() throws {
    let sentences = try ContextParser.parse(Self.good, file: "t.txt")
    #expect(sentences.map(\.id) == ["t-001", "t-002"])
    let first = sentences[0]
    #expect(first.topic == .preteritoImperfecto)
    #expect(first.level == .b1)
    #expect(first.region == .all)
    #expect(first.verb == "llegar")
    #expect(first.subject == .nosotros)
    #expect(first.showsPerson)
    #expect(first.readings.map(\.tense) == [.preterito, .imperfectoDeIndicativo])
    #expect(first.readings.map(\.person) == [.nosotros, .nosotros])
    #expect(first.note == "llegamos: we had arrived; llegábamos: as we were arriving.")
    #expect(first.line == 3)
    #expect(first.prompt == "Cuando ___ (llegar, nosotros) a casa, ya no había luz.")
    #expect(first.accepted(in: Self.catalog)?.accepted == ["llegamos", "llegábamos"])
    let second = sentences[1]
    #expect(second.subject == .usted)
    #expect(second.person == .el)
    #expect(second.line == 16)
    #expect(second.prompt == "No ___ (preocuparse), todo irá bien.")
    #expect(second.negatedSlot)
    // The sentence carries the "no": the slot takes the command without it.
    #expect(second.accepted(in: Self.catalog)?.accepted == ["se preocupe"])
  }

  @Test(
    "a malformed record is refused with its file and line",
    arguments: [
      ("id: x-1\ntopic: nada\n", "t.txt:1: x-1: missing level"),
      ("\n\nid: x-1\nlevel: B1\n", "t.txt:3: x-1: missing topic"),
      ("id: x-1\nfoo: bar\n", "t.txt:2: unknown key \"foo\""),
      ("id: x-1\nthis is no field\n", "t.txt:2: expected \"key: value\""),
      ("id: x-1\nid: x-2\n", "t.txt:2: id given twice in one record"),
    ])
  func refusesMalformed(_ text: String, _ message: String) {
    #expect(throws: ContextFileError.self) { try ContextParser.parse(text, file: "t.txt") }
    do {
      _ = try ContextParser.parse(text, file: "t.txt")
    } catch {
      #expect(error.message == message)
    }
  }

  /// `good`'s first record with one line replaced.
  static func variant(_ key: String, _ value: String?) -> String {
    let record = good.split(separator: "\n\n")[1]
    return record.split(separator: "\n").compactMap { line in
      guard line.hasPrefix(key + ":") else { return String(line) }
      return value.map { "\(key): \($0)" }
    }.joined(separator: "\n") + "\n"
  }

  @Test(
    "a record breaking a rule of the format is refused",
    arguments: [
      ("level", "A1", "t-001: level must be A2, B1, B2 or C1"),
      ("region", "mexico", "t-001: region must be all, spain or vos"),
      ("person", "ella", "t-001: unknown person \"ella\""),
      ("person", "vosotros", "t-001: a vosotros sentence is region spain"),
      ("show-person", "maybe", "t-001: show-person must be yes or no"),
      ("text", "Cuando ___ a casa, ya no ___ luz.", "t-001: text needs exactly one ___"),
      ("text", "Cuando llegamos a casa.", "t-001: text needs exactly one ___"),
      ("answers", "preterite", "t-001: unknown tense \"preterite\""),
      ("answers", "preterito, preterito", "t-001: preterito listed twice"),
      (
        "answers", "imperfectoDeSubjuntivo2",
        "t-001: list the -ra tense (imperfectoDeSubjuntivo1); the -se forms are accepted with it"
      ),
      ("note", nil, "t-001: several answers need a note saying what each means"),
      ("cue", nil, "t-001: missing cue"),
    ] as [(String, String?, String)])
  func refusesBrokenRules(_ key: String, _ value: String?, _ problem: String) {
    do {
      let sentences = try ContextParser.parse(Self.variant(key, value), file: "t.txt")
      Issue.record("accepted: \(sentences)")
    } catch {
      #expect(error.message == "t.txt:1: " + problem)
    }
  }

  @Test("an id used in two files is refused")
  func refusesRepeatedID() {
    do {
      _ = try ContextLibrary(files: [("a.txt", Self.good), ("b.txt", Self.good)])
      Issue.record("accepted")
    } catch {
      #expect(error.message == "b.txt:3: id t-001 is used twice")
    }
  }

  @Test("the embedded files parse, and hold what Resources/context holds")
  func embeddedFilesParse() throws {
    let library = try ContextLibrary.standard()
    #expect(ContextLibrary.embeddedFiles.map(\.name).contains("preterito-imperfecto.txt"))
    #expect(library.sentences.count >= 700)
    #expect(library.sentence("pi-001")?.verb == "llover")
  }

  @Test("every accepted answer of every sentence is the engine's form of a listed reading")
  func answersAreEngineForms() throws {
    let library = try ContextLibrary.standard()
    var checked = 0
    for sentence in library.sentences {
      guard let conjugation = try? Self.catalog.conjugate(sentence.verb) else {
        Issue.record("\(sentence.file):\(sentence.line): conjugar does not know \(sentence.verb)")
        continue
      }
      for reading in sentence.readings {
        guard let form = conjugation.form(reading.tense, reading.person) else {
          Issue.record(
            "\(sentence.id): \(sentence.verb) has no \(reading.tense.rawValue) \(reading.person?.rawValue ?? "")")
          continue
        }
        // A negative command whose sentence does not carry the "no" would ask the
        // learner to type it: the format says the text carries it.
        if form.primary.hasPrefix("no ") {
          #expect(sentence.negatedSlot, "\(sentence.id): a negative command needs \"no\" before the slot")
        }
        // The -ra readings bring their -se forms, and nothing the engine lacks.
        var engine = form.accepted
        if let se = reading.tense.seTwin, let twin = conjugation.form(se, reading.person) { engine += twin.accepted }
        if sentence.negatedSlot {
          engine = engine.map { $0.hasPrefix("no ") ? String($0.dropFirst(3)) : $0 }
        }
        let slot = sentence.spellings(reading, in: Self.catalog)?.accepted ?? []
        #expect(Set(slot) == Set(engine), "\(sentence.id) \(reading.tense.rawValue): \(slot) vs \(engine)")
        checked += 1
      }
      let accepted = sentence.accepted(in: Self.catalog)
      #expect(accepted != nil, "\(sentence.id): no answer")
      // The sentence's own answer is graded right.
      if let accepted, let main = sentence.spellings(sentence.readings[0], in: Self.catalog) {
        #expect(AnswerGrader.grade(main.primary, against: accepted) == .total)
      }
    }
    #expect(checked >= library.sentences.count)
  }

  @Test("hand-checked answers: -se beside -ra, a negative command, a pronominal verb")
  func handCheckedAnswers() throws {
    let library = try ContextLibrary.standard()
    func answers(_ id: String) -> [String]? { library.sentence(id)?.accepted(in: Self.catalog)?.accepted }
    #expect(answers("pi-001") == ["llovió"])
    #expect(answers("pi-002") == ["me acosté"])
    #expect(answers("ss-057") == ["habría venido", "hubiera venido", "hubiese venido"])
    #expect(answers("im-010") == ["hagas"])
  }

  @Test("every sentence records its alternatives (issue 33), each a form the conjugator builds and no answer gives")
  func everySentenceAudited() throws {
    let library = try ContextLibrary.standard()
    for s in library.sentences {
      #expect(s.audited, "\(s.id) has neither also/not lines nor alternatives: none")
      let answers = Set(s.readings.compactMap { s.spellings($0, in: Self.catalog)?.accepted }.joined())
      for alternative in s.alternatives {
        let form = alternative.form(of: s.verb, in: Self.catalog, negated: s.negatedSlot)
        #expect(form != nil, "\(s.id): no form for \"\(alternative.note)\"")
        if let form {
          #expect(answers.isDisjoint(with: form.accepted), "\(s.id): \(form.primary) is already an answer")
        }
      }
    }
  }

  @Test("the audit's alternatives, checked by hand")
  func auditedAlternatives() throws {
    let library = try ContextLibrary.standard()
    func verdict(_ id: String, _ answer: String) -> Bool? {
      library.sentence(id)?.alternative(answering: answer, in: Self.catalog)?.accepted
    }
    #expect(verdict("im-003", "vete") == true)  // "___ a la farmacia": ve, or vete
    #expect(verdict("im-042", "olvides") == false)  // "No ___ de llamar": olvidar takes no "de"
    #expect(verdict("pi-156", "desperté") == true)  // despertar without se
    #expect(verdict("pi-134", "me estaba duchando") == true)
    #expect(verdict("sp-049", "acepta") == false)  // "no estoy seguro de que" + subjunctive
    #expect(verdict("tp-091", "hubiera salido") == false)  // the outcome is still unknown
    #expect(verdict("fc-059", "me quedaba") == true)  // the colloquial imperfect for the conditional
    #expect(verdict("pi-001", "llovía") == nil)  // alternatives: none
    let tp091 = library.sentence("tp-091")?.accepted(in: Self.catalog)?.accepted ?? []
    #expect(tp091.contains("saliera") && tp091.contains("haya salido"))
    #expect(library.sentence("ss-066")?.accepted(in: Self.catalog)?.primary == "bajaras")
  }

  @Test("no sentence repeats: ids unique, and no text asked twice for the same verb and person")
  func noRepeats() throws {
    let library = try ContextLibrary.standard()
    #expect(Set(library.sentences.map(\.id)).count == library.sentences.count)
    var seen: Set<String> = []
    for s in library.sentences {
      let key = "\(s.text)|\(s.verb)|\(s.subject.rawValue)"
      #expect(seen.insert(key).inserted, "\(s.id) repeats a sentence")
    }
  }

  @Test("every topic has sentences, each level is used, region tags match the person")
  func topicsAndLevels() throws {
    let library = try ContextLibrary.standard()
    #expect(Set(library.sentences.map(\.topic)) == Set(ContextTopic.allCases))
    #expect(Set(library.sentences.map(\.level)) == Set(CEFRLevel.allCases))
    for s in library.sentences {
      if s.subject == .vosotros { #expect(s.region == .spain, "\(s.id)") }
      if s.subject == .vos { #expect(s.region == .vos, "\(s.id)") }
      #expect(!s.english.isEmpty && !s.cue.isEmpty)
      // Every topic's info page exists.
      for page in s.topic.infoPages { #expect(InfoCatalog.standard.topic(named: page)?.key == page) }
    }
  }

  @Test("the coverage issue 25 asks for")
  func coverage() throws {
    let sentences = try ContextLibrary.standard().sentences
    func count(_ included: (ContextSentence) -> Bool) -> Int { sentences.count(where: included) }
    func reads(_ s: ContextSentence, _ tenses: Set<Tense>) -> Bool { s.readings.contains { tenses.contains($0.tense) } }
    let figures = [
      ("pretérito vs imperfecto", count { $0.topic == .preteritoImperfecto }, 150),
      ("present subjunctive triggers", count { $0.topic.rawValue.hasPrefix("subjuntivo-") }, 150),
      (
        "imperfect and pluperfect subjunctive",
        count { reads($0, [.imperfectoDeSubjuntivo1, .pluscuamperfectoDeSubjuntivo1]) }, 100
      ),
      ("future and conditional", count { $0.topic == .futuroCondicional }, 60),
      ("perfect tenses", count { $0.topic == .tiemposPerfectos }, 80),
      ("imperatives", count { reads($0, [.imperativoPositivo, .imperativoNegativo]) }, 80),
      ("sentences", sentences.count, 700),
      ("distinct verbs", Set(sentences.map(\.verb)).count, 400),
    ]
    for (name, figure, least) in figures {
      #expect(figure >= least, "\(name): \(figure), at least \(least) wanted")
    }
  }

  @Test("topics by name: keys, aliases, subjunctive for all five triggers, unknown nil")
  func topicNames() {
    #expect(ContextTopic.named("preterite") == [.preteritoImperfecto])
    #expect(ContextTopic.named("Pretérito") == [.preteritoImperfecto])
    #expect(ContextTopic.named("si") == [.oracionesSi])
    #expect(ContextTopic.named("imperative") == [.imperativoPronombres])
    #expect(ContextTopic.named("oraciones-si") == [.oracionesSi])
    #expect(
      ContextTopic.named("subjunctive")
        == [.subjuntivoDeseo, .subjuntivoDuda, .subjuntivoEmocion, .subjuntivoImpersonal, .subjuntivoAdverbial])
    #expect(ContextTopic.named("bogus") == nil)
    #expect(ContextTopic.named("") == nil)
    // The names of the info pages a topic practises (issue 35 §14).
    #expect(ContextTopic.named("gerundio") == [.progresivo])
    #expect(ContextTopic.named("pronominal") == [.imperativoPronombres])
    #expect(ContextTopic.named("participio") == [.tiemposPerfectos])
    #expect(ContextTopic.named("perifrasis") == [.progresivo])
    // Info pages no sentence practises are named as such, not as unknown.
    #expect(ContextTopic.named("presente") == nil)
    #expect(ContextTopic.unpractisedInfoPage("presente") == "presente")
    #expect(ContextTopic.unpractisedInfoPage("voseo") == "voseo")
    #expect(ContextTopic.unpractisedInfoPage("gerundio") == nil)
    #expect(ContextTopic.unpractisedInfoPage("bogus") == nil)
  }

  @Test("a wrong answer that is another tense names it and gives the cue")
  func explainsAnotherTense() throws {
    let sentence = try #require(try ContextParser.parse(Self.good, file: "t.txt").first)
    let single = ContextSentence(
      id: sentence.id, topic: sentence.topic, level: sentence.level, region: sentence.region,
      text: sentence.text, verb: sentence.verb, subject: sentence.subject, showsPerson: true,
      readings: [sentence.readings[0]], english: sentence.english, cue: sentence.cue, note: nil,
      alternatives: [], audited: false, file: "t.txt", line: 1)
    #expect(
      ContextExplanation.explain("llegábamos", to: single, catalog: Self.catalog)?.text
        == "llegábamos is the imperfecto; a single completed event that interrupts a background takes the pretérito.")
    #expect(
      ContextExplanation.explain("llegabamos", to: single, catalog: Self.catalog)?.text
        == "llegabamos is the imperfecto; a single completed event that interrupts a background takes the pretérito.")
    #expect(
      ContextExplanation.explain("llegaron", to: single, catalog: Self.catalog)?.text
        == "llegaron is ellos; the subject here is nosotros.")
    #expect(ContextExplanation.explain("llegamos", to: single, catalog: Self.catalog) == nil)
    #expect(ContextExplanation.explain("comimos", to: single, catalog: Self.catalog) == nil)
    // Both readings listed: the imperfecto is right, nothing to explain.
    #expect(ContextExplanation.explain("llegábamos", to: sentence, catalog: Self.catalog) == nil)
  }

  @Test("a pronominal verb's form without its pronoun is told so, as in the quiz")
  func explainsMissingPronoun() throws {
    let library = try ContextLibrary.standard()
    // ss-116: "Aquel primer día era lógico que ___ nervioso." (sentirse, tú).
    let sentence = try #require(library.sentence("ss-116"))
    #expect(
      ContextExplanation.explain("sintieras", to: sentence, catalog: Self.catalog)?.text
        == "sentirse keeps its pronoun: te sintieras")
    #expect(
      ContextExplanation.explain("sintieras", to: sentence, catalog: Self.catalog)?.kind == .commonMistake)
    #expect(ContextExplanation.explain("te sintieras", to: sentence, catalog: Self.catalog) == nil)
    #expect(ContextExplanation.explain("te sintieses", to: sentence, catalog: Self.catalog) == nil)
    // No form and no known mistake: nothing is said.
    #expect(ContextExplanation.explain("nervioso", to: sentence, catalog: Self.catalog) == nil)
    // The pronoun after the verb, as a word of its own.
    #expect(
      ContextExplanation.explain("sintieras te", to: sentence, catalog: Self.catalog)?.text
        == "the pronoun goes before the verb: te sintieras")
  }

  @Test("region: vosotros sentences in Spain only, vos only for vos learners")
  func regions() throws {
    let library = try ContextLibrary.standard()
    var spain = Settings()
    spain.region = .spain
    var vos = Settings()
    vos.secondSingularQuiz = .vos
    let all = library.sentences.count
    func chosen(_ settings: Settings) -> [ContextSentence] {
      library.select(topics: [], level: nil, settings: settings, randomness: .fixed, count: all)
    }
    #expect(!chosen(Settings()).contains { $0.region != .all })
    #expect(chosen(spain).contains { $0.region == .spain })
    #expect(!chosen(spain).contains { $0.region == .vos })
    #expect(chosen(vos).contains { $0.region == .vos })
    #expect(!chosen(vos).contains { $0.region == .spain })
    let b1 = library.select(topics: [.oracionesSi], level: .b1, settings: spain, randomness: .fixed, count: all)
    #expect(!b1.isEmpty && b1.allSatisfy { $0.topic == .oracionesSi && $0.level == .b1 })
  }
}
