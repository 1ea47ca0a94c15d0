import Foundation
import PackagePlugin

/// Embeds `Resources/verbs.txt` (at the package root) into the core library as a
/// Swift string, so the catalog travels inside the binary: a user can copy the
/// release `conjugar` alone to any directory and it still knows its verbs.
@main
struct EmbedCatalog: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let input = context.package.directoryURL.appending(path: "Resources/verbs.txt")
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedCatalog.swift")
    return [
      .buildCommand(
        displayName: "Embedding Resources/verbs.txt",
        executable: try context.tool(named: "EmbedResource").url,
        arguments: [input.path(), output.path(), "embeddedVerbCatalog"],
        inputFiles: [input],
        outputFiles: [output]
      )
    ]
  }
}
