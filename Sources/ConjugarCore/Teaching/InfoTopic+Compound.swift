extension InfoTopic {
  /// The overview of compound tenses, then one short entry per compound tense.
  static let compound: [InfoTopic] = [
    compuestos, perfecto, pluscuamperfecto, preteritoAnterior, futuroPerfecto, condicionalCompuesto,
    perfectoSubjuntivo, pluscuamperfectoSubjuntivo, futuroPerfectoSubjuntivo,
  ]

  static let compuestos = InfoTopic(
    key: "compuestos", title: "Compound tenses (tiempos compuestos)",
    summary: "haber + participio: the perfect tenses",
    names: ["compound", "compound tenses", "tiempos compuestos", "compuesto", "perfect tenses", "haber"],
    body: """
      ## What they express
      Each simple tense has a compound partner made of haber in that tense plus the participio. The compound \
      tense places the action before the time of its simple partner: the perfecto is "already, by now", the \
      pluscuamperfecto "already, by then", the futuro perfecto "already, by some future moment".

      > Ya {comer|perfectoDeIndicativo|yo}.
      > Cuando llegaste, ya {comer|pluscuamperfectoDeIndicativo|yo}.
      > A las diez ya {comer|futuroPerfecto|yo}.

      ## How they are formed
      Haber, conjugated, + the participio, which never changes for gender or number after haber: \
      {hablar|perfectoDeIndicativo|yo}, {hablar|pluscuamperfectoDeIndicativo|nosotros}, \
      {hablar|futuroPerfecto|ellos}. Haber is irregular in most tenses, so learn its forms first; here the \
      perfecto and the pluscuamperfecto of hablar:

      %forms perfectoDeIndicativo hablar

      %forms pluscuamperfectoDeIndicativo hablar

      Nothing comes between haber and the participio: pronouns go before haber \
      ({lavarse|perfectoDeIndicativo|yo} las manos) and so does no. Irregular participios \
      ({hacer|participio}, {decir|participio}, {volver|participio}) are the only irregular part: see \
      `conjugar info participio`.

      ## Every compound tense
      - perfecto de indicativo: {hacer|perfectoDeIndicativo|yo}
      - pluscuamperfecto de indicativo: {hacer|pluscuamperfectoDeIndicativo|yo}
      - pretérito anterior: {hacer|preteritoAnterior|yo}
      - futuro perfecto: {hacer|futuroPerfecto|yo}
      - condicional compuesto: {hacer|condicionalCompuesto|yo}
      - perfecto de subjuntivo: {hacer|perfectoDeSubjuntivo|yo}
      - pluscuamperfecto de subjuntivo: {hacer|pluscuamperfectoDeSubjuntivo1|yo} or \
      {hacer|pluscuamperfectoDeSubjuntivo2|yo}
      - futuro perfecto de subjuntivo: {hacer|futuroPerfectoDeSubjuntivo|yo}
      Each has its own short entry (`conjugar info perfecto`, ...).
      """)

  static let perfecto = InfoTopic(
    key: "perfecto", title: "Perfecto de indicativo (present perfect)",
    summary: "he hablado: the past still connected to now",
    names: ["present perfect", "pretérito perfecto", "pretérito perfecto compuesto", "antepresente"],
    tenses: [.perfectoDeIndicativo],
    body: """
      Haber in the presente + participio. A past action seen from a present that includes it: experiences \
      ("ever"), things done in a period not yet over (hoy, esta semana, este año) and recent news in Spain.

      > ¿{^estar|perfectoDeIndicativo|tu} alguna vez en México?
      > Esta mañana {ver|perfectoDeIndicativo|yo} a tu hermano.
      > Todavía no {volver|perfectoDeIndicativo|ellos}.

      %forms perfectoDeIndicativo hablar volver

      Against the pretérito: a finished time (ayer, el lunes, en 2015) takes the pretérito: ayer \
      {ver|preterito|yo} a tu hermano. Most of Latin America uses the pretérito where Spain uses the perfecto \
      for today's events, and keeps the perfecto for experiences and for what continues.
      """)

  static let pluscuamperfecto = InfoTopic(
    key: "pluscuamperfecto", title: "Pluscuamperfecto de indicativo (past perfect)",
    summary: "había hablado: before another past moment",
    names: ["past perfect", "pluperfect", "pretérito pluscuamperfecto", "antecopretérito"],
    tenses: [.pluscuamperfectoDeIndicativo],
    body: """
      Haber in the imperfecto + participio: {hablar|pluscuamperfectoDeIndicativo|yo}. What had already happened before another past event or \
      moment.

      > Cuando llegamos, la película ya {empezar|pluscuamperfectoDeIndicativo|el}.
      > Nunca {ver|pluscuamperfectoDeIndicativo|yo} el mar hasta ese verano.
      > Me dijo que {perder|pluscuamperfectoDeIndicativo|el} las llaves.

      %forms pluscuamperfectoDeIndicativo hablar hacer

      Against the pretérito: when events are told in order, the pretérito is enough; the pluscuamperfecto \
      marks a step back in time.
      """)

  static let preteritoAnterior = InfoTopic(
    key: "preterito-anterior", title: "Pretérito anterior (past anterior)",
    summary: "hube hablado: literary, right after a past event",
    names: ["past anterior", "antepretérito", "preterito anterior"], tenses: [.preteritoAnterior],
    body: """
      Haber in the pretérito + participio. An action completed immediately before another past action, after \
      apenas, en cuanto, tan pronto como, cuando, después de que. Found only in careful literary prose; speech \
      uses the pretérito or the pluscuamperfecto instead.

      > Apenas {terminar|preteritoAnterior|el} de hablar, todos aplaudieron.
      > En cuanto {salir|preteritoAnterior|ellos}, cerramos la puerta.

      %forms preteritoAnterior hablar decir

      In conversation: en cuanto {salir|preterito|ellos}, cerramos la puerta.
      """)

  static let futuroPerfecto = InfoTopic(
    key: "futuro-perfecto", title: "Futuro perfecto (future perfect)",
    summary: "habré hablado: done by a future moment; guesses",
    names: ["future perfect", "futuro compuesto", "antefuturo"], tenses: [.futuroPerfecto],
    body: """
      Haber in the futuro + participio. What will have happened by a point in the future, and, like the \
      futuro, a guess, here about something just past.

      > Para el lunes {terminar|futuroPerfecto|yo} el informe.
      > Todavía no ha llegado; {perder|futuroPerfecto|el} el tren.

      %forms futuroPerfecto hablar poner

      A guess about a moment in the past itself takes the condicional: {ser|condicional|ellos} las dos.
      """)

  static let condicionalCompuesto = InfoTopic(
    key: "condicional-compuesto", title: "Condicional compuesto (conditional perfect)",
    summary: "habría hablado: what would have happened",
    names: ["conditional perfect", "condicional perfecto", "antepospretérito"], tenses: [.condicionalCompuesto],
    body: """
      Haber in the condicional + participio. What would have happened under a condition that did not hold, \
      and a guess about something that came before another past moment ("must have").

      > Si me lo {decir|pluscuamperfectoDeSubjuntivo1|tu}, te {ayudar|condicionalCompuesto|yo}.
      > Yo no lo {hacer|condicionalCompuesto|yo}.
      > Cuando llegué ya se {ir|condicionalCompuesto|ellos}.

      %forms condicionalCompuesto hablar hacer

      Never in the "if" clause of a condition, which takes the pluscuamperfecto de subjuntivo, as in the \
      first example. Si meaning "whether" is different and takes it freely: no sé si lo \
      {hacer|condicionalCompuesto|yo}.
      """)

  static let perfectoSubjuntivo = InfoTopic(
    key: "perfecto-subjuntivo", title: "Perfecto de subjuntivo (present perfect subjunctive)",
    summary: "haya hablado: the perfecto in the subjunctive",
    names: ["present perfect subjunctive", "pretérito perfecto de subjuntivo", "perfecto subjuntivo"],
    tenses: [.perfectoDeSubjuntivo],
    body: """
      Haber in the presente de subjuntivo + participio. The subjunctive partner of the perfecto (and of the \
      futuro perfecto) after the usual triggers, with a present main verb.

      > Espero que {llegar|perfectoDeSubjuntivo|vosotros} bien.
      > No creo que lo {terminar|perfectoDeSubjuntivo|ellos} todavía.
      > Cuando {acabar|perfectoDeSubjuntivo|tu}, avísame.

      %forms perfectoDeSubjuntivo hablar ver
      """)

  static let pluscuamperfectoSubjuntivo = InfoTopic(
    key: "pluscuamperfecto-subjuntivo", title: "Pluscuamperfecto de subjuntivo (-ra and -se)",
    summary: "hubiera / hubiese hablado: the unreal past",
    names: ["past perfect subjunctive", "pluperfect subjunctive", "pluscuamperfecto subjuntivo"],
    tenses: [.pluscuamperfectoDeSubjuntivo1, .pluscuamperfectoDeSubjuntivo2],
    body: """
      Haber in the imperfecto de subjuntivo (-ra or -se) + participio: {hablar|pluscuamperfectoDeSubjuntivo1|yo} \
      or {hablar|pluscuamperfectoDeSubjuntivo2|yo}. The subjunctive of a past before the past, and above all the \
      "if" clause of a condition about the past that did not happen.

      > Si {estudiar|pluscuamperfectoDeSubjuntivo1|tu}, {aprobar|condicionalCompuesto|tu}.
      > Ojalá no {decir|pluscuamperfectoDeSubjuntivo2|yo} nada.
      > Me sorprendió que no {venir|pluscuamperfectoDeSubjuntivo1|ellos}.

      %forms pluscuamperfectoDeSubjuntivo1 hablar

      %forms pluscuamperfectoDeSubjuntivo2 hablar

      In speech the -ra form often replaces the condicional compuesto too: \
      {hablar|pluscuamperfectoDeSubjuntivo1|yo} antes (I would have spoken earlier).
      """)

  static let futuroPerfectoSubjuntivo = InfoTopic(
    key: "futuro-perfecto-subjuntivo", title: "Futuro perfecto de subjuntivo (future perfect subjunctive)",
    summary: "hubiere hablado: legal texts only",
    names: ["future perfect subjunctive", "futuro perfecto subjuntivo"], tenses: [.futuroPerfectoDeSubjuntivo],
    body: """
      Haber in the futuro de subjuntivo + participio. A hypothetical action completed before a future moment, \
      in laws and contracts. Everyday Spanish uses the perfecto de indicativo after si and the perfecto \
      de subjuntivo after cuando, el que and the like.

      > Si al término del plazo no se {presentar|futuroPerfectoDeSubjuntivo|el} la solicitud, se archivará.

      %forms futuroPerfectoDeSubjuntivo hablar

      In speech: si no se {presentar|perfectoDeIndicativo|el} la solicitud (perfecto de indicativo), \
      cuando se {presentar|perfectoDeSubjuntivo|el} la solicitud (perfecto de subjuntivo).
      """)
}
