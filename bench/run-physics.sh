#!/usr/bin/env bash
# Physics engines side by side: builds the Box2D 2.4 and Chipmunk 7 harnesses (bench/harness/) and dynamics-bench,
# runs the engines (ours with its default and its soft solver profile) on each scene in turn, writes bench/physics-results.json and prints the table.
# Usage: bench/run-physics.sh [scene ...]   (scenes: pyramid-20 pyramid-100 container-1000; default: all)
# Any build or run failure, or a malformed row, stops it with one line on stderr and a non-zero status.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=bench/bin
logs=$bin/logs
mkdir -p "$logs"
fail() { echo "bench-physics: $*" >&2; exit 1; }
# The most telling line of a log: its first error, else its last non-blank line.
gist() { grep -m 1 -iE 'error|fatal' "$1" || grep -v '^[[:space:]]*$' "$1" | tail -n 1 || true; }

scenes=("$@")
[ ${#scenes[@]} -gt 0 ] || scenes=(pyramid-20 pyramid-100 container-1000)

echo "Building the Box2D 2.4 and Chipmunk 7 harnesses and dynamics-bench (release) …" >&2
build() { # build NAME LOG COMMAND...
    local name=$1 log=$2
    shift 2
    "$@" >"$log" 2>&1 || fail "could not build $name: $(gist "$log") (see $log)"
}
build "the shared harness code" "$logs/harness-common.log" \
    gcc -O2 -std=c11 -D_GNU_SOURCE -Wall -c bench/harness/scenes.c -o "$bin/scenes.o"
build "the shared harness code" "$logs/harness-common.log" \
    gcc -O2 -std=c11 -D_GNU_SOURCE -Wall -c bench/harness/runner.c -o "$bin/runner.o"
build "the Box2D harness" "$logs/box2d-build.log" \
    g++ -O2 -std=c++17 -Wall -Ibench/harness bench/harness/box2d_bench.cpp "$bin/scenes.o" "$bin/runner.o" \
    -lbox2d -o "$bin/box2d_bench"
build "the Chipmunk harness" "$logs/chipmunk-build.log" \
    gcc -O2 -std=c11 -D_GNU_SOURCE -Wall bench/harness/chipmunk_bench.c "$bin/scenes.o" "$bin/runner.o" \
    -lchipmunk -lm -o "$bin/chipmunk_bench"
build "dynamics-bench" "$logs/swift-build.log" swift build -c release --product dynamics-bench
dynamics_bench="$(swift build -c release --show-bin-path)/dynamics-bench"

rows=$bin/rows.jsonl
: >"$rows"
run() { # run ENGINE SCENE COMMAND...
    local engine=$1 scene=$2 log="$logs/$1-$2.log"
    shift 2
    echo "  $scene: $engine …" >&2
    local status=0 before
    before=$(wc -l <"$rows")
    # The subshell keeps bash's own "Illegal instruction …" notice of a crashed engine out of the output.
    { ("$@" "$scene" >>"$rows" 2>"$log"); } 2>/dev/null || status=$?
    if [ "$status" -gt 128 ]; then
        fail "$engine crashed on $scene (signal $((status - 128))): $(gist "$log")"
    elif [ "$status" -ne 0 ]; then
        fail "$engine failed on $scene (exit $status): $(gist "$log")"
    fi
    [ "$(wc -l <"$rows")" -eq $((before + 1)) ] || fail "$engine printed $(($(wc -l <"$rows") - before)) lines for $scene, not one JSON row"
}
# Engine after engine on one scene, so the rows of a scene share the machine's state of the moment.
for scene in "${scenes[@]}"; do
    run box2d-2.4 "$scene" "$bin/box2d_bench"
    run chipmunk-7 "$scene" "$bin/chipmunk_bench"
    run dynamics "$scene" "$dynamics_bench" physics run
    run dynamics-soft "$scene" "$dynamics_bench" physics run --solver soft
    # The soft step at Box2D v3's own defaults (4 sub-steps, 30 Hz contacts), for the comparison with v3.
    if [ "$scene" = pyramid-100 ]; then
        run dynamics-soft-4x30 "$scene" "$dynamics_bench" physics run --solver soft --soft-tuning 4x30
    fi
done

# The report validates every row and writes the array; it goes into place only when complete.
report=$bin/physics-results.json
rm -f "$report"
"$dynamics_bench" physics report "$rows" "$report" || exit 1
[ -s "$report" ] || fail "dynamics-bench physics report wrote no $report (is 'physics' dispatched in Sources/DynamicsBench/main.swift?)"
mv "$report" bench/physics-results.json
echo "Wrote bench/physics-results.json" >&2
