extension InfoTopic {
  /// Topics that cut across tenses: the patterns learners ask about by name.
  static let patterns: [InfoTopic] = [
    stemChanges, spellingChanges, irregularPreterites, periphrases, sequenceOfTenses, reportedSpeech,
  ]

  static let stemChanges = InfoTopic(
    key: "stem-changes", title: "Stem-changing verbs (e → ie, o → ue, e → i)",
    summary: "pienso, puedo, pido: the vowel that changes under stress",
    names: [
      "stem-changing verbs", "stem changes", "stem-changing", "stem change", "boot verbs", "diptongación",
      "diphthong verbs",
    ],
    body: """
      ## What changes
      In many verbs the last vowel of the stem changes when the stress falls on it: e → ie, o → ue, and in \
      some -ir verbs e → i. In the presentes the stress falls on the stem in yo, tú, él and ellos, and in \
      tú's command; nosotros and vosotros keep the plain vowel, and so does vos in the presente de \
      indicativo and its affirmative command, whose endings are stressed.

      > {^pensar|presenteDeIndicativo|yo} que sí, pero {pensar|presenteDeIndicativo|nosotros} otra cosa.
      > ¿{^poder|presenteDeIndicativo|tu} venir? — No, no {poder|presenteDeIndicativo|yo}.
      > {^pedir|presenteDeIndicativo|ellos} la cuenta.
      > {^jugar|presenteDeIndicativo|el} al tenis los martes.

      ## Three families
      - e → ie: pensar ({pensar|presenteDeIndicativo|yo}), entender ({entender|presenteDeIndicativo|yo}), \
      sentir ({sentir|presenteDeIndicativo|yo}), cerrar ({cerrar|presenteDeIndicativo|yo}).
      - o → ue: contar ({contar|presenteDeIndicativo|yo}), volver ({volver|presenteDeIndicativo|yo}), dormir \
      ({dormir|presenteDeIndicativo|yo}); jugar is the only u → ue ({jugar|presenteDeIndicativo|yo}).
      - e → i, in -ir verbs only: pedir ({pedir|presenteDeIndicativo|yo}), servir \
      ({servir|presenteDeIndicativo|yo}), repetir ({repetir|presenteDeIndicativo|yo}).
      At the start of a word ie is written ye and ue is written hue: errar ({errar|presenteDeIndicativo|yo}), \
      oler ({oler|presenteDeIndicativo|yo}). Adquirir changes i → ie: {adquirir|presenteDeIndicativo|yo}.

      %forms presenteDeIndicativo pensar volver pedir

      ## Where the change goes
      - The presente de indicativo and de subjuntivo, except nosotros and vosotros: \
      {volver|presenteDeSubjuntivo|yo}, but {volver|presenteDeSubjuntivo|nosotros}.
      - Tú's affirmative command: {cerrar|imperativoPositivo|tu}, {volver|imperativoPositivo|tu}. Vos keeps \
      the plain vowel where its ending is stressed, in the presente de indicativo and the affirmative \
      command: {poder|presenteDeIndicativo|vos}, {cerrar|imperativoPositivo|vos}. In the subjunctive, and so \
      in the negative command, vos takes tú's forms, and they change: que vos {poder|presenteDeSubjuntivo|vos}, \
      {pensar|imperativoNegativo|vos}.
      - Every other tense keeps the plain stem: {pensar|preterito|yo}, {contar|imperfectoDeIndicativo|yo}, \
      {volver|futuroDeIndicativo|yo}.

      ## -ir verbs change once more
      Stem-changing -ir verbs also close e → i and o → u where the ending starts with a, ie or ió (never \
      before a stressed í: sentimos, sentía, nor in the futuro: sentiré):
      - in the pretérito's él and ellos: {sentir|preterito|el}, {dormir|preterito|ellos}, \
      {pedir|preterito|ellos};
      - in nosotros and vosotros of the presente de subjuntivo: {sentir|presenteDeSubjuntivo|nosotros}, \
      {dormir|presenteDeSubjuntivo|vosotros};
      - in the gerundio: {sentir|gerundio}, {dormir|gerundio}, {pedir|gerundio};
      - and so in the whole imperfecto de subjuntivo, built on the pretérito: \
      {dormir|imperfectoDeSubjuntivo1|yo}.
      -ar and -er verbs do not ({pensar|preterito|el}, {volver|gerundio}), with one exception: poder closes \
      o → u in its gerundio, {poder|gerundio}.

      %forms presenteDeSubjuntivo sentir dormir pedir

      ## No rule tells which verbs
      Nothing in the infinitive says whether a verb changes: pensar does and pesar does not \
      ({pesar|presenteDeIndicativo|yo}); contar does and montar does not ({montar|presenteDeIndicativo|yo}). \
      Learn the common ones; dictionaries mark them.
      """)

  static let spellingChanges = InfoTopic(
    key: "spelling-changes", title: "Spelling-change verbs (buscar → busqué)",
    summary: "busqué, llegue, cojo, sigo: same sound, another letter",
    names: [
      "spelling changes", "spelling-change verbs", "spelling change", "orthographic changes",
      "cambios ortográficos", "ortografía",
    ],
    body: """
      ## Same sound, another letter
      Spanish spelling ties letters to sounds: c sounds /k/ before a, o and u, but like z before e and i; g \
      is hard before a, o and u, but like j before e and i. When an ending changes the vowel after the \
      stem's last consonant, the letter changes so that the sound stays. These verbs are regular: only the \
      spelling moves.

      > Ayer {buscar|preterito|yo} las llaves por toda la casa.
      > {^llegar|preterito|yo} tarde, pero {empezar|preterito|yo} a tiempo.
      > {^recoger|presenteDeIndicativo|yo} a los niños y {seguir|presenteDeIndicativo|yo} hasta la oficina.
      > Cuando {llegar|presenteDeSubjuntivo|tu}, llámame.

      ## Before e: yo of the pretérito, and the presente de subjuntivo
      - -car, c → qu: {buscar|preterito|yo}, {buscar|presenteDeSubjuntivo|el}
      - -gar, g → gu: {llegar|preterito|yo}, {pagar|presenteDeSubjuntivo|nosotros}
      - -zar, z → c: {empezar|preterito|yo}, {cruzar|presenteDeSubjuntivo|ellos}
      - -guar, gu → gü, so that the u is still heard: {averiguar|preterito|yo}, \
      {averiguar|presenteDeSubjuntivo|tu}
      The commands built on the subjunctive follow: {buscar|imperativoPositivo|el}, \
      {llegar|imperativoNegativo|tu}.

      %forms preterito buscar llegar empezar

      ## Before a and o: yo of the presente, and the presente de subjuntivo
      - -ger and -gir, g → j: {escoger|presenteDeIndicativo|yo}, {dirigir|presenteDeSubjuntivo|el}
      - -guir, gu → g: {seguir|presenteDeIndicativo|yo}, {distinguir|presenteDeSubjuntivo|nosotros}
      - consonant + -cer or -cir, c → z: {vencer|presenteDeIndicativo|yo}, {convencer|presenteDeSubjuntivo|tu}
      After a vowel, -cer and -cir mostly take -zc- instead ({conocer|presenteDeIndicativo|yo}): that is an \
      irregularity, not a spelling change.
      Coger ({coger|presenteDeIndicativo|yo}) is the everyday verb for "take" or "catch" in Spain, but in \
      much of Latin America it is a vulgar word: there, say tomar or agarrar (tomo el autobús).

      ## i between vowels is written y
      An unstressed i between two vowels is written y: {leer|preterito|el}, {leer|preterito|ellos}, \
      {caer|gerundio}, {oír|preterito|ellos}, {construir|preterito|el}. The change belongs to the ending \
      (-ió, -ieron, -iendo), not to the stem: leer keeps its stem le-. Where the i is stressed it keeps its \
      vowel and takes an accent: {leer|preterito|yo}, {leer|preterito|tu}, {leer|participio}.
      In -uir verbs it does not: u and i count as one syllable in writing, so the i takes an accent only \
      where any word ending in a vowel would, on the last syllable: {construir|preterito|yo}, but \
      {construir|participio}, {incluir|participio}, {huir|participio}, and huir's one-syllable \
      {huir|preterito|yo} (the RAE's 2010 spelling; huí is the older one).

      ## After ñ and ll, and in -eír verbs
      After ñ and ll the i of -ió, -ieron and -iendo is not written, because the consonant already carries \
      its sound: {teñir|preterito|el}, {gruñir|preterito|ellos}, {bullir|gerundio}. In reír, sonreír and \
      freír the stem's e closes to i (e → i, as in pedir) and that i absorbs the ending's: \
      {reír|preterito|el}, {reír|preterito|ellos}, {sonreír|preterito|el}, {freír|gerundio}. One-syllable \
      rio and frio carry no accent; yo keeps its own: {reír|preterito|yo}.

      ## Accents on i and u
      Some verbs in -iar and -uar stress the i or u of the stem and write its accent where the stress falls: \
      {enviar|presenteDeIndicativo|yo}, {actuar|presenteDeIndicativo|ellos}, and reunir \
      {reunir|presenteDeIndicativo|yo}; others do not: {cambiar|presenteDeIndicativo|yo}, \
      {averiguar|presenteDeIndicativo|yo}.
      """)

  static let irregularPreterites = InfoTopic(
    key: "preteritos-irregulares", title: "Irregular pretéritos (tuve, hice, dije, fui)",
    summary: "the strong pretéritos, and ser, ir and dar",
    names: [
      "irregular preterites", "irregular preterits", "irregular preterite", "strong preterites",
      "pretéritos fuertes", "pretéritos irregulares", "pretérito irregular",
    ],
    body: """
      ## Strong pretéritos
      About twenty common verbs, with their compounds, take a stem of their own in the pretérito and the \
      endings -e, -iste, -o, -imos, -isteis, -ieron. In yo and él the stress falls on the stem, not on the \
      ending as in regular verbs (hablé, habló), so they carry no accent: {tener|preterito|yo}, \
      {tener|preterito|el}, never "tuvé" or "tuvó". The other persons stress the ending: tuviste, tuvimos.

      > Ayer {hacer|preterito|yo} la cena y {venir|preterito|ellos} todos.
      > No {poder|preterito|nosotros} entrar: nadie {saber|preterito|el} abrir la puerta.
      > ¿Dónde {poner|preterito|tu} las llaves?

      ## The stems
      - u in the stem: andar {andar|preterito|yo}, caber {caber|preterito|yo}, estar {estar|preterito|yo}, \
      haber {haber|preterito|yo}, poder {poder|preterito|yo}, poner {poner|preterito|yo}, saber \
      {saber|preterito|yo}, tener {tener|preterito|yo}
      - i in the stem: hacer {hacer|preterito|yo} ({hacer|preterito|el}, with z to keep the sound), querer \
      {querer|preterito|yo}, venir {venir|preterito|yo}
      - j in the stem: decir {decir|preterito|yo}, traer {traer|preterito|yo}, and every -ducir verb: \
      conducir {conducir|preterito|yo}, traducir {traducir|preterito|yo}. After j, ellos ends in -eron: \
      {decir|preterito|ellos}, {traer|preterito|ellos}, {traducir|preterito|ellos}.
      Compounds follow them: {mantener|preterito|yo}, {deshacer|preterito|el}, {proponer|preterito|ellos}.

      %forms preterito tener hacer decir

      ## Ser, ir and dar
      Ser and ir share one pretérito, with endings of their own; the context tells which verb it is: \
      {ser|preterito|el} médico (ser), {ir|preterito|el} al médico (ir). Dar takes the endings of -er and -ir \
      verbs: {dar|preterito|yo}, {dar|preterito|el}, {dar|preterito|ellos}. Ver is regular, and its \
      one-syllable forms carry no accent: {ver|preterito|yo}, {ver|preterito|el}.

      %forms preterito ser dar ver

      ## Carried over
      Every strong stem returns in the imperfecto and the futuro de subjuntivo, built on the pretérito's \
      ellos form: {tener|preterito|ellos} → {tener|imperfectoDeSubjuntivo1|yo}, {decir|preterito|ellos} → \
      {decir|imperfectoDeSubjuntivo1|yo}, {ser|preterito|ellos} → {ser|imperfectoDeSubjuntivo2|yo}. The \
      changes of -ir stem changers ({pedir|preterito|el}) and the spelling changes ({buscar|preterito|yo}) \
      are another matter: see `conjugar info stem-changes` and `conjugar info spelling-changes`.
      """)

  static let periphrases = InfoTopic(
    key: "perifrasis", title: "Verbal periphrases (ir a, estar + gerundio, acabar de, volver a)",
    summary: "voy a comer, estoy comiendo, acabo de comer, vuelvo a comer",
    names: [
      "periphrases", "periphrasis", "perífrasis verbales", "verbal periphrases", "ir a",
      "estar gerundio", "acabar de", "volver a", "progressive",
    ],
    body: """
      ## What they are
      A conjugated auxiliary and an infinitive, a gerundio or a participio working as one verb. The \
      auxiliary carries tense and person; the other verb carries the meaning. Pronouns go before the \
      auxiliary or at the end of an infinitive or a gerundio, never between: lo voy a hacer or voy a \
      hacerlo, lo estoy haciendo or estoy haciéndolo. A participio never takes one: lo tengo hecho, not \
      "tengo héchalo".

      ## ir a + infinitive: the plan, the near future
      > {^ir|presenteDeIndicativo|yo} a estudiar esta noche.
      > {^ir|imperfectoDeIndicativo|nosotros} a salir cuando empezó a llover.
      In speech it is the usual way to talk about the future. In the imperfecto it is a plan in the past, \
      often one that did not happen.

      ## estar + gerundio: in progress
      > {^estar|presenteDeIndicativo|ellos} {cenar|gerundio}.
      > {^estar|preterito|yo} {trabajar|gerundio} allí dos años.
      Something going on at the time spoken of; in the pretérito, a stretch of time now closed. Spanish uses \
      it less than English uses "-ing": the plain presente also says what is happening (¿qué haces?).

      ## acabar de + infinitive: just done
      > {^acabar|presenteDeIndicativo|yo} de llegar.
      > {^acabar|imperfectoDeIndicativo|ellos} de salir cuando llamaste.
      In the presente it is "have just", in the imperfecto "had just". In the pretérito it means \
      "finished": {acabar|preterito|yo} de comer a las tres.

      ## volver a + infinitive: again
      > {^volver|futuroDeIndicativo|el} a llamar mañana.
      > No {volver|preterito|nosotros} a verla.
      A common way to say "again" with a verb, as usual as otra vez or de nuevo; in the negative it often \
      means "never again": no volvimos a verla.

      ## Others worth knowing
      - tener que + infinitive, obligation: {tener|presenteDeIndicativo|yo} que irme.
      - hay que + infinitive, an obligation with no one named; haber stays in the third person singular: \
      hay que esperar, {haber|imperfectoDeIndicativo|el} que esperar.
      - deber + infinitive, obligation or advice: {deber|presenteDeIndicativo|tu} descansar. deber de + \
      infinitive, a guess: {deber|presenteDeIndicativo|el} de estar en casa. The RAE recommends keeping them \
      apart; deber alone for a guess is accepted too, but deber de for an obligation is best avoided.
      - empezar a (or comenzar a) + infinitive, a start: {empezar|preterito|el} a llover.
      - estar a punto de + infinitive, about to: {estar|imperfectoDeIndicativo|yo} a punto de salir cuando \
      llamaste.
      - ponerse a + infinitive, a sudden start: {ponerse|preterito|el} a llorar.
      - dejar de + infinitive, stopping: {dejar|preterito|yo} de fumar.
      - llevar + gerundio, how long so far: {llevar|presenteDeIndicativo|yo} dos años {estudiar|gerundio} \
      español.
      - seguir + gerundio, still: {seguir|presenteDeIndicativo|el} {vivir|gerundio} allí.
      - ir + gerundio, little by little: la situación {ir|presenteDeIndicativo|el} {mejorar|gerundio} poco a poco.
      - venir + gerundio, a process coming from the past up to now: {venir|presenteDeIndicativo|yo} \
      {decir|gerundio} lo mismo desde hace meses.
      - andar + gerundio, going about doing something, often with a shade of disapproval: \
      {andar|presenteDeIndicativo|el} {contar|gerundio} que se va a vivir a Chile.
      - soler + infinitive, a habit: {soler|presenteDeIndicativo|nosotros} cenar a las nueve.
      """)

  static let sequenceOfTenses = InfoTopic(
    key: "concordancia", title: "Sequence of tenses (concordancia de tiempos)",
    summary: "quiero que vengas, quería que vinieras: tenses that agree",
    names: ["sequence of tenses", "concordancia de tiempos", "consecutio temporum", "tense agreement"],
    body: """
      ## The rule
      The tense of a subjunctive after que follows the main verb. A main verb that looks at the present or \
      the future takes the presente de subjuntivo, or the perfecto de subjuntivo for what is already done. A \
      main verb in a past tense or the condicional takes the imperfecto de subjuntivo, or the \
      pluscuamperfecto de subjuntivo.

      > Quiero que {venir|presenteDeSubjuntivo|tu}. Quería que {venir|imperfectoDeSubjuntivo1|tu}.
      > Le pediré que me {ayudar|presenteDeSubjuntivo|el}. Le pedí que me {ayudar|imperfectoDeSubjuntivo1|el}.
      > Me alegra que {llegar|perfectoDeSubjuntivo|vosotros}. Me alegró que \
      {llegar|pluscuamperfectoDeSubjuntivo1|vosotros}.
      > Me gustaría que {quedarse|imperfectoDeSubjuntivo1|tu}.

      ## Main verb and subjunctive
      - presente, futuro, imperativo → presente de subjuntivo ({venir|presenteDeSubjuntivo|el}), or \
      perfecto de subjuntivo ({venir|perfectoDeSubjuntivo|el})
      - pretérito, imperfecto, pluscuamperfecto, condicional → imperfecto de subjuntivo \
      ({venir|imperfectoDeSubjuntivo1|el}), or pluscuamperfecto de subjuntivo \
      ({venir|pluscuamperfectoDeSubjuntivo1|el})
      - the perfecto de indicativo, a past seen from now, allows both: le he pedido que \
      {venir|presenteDeSubjuntivo|el}, or que {venir|imperfectoDeSubjuntivo1|el}

      ## When the meaning wins
      A past main verb may take the presente de subjuntivo when what follows is still ahead: me pidió que lo \
      {llamar|presenteDeSubjuntivo|yo} mañana. A present main verb takes the imperfecto de subjuntivo when \
      the event is past: no creo que {decir|imperfectoDeSubjuntivo1|el} eso ayer.

      ## Reported speech
      After a reporting verb in the past the indicative shifts back too:
      - presente → imperfecto: "estoy cansado" → dijo que {estar|imperfectoDeIndicativo|el} cansado
      - futuro → condicional: "vendré" → dijo que {venir|condicional|el}
      - perfecto → pluscuamperfecto: "lo he visto" → dijo que lo {ver|pluscuamperfectoDeIndicativo|el}
      A pretérito may stay or shift: dijo que lo {ver|preterito|el}, or que lo \
      {ver|pluscuamperfectoDeIndicativo|el}. When the statement still holds, the presente may stay: dijo \
      que {estar|presenteDeIndicativo|el} cansado (and still is). More in `conjugar info estilo-indirecto`.

      ## Unreal conditions
      The same pairing shapes the si clause: si {tener|imperfectoDeSubjuntivo1|yo} tiempo, \
      {ir|condicional|yo}; si {tener|pluscuamperfectoDeSubjuntivo1|yo} tiempo, \
      {ir|condicionalCompuesto|yo}. See `conjugar info imperfecto-subjuntivo`.
      """)
}
