// swift-tools-version: 6.1
import PackageDescription

// The class board's companion, conjugar-classboard, and its tests: a package of its
// own so that a learner's `swift run conjugar` and `swift test` never build SwiftNIO,
// BoringSSL or the PostgreSQL client. It depends on the conjugar package beside it
// (by path) and is built by teachers who serve a class board (README, "For a
// class") and by .ci/run.

// The release companion's size (docs/performance.md): as in conjugar's release link
// (../Package.swift, conjugarRelease), ICU's 34 MB data table gives way to the root
// package's empty stand-in (NoICUData) and symbols are left out (-s). Nothing the
// companion runs asks ICU for data: its code, SwiftNIO, postgres-nio and NIOSSL use
// Foundation for bytes, UUIDs, JSON and files, never a locale, a formatter, a
// calendar or a named time zone; dates travel as ISO-8601 text and the server
// formats them (docs/classboard.md, "ICU"). 76 is the toolchain's ICU version, as in
// ../Package.swift: should it move, the table comes back and .ci/run's size check
// (60 MB) fails.
let companionRelease: [LinkerSetting] = [
  .unsafeFlags(
    ["-Xlinker", "--defsym=icudt76_dat=conjugar_no_icu_data", "-Xlinker", "-s"],
    .when(platforms: [.linux], configuration: .release))
]

let package = Package(
  name: "conjugar-classboard",
  // Linux only, as conjugar.
  products: [
    // Installed beside conjugar for a class board, not needed otherwise.
    .executable(name: "conjugar-classboard", targets: ["ClassBoardCompanion"])
  ],
  dependencies: [
    .package(name: "conjugar", path: ".."),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    // Already in the graph (postgres-nio's SCRAM): the join's verifier (ScramVerifier.swift).
    .package(url: "https://github.com/apple/swift-crypto.git", "3.9.0"..<"6.0.0"),
    // The teacher's page (`conjugar-classboard serve`, ClassPage): Hummingbird without
    // its default traits (swift-configuration, full Foundation: nothing here needs
    // them, and full Foundation would ask ICU for data), and bcrypt for the teacher's
    // password.
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth", exact: "2.5.0"),
  ],
  targets: [
    // The class board's server on PostgreSQL (postgres-nio). conjugar reaches it
    // only through the companion (CompanionClassBoard, in the core).
    .target(
      name: "ConjugarClassBoard",
      dependencies: [
        .product(name: "ConjugarCore", package: "conjugar"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
    // The teacher's page: `conjugar-classboard serve` (docs/classboard.md, "The
    // teacher's page"). Its data comes through ClassPageStore: PostgresClassPageStore
    // on the class server, InMemoryClassPageStore in tests.
    .target(
      name: "ClassPage",
      dependencies: [
        "ConjugarClassBoard",
        .product(name: "ConjugarCore", package: "conjugar"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdTLS", package: "hummingbird"),
        .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
      ]
    ),
    // conjugar-classboard: the only executable that links ConjugarClassBoard. conjugar
    // runs it for each exchange with the server.
    .executableTarget(
      name: "ClassBoardCompanion",
      dependencies: [
        "ConjugarClassBoard",
        "ClassPage",
        .product(name: "ConjugarCore", package: "conjugar"),
        .product(name: "NoICUData", package: "conjugar"),
      ],
      linkerSettings: companionRelease
    ),
    // The companion's own tests, and conjugar and the companion together against a
    // throwaway PostgreSQL cluster (.ci/run starts one). They run the conjugar built
    // beside the companion (`swift build --product conjugar`).
    .testTarget(
      name: "ClassBoardTests",
      dependencies: [
        "ConjugarClassBoard",
        "ClassPage",
        .product(name: "ConjugarCore", package: "conjugar"),
        .product(name: "ConjugarTestSupport", package: "conjugar"),
        .product(name: "ConjugarTestHarness", package: "conjugar"),
        .product(name: "conjugar", package: "conjugar"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
