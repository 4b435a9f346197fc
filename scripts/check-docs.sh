#!/usr/bin/env bash
# The last step of `make test` (after the documentation examples, beside the tests): scripts/docs.sh builds the DocC
# documentation of every library module with no warning of its own (a missing parameter, a broken link), and the
# umbrella's page lists the seven articles. `make test` passes --no-build (and its build flags): the documentation is
# made from the modules its test build just made. SwiftPM's notes about pkg-config's `-pthread` and about a
# dependency's unhandled files (swift-distributed-tracing, under the studio's Hummingbird), printed when it builds,
# are not DocC's. One line on stderr and a non-zero exit on failure.
#   scripts/check-docs.sh [--no-build] [swift build flags...]
set -euo pipefail
cd "$(dirname "$0")/.."
# Every folder of Sources/ and demos/ that holds files is named in docs/architecture.md's "Every folder" table, so a
# newcomer finds it (a folder of folders only, such as DynamicsPhysics/, is named through its children).
missing="$(cd Sources && find . -mindepth 1 -type f -not -path '*.docc*' -printf '%h\n' | sort -u | grep -v '^\.$' |
    sed 's|^\./||' | while read -r dir; do
    grep -qF "\`$dir/\`" ../docs/architecture.md || echo "Sources/$dir"
done)"
missing+="$(find demos -type f -printf '%h\n' | sort -u | while read -r dir; do
    grep -qF "\`$dir/\`" docs/architecture.md || echo "$dir"
done)"
if [ -n "$missing" ]; then
    printf '%s\n' "$missing" >&2
    echo "check-docs: the folders above are not named in docs/architecture.md (Every folder)" >&2
    exit 1
fi
python3 scripts/uikit-topics.py --check
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
no_build=()
if [ "${1:-}" = --no-build ]; then
    no_build=(--no-build)
    shift
fi
if ! scripts/docs.sh "${no_build[@]}" "$work/docs" "$@" >"$work/log" 2>&1; then
    tail -40 "$work/log" >&2
    echo "check-docs: the documentation build failed (its output is above)" >&2
    exit 1
fi
warnings="$(grep -F "warning:" "$work/log" | grep -v -e "-pthread" -e "which are unhandled; explicitly declare" || true)"
if [ -n "$warnings" ]; then
    printf '%s\n' "$warnings" >&2
    echo "check-docs: DocC reported the warnings above" >&2
    exit 1
fi
python3 - "$work/docs/data/documentation/dynamics.json" <<'PY'
import json, sys
page = json.load(open(sys.argv[1]))
linked = [i for section in page.get("topicSections", []) for i in section.get("identifiers", [])]
expected = ["doc://Dynamics/documentation/Dynamics/" + name for name in
            ["GettingStarted", "WritingScenes", "AutoLayout", "PortingFromIOS", "VisualTesting", "CommandLine", "Studio"]]
if linked != expected:
    sys.exit(f"check-docs: the Dynamics page's topics are {linked}, not the seven articles")
PY
echo "check-docs: passed (documentation of every library module, no DocC warning)"
