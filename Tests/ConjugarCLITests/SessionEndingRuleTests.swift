import Foundation
import Testing

/// Issue 22 §8: finishing a session has one owner, SessionEnding in the core. The
/// front end prints its steps; it records, reports, sends and prompts nothing
/// itself. Checked on the sources, so that a second owner growing back fails.
@Suite("the front end ends no session itself")
struct SessionEndingRuleTests {
  @Test("no command or terminal code records, reports, sends or prompts a session's end")
  func oneOwner() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/conjugar")
    let paths = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(".swift") }
    #expect(paths.contains("Terminal/QuizPlayer.swift"))
    // record-sample (hidden, for benchmarks and crash tests) records sample
    // sessions by the core's own calls, with no learner and nothing to show.
    let sampler = "Commands/RecordSampleCommand.swift"
    for path in paths where path != sampler {
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      for call in [
        ".finish(in:", ".finish(endingAt:", ".keepAnswered(", ".sendWaiting(", ".reportScore(", ".recordEvent(",
        ".promptableActionHappened(", "records.record(", "records.keep(",
      ] {
        #expect(!text.contains(call), "\(path) calls \(call)")
      }
    }
  }

  @Test("no command or terminal code makes a session or chooses its questions: Sessions.start does")
  func oneEntry() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/conjugar")
    let paths = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(".swift") }
    #expect(paths.contains("Commands/PracticeCommand.swift"))
    var starts = 0
    for path in paths {
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      starts += text.components(separatedBy: "Sessions.start(").count - 1
      for call in [
        "QuizSession(", "QuizComposer.compose(", "PracticeSelector.", "ReviewSelector.inPriority(",
        "ReviewSelector.interleave(", ".select(topics:", "reviewItems(for:",
      ] {
        #expect(!text.contains(call), "\(path) calls \(call)")
      }
    }
    // quiz, practice, review, context, and the sample sessions of record-sample.
    #expect(starts >= 5)
  }
}
