import ConjugarCore
import Foundation
import GRDB
import Testing

/// The launch cache, black-box (docs/persistence.md): a learner's launch reads
/// the settings the last run kept beside the database, and a change to the
/// database by any other program, or to the cache itself, is never read past.
@Suite("the launch cache (built executable)")
struct LaunchCacheCLITests {
  static func header(_ environment: [String: String], _ arguments: [String] = []) throws -> String {
    let result = try ConjugarProcess.run(arguments, input: "", environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    return String(result.stdout.prefix { $0 != "\n" })
  }

  @Test("a setting changed by conjugar, by another program, and a cache tampered with: the quiz asks what is stored")
  func neverStale() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let database = home.path + "/.local/share/conjugar/conjugar.sqlite"
    let cache = database + "-launch"
    let set = try ConjugarProcess.run(["settings", "set", "difficulty", "Difficult"], environment: environment)
    #expect(set.status == 0, "\(set.stderr)")
    #expect(FileManager.default.fileExists(atPath: cache), "the run that wrote keeps the cache")
    #expect(try Self.header(environment) == "conjugar — 50 questions · Latin America · Difficult · tú")
    let difficultCache = try Data(contentsOf: URL(fileURLWithPath: cache))

    // Another program writes the database: the next quiz reads the new value.
    do {
      let queue = try DatabaseQueue(path: database)
      try queue.write { try $0.execute(sql: "UPDATE setting SET value = 'Easy' WHERE key = 'difficulty'") }
      try queue.close()
    }
    #expect(try Self.header(environment) == "conjugar — 50 questions · Latin America · Easy · tú")
    #expect(try Self.header(environment) == "conjugar — 50 questions · Latin America · Easy · tú")

    // The cache edited (Easy → Hard, the same length): its checksum no longer
    // matches, so it is not read; the database is.
    var bytes = try Data(contentsOf: URL(fileURLWithPath: cache))
    let easy = Data("Easy".utf8)
    let found = try #require(bytes.range(of: easy))
    bytes.replaceSubrange(found, with: Data("Hard".utf8))
    try bytes.write(to: URL(fileURLWithPath: cache))
    #expect(try Self.header(environment) == "conjugar — 50 questions · Latin America · Easy · tú")

    // A copy of the database (Easy) beside the cache of the original when it said
    // Difficult: another file, so that cache is not used for it.
    let copy = home.path + "/copy.sqlite"
    try FileManager.default.copyItem(atPath: database, toPath: copy)
    try difficultCache.write(to: URL(fileURLWithPath: copy + "-launch"))
    #expect(
      try Self.header(environment, ["quiz", "--database", copy])
        == "conjugar — 50 questions · Latin America · Easy · tú")
  }
}
