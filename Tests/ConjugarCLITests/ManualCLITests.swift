import ArgumentParser
import Testing

@testable import conjugar

/// The manual page and completions come from the commands' help texts.
@Suite("manual page and completions")
struct ManualCLITests {
  static func commands(_ command: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
    [command] + command.configuration.subcommands.flatMap(commands)
  }

  /// Every command, its subcommands included, but `settings set`, whose help lists
  /// the values as docs/quiz.md spells them ("Tú"); its manual entry says
  /// "T" there, and the values are also accepted as "tu".
  static let checked = commands(Conjugar.self).filter { $0.configuration.commandName != "set" }

  @Test("help texts are ASCII: the manual page generator drops other letters (pretérito became pretrito)")
  func asciiHelp() {
    for command in Self.checked {
      let help = Conjugar.helpMessage(for: command, columns: 200)
      let foreign = help.unicodeScalars.filter { !$0.isASCII }
      #expect(
        foreign.isEmpty, "\(command.configuration.commandName ?? "?"): \(String(String.UnicodeScalarView(foreign)))")
    }
  }

  @Test("completion scripts name the commands, for bash, zsh and fish")
  func completions() {
    for shell in [CompletionShell.bash, .zsh, .fish] {
      let script = Conjugar.completionScript(for: shell)
      for name in ["info", "say", "conjugate", "practice"] { #expect(script.contains(name), "\(shell): \(name)") }
    }
  }
}
