extension InfoTopic {
  /// The simple tenses of the subjunctive.
  static let subjunctive: [InfoTopic] = [presenteSubjuntivo, imperfectoSubjuntivo, futuroSubjuntivo]

  static let presenteSubjuntivo = InfoTopic(
    key: "subjuntivo", title: "Presente de subjuntivo (present subjunctive)",
    summary: "wishes, doubts, feelings, the not-yet-real",
    names: ["present subjunctive", "subjunctive", "presente subjuntivo"], tenses: [.presenteDeSubjuntivo],
    body: """
      ## What it expresses
      The subjunctive presents an action not as a fact but as something wanted, doubted, felt about, or not \
      yet real. It mostly appears in a clause after que, when the main verb or expression belongs to one of \
      these families:
      - wish and influence: quiero que, te pido que, es necesario que
      - emotion and judgement: me alegra que, es una pena que, es normal que
      - doubt and denial: dudo que, no creo que, no es verdad que
      - the not-yet-real: cuando, hasta que, antes de que, para que, sin que; a thing not known to exist \
      (busco a alguien que...)

      > Quiero que {venir|presenteDeSubjuntivo|tu} a la fiesta.
      > Me alegra que {estar|presenteDeSubjuntivo|vosotros} aquí.
      > No creo que {llover|presenteDeSubjuntivo|el} hoy.
      > Cuando {tener|presenteDeSubjuntivo|yo} tiempo, te {llamar|futuroDeIndicativo|yo}.
      > Busco un piso que {tener|presenteDeSubjuntivo|el} terraza.
      > Ojalá {poder|presenteDeSubjuntivo|nosotros} ir.

      ## When not to use it
      - Belief and certainty take the indicative: creo que {llover|futuroDeIndicativo|el}; es verdad que \
      {tener|presenteDeIndicativo|el} razón. Only their negation takes the subjunctive.
      - After verbs of wanting and of feeling, when both verbs have the same subject, Spanish uses the \
      infinitive: quiero ir, not "quiero que yo vaya"; me alegro de estar aquí. After verbs of doubt both \
      are heard: dudo poder ir, or dudo que {poder|presenteDeSubjuntivo|yo} ir.
      - Cuando about a habit or a past fact takes the indicative: cuando {llegar|presenteDeIndicativo|el}, \
      cenamos (every day).
      - It belongs to a present or future frame. After a main verb in the past or the condicional use the \
      imperfecto de subjuntivo: quería que {venir|imperfectoDeSubjuntivo1|tu}.

      ## Words that choose the mood
      - Ojalá always takes the subjunctive: ojalá {venir|presenteDeSubjuntivo|el} (a wish that may come \
      true), ojalá {venir|imperfectoDeSubjuntivo1|el} (unlikely, or contrary to fact).
      - Quizá, quizás, tal vez and acaso before the verb take either mood: the subjunctive leans to doubt, \
      the indicative to a likely guess: quizá {venir|presenteDeSubjuntivo|el} mañana, quizá \
      {venir|futuroDeIndicativo|el} mañana. After the verb only the indicative: {venir|futuroDeIndicativo|el} \
      mañana, quizá. A lo mejor always takes the indicative: a lo mejor {venir|presenteDeIndicativo|el}.
      - Aunque takes the indicative for a fact the speaker states (aunque {llover|presenteDeIndicativo|el}, \
      salimos: it is raining) and the subjunctive for a possibility or a fact not in question (aunque \
      {llover|presenteDeSubjuntivo|el}, saldremos: even if it rains).

      ## How it is formed
      Take the yo form of the presente, drop the -o, and swap the vowel: -ar verbs take e, -er and -ir take a.
        -ar:     e  es  e  emos  éis  en
        -er/-ir: a  as  a  amos  áis  an
      So every irregular yo passes on: {tener|presenteDeIndicativo|yo} → {tener|presenteDeSubjuntivo|yo}, \
      {conocer|presenteDeIndicativo|yo} → {conocer|presenteDeSubjuntivo|yo}, {hacer|presenteDeIndicativo|yo} \
      → {hacer|presenteDeSubjuntivo|yo}. Yo and él share a form.

      ## Model verbs
      Three regular verbs, then tener (from tengo), dormir (o → ue, and u in nosotros and vosotros) and ser:

      %forms presenteDeSubjuntivo hablar comer vivir

      %forms presenteDeSubjuntivo tener dormir ser

      ## Irregular forms
      - Stem changes follow the presente ({pensar|presenteDeSubjuntivo|yo}, but \
      {pensar|presenteDeSubjuntivo|nosotros}); \
      -ir stem changers also change nosotros and vosotros: {dormir|presenteDeSubjuntivo|nosotros}, \
      {pedir|presenteDeSubjuntivo|vosotros}.
      - Spelling keeps the sound: {buscar|presenteDeSubjuntivo|yo}, {llegar|presenteDeSubjuntivo|yo}, \
      {empezar|presenteDeSubjuntivo|yo}.
      - Six verbs whose yo does not end in -o: ser {ser|presenteDeSubjuntivo|yo}, ir {ir|presenteDeSubjuntivo|yo}, \
      saber {saber|presenteDeSubjuntivo|yo}, haber {haber|presenteDeSubjuntivo|yo}, estar \
      {estar|presenteDeSubjuntivo|yo}, dar {dar|presenteDeSubjuntivo|el}.
      """)

  static let imperfectoSubjuntivo = InfoTopic(
    key: "imperfecto-subjuntivo", title: "Imperfecto de subjuntivo (-ra and -se)",
    summary: "the subjunctive in the past, and the unreal \"if\"",
    names: [
      "imperfect subjunctive", "past subjunctive", "imperfecto subjuntivo", "subjuntivo imperfecto",
      "-ra", "-se", "ra", "se", "imperfecto de subjuntivo",
    ],
    tenses: [.imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2],
    body: """
      ## Two forms, one tense
      Spanish has two sets of forms for this tense, one in -ra ({hablar|imperfectoDeSubjuntivo1|yo}) and one in \
      -se ({hablar|imperfectoDeSubjuntivo2|yo}). In almost every use they are interchangeable. -ra is the more \
      common of the two everywhere, but how -se sounds depends on where you are: in Spain both are alive in \
      everyday speech and neither is formal; in most of Latin America -se is rare in speech and, where it is \
      used, sounds more formal or written. The quiz asks both.

      ## What it expresses
      - The subjunctive of a past or conditional frame: the same triggers as the presente de subjuntivo, when \
      the main verb is in a past tense or the condicional.
      - The unreal or unlikely condition after si, paired with the condicional.
      - Wishes that are unlikely or impossible, after ojalá.
      - Como si, "as if", takes it, or the pluscuamperfecto de subjuntivo for something earlier: habla \
      como si lo {ver|pluscuamperfectoDeSubjuntivo1|el}.

      > Quería que {venir|imperfectoDeSubjuntivo1|tu} conmigo.
      > Me pidió que lo {hacer|imperfectoDeSubjuntivo2|yo} rápido.
      > Si {tener|imperfectoDeSubjuntivo1|yo} tiempo, {aprender|condicional|yo} ruso.
      > Ojalá {estar|imperfectoDeSubjuntivo1|tu} aquí.
      > Habla como si lo {saber|imperfectoDeSubjuntivo1|el} todo.

      Only the -ra form can replace the condicional of querer, poder and deber in polite speech: \
      {querer|imperfectoDeSubjuntivo1|yo} un café.

      ## Unreal "if", now and in the past
      - Now or ahead, and unlikely or untrue: si + imperfecto de subjuntivo, then the condicional: si \
      {tener|imperfectoDeSubjuntivo1|yo} tiempo, {ir|condicional|yo}.
      - In the past, and it did not happen: si + pluscuamperfecto de subjuntivo, then the condicional \
      compuesto: si {tener|pluscuamperfectoDeSubjuntivo1|yo} tiempo, {ir|condicionalCompuesto|yo}. In \
      speech the -ra form often fills both halves: si lo hubiera sabido, no hubiera venido.
      - Mixed, a past condition with a present result: si {estudiar|pluscuamperfectoDeSubjuntivo1|tu} \
      más, ahora {tener|condicional|tu} trabajo.

      ## When not to use it
      - A condition that may well be true takes the presente de indicativo: si {tener|presenteDeIndicativo|yo} \
      tiempo, {ir|futuroDeIndicativo|yo}. Never the futuro or condicional in an "if" clause of \
      condition. Si meaning "whether" takes any tense the sense needs: no sé si {venir|futuroDeIndicativo|el}; \
      me preguntó si {venir|condicional|yo}.
      - After a present main verb the presente de subjuntivo is usual for what is now or still ahead: \
      quiero que {venir|presenteDeSubjuntivo|tu}. But when the event itself is past, the imperfecto follows \
      a present main verb too: no creo que lo {decir|imperfectoDeSubjuntivo1|el} ayer; me alegra que \
      {venir|imperfectoDeSubjuntivo1|tu} anoche. See `conjugar info concordancia`.

      ## How it is formed
      Start from the pretérito's ellos form and drop -ron: {hablar|preterito|ellos} → habla-, \
      {tener|preterito|ellos} → tuvie-, {ser|preterito|ellos} → fue-. Then add:
        -ra: ra  ras  ra  ramos  rais  ran
        -se: se  ses  se  semos  seis  sen
      Nosotros carries an accent on the vowel before the ending: {hablar|imperfectoDeSubjuntivo1|nosotros}, \
      {tener|imperfectoDeSubjuntivo2|nosotros}.

      ## Model verbs
      The -ra forms of three regular verbs, tener and ser (ir has the same forms):

      %forms imperfectoDeSubjuntivo1 hablar comer vivir

      %forms imperfectoDeSubjuntivo1 tener ser

      The -se forms of the same verbs:

      %forms imperfectoDeSubjuntivo2 hablar comer vivir

      %forms imperfectoDeSubjuntivo2 tener ser

      ## Irregular forms
      Every irregularity of the pretérito carries over, with no exception: {decir|imperfectoDeSubjuntivo1|yo}, \
      {poner|imperfectoDeSubjuntivo1|yo}, {dormir|imperfectoDeSubjuntivo1|yo}, {leer|imperfectoDeSubjuntivo1|yo}, \
      {ir|imperfectoDeSubjuntivo2|yo} (ser and ir share it), {dar|imperfectoDeSubjuntivo1|yo}.
      """)

  static let futuroSubjuntivo = InfoTopic(
    key: "futuro-subjuntivo", title: "Futuro de subjuntivo (future subjunctive)",
    summary: "an old tense of laws, set phrases and proverbs",
    names: ["future subjunctive", "futuro subjuntivo", "futuro imperfecto de subjuntivo"],
    tenses: [.futuroDeSubjuntivo],
    body: """
      ## What it expresses
      A hypothetical future event in a clause of condition or of "whoever, wherever". Living speech replaced \
      it centuries ago with the presente de subjuntivo or, after si, the presente de indicativo. You meet it \
      in legal and administrative texts, in set phrases and in proverbs, so learners need to recognise it \
      more than produce it.

      > Adonde {ir|futuroDeSubjuntivo|tu}, haz lo que {ver|futuroDeSubjuntivo|tu}.
      > Sea lo que {ser|futuroDeSubjuntivo|el}.
      > El que {infringir|futuroDeSubjuntivo|el} esta norma será sancionado.
      > Si así no lo {hacer|futuroDeSubjuntivo|vosotros}, que Dios y la patria os lo demanden.

      ## When not to use it
      In everyday Spanish use the presente de subjuntivo instead (cuando {venir|presenteDeSubjuntivo|tu}, el \
      que {llegar|presenteDeSubjuntivo|el} primero) and after si the presente de indicativo. Using the futuro \
      de subjuntivo in conversation sounds like a notary.

      ## How it is formed
      The same stem as the imperfecto de subjuntivo (the pretérito's ellos form minus -ron), with the endings:
        re  res  re  remos  reis  ren
      {hablar|futuroDeSubjuntivo|yo}, {comer|futuroDeSubjuntivo|nosotros}, {tener|futuroDeSubjuntivo|yo}, \
      {decir|futuroDeSubjuntivo|ellos}. It looks like the -ra form with e for a, which is the quickest way to \
      build it. Every pretérito irregularity carries over.

      %forms futuroDeSubjuntivo hablar comer tener ser
      """)
}
