import ArgumentParser
import ConjugarCore

/// `conjugar say tuve`: a form said aloud, in the voice of the region setting.
struct SayCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "say", abstract: "Say Spanish words aloud (espeak-ng; the voice follows the region setting).")

  @Argument(help: "What to say (\"tuve\", \"me acuerdo\").")
  var words: [String]

  @Option(help: ArgumentHelp("Write the sound to this WAV file instead of playing it.", valueName: "file"))
  var wav: String?

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  func validate() throws {
    guard !words.joined().trimmingCharacters(in: .whitespaces).isEmpty else {
      throw ValidationError("say what? Give the words to say, as in: conjugar say tuve")
    }
    if wav?.isEmpty == true {
      throw ValidationError("--wav needs a file name (--wav tuve.wav), not an empty one")
    }
  }

  func run() throws {
    let world = Current
    try world.utterer.say(
      words.joined(separator: " "), region: world.settings.region, file: wav, files: world.files,
      console: world.console)
  }
}
