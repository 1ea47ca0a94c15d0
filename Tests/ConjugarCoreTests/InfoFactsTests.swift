import Testing

@testable import ConjugarCore

/// Issue 33's findings on the info pages, one test per factual error: the claim a
/// reviewer found untrue is gone, and what the DPD and the Nueva gramática say is
/// there. The expected sentences are written by hand.
@Suite("InfoFacts: what the info pages claim")
struct InfoFactsTests {
  /// A page as one line, wide enough that nothing wraps.
  static func page(_ key: String) throws -> String {
    let topic = try #require(InfoCatalog.standard.topic(named: key), "no page \(key)")
    return topic.render(width: 400, measure: 400, catalog: .standard).joined(separator: "\n")
  }

  @Test("stem changes: vos keeps the plain vowel only where its ending is stressed")
  func vosStemChange() throws {
    let text = try Self.page("stem-changes")
    #expect(!text.contains("Vos never changes"))
    #expect(text.contains("que vos puedas, no pienses"))
  }

  @Test("stem changes: poder's gerundio pudiendo is the -er verb that changes")
  func pudiendo() throws {
    let text = try Self.page("stem-changes")
    #expect(!text.contains("-ar and -er verbs never do"))
    #expect(text.contains("poder closes o → u in its gerundio, pudiendo"))
  }

  @Test(
    "strong pretéritos: -iste, -imos, -isteis, -ieron are stressed; yo and él are not",
    arguments: [
      "preteritos-irregulares", "preterito",
    ])
  func strongEndingsStress(key: String) throws {
    let text = try Self.page(key)
    #expect(!text.contains("unstressed endings -e, -iste"))
    #expect(!text.contains("endings that are not stressed: -e, -iste"))
    #expect(text.contains("on the stem"))
  }

  @Test(
    "iros: accepted by the RAE in 2017, not by the 2009 grammar; idos still recommended",
    arguments: [
      "imperativo", "pronominal",
    ])
  func iros(key: String) throws {
    let text = try Self.page(key)
    #expect(!text.contains("Nueva gramática (2009) also accepts iros"))
    #expect(text.contains("since 2017 it also accepts iros"))
    #expect(text.contains("idos, which the RAE still recommends"))
  }

  @Test("subjuntivo: the same subject takes the infinitive after wanting, not always (dudo que pueda)")
  func sameSubject() throws {
    let text = try Self.page("subjuntivo")
    #expect(!text.contains("When both verbs have the same subject Spanish uses the infinitive"))
    #expect(text.contains("dudo poder ir, or dudo que pueda ir"))
  }

  @Test("imperfecto de subjuntivo: a present main verb takes it for a past event")
  func presentMainVerb() throws {
    let text = try Self.page("imperfecto-subjuntivo")
    #expect(!text.contains("After a present main verb use the presente de subjuntivo"))
    #expect(text.contains("no creo que lo dijera ayer"))
  }

  @Test("imperfecto de subjuntivo, the page a wrong si clause points to, shows si + hubiera + habría")
  func unrealPast() throws {
    let text = try Self.page("imperfecto-subjuntivo")
    #expect(text.contains("si hubiera tenido tiempo, habría ido"))
  }

  @Test("spelling changes: -uir forms carry no accent where ui is one syllable (construido, hui)")
  func uirAccents() throws {
    let text = try Self.page("spelling-changes")
    #expect(text.contains("construí, but construido, incluido, huido"))
    #expect(text.contains("one-syllable hui"))
    #expect(!text.contains("construído"))
  }

  @Test("spelling changes: coger is not taught as the default (vulgar in much of Latin America)")
  func coger() throws {
    let text = try Self.page("spelling-changes")
    #expect(!text.contains("No cojo el autobús"))
    #expect(text.contains("in much of Latin America it is a vulgar word"))
  }

  @Test("spelling changes: -ñir, -llir and -eír pretéritos")
  func nirEir() throws {
    let text = try Self.page("spelling-changes")
    #expect(text.contains("tiñó, gruñeron, bullendo"))
    #expect(text.contains("rio, rieron, sonrió, friendo"))
  }

  @Test("periphrases: no enclitic on a participio, and volver a is not overstated")
  func periphrases() throws {
    let text = try Self.page("perifrasis")
    #expect(!text.contains("at the end of the other verb"))
    #expect(text.contains("A participio never takes one: lo tengo hecho"))
    #expect(!text.contains("more common than otra vez"))
    for phrase in [
      "hay que esperar", "había que esperar", "debes descansar", "debe de estar en casa",
      "empezó a llover", "estaba a punto de salir",
    ] {
      #expect(text.contains(phrase), "\(phrase)")
    }
  }

  @Test("subjuntivo: ojalá, quizá(s)/tal vez and aunque")
  func moodWords() throws {
    let text = try Self.page("subjuntivo")
    for phrase in [
      "ojalá venga", "ojalá viniera", "quizá venga mañana, quizá vendrá mañana",
      "vendrá mañana, quizá", "a lo mejor viene", "aunque llueve, salimos", "aunque llueva, saldremos",
    ] {
      #expect(text.contains(phrase), "\(phrase)")
    }
  }

  @Test("voseo: para vos, Uruguay's tú tenés, and commands with enclitics")
  func voseo() throws {
    let text = try Self.page("voseo")
    for phrase in ["para vos, con vos", "tú tenés", "sentate, decime, callate", "decímelo"] {
      #expect(text.contains(phrase), "\(phrase)")
    }
  }

  @Test("accents: dio and fue carry no accent")
  func dioFue() throws {
    let text = try Self.page("accents")
    #expect(text.contains("Dio, fue, fui and vio have carried no accent since 1952"))
  }

  @Test(
    "a reported-speech page exists and answers to its names",
    arguments: [
      "reported speech", "estilo indirecto", "estilo-indirecto",
    ])
  func reportedSpeech(name: String) throws {
    #expect(InfoCatalog.standard.topic(named: name)?.key == "estilo-indirecto")
  }
}
