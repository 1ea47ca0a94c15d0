extension InfoTopic {
  /// Non-finite forms and topics that are not one tense.
  static let other: [InfoTopic] = [gerundio, participio, voseo, usted, pronominal, accents]

  static let gerundio = InfoTopic(
    key: "gerundio", title: "Gerundio (gerund, -ando / -iendo)",
    summary: "hablando: in progress, and the way it is done",
    names: ["gerund", "present participle", "ing"], tenses: [.gerundio],
    body: """
      ## What it expresses
      An action in progress, mostly with estar (estar + gerundio is the progressive), and the way or the time \
      in which something is done. It never changes for person, gender or number.

      > {^estar|presenteDeIndicativo|yo} {leer|gerundio} una novela.
      > {^estar|imperfectoDeIndicativo|nosotros} {cenar|gerundio} cuando llamaste.
      > {^seguir|presenteDeIndicativo|el} {trabajar|gerundio} en el mismo sitio.
      > Aprendí inglés {ver|gerundio} series.

      ## When not to use it
      - English "-ing" as a noun or after a preposition is the infinitive in Spanish: me gusta nadar \
      (I like swimming), antes de salir (before leaving), fumar es malo.
      - "-ing" describing a thing is not a gerundio: una caja que contiene libros, not "una caja conteniendo".
      - Ir and venir in the progressive: "estoy yendo" is common in the Americas, but Spain prefers the \
      plain presente: ya {ir|presenteDeIndicativo|yo} for "I'm coming".

      ## How it is formed
      -ar verbs add -ando, -er and -ir verbs add -iendo: {hablar|gerundio}, {comer|gerundio}, {vivir|gerundio}.
      - -ir stem changers close e → i and o → u: {pedir|gerundio}, {sentir|gerundio}, {dormir|gerundio}, \
      {morir|gerundio}; also decir {decir|gerundio} and poder {poder|gerundio}.
      - i becomes y between vowels: {leer|gerundio}, {caer|gerundio}, {construir|gerundio}, {oír|gerundio}, and \
      ir gives {ir|gerundio}.
      - After ñ and ll the i is absorbed: {tañer|gerundio}, {bullir|gerundio}.
      Pronouns attach to it with an accent: {sentarse|gerundio}.
      """)

  static let participio = InfoTopic(
    key: "participio", title: "Participio (past participle, -ado / -ido)",
    summary: "hablado: compound tenses, passive, adjectives",
    names: ["participle", "past participle", "participio pasado"], tenses: [.participio],
    body: """
      ## What it expresses
      A completed action. It makes the compound tenses with haber (where it never changes), the passive with \
      ser, and results with estar; as an adjective it agrees like one.

      > {^haber|presenteDeIndicativo|yo} {escribir|participio} tres cartas.
      > El libro fue {escribir|participio} a mano.
      > Los libros están {abrir|participio}s.

      ## Agreement
      - After haber it never agrees: las cartas que he {escribir|participio}, not "escritas".
      - With ser (action) and estar (result) it agrees with the subject: el museo fue {abrir|participio} \
      en 1990; los museos están {abrir|participio}s.
      - Postures and states that English says with "-ing" are participios in Spanish: \
      {estar|presenteDeIndicativo|el} {sentar|participio} (he is sitting), {estar|imperfectoDeIndicativo|el} \
      {acostar|participio} (he was lying down), {colgar|participio} de la pared (hanging on the wall).

      ## How it is formed
      -ar verbs add -ado, -er and -ir verbs -ido: {hablar|participio}, {comer|participio}, {vivir|participio}. \
      After a, e or o the i takes an accent: {leer|participio}, {caer|participio}, {oír|participio}.

      ## Irregular participios
      The common ones end in -to or -cho:
      - {abrir|participio}, {cubrir|participio}, {escribir|participio}, {morir|participio}, {poner|participio}, \
      {romper|participio}, {ver|participio}, {volver|participio}, {resolver|participio}
      - {decir|participio}, {hacer|participio}, {satisfacer|participio}
      Compounds follow their base: {descubrir|participio}, {devolver|participio}, {suponer|participio}, \
      {deshacer|participio}. Three verbs have two participios, both right after haber: imprimir \
      ({imprimir|participio} or impreso), freír ({freír|participio} or frito) and proveer \
      ({proveer|participio} or provisto). As adjectives the short ones are the usual: un libro impreso, \
      patatas fritas. The quiz accepts both.
      """)

  static let voseo = InfoTopic(
    key: "voseo", title: "Voseo (vos instead of tú)",
    summary: "vos hablás, tenés, sos: where vos is not tú",
    names: ["vos", "voseo rioplatense"],
    body: """
      ## Who uses vos
      In Argentina, Uruguay and Paraguay, and across much of Central America, vos replaces tú as the familiar \
      singular "you", in speech and in most writing. Elsewhere (Chile, parts of Colombia, Venezuela, Bolivia) \
      it is regional or informal. The object pronoun stays te and the possessive tu: vos te llamás, tu casa. \
      Set `secondSingularQuiz` to Vos to be asked it.

      Chile's informal speech has a voseo of its own, in the verb only and often with the pronoun tú: \
      ¿cómo estái?, ¿querís?, ¿vivís acá? (-ái for -ar verbs, -ís for -er and -ir). It is not written in \
      standard texts, and conjugar does not ask it.

      ## Where it differs from tú
      Only two tenses differ in the standard voseo conjugar teaches, both stressed on the last syllable:
      - presente de indicativo: -ás, -és, -ís ({hablar|presenteDeIndicativo|vos}, {tener|presenteDeIndicativo|vos}, \
      {vivir|presenteDeIndicativo|vos}); no stem change and no irregular stem: {poder|presenteDeIndicativo|vos} \
      (tú {poder|presenteDeIndicativo|tu}), {querer|presenteDeIndicativo|vos}, {decir|presenteDeIndicativo|vos}. \
      Ser is {ser|presenteDeIndicativo|vos}; ir is {ir|presenteDeIndicativo|vos}, as for tú.
      - imperativo afirmativo: drop the r and stress the vowel: {hablar|imperativoPositivo|vos}, \
      {tener|imperativoPositivo|vos}, {venir|imperativoPositivo|vos}, {decir|imperativoPositivo|vos}. Ir uses \
      andar's form ({ir|imperativoPositivo|vos}).
      Every other tense is the tú form: {tener|preterito|vos}, {tener|imperfectoDeIndicativo|vos}, \
      {tener|futuroDeIndicativo|vos}, and the negative command {hablar|imperativoNegativo|vos}. In \
      Argentina and Central America you will also hear the subjunctive stressed like vos (que vos \
      hablés, no hablés, no tengás); it is common in speech, but the standard, and conjugar, keep tú's \
      forms there.

      The presente, tú and vos side by side:

      %forms presenteDeIndicativo hablar poder ser

      > ¿De dónde {ser|presenteDeIndicativo|vos}?
      > ¿{^querer|presenteDeIndicativo|vos} un mate?
      > {^venir|imperativoPositivo|vos} a casa el sábado.

      ## Pronouns with vos
      After a preposition vos stays vos: para vos, con vos (never contigo), a vos te digo. Pronouns attach \
      to the command as with tú, and the stress stays on the ending: {sentarse|imperativoPositivo|vos}, \
      decime, callate; with two pronouns the word needs its accent: decímelo.

      In Uruguay many speakers mix the two: the pronoun tú with vos's verb (tú tenés, tú sabés). It is \
      common in speech there; the standard pairs tú with tienes and vos with tenés.

      ## A common slip
      Vos without its accent is another person's form: caminas is tú, vos is \
      {caminar|presenteDeIndicativo|vos}. The quiz counts such an answer as wrong, not as an accent slip.

      In speech you will also hear an s added to the pretérito for vos (vos tuvistes, vos dijistes), by \
      analogy with the -s of the other persons' forms. It is not standard anywhere: the written vos \
      pretérito is tú's, {tener|preterito|vos}, {decir|preterito|vos}.
      """)

  static let pronominal = InfoTopic(
    key: "pronominal", title: "Pronominal verbs and enclitic pronouns (-se verbs)",
    summary: "me levanto, siéntate: pronouns with the verb",
    names: [
      "reflexive", "reflexive verbs", "pronominal verbs", "enclitic", "enclitics", "enclíticos",
      "verbos pronominales", "reflexivos", "pronouns",
    ],
    body: """
      ## What they are
      A pronominal verb is listed with -se (levantarse, acordarse, irse) and is always conjugated with the \
      pronoun of its own subject: me, te, se, nos, os, se. Some are truly reflexive (lavarse, to wash \
      oneself); many simply mean something different from the plain verb: ir (to go) and irse (to leave), \
      dormir and dormirse (to fall asleep), acordar (to agree) and acordarse (to remember).

      > {^levantarse|presenteDeIndicativo|yo} a las siete.
      > ¿Te {acordar|presenteDeIndicativo|tu} de mí? — Sí, {acordarse|presenteDeIndicativo|yo}.
      > Ayer {irse|preterito|nosotros} temprano.

      ## Where the pronoun goes
      - Before a conjugated verb, written apart: {sentarse|presenteDeIndicativo|el}, \
      {sentarse|perfectoDeIndicativo|nosotros} (before haber, never between haber and the participio).
      - Attached to the end (enclitic) of an affirmative command, a gerundio and an infinitive: \
      {sentarse|imperativoPositivo|tu}, {sentarse|gerundio}, sentarse.
      - In a negative command it comes before: {sentarse|imperativoNegativo|tu}.
      - With a verb + infinitive or gerundio either place is right: me voy a sentar / voy a sentarme.

      ## Accents when a pronoun is attached
      Attaching a syllable moves the word's end, so a written accent often appears to keep the stress where it \
      was: sienta → {sentarse|imperativoPositivo|tu}, sentando → {sentarse|gerundio}. A one-syllable command \
      with one pronoun needs none: ve → {irse|imperativoPositivo|tu}, pon → {ponerse|imperativoPositivo|tu}; \
      with two it does: dímelo.

      ## Model verbs
      Levantarse in the presente, sentarse and irse in the affirmative imperative:

      %forms presenteDeIndicativo levantarse

      %forms imperativoPositivo sentarse irse

      ## Lost letters
      - Nosotros drops its final s before -nos: sentemos → {sentarse|imperativoPositivo|nosotros}; and \
      before se, when se stands for le: digamos + se + lo → digámoselo, never digámosselo.
      - Vosotros drops its d before -os: sentad → {sentarse|imperativoPositivo|vosotros}; only irse keeps it: \
      {irse|imperativoPositivo|vosotros}, which the RAE still recommends, though since 2017 it also accepts \
      iros, and so does the quiz.
      - Vos's command keeps its stressed vowel, so it takes an accent only where the longer word needs one: \
      {sentarse|imperativoPositivo|vos}, callate, decime, but decímelo.
      In the quiz, type the pronoun too: me levanto, no te sientes, siéntate.
      """)

  static let accents = InfoTopic(
    key: "accents", title: "Typing accents (the quiz's shorthand)",
    summary: "a' u: n~ for á ü ñ without a Spanish keyboard",
    names: ["accent", "acentos", "shorthand", "tildes", "typing", "keyboard"],
    body: """
      ## Without a Spanish keyboard
      Type the letter, then a mark; the quiz reads the pair as one letter:
        a' e' i' o' u'   á é í ó ú
        u:               ü
        n~               ñ
      The acute accent key (´) and the diaeresis (¨) work in place of ' and :, and capitals work too (A' is Á). \
      An accent typed with a dead key, or as a separate combining mark, counts as the accented letter.

      > comi' is read as {comer|preterito|yo}
      > argu:i' is read as {argüir|preterito|yo}
      > ensen~e' is read as {enseñar|preterito|yo}

      ## How accents are scored
      A right answer with a missing or misplaced accent (á é í ó ú) scores 5 points instead of 10, as long \
      as what you typed is no form of the verb: "estan" for {estar|presenteDeIndicativo|ellos} or "comio" \
      for {comer|preterito|el} is an accent slip, and so is "háblara" for {hablar|futuroDeIndicativo|el}, an \
      accent put on the wrong vowel. But when the answer, as typed or with its missing accents put in, is \
      another form of the same verb, it is wrong, because it is another word: "hablo" (presente, yo) for \
      {hablar|preterito|el} (pretérito, él), "usaran" for {usar|futuroDeIndicativo|ellos}, "caminas" (tú) \
      for vos {caminar|presenteDeIndicativo|vos}. \
      Ü and ñ are letters of their own, never accents: "averigue" for {averiguar|presenteDeSubjuntivo|yo} \
      is misspelled, not a slip.

      ## Why the accents matter
      In verbs an accent often is the only difference between two forms: {hablar|preterito|el} (he spoke) and \
      {hablar|presenteDeIndicativo|yo} (I speak), {hablar|imperfectoDeSubjuntivo1|el} \
      and {hablar|futuroDeIndicativo|el}. conjugar follows the RAE's 2010 rules: one-syllable forms carry none ({criar|preterito|el}, \
      {guiar|preterito|yo}), and older accented spellings of those are accepted too. {^dar|preterito|el}, \
      {ser|preterito|el}, {ser|preterito|yo} and {ver|preterito|el} have carried no accent since 1952: \
      "dió" and "fué" are misspellings, not older forms.
      """)
}
