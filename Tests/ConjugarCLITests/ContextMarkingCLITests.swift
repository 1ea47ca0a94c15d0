import Foundation
import Testing

@testable import ConjugarCore

/// Issue 33: the cases a B1 learner typed, each marked as a teacher marks it
/// (the marks and lines written here by hand), through Main.run in process with
/// the uiTest World (80 columns, Latin America, tú).
@Suite("context marks as a teacher gives them (issue 33)")
struct ContextMarkingCLITests {
  static let environment = ConjugarProcess.environment(home: "/nonexistent")

  /// What the session prints for sentence `id` given `lines` (commands, then the
  /// answer), from its question line to the next question, wrapping undone. The
  /// sentences of its topic and level come in file order; those before it are
  /// answered with the first answer the listing gives (a right answer is marked
  /// at once, where a wrong one would be explained against every tense), and
  /// the session is left after it.
  static func play(_ id: String, _ lines: [String]) throws -> String {
    let sentence = try #require(try ContextLibrary.standard().sentence(id))
    let arguments = [
      "context", "--topic", sentence.topic.rawValue, "--level", sentence.level.rawValue, "--count", "500",
      "enable-ui-testing",
    ]
    let listing = ConjugarProcess.inProcess(arguments + ["--list-questions", "--json"], environment: environment)
    let questions = try #require(try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]])
    let ids = questions.compactMap { $0["id"] as? String }
    let index = try #require(ids.firstIndex(of: id), "\(id) is not asked")
    let before = try questions.prefix(index).map { try #require(($0["answers"] as? [String])?.first) }
    let input = (before + lines + [":q"]).joined(separator: "\n") + "\n"
    let result = ConjugarProcess.inProcess(arguments, input: input, environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    let out = ContextCLITests.unwrapped(result.stdout)
    let start = try #require(out.range(of: "Question \(index + 1)/\(ids.count)"), "\(id) not shown")
    let rest = out[start.lowerBound...]
    let end = rest.dropFirst().range(of: "\nQuestion ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  @Test(
    "words the sentence already shows around the slot are not marked down",
    arguments: [
      ("im-075", "no salgan"),  // No ___ (salir, ustedes) del edificio
      ("im-039", "no me mires"),  // No me ___ así
      ("im-090", "no nos peleemos"),  // No ___ (pelearse, nosotros)
      ("tp-007", "les has escrito"),  // ¿Ya les ___ a tus abuelos…?
      ("tp-019", "lo he dicho"),  // Te lo ___ mil veces
      ("tp-019", "te lo dije"),
    ])
  func repeatedWords(_ id: String, _ answer: String) throws {
    let block = try Self.play(id, [answer])
    #expect(block.contains("> ✓ Correct.\n"), "\(block)")
  }

  @Test(
    "natural alternatives are right, with a note saying what they mean",
    arguments: [
      ("pi-147", "me estaba afeitando", "the progressive"),
      ("pi-147", "estaba afeitándome", "the progressive"),
      ("tp-025", "me tropecé", "tropezarse in the pretérito"),
      ("fc-031", "tendrá", "a guess made from the photo"),
      ("fc-031", "tiene", "describing the photo as if present"),
      ("sp-083", "se desbordará", "temer as \"suspect"),
    ])
  func alternatives(_ id: String, _ answer: String, _ note: String) throws {
    let block = try Self.play(id, [answer])
    #expect(block.contains("> ✓ Correct.\n"), "\(block)")
    #expect(block.contains(note), "\(block)")
  }

  @Test(
    "a wrong answer is explained as the learner's actual error",
    arguments: [
      // Every cell the form fills, the likeliest first, then the sentence's cue.
      // The regular tú command of an irregular verb, not a person mix-up.
      ("im-005", "sale", "sal", "salir is one of the eight short tú commands: sal"),
      // The quiz's families in context.
      ("pi-??detenerse", "se detenió", "se detuvo", "detenerse: se detuvo, not se detenió"),
      ("tp-058", "habré hacido", "habré hecho", "hacer: habré hecho, not habré hacido"),
      (
        "pr-??atender", "atiendiendo", "atendiendo",
        "the gerundio does not take the presente's e → ie (atiende): atendiendo"
      ),
      ("pi-002", "acosté", "me acosté", "acostarse keeps its pronoun: me acosté"),
      // Named by every cell it fills: the pretérito first, the error this item catches.
      ("pi-??chatear", "chateamos", "chateábamos", "chateamos is the pretérito or the presente de indicativo;"),
      // The learner meant usted: named as the usted command, not as "yo".
      (
        "im-??presionar", "presione", "presiona",
        "presione is the usted command (also the presente de subjuntivo: yo, él); the subject here is tú."
      ),
      // A regularised condicional, in an imperfecto slot and in its own slot.
      ("pi-??caber", "cabería", "cabía", "caber: cabría, not cabería. And cabría is the condicional;"),
      ("ss-??caber", "cabería", "cabría", "caber: cabría, not cabería"),
      // The spelling change missed in the subjunctive.
      ("sp-??abrigarse", "me abrige", "me abrigue", "abrigarse changes g → gu: me abrigue"),
      // The mood was right: the line is about the tense.
      (
        "sp-168", "hiciera", "haga",
        "hiciera is the imperfecto de subjuntivo; the subjunctive is right, but the main verb is in the present, the future or a command and the sentence speaks of now or of what is to come, so the subjunctive takes a present tense: haga."
      ),
      (
        "sp-122", "hayamos salido", "salgamos",
        "hayamos salido is the perfecto de subjuntivo; the subjunctive is right, but the action is not over before the moment the main verb speaks of, so it takes the simple tense: salgamos."
      ),
    ])
  func explained(_ id: String, _ answer: String, _ right: String, _ line: String) throws {
    let id = try Self.resolve(id)
    let block = try Self.play(id, [answer])
    #expect(block.contains("> ✗ Wrong. The answer is \(right).\n"), "\(block)")
    #expect(block.contains(line), "\(block)")
  }

  /// The few sentences named by their verb here ("pi-??detenerse"): the one
  /// sentence of that file prefix with that verb.
  static func resolve(_ id: String) throws -> String {
    guard id.contains("??") else { return id }
    let parts = id.components(separatedBy: "-??")
    let matches = try ContextLibrary.standard().sentences.filter {
      $0.id.hasPrefix(parts[0] + "-") && $0.verb == parts[1]
    }
    return try #require(matches.first?.id)
  }

  @Test("a refused alternative's note is the explanation")
  func refusedAlternative() throws {
    let text = """
      id: r-001
      topic: subjuntivo-emocion
      level: B2
      region: all
      text: Temo que el río ___ si sigue lloviendo así.
      verb: desbordarse
      person: el
      show-person: no
      answers: presenteDeSubjuntivo
      english: I'm afraid the river will burst its banks.
      cue: "Temer que" (fear) takes the subjunctive.
      also: futuroDeIndicativo | se desbordará: a prediction one fears.
      not: imperfectoDeIndicativo | se desbordaba would be a past habit, and the rain is now.
      """
    let sentence = try #require(try ContextParser.parse(text, file: "t.txt").first)
    let explanation = ContextExplanation.explain("se desbordaba", to: sentence, catalog: .standard)
    #expect(explanation?.text == "se desbordaba would be a past habit, and the rain is now.")
    #expect(ContextExplanation.explain("se desbordará", to: sentence, catalog: .standard) == nil)
  }
}
