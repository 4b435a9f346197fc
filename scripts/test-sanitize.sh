#!/bin/bash
# The sanitizer lane (issue 38): builds the package under ThreadSanitizer and AddressSanitizer, each in a build folder of
# its own (.build-tsan, .build-asan; a sanitized build shares nothing with .build), then
#   1. renders noise-field frames 190..229 at 2x through the command line with one worker per core, with an mp4 beside
#      the PNGs, and a few frames of it again as webm and as gif (the in-process FFmpeg encoder: libx264, libvpx and
#      libavfilter's palette graph, fed from the encoder's own worker thread), and
#   2. runs the test suites that exercise the renderer, the PNG and video encoders, the render pipeline under load
#      and the studio server (its JSON API over real HTTP: eight clients at once, a client that goes away),
# and fails when a sanitizer printed a report. Reports go to files (the sanitizers' log_path), so one printed by a child
# process (a `dynamics render` a test starts, the studio server, whose standard error the tests do not keep) counts too.
# Not part of `make test`: the first build takes about as long as a clean `swift build` for each sanitizer, and the
# tests run several times slower than usual.
#
#   scripts/test-sanitize.sh                       # both sanitizers, the renders and the default tests
#   SANITIZERS=thread scripts/test-sanitize.sh     # one of them
#   FILTER='PNGTests' scripts/test-sanitize.sh     # other tests (a swift test --filter pattern; empty: renders only)
set -uo pipefail
cd "$(dirname "$0")/.."

SANITIZERS=${SANITIZERS:-"thread address"}
FILTER=${FILTER-"PNGByteIdentityTests|PNGTests|RenderUnderLoadTests|ByteIdentityStressTests|FrameSnapshotTests|VideoEncoderTests|VideoFrameLayoutTests|StudioTests"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Every process writes its reports to $work/reports/<sanitizer>.<pid>: the tests' children included.
mkdir -p "$work/reports"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=0 second_deadlock_stack=1} log_path=$work/reports/thread"
# Swift's runtime keeps some allocations for the process's life: leaks are not what this lane looks for.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0 halt_on_error=0} log_path=$work/reports/address"
REPORT='WARNING: ThreadSanitizer|ERROR: AddressSanitizer|runtime error:'
status=0
for sanitizer in $SANITIZERS; do
    case $sanitizer in
        thread) scratch=.build-tsan ;;
        address) scratch=.build-asan ;;
        *) echo "unknown sanitizer '$sanitizer' (thread or address)" >&2; exit 2 ;;
    esac
    flags=(--sanitize="$sanitizer" --scratch-path "$scratch")
    log="$work/$sanitizer.log"
    echo "== $sanitizer: building"
    if [ -n "$FILTER" ]; then build=(--build-tests); else build=(--product dynamics); fi
    swift build "${flags[@]}" "${build[@]}" || { echo "== $sanitizer: build failed"; status=1; continue; }
    bin=$(swift build "${flags[@]}" --show-bin-path)
    echo "== $sanitizer: dynamics render noise-field --frames 190..229"
    "$bin/dynamics" render noise-field --frames 190..229 --out "$work/$sanitizer-render" \
        --video "$work/$sanitizer.mp4" --quiet >"$log" 2>&1 || { echo "== $sanitizer: the render failed"; status=1; }
    for format in webm gif; do
        echo "== $sanitizer: dynamics render noise-field --frames 190..201 --video $format"
        "$bin/dynamics" render noise-field --frames 190..201 --scale 1 --video "$work/$sanitizer.$format" --quiet \
            >>"$log" 2>&1 || { echo "== $sanitizer: the $format render failed"; status=1; }
    done
    if [ -n "$FILTER" ]; then
        echo "== $sanitizer: swift test --filter '$FILTER'"
        swift test --skip-build "${flags[@]}" --filter "$FILTER" >>"$log" 2>&1 \
            || { echo "== $sanitizer: tests failed"; status=1; }
    fi
    files=("$log" "$work/reports/$sanitizer".*)
    [ -e "${files[1]}" ] || files=("$log")
    reports=$(cat "${files[@]}" | grep -cE "$REPORT")
    echo "== $sanitizer: $reports sanitizer reports (${#files[@]} logs)"
    if [ "$reports" -ne 0 ]; then
        cat "${files[@]}" | grep -E -A20 "$REPORT" | head -120
        status=1
    fi
    tail -3 "$log"
done
exit $status
