// swift-tools-version: 6.0
import PackageDescription

// The release binary's size (docs/performance.md): GRDB imports Foundation, which
// brings ICU and its 34 MB data table; conjugar needs nothing from it (see
// Sources/NoICUData). In conjugar's release build the table's symbol points at an
// empty stand-in, and symbols are left out (-s). 76 is the toolchain's ICU version:
// after a toolchain update that moves it, the name matches nothing, the table comes
// back, and .ci/run's size check (35 MB) fails.
let conjugarRelease: [LinkerSetting] = [
  .unsafeFlags(
    ["-Xlinker", "--defsym=icudt76_dat=conjugar_no_icu_data", "-Xlinker", "-s"],
    .when(platforms: [.linux], configuration: .release))
]

let package = Package(
  name: "conjugar",
  // Linux only (README, "Platforms"): the terminal, signal and process code is
  // written for Glibc, and no Apple platform is claimed.
  //
  // No target a library product includes has unsafe flags, so that another package
  // can depend on conjugar by version (Examples/). The class board's companion is a
  // package of its own (ClassBoard/), so that conjugar and its tests never build
  // SwiftNIO or the PostgreSQL client. The fuzz target is a package of its own
  // too (fuzz/, docs/fuzzing.md), with no flag in its manifest: tools/fuzz.sh
  // passes libFuzzer's on its command line, so no setting of this manifest can
  // instrument the library.
  products: [
    .executable(name: "conjugar", targets: ["conjugar"]),
    .library(name: "ConjugarCore", targets: ["ConjugarCore"]),
    // The unitTest World and the test doubles, for the tests of a package built on
    // ConjugarCore (Examples/, ClassBoard/); no executable links it.
    .library(name: "ConjugarTestSupport", targets: ["ConjugarTestSupport"]),
    // This project's own test harness (scratch directories in /dev/shm removed at
    // exit, executable scripts, waits with a deadline), for its two packages' tests
    // (ClassBoard/ is another package, reached only through products). No API: a
    // library user needs ConjugarTestSupport alone.
    .library(name: "ConjugarTestHarness", targets: ["ConjugarTestHarness"]),
    // ICU's empty stand-in, for conjugar-classboard's release link (ClassBoard/).
    .library(name: "NoICUData", targets: ["NoICUData"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // `swift package generate-documentation` (ConjugarCore.docc); a plugin only,
    // built when the documentation is.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Core: models, conjugator, quiz, settings, dependeffects, the World, the database.
    // No terminal I/O here.
    .target(
      name: "ConjugarCore",
      dependencies: [
        .product(name: "GRDB", package: "GRDB.swift")
      ],
      plugins: ["EmbedCatalog"]
    ),
    // The terminal front end: argument parsing and terminal I/O only.
    .executableTarget(
      name: "conjugar",
      dependencies: [
        "ConjugarCore", "NoICUData",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      linkerSettings: conjugarRelease
    ),
    // An empty stand-in for ICU's data table, linked in its place in the release
    // builds of conjugar and of conjugar-classboard.
    .target(name: "NoICUData"),
    // Build-time tool: turns Resources/verbs.txt into a Swift string so the
    // release binary carries its catalog and works when copied alone.
    .executableTarget(name: "EmbedResource"),
    .plugin(
      name: "EmbedCatalog",
      capability: .buildTool(),
      dependencies: ["EmbedResource"]
    ),
    // Test doubles: spies, a scripted console, a test clock, Unimplemented and the
    // unitTest World. Only the test targets depend on it; nothing ships it.
    .target(name: "ConjugarTestSupport", dependencies: ["ConjugarCore"]),
    // The harness the tests run programs and files with (see its product).
    .target(name: "ConjugarTestHarness", dependencies: ["ConjugarCore"]),
    .testTarget(
      name: "ConjugarCoreTests", dependencies: ["ConjugarCore", "ConjugarTestSupport", "ConjugarTestHarness"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "ConjugarCLITests",
      dependencies: ["ConjugarCore", "ConjugarTestSupport", "ConjugarTestHarness", "conjugar"],
      exclude: ["Golden"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
