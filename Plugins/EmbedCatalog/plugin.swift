import Foundation
import PackagePlugin

/// Embeds `Resources/verbs.txt` (at the package root) into the core library as a
/// Swift string, so the catalog travels inside the binary: a user can copy the
/// release `conjugar` alone to any directory and it still knows its verbs. The
/// context sentences (`Resources/context/*.txt`) travel the same way.
@main
struct EmbedCatalog: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let tool = try context.tool(named: "EmbedResource").url
    let input = context.package.directoryURL.appending(path: "Resources/verbs.txt")
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedCatalog.swift")
    let folder = context.package.directoryURL.appending(path: "Resources/context")
    let sentences = try FileManager.default.contentsOfDirectory(atPath: folder.path())
      .filter { $0.hasSuffix(".txt") }.sorted().map { folder.appending(path: $0) }
    let sentencesOutput = context.pluginWorkDirectoryURL.appending(path: "EmbeddedContext.swift")
    return [
      .buildCommand(
        displayName: "Embedding Resources/verbs.txt",
        executable: tool,
        arguments: [input.path(), output.path(), "embeddedVerbCatalog"],
        inputFiles: [input],
        outputFiles: [output]
      ),
      .buildCommand(
        displayName: "Embedding Resources/context",
        executable: tool,
        arguments: ["--files", sentencesOutput.path(), "embeddedContextFiles"] + sentences.map { $0.path() },
        inputFiles: sentences,
        outputFiles: [sentencesOutput]
      ),
    ]
  }
}
