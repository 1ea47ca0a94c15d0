extension InfoTopic {
  /// The simple tenses of the indicative.
  static let indicative: [InfoTopic] = [presente, preterito, imperfecto, futuro, condicional]

  static let presente = InfoTopic(
    key: "presente", title: "Presente de indicativo (present)",
    summary: "what is true now, habits, and the near future",
    names: ["present", "present indicative", "presente indicativo"], tenses: [.presenteDeIndicativo],
    body: """
      ## What it expresses
      The presente states what is the case now, what happens regularly, and what is always true. It also covers \
      actions in progress where English uses "-ing", and, with a time word, arrangements for the near future.

      > {^vivir|presenteDeIndicativo|yo} en Madrid desde 2019.
      > Los sábados {jugar|presenteDeIndicativo|nosotros} al fútbol.
      > El agua {hervir|presenteDeIndicativo|el} a cien grados.
      > Mañana {salir|presenteDeIndicativo|ellos} a las ocho.

      ## When not to use it
      - For an action happening at this very moment Spanish often prefers estar + gerundio: \
      {estar|presenteDeIndicativo|yo} {comer|gerundio} is "I am eating (right now)"; \
      {comer|presenteDeIndicativo|yo} alone also means "I eat".
      - After expressions of wish, doubt or emotion (quiero que, dudo que, me alegra que) the presente de \
      subjuntivo replaces it: quiero que {venir|presenteDeSubjuntivo|tu}, not "quiero que vienes".
      - "I have lived here for two years" (and still do) is the presente in Spanish: hace dos años que \
      {vivir|presenteDeIndicativo|yo} aquí, or {llevar|presenteDeIndicativo|yo} dos años \
      {vivir|gerundio} aquí. {^vivir|perfectoDeIndicativo|yo} aquí dos años is right too: it counts the \
      stay up to now and leaves open whether it goes on; the presente says plainly that it does.

      ## How it is formed
      Drop -ar, -er or -ir and add:

        -ar: o  as  a  amos  áis  an
        -er: o  es  e  emos  éis  en
        -ir: o  es  e  imos  ís   en

      Vos has its own endings, stressed on the last syllable: -ás, -és, -ís \
      ({hablar|presenteDeIndicativo|vos}, {comer|presenteDeIndicativo|vos}, {vivir|presenteDeIndicativo|vos}).

      ## Model verbs
      Three regular verbs, then pensar (e → ie), poder (o → ue), tener (yo in -go and e → ie) and ir:

      %forms presenteDeIndicativo hablar comer vivir

      %forms presenteDeIndicativo pensar poder tener ir

      ## Irregular stems
      - Stem vowels change where the stress falls on the stem (yo, tú, él, ellos): e → ie \
      ({pensar|presenteDeIndicativo|yo}), o → ue ({poder|presenteDeIndicativo|yo}), e → i in -ir verbs \
      ({pedir|presenteDeIndicativo|yo}), and jugar u → ue ({jugar|presenteDeIndicativo|el}). Nosotros, vosotros \
      and vos keep the plain stem: {pensar|presenteDeIndicativo|nosotros}, {poder|presenteDeIndicativo|vos}.
      - Some verbs take -g- in yo only: {tener|presenteDeIndicativo|yo}, {poner|presenteDeIndicativo|yo}, \
      {salir|presenteDeIndicativo|yo}, {hacer|presenteDeIndicativo|yo}, {decir|presenteDeIndicativo|yo}.
      - Three take -ig- in yo: oír ({oír|presenteDeIndicativo|yo}), caer ({caer|presenteDeIndicativo|yo}) and \
      traer ({traer|presenteDeIndicativo|yo}), with their compounds ({atraer|presenteDeIndicativo|yo}, \
      {recaer|presenteDeIndicativo|yo}). Oír writes y where an ending starts with e \
      ({oír|presenteDeIndicativo|tu}, {oír|presenteDeIndicativo|ellos}), but its yo is not built on that y: \
      it is {oír|presenteDeIndicativo|yo}, never "oyo". The presente de subjuntivo is built on this yo: \
      {oír|presenteDeSubjuntivo|yo}, {caer|presenteDeSubjuntivo|yo}, {traer|presenteDeSubjuntivo|yo}.
      - Most verbs in vowel + -cer/-cir take -zc- in yo: {conocer|presenteDeIndicativo|yo}, \
      {conducir|presenteDeIndicativo|yo}. Not hacer ({hacer|presenteDeIndicativo|yo}), decir \
      ({decir|presenteDeIndicativo|yo}), cocer ({cocer|presenteDeIndicativo|yo}) or mecer \
      ({mecer|presenteDeIndicativo|yo}).
      - -uir verbs add y: {construir|presenteDeIndicativo|yo}, {construir|presenteDeIndicativo|ellos}.
      - Spelling keeps the sound: {escoger|presenteDeIndicativo|yo}, {seguir|presenteDeIndicativo|yo}, \
      {vencer|presenteDeIndicativo|yo}.
      - Irregular throughout: ser ({ser|presenteDeIndicativo|yo}, {ser|presenteDeIndicativo|tu}, \
      {ser|presenteDeIndicativo|el}), ir ({ir|presenteDeIndicativo|yo}, {ir|presenteDeIndicativo|tu}) and \
      haber ({haber|presenteDeIndicativo|yo}, {haber|presenteDeIndicativo|tu}, {haber|presenteDeIndicativo|el}).
      - Irregular in yo only: saber ({saber|presenteDeIndicativo|yo}), dar ({dar|presenteDeIndicativo|yo}), \
      ver ({ver|presenteDeIndicativo|yo}) and estar ({estar|presenteDeIndicativo|yo}); the rest is regular \
      ({saber|presenteDeIndicativo|tu}, {dar|presenteDeIndicativo|tu}, {ver|presenteDeIndicativo|tu}), except \
      that estar stresses its endings and writes their accents: {estar|presenteDeIndicativo|tu}, \
      {estar|presenteDeIndicativo|ellos}.
      """)

  static let preterito = InfoTopic(
    key: "preterito", title: "Pretérito (preterite, pretérito perfecto simple, indefinido)",
    summary: "completed actions in the past, seen as a whole",
    names: [
      "preterite", "preterit", "pretérito perfecto simple", "pretérito indefinido", "indefinido",
      "simple past",
    ],
    tenses: [.preterito],
    body: """
      ## What it expresses
      The pretérito tells what happened: an action or state in the past seen as finished and whole, with a \
      beginning and an end, however long it lasted. It moves a story forward: first this happened, then that.

      > Ayer {tener|preterito|yo} un examen.
      > {^vivir|preterito|nosotros} diez años en Lima.
      > {^llegar|preterito|el}, {abrir|preterito|el} la puerta y {decir|preterito|el} hola.

      ## Pretérito or imperfecto?
      The two tenses describe the same past from different angles. The pretérito counts events; the imperfecto \
      describes the scene, habits, and what was going on when an event happened.
      - Event against background: {leer|imperfectoDeIndicativo|yo} cuando {sonar|preterito|el} el teléfono.
      - A habit is imperfecto ({ir|imperfectoDeIndicativo|nosotros} a la playa cada verano); a single occasion, \
      or a number of times, is pretérito ({ir|preterito|nosotros} a la playa tres veces).
      - Some verbs change meaning: {conocer|preterito|yo} a Ana ("I met Ana"), {saber|preterito|yo} la verdad \
      ("I found out"), no {querer|preterito|el} ir ("he refused").

      ## Pretérito or perfecto?
      In most of Spain the perfecto (he hablado) is used for the past within a period that is not over (hoy, \
      este año); the pretérito for a finished period (ayer, en 2010). In most of Latin America the pretérito \
      covers both: hoy {comer|preterito|yo} temprano.

      ## How it is formed
        -ar:     é  aste   ó   amos  asteis  aron
        -er/-ir: í  iste   ió  imos  isteis  ieron
      The accents on yo and él matter: {hablar|preterito|el} (he spoke) is not hablo (I speak). \
      Nosotros of -ar and -ir verbs is the same as in the presente ({hablar|preterito|nosotros}, \
      {vivir|preterito|nosotros}): the context tells which.

      ## Model verbs
      Three regular verbs, then a strong pretérito (tener), ser and ir (the same forms), and pedir (e → i in él \
      and ellos):

      %forms preterito hablar comer vivir

      %forms preterito tener ser pedir

      ## Irregular stems
      - Strong pretéritos take their own stem and the endings -e, -iste, -o, -imos, -isteis, -ieron, with yo \
      and él stressed on the stem, so without an accent: \
      tener {tener|preterito|yo}, estar {estar|preterito|yo}, poder {poder|preterito|yo}, poner \
      {poner|preterito|yo}, saber {saber|preterito|yo}, hacer {hacer|preterito|yo} ({hacer|preterito|el}), \
      querer {querer|preterito|yo}, venir {venir|preterito|yo}, andar {andar|preterito|yo}.
      - After j the ending -ieron loses its i: decir {decir|preterito|yo}, {decir|preterito|ellos}; traer \
      {traer|preterito|ellos}; conducir {conducir|preterito|yo}, {conducir|preterito|ellos}.
      - Ser and ir share one pretérito: {ser|preterito|yo}, {ir|preterito|el}, {ir|preterito|ellos}. Dar takes \
      -er endings: {dar|preterito|yo}.
      - -ir stem changers change in él and ellos only: {pedir|preterito|el}, {dormir|preterito|ellos}.
      - Spelling in yo: {buscar|preterito|yo}, {llegar|preterito|yo}, {empezar|preterito|yo}; i becomes y \
      between vowels: {leer|preterito|el}, {caer|preterito|ellos}.
      """)

  static let imperfecto = InfoTopic(
    key: "imperfecto", title: "Imperfecto de indicativo (imperfect)",
    summary: "the past as background: habits, what was going on",
    names: ["imperfect", "imperfect indicative", "pretérito imperfecto", "copretérito", "imperfecto indicativo"],
    tenses: [.imperfectoDeIndicativo],
    body: """
      ## What it expresses
      The imperfecto looks at the past from inside, without its end in view: what used to happen, what was \
      going on, how things were. It sets the scene; the pretérito tells the events.

      > De niño {vivir|imperfectoDeIndicativo|yo} en el campo.
      > {^ser|imperfectoDeIndicativo|ellos} las diez y {llover|imperfectoDeIndicativo|el}.
      > Mientras {cocinar|imperfectoDeIndicativo|tu}, yo {poner|imperfectoDeIndicativo|yo} la mesa.
      > Siempre {ir|imperfectoDeIndicativo|nosotros} al mismo café.

      It is also the tense for age and time in the past ({tener|imperfectoDeIndicativo|yo} diez años), for \
      reported present (dijo que {estar|imperfectoDeIndicativo|el} cansado), and for polite requests \
      ({querer|imperfectoDeIndicativo|yo} pedirle un favor).

      ## When not to use it
      - A completed event, even a long one, is pretérito: {trabajar|preterito|yo} allí veinte años (and then \
      stopped); {trabajar|imperfectoDeIndicativo|yo} allí cuando te {conocer|preterito|yo}.
      - A counted number of times is pretérito: {llamar|preterito|el} tres veces.
      - "Would" for a habit is imperfecto (we would go every summer: {ir|imperfectoDeIndicativo|nosotros} cada \
      verano); "would" for a condition is the condicional.

      ## How it is formed
        -ar:     aba  abas  aba  ábamos  abais  aban
        -er/-ir: ía   ías   ía   íamos   íais   ían
      Yo and él share a form; add the pronoun when it is unclear. Only nosotros of -ar verbs carries an \
      accent ({hablar|imperfectoDeIndicativo|nosotros}); -er and -ir verbs have í in every person.

      ## Model verbs
      Three regular verbs and the only three irregular ones:

      %forms imperfectoDeIndicativo hablar comer vivir

      %forms imperfectoDeIndicativo ser ir ver

      ## Irregular verbs
      Only three: ser ({ser|imperfectoDeIndicativo|yo}, {ser|imperfectoDeIndicativo|nosotros}), ir \
      ({ir|imperfectoDeIndicativo|yo}, {ir|imperfectoDeIndicativo|nosotros}) and ver \
      ({ver|imperfectoDeIndicativo|yo}). Stem changers keep the plain stem: {pensar|imperfectoDeIndicativo|yo}, \
      {dormir|imperfectoDeIndicativo|yo}.
      """)

  static let futuro = InfoTopic(
    key: "futuro", title: "Futuro de indicativo (future)",
    summary: "what will happen, and guesses about the present",
    names: ["future", "future indicative", "futuro simple", "futuro imperfecto", "futuro indicativo"],
    tenses: [.futuroDeIndicativo],
    body: """
      ## What it expresses
      The futuro says what will happen, promises and predictions, and, surprisingly often, a guess about the \
      present: "it must be", "I wonder".

      > El año que viene {vivir|futuroDeIndicativo|nosotros} en Quito.
      > Te lo {decir|futuroDeIndicativo|yo} mañana.
      > ¿Qué hora {ser|futuroDeIndicativo|el}? {^ser|futuroDeIndicativo|ellos} las tres.
      > No {tener|futuroDeIndicativo|el} hambre: acaba de comer.

      ## When not to use it
      - Plans and the near future are usually ir a + infinitive in speech: \
      {ir|presenteDeIndicativo|yo} a estudiar esta noche. The futuro sounds firmer or more distant.
      - A scheduled event is often the presente: el tren {salir|presenteDeIndicativo|el} a las cinco.
      - After cuando, en cuanto, hasta que for a future event Spanish uses the presente de subjuntivo, not the \
      futuro: cuando {llegar|presenteDeSubjuntivo|tu}, llámame.
      - "Will you...?" as a request is the presente: ¿me {ayudar|presenteDeIndicativo|tu}?

      ## How it is formed
      The whole infinitive plus one set of endings for every verb:
        é  ás  á  emos  éis  án
      {hablar|futuroDeIndicativo|yo}, {comer|futuroDeIndicativo|tu}, {vivir|futuroDeIndicativo|nosotros}. \
      Every form but nosotros carries an accent on its ending.

      %forms futuroDeIndicativo hablar comer vivir

      %forms futuroDeIndicativo tener hacer decir

      ## Irregular stems
      Twelve common verbs shorten the infinitive; the endings stay regular, and the condicional uses the same \
      stem.
      - Drop the vowel: caber ({caber|futuroDeIndicativo|yo}), haber ({haber|futuroDeIndicativo|el}), \
      poder ({poder|futuroDeIndicativo|yo}), \
      querer ({querer|futuroDeIndicativo|yo}), saber ({saber|futuroDeIndicativo|yo}).
      - Vowel becomes d: poner ({poner|futuroDeIndicativo|yo}), salir ({salir|futuroDeIndicativo|yo}), tener \
      ({tener|futuroDeIndicativo|yo}), valer ({valer|futuroDeIndicativo|yo}), venir \
      ({venir|futuroDeIndicativo|yo}).
      - Short stems: decir ({decir|futuroDeIndicativo|yo}), hacer ({hacer|futuroDeIndicativo|yo}).
      Compounds follow them: {contener|futuroDeIndicativo|yo}, {deshacer|futuroDeIndicativo|yo}.
      """)

  static let condicional = InfoTopic(
    key: "condicional", title: "Condicional (conditional)",
    summary: "what would happen; polite requests; past guesses",
    names: ["conditional", "condicional simple", "pospretérito", "potencial"], tenses: [.condicional],
    body: """
      ## What it expresses
      The condicional says what would happen under some condition, softens requests and advice, gives the \
      future as seen from the past, and guesses about the past.

      > Con más tiempo, {viajar|condicional|yo} por todo el país.
      > ¿{^poder|condicional|tu} cerrar la ventana?
      > Yo en tu lugar no lo {hacer|condicional|yo}.
      > Dijo que {venir|condicional|el} a las ocho.
      > {^ser|condicional|ellos} las dos cuando volvió.

      ## When not to use it
      - In the "if" clause of an unreal condition Spanish uses the imperfecto de subjuntivo, never the \
      condicional: si {tener|imperfectoDeSubjuntivo1|yo} dinero, {comprar|condicional|yo} una casa. \
      "Si tendría" is a common mistake. Si meaning "whether" asks a question instead of setting a \
      condition, and takes the condicional freely: no sabía si {venir|condicional|ellos}.
      - English "would" for a past habit is the imperfecto: de niños {jugar|imperfectoDeIndicativo|nosotros} \
      en la calle.
      - "Wouldn't" as refusal is the pretérito: no {querer|preterito|el} venir.

      ## How it is formed
      The whole infinitive plus the -ía endings:
        ía  ías  ía  íamos  íais  ían
      {hablar|condicional|yo}, {comer|condicional|nosotros}, {vivir|condicional|ellos}. Yo and él share a \
      form.

      %forms condicional hablar comer vivir

      %forms condicional poder salir decir

      ## Irregular stems
      Exactly the stems of the futuro: {tener|condicional|yo}, {poder|condicional|yo}, {decir|condicional|yo}, \
      {hacer|condicional|yo}, {saber|condicional|yo}, {salir|condicional|yo}, {querer|condicional|yo}, \
      {haber|condicional|el}. Learn one tense and the other comes free.
      """)
}
