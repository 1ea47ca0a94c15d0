import ConjugarCore

// Conjugating: the embedded catalog knows over 10,200 verbs and infers the rest.
let tener = try VerbCatalog.standard.conjugate("tener")
let persons: [Person] = [.yo, .tu, .el]
for person in persons {
  let form = tener.form(.presenteDeIndicativo, person)?.accepted.first ?? "—"
  print("\(person.rawValue) \(form)")
}

// Identifying: which infinitive, tense and person a form can be.
let identifier = FormIdentifier(catalog: .standard)
for reading in identifier.readings(of: ["tuvimos"]).first ?? [] {
  print("tuvimos: \(reading.infinitive), \(reading.tenseName), \(reading.person?.rawValue ?? "-")")
}

// Grading: an answer read as a teacher would (case ignored; a missing accent is
// half right).
if let form = tener.form(.preterito, .nosotros) {
  print("Tuvimos: \(AnswerGrader.grade("Tuvimos", against: form))")
}
if let form = try VerbCatalog.standard.conjugate("hablar").form(.preterito, .el) {
  print("hablo for habló: \(AnswerGrader.grade("hablo", against: form))")
}
