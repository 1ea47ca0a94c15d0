#!/usr/bin/env bash
# Builds and runs the example as a user's package would use conjugar: this
# repository's HEAD cloned to a temporary folder, tagged 1.0.0 there (the working
# repository is left untagged), and resolved by URL and version (file://…).
# Usage: Examples/check.sh [scratch folder for the example's build]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

git clone --quiet --no-local "$root" "$tmp/conjugar"
git -C "$tmp/conjugar" -c user.name=example -c user.email=example@localhost tag 1.0.0
cp -R "$here/Package.swift" "$here/Sources" "$here/Tests" "$tmp/"
export CONJUGAR_PACKAGE_URL="file://$tmp/conjugar"
cd "$tmp"
scratch=${1:-$tmp/.build}
swift build --scratch-path "$scratch" --build-tests
swift run --scratch-path "$scratch" --skip-build ConjugarExample
swift test --scratch-path "$scratch" --skip-build
