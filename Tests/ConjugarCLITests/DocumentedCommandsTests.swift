import Foundation
import Testing

@testable import ConjugarCore

/// Issue 46: every command a document shows is run, so that the README and
/// docs/ stay true. The commands are read from README.md and docs/*.md: lines of
/// a code block (fenced, or indented four spaces) that start with `conjugar` or,
/// in a transcript, with `$ conjugar`, whose next lines up to the next `$` are
/// the output shown. A synopsis (with `[`, `<`, `|` or `…`) is checked against
/// the command's `--help`; every other command is run in process, in order, in a
/// scratch HOME of its document (so the README's practice, then its reviews, see
/// one history), and must exit 0 and print every line shown (a clock time or a
/// date masked; `…` elides lines, `> ` lines are the learner's input).
@Suite("every command the documents show", .timeLimit(.minutes(10)))
struct DocumentedCommandsTests {
  /// A command as a document shows it: where, the command line, the output lines shown.
  struct Shown: CustomStringConvertible {
    let file: String
    let line: Int
    let command: String
    let output: [String]
    var description: String { "\(file):\(line): \(command)" }
    var words: [String] { Self.split(command) }
    var isSynopsis: Bool { command.contains { "[<|…".contains($0) } }

    /// Shell words: double quotes group, nothing else is special.
    static func split(_ line: String) -> [String] {
      var words: [String] = []
      var word = ""
      var quoted = false
      var started = false
      for character in line {
        if character == "\"" {
          quoted.toggle()
          started = true
        } else if character == " " && !quoted {
          if started { words.append(word) }
          word = ""
          started = false
        } else {
          word.append(character)
          started = true
        }
      }
      if started { words.append(word) }
      return words
    }
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static var documents: [String] {
    let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  /// The commands of one document, in order.
  static func shown(in file: String) throws -> [Shown] {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    var found: [Shown] = []
    var fenced = false
    var index = 0
    // A block: consecutive code lines (a fence's, or indented ones; a blank line
    // inside an indented block continues it when code follows).
    var block: [(number: Int, text: String)] = []
    func flush() {
      defer { block = [] }
      let transcript = block.contains { $0.text.hasPrefix("$ ") }
      var current: (number: Int, command: String, output: [String])?
      for (number, text) in block {
        if transcript {
          if text.hasPrefix("$ ") {
            if let current {
              found.append(Shown(file: file, line: current.number, command: current.command, output: current.output))
            }
            current = text.dropFirst(2).hasPrefix("conjugar") ? (number, String(text.dropFirst(2)), []) : nil
          } else if current != nil, !text.isEmpty {
            current?.output.append(text)
          }
        } else if text == "conjugar" || text.hasPrefix("conjugar ") {
          found.append(Shown(file: file, line: number, command: text, output: []))
        }
      }
      if let current {
        found.append(Shown(file: file, line: current.number, command: current.command, output: current.output))
      }
    }
    while index < lines.count {
      let line = lines[index]
      index += 1
      if line.hasPrefix("```") {
        if fenced { flush() }
        fenced.toggle()
        continue
      }
      if fenced {
        block.append((index, line))
      } else if line.hasPrefix("    ") {
        block.append((index, String(line.dropFirst(4))))
      } else if line.isEmpty, !block.isEmpty, index < lines.count, lines[index].hasPrefix("    ") {
        block.append((index, ""))
      } else if !block.isEmpty {
        flush()
      }
    }
    flush()
    // Comments after the command (`# …`), and the README's own alignment, go.
    return found.map { shown in
      var command = shown.command
      if let comment = command.range(of: " #") { command = String(command[..<comment.lowerBound]) }
      return Shown(
        file: shown.file, line: shown.line, command: command.trimmingCharacters(in: .whitespaces),
        output: shown.output)
    }
  }

  /// Commands run elsewhere, by the start of their line, and why.
  static let elsewhere: [(prefix: String, reason: String)] = [
    ("conjugar leaderboard server-setup", "the teacher's section: ReadmeClassTests (ClassBoard/) runs it on a cluster"),
    ("conjugar class ", "the learner's class commands: ReadmeClassTests (ClassBoard/) runs them on a cluster"),
    ("conjugar settings set leaderboardServer postgres://", "a class board's server: ClassBoard/'s tests"),
    ("conjugar conjugate --all --json", "ConjugateCommandTests runs it and reads all of its output"),
  ]

  /// What a learner types in the transcripts that ask questions, written by hand
  /// from the document (the answers its results table shows).
  static let input: [String: String] = [
    "conjugar practice --tense pretérito --verb tener --verb hacer --verb ir --count 5 --seed 4":
      "tuve\nfueron\ntenimos\nhizo\nhicímos\n",
    "conjugar review": "tuvimos\n",
  ]

  /// Commands that need the uiTest World (a pretended speaker: the machine may
  /// have no sound device or no espeak-ng), and the shell redirection a command
  /// line shows, dropped.
  static func arguments(_ shown: Shown) -> [String] {
    var words = Array(shown.words.dropFirst())
    if let redirect = words.firstIndex(of: ">") { words = Array(words[..<redirect]) }
    if words.first == "say" { words.append("enable-ui-testing") }
    return words
  }

  /// A shown line as it is compared: a clock (`0:09`) and a date-time masked.
  static func masked(_ line: String) -> String {
    line.replacing(/\d{4}-\d\d-\d\d \d\d:\d\d/, with: "DATE").replacing(/\b\d+:\d\d\b/, with: "T:TT")
      .trimmingCharacters(in: .whitespaces)
  }

  @Test("the documents show commands, and this test finds them")
  func found() throws {
    let all = try Self.documents.flatMap(Self.shown)
    #expect(all.count > 30)
    #expect(all.contains { $0.command.hasPrefix("conjugar practice --tense pretérito") && $0.output.count > 10 })
    #expect(!all.contains { $0.command.hasPrefix("conjugar practice —") }, "an output line is no command")
    // Each command said to run elsewhere is still shown somewhere.
    for (prefix, reason) in Self.elsewhere {
      #expect(all.contains { $0.command.hasPrefix(prefix) }, "no document shows \(prefix) (\(reason))")
    }
  }

  @Test("every option a synopsis shows is in its command's help")
  func synopses() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    for shown in try Self.documents.flatMap(Self.shown) where shown.isSynopsis {
      let words = shown.words.dropFirst()
      let command = Array(words.prefix { $0.first?.isLetter == true })
      var help = ConjugarProcess.inProcess(command + ["--help"], environment: environment)
      #expect(help.status == 0, "\(shown): \(help.stderr)")
      // A command with a default subcommand (`settings` is `settings show`)
      // takes that subcommand's options too.
      if let line = help.stdout.split(separator: "\n").first(where: {
        $0.hasSuffix(" (default)") || $0.contains(" (default)  ")
      }),
        let name = line.split(separator: " ").first
      {
        let sub = ConjugarProcess.inProcess(command + [String(name), "--help"], environment: environment)
        help = ConjugarProcess.Result(status: help.status, stdout: help.stdout + sub.stdout, stderr: help.stderr)
      }
      let options = words.flatMap { word in word.matches(of: /--[a-z][a-z-]*/).map { String($0.output) } }
      for option in options {
        #expect(
          help.stdout.contains(option),
          "\(shown): \(option) is not in `conjugar \(command.joined(separator: " ")) --help`")
      }
    }
  }

  @Test("every command shown runs, exits 0 and prints what the document shows", arguments: documents)
  func commands(document: String) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    for shown in try Self.shown(in: document) where !shown.isSynopsis {
      if Self.elsewhere.contains(where: { shown.command.hasPrefix($0.prefix) }) { continue }
      let result = ConjugarProcess.inProcess(
        Self.arguments(shown), input: Self.input[shown.command] ?? "", environment: environment)
      #expect(result.status == 0, "\(shown): exit \(result.status): \(result.stderr)")
      // A question's prompt ("> ") and its feedback share a line: the learner's
      // Return is not in the output.
      let printed = Set(
        (result.stdout + result.stderr).components(separatedBy: "\n").flatMap { line in
          [line, line.hasPrefix("> ") ? String(line.dropFirst(2)) : line].map(Self.masked)
        })
      for line in shown.output where line != "…" && !line.hasPrefix(">") {
        #expect(printed.contains(Self.masked(line)), "\(shown): does not print \"\(line)\"\n\(result.stdout)")
      }
    }
  }
}
