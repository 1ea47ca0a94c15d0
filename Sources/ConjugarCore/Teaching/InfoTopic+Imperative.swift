extension InfoTopic {
  static let imperativeTopics: [InfoTopic] = [imperativo]

  static let imperativo = InfoTopic(
    key: "imperativo", title: "Imperativo (imperative), affirmative and negative",
    summary: "commands, requests and instructions",
    names: [
      "imperative", "command", "commands", "imperativo afirmativo", "imperativo negativo",
      "affirmative imperative", "negative imperative", "imperativo positivo",
    ],
    tenses: [.imperativoPositivo, .imperativoNegativo],
    body: """
      ## What it expresses
      Commands, requests, instructions, invitations and advice addressed to someone: tú, vos, usted, \
      nosotros ("let's"), vosotros or ustedes. There is no yo form. Tone comes from context and words such \
      as por favor; a bare imperative is not rude in Spanish the way it can be in English.

      > {^hablar|imperativoPositivo|tu} más despacio, por favor.
      > {^pasar|imperativoPositivo|el}, está en su casa.
      > {^ir|imperativoPositivo|nosotros} al cine.
      > {^tocar|imperativoNegativo|vosotros} nada.

      ## Affirmative and negative are different forms
      Only tú, vos and vosotros have forms of their own, and only in the affirmative. Every other person, \
      and every negative command, borrows the presente de subjuntivo:
      - tú: {hablar|imperativoPositivo|tu}, but {hablar|imperativoNegativo|tu}
      - vos: {hablar|imperativoPositivo|vos}, but {hablar|imperativoNegativo|vos}
      - vosotros: {hablar|imperativoPositivo|vosotros}, but {hablar|imperativoNegativo|vosotros}
      - usted: {hablar|imperativoPositivo|el}, {hablar|imperativoNegativo|el}

      ## How it is formed
      - Tú affirmative is the él form of the presente: {comer|imperativoPositivo|tu}, \
      {pensar|imperativoPositivo|tu}, {dormir|imperativoPositivo|tu}.
      - Vos affirmative drops the r of the infinitive and stresses the last vowel: \
      {comer|imperativoPositivo|vos}, {salir|imperativoPositivo|vos}; never a stem change.
      - Vosotros affirmative replaces the r with d: {comer|imperativoPositivo|vosotros}, \
      {ir|imperativoPositivo|vosotros}.
      - Usted, nosotros, ustedes and all negatives are the presente de subjuntivo: \
      {venir|imperativoPositivo|el}, {hacer|imperativoPositivo|ellos}, {decir|imperativoNegativo|tu}. \
      Ir's nosotros is {ir|imperativoPositivo|nosotros} ("let's go"); its vos is andar's \
      {ir|imperativoPositivo|vos}.

      ## Model verbs
      Affirmative:

      %forms imperativoPositivo hablar comer vivir

      %forms imperativoPositivo tener decir ir

      Negative (vos takes tú's form in the standard; no hablés, no tengás are heard in speech):

      %forms imperativoNegativo hablar comer tener

      ## When not to use it
      - A bare imperative is normal among equals, but a request is often a question in the presente or \
      the condicional: ¿me {pasar|presenteDeIndicativo|tu} la sal? to a friend, and to a stranger, whom \
      you address as usted, ¿me {pasar|presenteDeIndicativo|el} la sal? or ¿{poder|condicional|el} cerrar \
      la puerta?
      - Signs, recipes and written instructions often use the infinitive: no fumar, batir los huevos.
      - A negative command never uses the affirmative form: {hablar|imperativoNegativo|tu}, not "no habla" \
      (which says "he doesn't speak").
      - "Let's" for a suggestion in speech is often vamos a + infinitive: vamos a empezar.

      ## Irregular tú forms
      Eight verbs have a short tú form: decir {decir|imperativoPositivo|tu}, hacer \
      {hacer|imperativoPositivo|tu}, ir {ir|imperativoPositivo|tu}, poner {poner|imperativoPositivo|tu}, salir \
      {salir|imperativoPositivo|tu}, ser {ser|imperativoPositivo|tu}, tener {tener|imperativoPositivo|tu}, venir \
      {venir|imperativoPositivo|tu}. Compounds of tener, poner and venir end in a stressed syllable with -n, \
      so they take an accent: {contener|imperativoPositivo|tu}, {proponer|imperativoPositivo|tu}, \
      {convenir|imperativoPositivo|tu}. Other compounds follow their own pattern: predecir and bendecir \
      give {predecir|imperativoPositivo|tu} and {bendecir|imperativoPositivo|tu}; deshacer \
      {deshacer|imperativoPositivo|tu}, sobresalir {sobresalir|imperativoPositivo|tu}.

      ## Pronouns
      Object and reflexive pronouns are attached to the end of an affirmative command, and an accent keeps the \
      stress where it was: {sentarse|imperativoPositivo|tu}, {sentarse|imperativoPositivo|el}. Before \
      -nos the nosotros form drops its s ({sentarse|imperativoPositivo|nosotros}); before -os vosotros drops \
      its d ({sentarse|imperativoPositivo|vosotros}); irse keeps it, {irse|imperativoPositivo|vosotros}, which \
      the RAE still recommends, though since 2017 it also accepts iros, the form most speakers in Spain \
      use, and so does the quiz. Vos attaches its pronouns the same way, and its stressed ending keeps an \
      accent only where the longer word needs one: {sentarse|imperativoPositivo|vos}, decime, but \
      decímelo. In \
      negative commands the pronouns stand before the verb: {sentarse|imperativoNegativo|tu}. See \
      `conjugar info pronominal`.

      Nosotros drops its s before se too, the se that stands for le before lo, la, los, las: \
      {decir|imperativoPositivo|nosotros} + se + lo → digámoselo, never digámosselo.
      """)
}
