// Generated from Resources/verbs.txt by the test "each family's facts are the
// catalog's" (FamilyFactsTests): CONJUGAR_WRITE_FAMILY_FACTS=1 swift test
// --filter FamilyFactsTests. Do not edit; the test fails when the catalog or a
// family changes without it.

extension VerbFamily {
  /// Each of `verbs`' facts in the embedded catalog, in the same order: its rank
  /// when it lacks no form (0: unranked), -1 when the catalog must be asked (a
  /// defective or weather verb, or one outside the catalog). The quiz and practice
  /// read these instead of looking up some 260 names at every start (README, Speed).
  var catalogFacts: [Int32] {
    switch self {
    case .regularAr:
      [12, 122, 134, 23, 67, 52, 142, 102, 193, 28, 156, 544, 269, 618, 976, 144, 43, 34, 78, 356,
        291, 33, 41, 109, 18, 56, 37, 161, 403, 341, 188, 233, 472, 1720, 2279, 3892, 2940, 3798,
        3130, 86, 3118, 475, 3740, 2576, 0, -1, -1, 2175, 1810, 0, 0, 3225, 581, 255, 2913, 30, 127,
        79, 373, 195, 238]
    case .regularIr:
      [20, 168, -1, 65, 126, 26, 66, 151, 84, 160, 73, 1527, 518, 212, 147, 366, 601, 405, 226, 252,
        381, 1699, 741]
    case .regularEr:
      [32, 213, 27, 51, 162, 110, 167, 101, 118, 454, 2068, 1024, 285, 476, 93, 754, 170, 670, 729,
        450, 824, 445, 1102, 508, 451, 1210, 1090]
    case .anyRegular:
      [12, 20, 32, 122, 168, 213, 134, -1, 27, 23, 65, 51, 67, 126, 162, 52, 26, 110, 142, 66, 167,
        102, 151, 101, 193, 84, 118, 28, 160, 454, 156, 73, 2068, 544, 1527, 1024, 269, 518, 285,
        618, 212, 476, 976, 147, 93, 144, 366, 754, 43, 601, 170, 34, 405, 670, 78, 226, 729, 356,
        252, 450, 291, 381, 824, 33, 1699, 445, 41, 741, 1102, 109, 508, 18, 451, 56, 1210, 37,
        1090, 161, 403, 341, 188, 233, 472, 1720, 2279, 3892, 2940, 3798, 3130, 86, 3118, 475, 3740,
        2576, 0, -1, -1, 2175, 1810, 0, 0, 3225, 581, 255, 2913, 30, 127, 79, 373, 195, 238]
    case .irregularPresente:
      [1, 8, 60, 2, 64, 799, 209, 7, 9, 57, 567]
    case .irregularImperfecto:
      [1, 8, 3]
    case .irregularPreterito:
      [1, 8, 11, 21, 7, 6, 4, 134, 10, 9, 1155, 2, 70, 77, 5, 141, 214]
    case .irregularRaizFutura:
      [9, 10, 1155, 7, 77, 21, 4, 70, 14, 459, 5, 2]
    case .irregularPresenteDeSubjuntivo:
      [1, 8, 9, 10, 19, 47, 57, 60, 54, 150, 29, 734, 214, 274, 80, 6, 11, 1155, 5, 2, 81, 209, 141,
        21, 14, 4, 459, 70, 3, 39, 2874, 75, 3015, -1, -1, 589, -1]
    case .irregularTuImperativo:
      [1, 8, 5, 2, 21, 14, 4, 70, 709, 53, 297, 54, 209, 75, 3015]
    case .irregularVosImperativo:
      [1, 8]
    case .irregularParticipio:
      [74, 166, 5, 50, 2, 64, 21, 89, 118, 3, 25, 2095]
    case .irregularGerundio:
      [7, 57, 297, 60, 81, 27, 141, 80, 274, 209, 8, 2730, 3427, 2874, 75, 3015, 910]
    case .pronominal:
      [1035, 453, 382, 744, 1072, 721, 490, 120, 1723, 137, 148, 208, 665, 1331, 295, 1361]
    }
  }
}

extension PracticeCatalog {
  /// The families' verbs but anyRegular's, each once, in family order.
  static var generatedFrequentVerbs: [String] {
    ["hablar", "caminar", "andar", "trabajar", "estudiar", "escuchar", "visitar", "viajar",
      "enseñar", "llevar", "bailar", "nadar", "cocinar", "charlar", "platicar", "llorar", "esperar",
      "buscar", "mirar", "pintar", "gastar", "ganar", "comprar", "tocar", "tomar", "sacar",
      "ayudar", "cantar", "desear", "necesitar", "cortar", "contestar", "dibujar", "clonar",
      "datar", "distar", "empinar", "encalar", "esposar", "formar", "glosar", "golpear", "grapar",
      "hibernar", "maltear", "manar", "nublar", "penar", "ponderar", "rasar", "seriar", "trinchar",
      "procesar", "declarar", "helar", "usar", "regresar", "quedar", "lavar", "limpiar", "amar",
      "vivir", "existir", "ocurrir", "recibir", "permitir", "partir", "cumplir", "decidir", "subir",
      "sufrir", "compartir", "consistir", "insistir", "asistir", "discutir", "unir", "coincidir",
      "distinguir", "definir", "admitir", "acudir", "nutrir", "evadir", "comer", "beber", "leer",
      "aprender", "comprender", "correr", "deber", "vender", "romper", "temer", "reprender",
      "barrer", "cometer", "poseer", "responder", "prometer", "meter", "someter", "absorber",
      "emprender", "coser", "ceder", "exceder", "ofender", "esconder", "lamer", "tejer", "ser",
      "ir", "dormir", "hacer", "morir", "morder", "oír", "poder", "haber", "sentir", "sentar",
      "ver", "dar", "poner", "estar", "tener", "saber", "caber", "venir", "querer", "decir",
      "traer", "conducir", "salir", "valer", "pensar", "perder", "pedir", "crecer", "conocer",
      "lucir", "huir", "construir", "caer", "jugar", "argüir", "elegir", "colegir", "amanecer",
      "anochecer", "cazar", "granizar", "componer", "obtener", "medir", "abrir", "cubrir",
      "escribir", "resolver", "volver", "pudrir", "tañer", "bullir", "hervir", "acordarse",
      "levantarse", "sentarse", "acostarse", "despertarse", "vestirse", "llamarse", "quedarse",
      "ducharse", "irse", "ponerse", "sentirse", "divertirse", "dormirse", "casarse", "enojarse"]
  }

  /// Their facts, as VerbFamily.catalogFacts gives them.
  static var generatedFrequentFacts: [Int32] {
    [12, 122, 134, 23, 67, 52, 142, 102, 193, 28, 156, 544, 269, 618, 976, 144, 43, 34, 78, 356,
      291, 33, 41, 109, 18, 56, 37, 161, 403, 341, 188, 233, 472, 1720, 2279, 3892, 2940, 3798,
      3130, 86, 3118, 475, 3740, 2576, 0, -1, -1, 2175, 1810, 0, 0, 3225, 581, 255, 2913, 30, 127,
      79, 373, 195, 238, 20, 168, -1, 65, 126, 26, 66, 151, 84, 160, 73, 1527, 518, 212, 147, 366,
      601, 405, 226, 252, 381, 1699, 741, 32, 213, 27, 51, 162, 110, 167, 101, 118, 454, 2068, 1024,
      285, 476, 93, 754, 170, 670, 729, 450, 824, 445, 1102, 508, 451, 1210, 1090, 1, 8, 60, 2, 64,
      799, 209, 7, 9, 57, 567, 3, 11, 21, 6, 4, 10, 1155, 70, 77, 5, 141, 214, 14, 459, 19, 47, 54,
      150, 29, 734, 274, 80, 81, 39, 2874, 75, 3015, -1, -1, 589, -1, 709, 53, 297, 74, 166, 50, 89,
      25, 2095, 2730, 3427, 910, 1035, 453, 382, 744, 1072, 721, 490, 120, 1723, 137, 148, 208, 665,
      1331, 295, 1361]
  }
}
