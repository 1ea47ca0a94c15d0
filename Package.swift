// swift-tools-version: 6.0
import PackageDescription

// CONJUGAR_FUZZ=1 builds the fuzz target for libFuzzer (docs/fuzzing.md): the core
// instrumented, libFuzzer's main linked into conjugar-fuzz only. Unset, nothing
// changes and conjugar-fuzz is a seeded random driver.
let fuzzing = Context.environment["CONJUGAR_FUZZ"] == "1"
let fuzzerFlags: [SwiftSetting] = fuzzing ? [.unsafeFlags(["-sanitize=fuzzer"])] : []

// The release binary's size (docs/performance.md): GRDB imports Foundation, which
// brings ICU and its 34 MB data table; conjugar never asks ICU for data (see
// Sources/NoICUData). In conjugar's release build the table's symbol points at an
// empty stand-in, and symbols are left out (-s). 76 is the toolchain's ICU version:
// after a toolchain update that moves it, the name matches nothing, the table comes
// back, and .ci/run's size check (35 MB) fails.
let conjugarRelease: [LinkerSetting] = [
  .unsafeFlags(
    ["-Xlinker", "--defsym=icudt76_dat=conjugar_no_icu_data", "-Xlinker", "-s"],
    .when(platforms: [.linux], configuration: .release))
]

// Tests (CONTRIBUTING.md): the debug build compiles our own targets optimised, since
// most of `swift test`'s time is their code doing large jobs (every catalog verb
// conjugated, thousands of quizzes composed, the debug conjugar launched some 170
// times). -enable-testing, which SwiftPM adds in debug, keeps `@testable import`
// working; DEBUG stays defined. CONJUGAR_DEBUG_ONONE=1 builds them unoptimised, for
// stepping through them in a debugger. Release builds are not affected.
let debugUnoptimised = Context.environment["CONJUGAR_DEBUG_ONONE"] == "1"
let debugOptimised: [SwiftSetting] =
  debugUnoptimised ? [] : [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
  name: "conjugar",
  // Linux only (README): the terminal, signal and process code is written for
  // Glibc, and no Apple platform is claimed.
  products: [
    .executable(name: "conjugar", targets: ["conjugar"]),
    // The class board's companion: installed beside conjugar for a class board,
    // not needed otherwise (README, "For a class").
    .executable(name: "conjugar-classboard", targets: ["ClassBoardCompanion"]),
    .library(name: "ConjugarCore", targets: ["ConjugarCore"]),
    .executable(name: "conjugar-fuzz", targets: ["ConjugarFuzz"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
  ],
  targets: [
    // Core: models, conjugator, quiz, settings, dependeffects, the World, the database.
    // No terminal I/O here.
    .target(
      name: "ConjugarCore",
      dependencies: [
        .product(name: "GRDB", package: "GRDB.swift")
      ],
      swiftSettings: fuzzerFlags + debugOptimised,
      plugins: ["EmbedCatalog"]
    ),
    // The class board's server on PostgreSQL (postgres-nio). A library of its own so
    // the core, conjugar and the core's tests never build or load the PostgreSQL client.
    .target(
      name: "ConjugarClassBoard",
      dependencies: [
        "ConjugarCore",
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ]
    ),
    // conjugar-classboard: the only executable that links ConjugarClassBoard. conjugar
    // runs it for each exchange with the server (CompanionClassBoard, in the core).
    .executableTarget(
      name: "ClassBoardCompanion",
      dependencies: ["ConjugarCore", "ConjugarClassBoard"]
    ),
    // The terminal front end: argument parsing and terminal I/O only.
    .executableTarget(
      name: "conjugar",
      dependencies: [
        "ConjugarCore", "NoICUData",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: debugOptimised,
      linkerSettings: conjugarRelease
    ),
    // An empty stand-in for ICU's data table, linked in its place in conjugar's
    // release build.
    .target(name: "NoICUData"),
    // Fuzzing the answer path and the catalog parser: libFuzzer with
    // `-sanitize=fuzzer -DFUZZING`, a seeded random driver otherwise (docs/fuzzing.md).
    .executableTarget(
      name: "ConjugarFuzz", dependencies: ["ConjugarCore"],
      swiftSettings: fuzzerFlags + (fuzzing ? [.define("FUZZING")] : []),
      linkerSettings: fuzzing ? [.unsafeFlags(["-sanitize=fuzzer"])] : []),
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
    .target(name: "ConjugarTestSupport", dependencies: ["ConjugarCore"], swiftSettings: debugOptimised),
    .testTarget(
      name: "ConjugarCoreTests", dependencies: ["ConjugarCore", "ConjugarTestSupport"],
      exclude: ["Fixtures"], swiftSettings: debugOptimised
    ),
    .testTarget(
      name: "ConjugarCLITests",
      dependencies: ["ConjugarCore", "ConjugarClassBoard", "ConjugarTestSupport", "conjugar"],
      exclude: ["Golden"], swiftSettings: debugOptimised
    ),
  ],
  swiftLanguageModes: [.v6]
)
