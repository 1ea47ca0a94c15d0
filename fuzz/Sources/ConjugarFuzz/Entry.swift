#if FUZZING
  /// libFuzzer's entry point, under tools/fuzz.sh's `-DFUZZING` (docs/fuzzing.md).
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    FuzzCase.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }

  typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

  // swift-format-ignore: AlwaysUseLowerCamelCase
  // libFuzzer's own C name, which the linker resolves.
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: FuzzCallback
  ) -> CInt

  /// SwiftPM links a debug executable's `main` to `<module>_main`; here that hands
  /// over to libFuzzer's driver.
  @_cdecl("ConjugarFuzz_main")
  public func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzTestOneInput)
  }
#else
  import ConjugarCore

  /// Without libFuzzer: a seeded random driver (`conjugar-fuzz [seconds] [seed]`)
  /// that mutates answers, infinitives and catalog lines and runs them the same way.
  @main
  enum SeededDriver {
    static func main() {
      let arguments = CommandLine.arguments.dropFirst()
      let seconds = arguments.first.flatMap(Double.init) ?? 10
      let seed = arguments.dropFirst().first.flatMap(UInt64.init) ?? 1
      var random = SplitMix64(seed: seed)
      let corpus = RandomInputs.seeds
      let clock = ContinuousClock()
      let end = clock.now + .milliseconds(Int(seconds * 1000))
      var runs = 0
      while clock.now < end {
        for _ in 0..<200 {
          FuzzCase.run(RandomInputs.mutate(corpus, using: &random))
          runs += 1
        }
      }
      print("conjugar-fuzz: \(runs) inputs in \(seconds) s (seed \(seed)), no crash")
    }
  }
#endif
