import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

extension World {
  /// The unitTest World whose unimplemented dependeffects fail the running test.
  static func test(clock: Date? = nil, input: [String]? = nil) -> World {
    var world = World.unitTest(onUnimplemented: { message in
      Issue.record(Comment(rawValue: message))
    })
    if let clock { world.clock = TestClock(clock) }
    if let input { world.console = ScriptedConsole(input: input) }
    return world
  }
}

/// A fresh temporary directory, removed by the caller with `cleanUp`.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = Scratch.directory
      .appendingPathComponent("conjugar-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var path: String { url.path }
  func file(_ name: String) -> String { url.appendingPathComponent(name).path }
  func cleanUp() { try? FileManager.default.removeItem(at: url) }

  /// Every file under the directory, relative paths.
  func contents() -> [String] {
    (FileManager.default.subpaths(atPath: path) ?? []).sorted()
  }
}

let day: TimeInterval = 24 * 60 * 60
let aDate = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14T22:13:20Z

extension AppDatabase {
  /// A finished quiz in the history and, with a player, on the local board: what
  /// SQLiteQuizRecords and LocalLeaderboard write between them on device.
  func recordOnBoard(_ score: Score, player: String?) throws {
    try recordQuiz(score, player: player)
    if let player { try recordLeaderboardEntry(score, player: player) }
  }
}
