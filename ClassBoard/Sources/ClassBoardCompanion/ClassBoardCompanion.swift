import ClassPage
import ConjugarClassBoard
import ConjugarCore
import Foundation

/// `conjugar-classboard`'s entry point: everything else is Companion
/// (Sources/ConjugarClassBoard/Companion.swift), where the tests reach it.
@main
enum ClassBoardCompanion {
  static func main() {
    // conjugar gone before the reply: the write fails (EPIPE), no signal.
    signal(SIGPIPE, SIG_IGN)
    // `serve`: the teacher's page (Sources/ClassPage, ServeCommand).
    if CommandLine.arguments.dropFirst().first == "serve" {
      exit(
        ServeCommand.run(
          Array(CommandLine.arguments.dropFirst(2)), environment: ProcessInfo.processInfo.environment,
          input: { FileHandle.standardInput.readDataToEndOfFile().map { $0 } },
          output: { write(Array($0.utf8), to: 1) }, errors: { write(Array($0.utf8), to: 2) }))
    }
    let status = Companion.run(
      Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
      input: { FileHandle.standardInput.readDataToEndOfFile().map { $0 } },
      output: { bytes in write(bytes, to: 1) },
      errors: { text in write(Array(text.utf8), to: 2) })
    exit(status)
  }

  /// Written whole, or not at all when conjugar is gone (EPIPE): nothing to tell.
  static func write(_ bytes: [UInt8], to descriptor: Int32) {
    let handle = descriptor == 1 ? FileHandle.standardOutput : FileHandle.standardError
    try? handle.write(contentsOf: Data(bytes))
  }
}
