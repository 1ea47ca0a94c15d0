/// Other names learners use for each tense, in Spanish (Spain and the Americas,
/// RAE and Bello) and English. The cli.md key and `Tense.displayName` are always
/// accepted too. "imperfect subjunctive" means the -ra form, the one in common use.
enum TenseAliases {
  static let names: [Tense: [String]] = [
    .presenteDeIndicativo: ["presente", "presente indicativo", "present", "present indicative"],
    .preterito: [
      "pretérito indefinido", "pretérito perfecto simple", "indefinido", "preterite", "preterit",
      "simple past", "past",
    ],
    .imperfectoDeIndicativo: [
      "imperfecto", "pretérito imperfecto", "copretérito", "imperfect", "imperfect indicative",
    ],
    .futuroDeIndicativo: ["futuro", "futuro simple", "future", "future indicative"],
    .condicional: ["condicional simple", "pospretérito", "conditional"],
    .presenteDeSubjuntivo: ["presente subjuntivo", "present subjunctive"],
    .imperfectoDeSubjuntivo1: [
      "imperfecto de subjuntivo", "imperfecto subjuntivo", "pretérito imperfecto de subjuntivo",
      "imperfecto de subjuntivo ra", "imperfect subjunctive", "imperfect subjunctive ra",
      "past subjunctive",
    ],
    .imperfectoDeSubjuntivo2: ["imperfecto de subjuntivo se", "imperfect subjunctive se"],
    .futuroDeSubjuntivo: ["futuro subjuntivo", "future subjunctive"],
    .imperativoPositivo: [
      "imperativo afirmativo", "affirmative imperative", "positive imperative",
    ],
    .imperativoNegativo: ["negative imperative"],
    .perfectoDeIndicativo: [
      "pretérito perfecto", "pretérito perfecto compuesto", "perfecto", "antepresente",
      "present perfect", "perfect",
    ],
    .preteritoAnterior: ["antepretérito", "past anterior", "preterite perfect"],
    .pluscuamperfectoDeIndicativo: [
      "pluscuamperfecto", "pretérito pluscuamperfecto", "antecopretérito", "pluperfect",
      "past perfect",
    ],
    .futuroPerfecto: ["futuro compuesto", "antefuturo", "future perfect"],
    .condicionalCompuesto: [
      "condicional perfecto", "antepospretérito", "conditional perfect", "perfect conditional",
    ],
    .perfectoDeSubjuntivo: [
      "pretérito perfecto de subjuntivo", "present perfect subjunctive", "perfect subjunctive",
    ],
    .pluscuamperfectoDeSubjuntivo1: [
      "pluscuamperfecto de subjuntivo", "pluscuamperfecto de subjuntivo ra",
      "pluperfect subjunctive", "past perfect subjunctive", "pluperfect subjunctive ra",
    ],
    .pluscuamperfectoDeSubjuntivo2: [
      "pluscuamperfecto de subjuntivo se", "pluperfect subjunctive se",
    ],
    .futuroPerfectoDeSubjuntivo: ["futuro compuesto de subjuntivo", "future perfect subjunctive"],
    .gerundio: ["gerund", "present participle"],
    .participio: ["participle", "past participle", "participio pasado"],
  ]

  /// Groups of tenses as learners name them: "imperative" is both commands,
  /// "subjunctive" the tenses of the mood in use, "perfect tenses" the compound
  /// ones in use (not the future subjunctives of laws and set phrases).
  /// A group's name never names a single tense.
  static let groups: [(names: [String], tenses: [Tense])] = [
    (
      ["subjunctive", "subjuntivo", "subjunctive tenses", "modo subjuntivo"],
      // The subjunctive learners use; the futuro and futuro perfecto de
      // subjuntivo live on in laws and set phrases (`info futuro-subjuntivo`) and
      // are asked by their own names.
      [
        .presenteDeSubjuntivo, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .perfectoDeSubjuntivo,
        .pluscuamperfectoDeSubjuntivo1, .pluscuamperfectoDeSubjuntivo2,
      ]
    ),
    (["imperative", "imperativo", "commands", "imperatives"], [.imperativoPositivo, .imperativoNegativo]),
    (
      ["perfect tenses", "compound tenses", "tiempos compuestos", "compuestos"],
      [
        .perfectoDeIndicativo, .pluscuamperfectoDeIndicativo, .preteritoAnterior, .futuroPerfecto,
        .condicionalCompuesto, .perfectoDeSubjuntivo, .pluscuamperfectoDeSubjuntivo1,
        .pluscuamperfectoDeSubjuntivo2,
      ]
    ),
  ]
}
