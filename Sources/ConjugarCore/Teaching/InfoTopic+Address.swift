extension InfoTopic {
  static let usted = InfoTopic(
    key: "usted", title: "Usted and ustedes (you, with the forms of él and ellos)",
    summary: "usted tiene, ustedes tienen; vosotros tenéis in Spain",
    names: ["ustedes", "usted y ustedes", "formal you", "tratamiento"],
    body: """
      ## Who is usted
      Usted (singular) and ustedes (plural) mean "you", but take the forms of él and ellos: usted \
      {tener|presenteDeIndicativo|el}, ustedes {tener|presenteDeIndicativo|ellos}. Usted is the polite \
      singular everywhere: to a stranger, a customer, an older person, a doctor, in a letter to an office. \
      The pronoun is often left out; the verb and the pronouns se, le, lo, la and su say who is spoken to:

      > ¿Me {decir|presenteDeIndicativo|el} su nombre, por favor?
      > {^pasar|imperativoPositivo|el}, {sentarse|imperativoPositivo|el}.

      Since the verb is the same as for él, only the sentence shows that it speaks to usted: señor, \
      señora, su, a question to the listener.

      ## Ustedes and vosotros
      In most of Spain the plural "you" has two forms: vosotros, familiar, with forms of its own \
      ({tener|presenteDeIndicativo|vosotros}, {hablar|imperfectoDeIndicativo|vosotros}, \
      {sentarse|imperativoPositivo|vosotros}), and ustedes, polite. In the Americas, the Canary Islands \
      and much of western Andalusia ustedes is the only plural "you", familiar and polite alike: \
      ustedes {ser|presenteDeIndicativo|ellos} mis amigos. conjugar asks vosotros when the region is Spain.

      %forms presenteDeIndicativo tener ser

      ## Commands
      The commands of usted and ustedes are forms of the presente de subjuntivo: \
      {hablar|imperativoPositivo|el}, {hablar|imperativoPositivo|ellos}; with a pronoun, \
      {sentarse|imperativoPositivo|el}, {sentarse|imperativoPositivo|ellos}. Vosotros has a command of \
      its own: {hablar|imperativoPositivo|vosotros}, {sentarse|imperativoPositivo|vosotros}.

      ## Common slips
      - The tú form where the sentence speaks to usted: to a customer, ¿qué \
      {querer|presenteDeIndicativo|el}?, not ¿qué {querer|presenteDeIndicativo|tu}? (too familiar, and \
      the quiz counts it wrong).
      - The vosotros form where the sentence says ustedes or señores: {sentarse|imperativoPositivo|ellos}, \
      señores, not {sentarse|imperativoPositivo|vosotros} or os sentáis. In Spain vosotros to people you \
      would each call usted is too familiar.
      - The reverse, in Spain: the ustedes form where vosotros is asked (tienen for \
      {tener|presenteDeIndicativo|vosotros}), the habit of a learner of America's Spanish.
      - In parts of western Andalusia you will hear ustedes with vosotros's verb (ustedes os vais); \
      it is not standard.
      """)
}
