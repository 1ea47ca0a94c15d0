# Sourced by the bench scripts: builds conjugar as users build it (release, the
# Swift runtime linked statically) in $SCRATCH (default .build) and prints the
# binary's path. One place, so every script measures the same build.
release_binary() {
  local scratch=${SCRATCH:-.build}
  swift build -c release --static-swift-stdlib --scratch-path "$scratch" >/dev/null
  echo "$(swift build -c release --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)/conjugar"
}
