// swift-tools-version: 6.0
import PackageDescription

// An app built on conjugar's library, depending on it as any package would: by URL
// and version. Examples/check.sh clones this repository to a temporary folder, tags
// the clone 1.0.0 and points CONJUGAR_PACKAGE_URL at it (file://…), so the example
// resolves conjugar exactly as a user's package resolves a release. Your own
// package names conjugar's repository URL here instead.
let conjugarURL = Context.environment["CONJUGAR_PACKAGE_URL"] ?? "file://\(Context.packageDirectory)/.."

let package = Package(
  name: "conjugar-example",
  dependencies: [
    .package(url: conjugarURL, from: "1.0.0")
  ],
  targets: [
    // Conjugates a verb, identifies a form and grades two answers.
    .executableTarget(
      name: "ConjugarExample",
      dependencies: [.product(name: "ConjugarCore", package: "conjugar")]
    ),
    // A whole quiz session in the unitTest World.
    .testTarget(
      name: "ConjugarExampleTests",
      dependencies: [
        .product(name: "ConjugarCore", package: "conjugar"),
        .product(name: "ConjugarTestSupport", package: "conjugar"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
