#!/usr/bin/env bash
# The part of `make test` after the test build: the tests, and beside them the documentation (its examples' outside
# packages, then DocC). The tests keep one core busy and the documentation mostly the other, so they run at once: the
# tests from the test binary itself (XCTest's cases, then Swift Testing's in three processes: scripts/run-test-shards.sh), because
# SwiftPM would hold the build folder's lock for as long as they run, and the documentation stages need that lock to
# build in the same folder. The documentation's output is held back and printed after the tests', so the log reads in
# order. Arguments: the build flags of `make test` (a `--scratch-path`, say). Exits non-zero if either part failed.
set -uo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build "$@" --show-bin-path)" || exit 1
tests="$bin/DynamicsPackageTests.xctest"
if [ ! -x "$tests" ]; then
    echo "test-and-docs: $tests is missing; build the tests first (swift build --build-tests)" >&2
    exit 1
fi
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
{
    scripts/timed.sh "documentation examples" scripts/check-examples.sh "$@" &&
        scripts/timed.sh "documentation" scripts/check-docs.sh --no-build "$@"
} >"$log" 2>&1 &
documentation=$!
scripts/timed.sh "tests" scripts/run-test-shards.sh "$tests"
tests_status=$?
wait "$documentation"
documentation_status=$?
echo "== documentation examples and DocC (run beside the tests) =="
cat "$log"
[ "$tests_status" -eq 0 ] || echo "test-and-docs: the tests failed (their output is above the documentation's)" >&2
[ "$tests_status" -eq 0 ] && [ "$documentation_status" -eq 0 ]
