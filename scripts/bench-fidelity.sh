#!/usr/bin/env bash
# make bench-fidelity: runs public iOS snapshot tests, ported to Linux with only their imports changed, against their
# iOS-recorded reference images, and prints the share of differing pixels per case (docs/snapshot-testing.md).
#
# The port lives outside the repository (its tests and references are third-party): FIDELITY_PORT, by default
# ../ports/snapshot-fidelity beside this checkout. Nothing is fetched. Side-by-side pictures of the worst cases go to
# render-output/bench-fidelity/.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
port="${FIDELITY_PORT:-$here/../ports/snapshot-fidelity}"
if [ ! -f "$port/Package.swift" ] || [ ! -d "$port/Tests" ]; then
    echo "bench-fidelity: no ported snapshot suite at $port (set FIDELITY_PORT; docs/snapshot-testing.md says how to make one)" >&2
    exit 1
fi
out="$here/render-output/bench-fidelity"
rm -rf "$out"
mkdir -p "$out/artifacts"
screen="${DYNAMICS_SCREEN:-$(cat "$port/recording-screen" 2>/dev/null || echo 375x812@3)}"
echo "Running the ported suite in $port (references recorded on a $screen simulator) …" >&2
# The suite fails wherever a picture differs from iOS's; that is what is measured, so its exit status is not.
# The port depends on the checkout named by DYNAMICS_CHECKOUT (this one); recording stays off so a case without a
# reference fails instead of writing Dynamics' picture where iOS's belongs.
# Built first with nothing else in its environment: the compiler's commands carry the environment, so building
# under the test run's variables would compile everything again whenever they change.
if ! (cd "$port" && DYNAMICS_CHECKOUT="$here" swift build --build-tests > "$out/build.log" 2>&1); then
    echo "bench-fidelity: the ported suite does not build; see $out/build.log" >&2
    exit 1
fi
(cd "$port" && DYNAMICS_CHECKOUT="$here" SNAPSHOT_TESTING_RECORD=never SNAPSHOT_ARTIFACTS="$out/artifacts" \
    DYNAMICS_SCREEN="$screen" swift test --skip-build > "$out/test.log" 2>&1) || true
if ! grep -q "Executed\|Test run with" "$out/test.log"; then
    echo "bench-fidelity: the ported suite did not run; see $out/test.log" >&2
    exit 1
fi
/usr/bin/python3 "$here/scripts/fidelity-table.py" "$port" "$out"
