// swift-tools-version: 6.0
import PackageDescription

// CONJUGAR_FUZZ=1 builds the fuzz target for libFuzzer (docs/fuzzing.md): the core
// instrumented, libFuzzer's main linked into conjugar-fuzz only. Unset, nothing
// changes and conjugar-fuzz is a seeded random driver.
let fuzzing = Context.environment["CONJUGAR_FUZZ"] == "1"
let fuzzerFlags: [SwiftSetting] = fuzzing ? [.unsafeFlags(["-sanitize=fuzzer"])] : []

// The release binary's size (README, Speed): GRDB's Foundation brings ICU, and ICU
// its 34 MB data table, which conjugar never reads; in release builds the table's
// symbol points at an empty stand-in (Sources/NoICUData, which says why that is
// safe), identical functions are folded, and symbols and debug information are
// left out (-s). 76 is the toolchain's ICU version: after a toolchain update that
// moves it, the name matches nothing, the table comes back, and bench/run.sh's size
// line shows it.
// Start-up (README, Speed): the executable is linked at a fixed address (-no-pie),
// so the loader has some 1,000 relocations to apply instead of 85,000, and it
// exports no symbols (--no-export-dynamic overrides the -export-dynamic of the
// static Swift runtime's link arguments, which exported 7,800 symbols of GRDB,
// the argument parser and ConjugarCore that nothing looks up; with them gone,
// the one dladdr(3) at start-up has 560 symbols to scan, not 8,400).
// SQLite is linked in from the system's static library (libsqlite3.a, from the same
// Debian package as libsqlite3.so.0), through the linker script that the -L below
// puts first on the library path (Sources/NoICUData/static-sqlite): Debian links
// libsqlite3.so.0 with BIND_NOW, so loading it cost every start some 1,200 symbol
// look-ups (1.1 M instructions) before main.
// The functions a launch runs are placed together at the start of the code, in the
// order they first run (lld's --symbol-ordering-file, the list written by
// bench/order.sh; our Swift targets are compiled with a section per function for
// it, -function-sections, as the Swift runtime's libraries are): a launch touches
// some 40 pages of code instead of some 90 scattered over 18 MB, each first touch a
// page fault. A name the list lacks, or one it names that no longer exists, costs
// speed only. (gold, the toolchain's default linker, ignored the list.)
// CONJUGAR_KEEP_SYMBOLS=1 keeps the symbols (not -s), for profiling a release build
// with callgrind (bench/profile.sh); nothing else changes.
let keepSymbols = Context.environment["CONJUGAR_KEEP_SYMBOLS"] == "1"
let releaseSize: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-Xlinker", "--defsym=icudt76_dat=conjugar_no_icu_data", "-Xlinker", "--icf=all",
      "-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic",
      "-L", Context.packageDirectory + "/Sources/NoICUData/static-sqlite",
      "-use-ld=lld", "-Xlinker", "--no-warn-symbol-ordering",
      "-Xlinker", "--symbol-ordering-file=" + Context.packageDirectory + "/Sources/NoICUData/startup-order.txt",
    ] + (keepSymbols ? [] : ["-Xlinker", "-s"]),
    .when(platforms: [.linux], configuration: .release))
]

// Start-up (README, Speed): by default the compiler reaches a concrete generic type's
// metadata (a Dictionary's storage, a Set's) through its mangled name, and the
// runtime then checks each generic requirement (String: Hashable, …) by scanning
// every protocol conformance linked into the binary, some 6,500 of them in a static
// build: about 190,000 instructions for each new pair, dozens of pairs before the
// first question. With direct metadata accessors the witness tables are passed, and
// nothing is scanned. Our targets only: dependencies keep their own flags. In
// release, a section per function, for the start-up order (above).
let directMetadata: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
  .unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release)),
]

// Tests (README, Tests): the debug build compiles our own targets optimised, since
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
  platforms: [.macOS(.v15)],
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
        .product(name: "GRDB", package: "GRDB.swift"),
        // SQLite's C API, which GRDB is built on: the launch's read (LaunchRead).
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        "SystemShims",
      ],
      swiftSettings: fuzzerFlags + directMetadata + debugOptimised,
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
      dependencies: ["ConjugarCore", "ConjugarClassBoard", "NoICUData"],
      linkerSettings: releaseSize
    ),
    // The terminal front end: argument parsing and terminal I/O only.
    .executableTarget(
      name: "conjugar",
      dependencies: [
        "ConjugarCore", "NoICUData",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: directMetadata + debugOptimised,
      linkerSettings: releaseSize
    ),
    // The C calls Swift cannot make: SQLite's process-wide page-cache setting
    // (sqlite3_config is variadic) and signalfd(2) (its header is not in the Glibc
    // module); start-up, each file says why.
    .target(name: "SystemShims"),
    // An empty stand-in for ICU's data table, linked in its place in release builds.
    .target(name: "NoICUData", exclude: ["static-sqlite", "startup-order.txt"]),
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
