#!/usr/bin/env bash
# The DocC documentation of every library module, combined into one archive: what SwiftPM's DocC plugin
# (`swift package generate-documentation --enable-experimental-combined-documentation`) makes, with the same command
# lines for `swift-symbolgraph-extract`, `docc convert` and `docc merge`, but from the modules the build already made.
# The plugin paid a build and a new build plan per module (two thirds of its time); this plans once.
#   scripts/docs.sh [--no-build] OUTPUT [swift build flags...]
# Without --no-build it first builds the documented modules (not the tests); with it, it uses the build folder as it
# is (`make test` passes it right after its test build). Extractions and conversions run two at a time.
set -euo pipefail
cd "$(dirname "$0")/.."
build=yes
if [ "${1:-}" = --no-build ]; then
    build=no
    shift
fi
if [ $# -lt 1 ] || [ -z "$1" ]; then
    echo "usage: scripts/docs.sh [--no-build] OUTPUT [swift build flags...]" >&2
    exit 2
fi
output="$1"
shift
# The library modules whose documentation is combined (the umbrella `Dynamics` first).
targets=(Dynamics DynamicsGeometry DynamicsUIKit DynamicsUIKitDynamics DynamicsRenderFolder DynamicsRender DynamicsScene
    DynamicsTesting DynamicsCommandLine DynamicsStudio DynamicsSnapshotTesting)
# Deterministic hashing keeps SwiftPM's build plan (the traits' -D flags) the same as the test build's (Makefile).
swiftpm=(env SWIFT_DETERMINISTIC_HASHING=1 swift)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The manifest gives each target's declared dependencies: `docc convert` links to the archives of those a module
# names itself, as the plugin does.
"${swiftpm[@]}" package "$@" dump-package >"$work/manifest.json"
if [ $build = yes ]; then
    # Build the modules no other documented module depends on; that builds the others too.
    for root in $(python3 scripts/docs-plan.py roots "$work/manifest.json" "${targets[@]}"); do
        "${swiftpm[@]}" build "$@" --target "$root"
    done
fi
bin="$("${swiftpm[@]}" build "$@" --show-bin-path)"
python3 scripts/docs-plan.py build "$work/manifest.json" "${targets[@]}" --bin "$bin" --work "$work" --output "$output"
