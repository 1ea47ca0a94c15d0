# Sourced by the bench scripts: builds conjugar as users build it (release, the
# Swift runtime linked statically, no $ORIGIN run path: README, Speed) in $SCRATCH
# (default .build) and prints the binary's path. One place, so every script
# measures the same build.
release_binary() {
  local scratch=${SCRATCH:-.build}
  swift build -c release --static-swift-stdlib --disable-local-rpath --scratch-path "$scratch" >/dev/null
  echo "$(swift build -c release --static-swift-stdlib --disable-local-rpath --scratch-path "$scratch" --show-bin-path)/conjugar"
}

# The hello-world baseline (bench/hello.swift, which imports Foundation), built with
# the flags conjugar's release build is linked with (Package.swift, releaseSize):
# the Swift runtime, Foundation and libstdc++ linked in statically, lld, a fixed
# address (-no-pie), no exported symbols, identical code folded, no symbols, and
# SwiftPM's --gc-sections. Left out is only what is conjugar's alone: the ICU
# stand-in (the hello world links no ICU data) and the start-up order (a list of
# conjugar's functions). Like with like: what conjugar costs beyond it is its own.
hello_binary() {  # hello_binary OUT
  swiftc -O -static-stdlib bench/hello.swift -o "$1" -use-ld=lld \
    -Xlinker --gc-sections -Xlinker --icf=all -Xclang-linker -no-pie -Xlinker --no-export-dynamic \
    -L Sources/NoICUData/static-sqlite -Xlinker -s 2>/dev/null
}
# The same program with the toolchain's defaults for a static Swift runtime only
# (`swiftc -O -static-stdlib`: PIE, libstdc++.so.6 loaded): the baseline of the
# rounds before this one, shown beside the other for comparison.
plain_hello_binary() {  # plain_hello_binary OUT
  swiftc -O -static-stdlib bench/hello.swift -o "$1" 2>/dev/null
}
