#!/usr/bin/env bash
# The tests of `make test` from the built test binary: its XCTest cases, then its Swift Testing suites in three
# processes at once, each given whole test modules. Arguments: the test binary. Exits non-zero if any process failed.
#
# Why three processes: Swift's concurrency runs the tests on a pool of threads as wide as the machine has cores (two
# on CI), plus the main actor, where the UIKit tests run one at a time. A test that waits for a child process (a
# render, the studio, ffmpeg, Chromium) or a socket holds one of those threads while it waits, so in one process the
# waiting tests starved the others: the run kept one core busy for its last half and sometimes none. Each process has
# a pool and a main actor of its own. The groups keep the heaviest main-actor module (DemoTests) apart from UIKit's,
# and the waiting-heavy modules (CLITests, FuzzTests) apart from each other; the last process takes every module the
# others do not name, so a new test module runs without a change here.
set -uo pipefail
tests="$1"
groups=(
    "DemoTests CLITests"
    "PhysicsTests PortTests LayoutSolverTests GeometryTests FuzzTests"
)
"$tests" || exit 1
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
pattern() { echo "^($(echo "$1" | tr ' ' '|'))\\."; }
named=""
pids=()
for index in "${!groups[@]}"; do
    "$tests" --testing-library swift-testing --filter "$(pattern "${groups[$index]}")" --skip DocumentationExampleTests \
        >"$logs/$index" 2>&1 &
    pids+=($!)
    named+="${named:+ }${groups[$index]}"
done
rest=${#groups[@]}
# DocumentationExampleTests runs on its own beside these (scripts/check-examples.sh).
"$tests" --testing-library swift-testing --skip "$(pattern "$named")" --skip DocumentationExampleTests >"$logs/$rest" 2>&1 &
pids+=($!)
failed=()
for index in "${!pids[@]}"; do
    wait "${pids[$index]}" || failed+=("$index")
done
for index in "${!pids[@]}"; do
    echo "== Swift Testing: $( [ "$index" -lt "$rest" ] && echo "${groups[$index]}" || echo "every other module") =="
    cat "$logs/$index"
done
if [ ${#failed[@]} -gt 0 ]; then
    for index in "${failed[@]}"; do
        echo "run-test-shards: the tests of $( [ "$index" -lt "$rest" ] && echo "${groups[$index]}" || echo "every other module") failed (their output is above)" >&2
    done
    exit 1
fi
