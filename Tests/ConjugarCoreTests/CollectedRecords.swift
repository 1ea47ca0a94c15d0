@testable import ConjugarCore

// The records hand a history and the answered items over one by one as they are
// read (`history(limit:passes:body:)`, `answeredItems(_:)`), as the commands use
// them; a test that compares them whole collects them here first.

extension AppDatabase {
  func collectedHistory(limit: Int) throws -> [HistoryEntry] {
    var entries: [HistoryEntry] = []
    try history(limit: limit, passes: 1) { _, entry in entries.append(entry) }
    return entries
  }

  func collectedItems() throws -> [AnsweredItem] {
    var items: [AnsweredItem] = []
    try answeredItems { items.append($0) }
    return items
  }
}

extension QuizRecords {
  func collectedHistory(limit: Int) throws(RecordsError) -> [HistoryEntry] {
    var entries: [HistoryEntry] = []
    try history(limit: limit, passes: 1) { _, entry in entries.append(entry) }
    return entries
  }
}
