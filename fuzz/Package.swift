// swift-tools-version: 6.0
import PackageDescription

// The fuzz harness (docs/fuzzing.md): a package of its own, so that nothing in
// conjugar's manifest, and no environment variable, can put libFuzzer's flags on
// the library. This manifest has no unsafe flag either: built as it stands,
// conjugar-fuzz is the seeded random driver (`swift run --package-path fuzz
// conjugar-fuzz 600 1`); tools/fuzz.sh builds it for libFuzzer by passing the
// instrumentation (`-Xfrontend -sanitize=fuzzer`), `-DFUZZING` and libFuzzer's
// runtime without its `main` on its own command line, in fuzz/.build-fuzz.
let package = Package(
  name: "conjugar-fuzz",
  products: [
    .executable(name: "conjugar-fuzz", targets: ["ConjugarFuzz"])
  ],
  dependencies: [
    .package(name: "conjugar", path: "..")
  ],
  targets: [
    // The answer path, the catalog parser and typed infinitives, fed arbitrary
    // bytes: by libFuzzer under FUZZING, by a seeded random driver otherwise.
    .executableTarget(
      name: "ConjugarFuzz",
      dependencies: [.product(name: "ConjugarCore", package: "conjugar")]
    )
  ],
  swiftLanguageModes: [.v6]
)
