# Sourced by the bench scripts: builds conjugar exactly as the README installs it
# (release, the Swift runtime linked statically) in $SCRATCH (default .build) and
# prints the binary's path. One place, so every script measures the same build.
release_binary() {  # release_binary [SWIFT BUILD FLAGS…]
  local scratch=${SCRATCH:-.build}
  swift build -c release --static-swift-stdlib --product conjugar --scratch-path "$scratch" "$@" >/dev/null
  echo "$(swift build -c release --static-swift-stdlib --scratch-path "$scratch" "$@" --show-bin-path)/conjugar"
}

# The hello-world baseline (bench/hello.swift, which imports Foundation), built with
# the same flags: optimised, the Swift runtime static, symbols stripped.
hello_binary() {  # hello_binary OUT
  swiftc -O -static-stdlib bench/hello.swift -o "$1" -Xlinker -s 2>/dev/null
}

# The same build with the hidden `record-sample` command (-DBENCH), which fills
# databases for bench/db.sh and bench/learning.sh; the installed binary lacks it.
# Its own scratch path, so the installed build above is not rebuilt.
bench_binary() {
  SCRATCH=${SCRATCH:-.build}/bench release_binary -Xswiftc -DBENCH
}
