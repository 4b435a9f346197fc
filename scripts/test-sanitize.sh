#!/bin/bash
# The sanitizer lane (issue 38): builds the package under ThreadSanitizer and under AddressSanitizer together with
# UndefinedBehaviorSanitizer, each in a build folder of its own (.build-tsan, .build-asan; a sanitized build shares
# nothing with .build). Swift 6.3's swiftc refuses `-sanitize=undefined` on Linux ("unsupported option for target"),
# and Swift code traps on overflow and out-of-range conversions by itself, so UBSan is clang's `-fsanitize=undefined`
# for the C code (CSHA256, CFrameConversion, the C of the dependencies), whose handlers ASan's runtime carries. Then
#   1. renders noise-field frames 190..229 at 2x through the command line with one worker per core, with an mp4 beside
#      the PNGs, and a few frames of it again as webm and as gif (the in-process FFmpeg encoder: libx264, libvpx and
#      libavfilter's palette graph, fed from the encoder's own worker thread), and
#   2. runs the tests that exercise the physics, the renderer, the encoders and the studio server (FILTER below):
#      every test of PhysicsTests, RenderTests and RenderFolderTests; of SceneTests the render call, its frame sinks,
#      the video and sound encoders, and the inspector's view origins (read from call stacks, which a sanitizer's
#      interceptors lengthen); the render pipeline under load and byte identity of DemoTests; frame
#      snapshots; the studio suites of CLITests that talk to a real `dynamics studio` over HTTP (not the ones that
#      drive headless Chromium: a browser under a sanitized server only measures the browser's patience); and the
#      manifest, Interface Builder and studio fuzz slices, whose workers and server are the sanitized executables.
#      The other test targets (UIKit, layout, demos' goldens, port, command line) exercise none of the four and would
#      double the lane's time.
# The lane fails when a sanitizer printed a report. Reports go to files (the sanitizers' log_path), so one printed by
# a child process (a `dynamics render` a test starts, the studio server, a fuzz worker, whose standard error the tests
# do not keep) counts too. Not part of `make test`: the first build takes about as long as a clean `swift build` for
# each sanitizer (30-70 min on the 2-core machine under load), and the tests run several times slower than usual.
#
#   scripts/test-sanitize.sh                       # both builds, the renders and the default tests
#   SANITIZERS=thread scripts/test-sanitize.sh     # one of them (thread, or address: ASan with UBSan)
#   FILTER='PNGTests' scripts/test-sanitize.sh     # other tests (a swift test --filter pattern; empty: renders only)
set -uo pipefail
cd "$(dirname "$0")/.."

SANITIZERS=${SANITIZERS:-"thread address"}
SCENE_SUITES="SceneRendererTests|FrameSinkTests|PixelDigestTests|VideoEncoderTests|VideoFrameLayoutTests|SceneSoundTrackTests|ViewOriginsTests"
STUDIO_SUITES="StudioTests|StudioSecurityTests|StudioSceneProcessTests|StudioSceneNameTests|StudioParameterTests|StudioDeviceTests|StudioInspectTests|StudioAudioTests"
FILTER=${FILTER-"^(PhysicsTests|RenderTests|RenderFolderTests)\\.|^SceneTests\\.($SCENE_SUITES)/|^DemoTests\\.(RenderUnderLoadTests|ByteIdentityStressTests|DemoFrameSnapshotTests)/|^SnapshotTests\\.FrameSnapshotTests/|^CLITests\\.($STUDIO_SUITES)/|^FuzzTests\\.(InputFuzzTests|StudioFuzzCampaignTests)/"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Every process writes its reports to $work/reports/<sanitizer>.<pid>: the tests' children included.
mkdir -p "$work/reports"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=0 second_deadlock_stack=1} log_path=$work/reports/thread"
# Swift's runtime keeps some allocations for the process's life: leaks are not what this lane looks for.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0 halt_on_error=0} log_path=$work/reports/address"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1 halt_on_error=0} log_path=$work/reports/address"
REPORT='WARNING: ThreadSanitizer|ERROR: AddressSanitizer|runtime error:'
status=0
for sanitizer in $SANITIZERS; do
    case $sanitizer in
        thread) scratch=.build-tsan; flags=(--sanitize=thread) ;;
        # swiftc has no -sanitize=undefined on Linux; clang's UBSan for the C targets rides on ASan's runtime.
        address) scratch=.build-asan; flags=(--sanitize=address -Xcc -fsanitize=undefined) ;;
        *) echo "unknown sanitizer '$sanitizer' (thread or address)" >&2; exit 2 ;;
    esac
    flags+=(--scratch-path "$scratch")
    log="$work/$sanitizer.log"
    started=$SECONDS
    echo "== $sanitizer: building"
    if [ -n "$FILTER" ]; then build=(--build-tests); else build=(--product dynamics); fi
    # Deterministic hashing for SwiftPM only, as the Makefile's builds (the default traits' -D flags otherwise come in
    # a per-process order, and a second run would compile every target of the package again half the time).
    nice env SWIFT_DETERMINISTIC_HASHING=1 swift build "${flags[@]}" "${build[@]}" \
        || { echo "== $sanitizer: build failed"; status=1; continue; }
    bin=$(SWIFT_DETERMINISTIC_HASHING=1 swift build "${flags[@]}" --show-bin-path)
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
    # The summary for the record: how many tests of how many suites ran, and how the run ended.
    grep -E 'Test run with [0-9]+ tests|Executed [0-9]+ tests' "$log" | tail -2
    echo "== $sanitizer: $((SECONDS - started)) s wall time, build included"
    # The whole log and the reports stay beside the build for a closer look: the temporary folder goes away.
    cp "$log" "$scratch/sanitize.log" && echo "== $sanitizer: the whole log is $scratch/sanitize.log"
    rm -rf "$scratch/sanitize-reports" && mkdir -p "$scratch/sanitize-reports"
    if [ "${#files[@]}" -gt 1 ]; then cp "${files[@]:1}" "$scratch/sanitize-reports/"; fi
done
exit $status
