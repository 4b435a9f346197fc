#!/usr/bin/env bash
# A step of `make test` (scripts/test-and-docs.sh runs it beside the tests): the documentation examples
# (`DocumentationExampleTests`: every Swift block of the README and docs/ compiles as pasted in a package outside the
# repository, and the README's own package builds, renders and snapshot-tests). The tests' run skips that suite and
# this runs it from the test binary, outside SwiftPM, so the outside packages can build in the checkout's own build
# folder — which `swift test` would keep locked while it runs — and reuse Dynamics and its dependencies as the test
# build compiled them. Arguments: the build flags of `make test` (a `--scratch-path`, say), used to find that folder.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build "$@" --show-bin-path)"
scratch="$(cd "$bin/../.." && pwd)"
tests="$bin/DynamicsPackageTests.xctest"
if [ ! -x "$tests" ]; then
    echo "check-examples: $tests is missing; run swift test first" >&2
    exit 1
fi
DYNAMICS_EXAMPLES_SCRATCH="$scratch" "$tests" --testing-library swift-testing --filter DocumentationExampleTests
