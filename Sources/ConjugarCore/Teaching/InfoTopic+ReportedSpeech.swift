extension InfoTopic {
  static let reportedSpeech = InfoTopic(
    key: "estilo-indirecto", title: "Reported speech (estilo indirecto)",
    summary: "dijo que venía, me pidió que fuera: what someone said, retold",
    names: [
      "reported speech", "indirect speech", "estilo indirecto", "discurso indirecto", "reported commands",
      "indirect commands",
    ],
    body: """
      ## Statements
      Retelling what someone said with a reporting verb in the present changes only the person: "estoy \
      cansado" → dice que {estar|presenteDeIndicativo|el} cansado. With the reporting verb in the past, \
      the tenses shift back:
      - presente → imperfecto: "tengo hambre" → dijo que {tener|imperfectoDeIndicativo|el} hambre
      - futuro → condicional: "llamaré" → dijo que {llamar|condicional|el}
      - perfecto → pluscuamperfecto: "he terminado" → dijo que {terminar|pluscuamperfectoDeIndicativo|el}
      - pretérito → pretérito or pluscuamperfecto: "lo vi" → dijo que lo {ver|preterito|el}, or que lo \
      {ver|pluscuamperfectoDeIndicativo|el}
      The imperfecto, pluscuamperfecto and condicional stay as they were. When what was said still holds, \
      the presente may stay: me dijo que {vivir|presenteDeIndicativo|el} en Quito (and still does).

      ## Commands and requests
      An order or a request becomes que + subjunctive, and the reporting verb sets its tense:
      > "{^venir|imperativoPositivo|tu}" → me dice que {venir|presenteDeSubjuntivo|yo}.
      > "{^venir|imperativoPositivo|tu}" → me dijo que {venir|imperfectoDeSubjuntivo1|yo}.
      > "{^llegar|imperativoNegativo|ellos} tarde" → nos pidió que no {llegar|imperfectoDeSubjuntivo1|nosotros} tarde.
      Pronouns move with the person: "{^sentarse|imperativoPositivo|tu}" → me dijo que \
      {sentarse|imperfectoDeSubjuntivo1|yo}. When the request is still ahead, a past verb may take the \
      presente de subjuntivo: me pidió que lo {llamar|presenteDeSubjuntivo|yo} mañana.

      ## Questions
      A yes-or-no question is retold with si; a question with a question word keeps it, accent and all; \
      the tenses shift as in statements:
      - "¿Vienes?" → me preguntó si {venir|imperfectoDeIndicativo|yo}
      - "¿Dónde vives?" → me preguntó dónde {vivir|imperfectoDeIndicativo|yo}
      - "¿Qué harás?" → me preguntó qué {hacer|condicional|yo}
      Si here means "whether", so it takes whatever tense the sense needs, the condicional included.

      ## Words that change with the point of view
      When the place or the day is no longer the speaker's, aquí becomes allí, hoy aquel día, mañana al \
      día siguiente, ayer el día anterior, venir ir and traer llevar: "vendré mañana" → dijo que \
      {ir|condicional|el} al día siguiente.
      """)
}
