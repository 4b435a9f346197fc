#!/usr/bin/env bash
# Auto Layout side by side with kiwisolver: a grid of 1,000 views with 4,000 constraints (dynamics-bench layout),
# first pass and an incremental constant change, through UIKit's API and through the bare solver, and kiwisolver
# (Debian's python3-kiwisolver) on the same system in the same run. Prints a table; not a test.
# Usage: bench/run-layout.sh [ROWS COLUMNS]   (default 40 25)
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "bench-layout: $*" >&2; exit 1; }

echo "Building dynamics-bench (release) …" >&2
swift build -c release --product dynamics-bench >/dev/null 2>&1 || fail "could not build dynamics-bench (run: swift build -c release --product dynamics-bench)"
bin=$(swift build -c release --show-bin-path)/dynamics-bench
ours=$(mktemp)
trap 'rm -f "$ours"' EXIT
"$bin" layout "$@" >"$ours" || fail "dynamics-bench layout failed"
theirs=$(/usr/bin/python3 bench/layout_kiwi.py <"$ours") || fail "kiwisolver run failed (is python3-kiwisolver installed?)"
/usr/bin/python3 - "$ours" "$theirs" <<'PY'
import json, sys
ours = json.load(open(sys.argv[1]))
kiwi = json.loads(sys.argv[2])
print(f"Auto Layout: {ours['views']} views, {ours['constraints']} constraints (one run, this machine)")
print(f"{'':44} {'first pass':>12} {'constant change':>16}")
print(f"{'Dynamics, UIKit API + layout pass':44} {ours['uikit_first_ms']:>9.1f} ms {ours['uikit_incremental_ms']:>13.3f} ms")
print(f"{'Dynamics solver (DynamicsLayoutSolver)':44} {ours['solver_first_ms']:>9.1f} ms {ours['solver_incremental_ms']:>13.3f} ms")
print(f"{'kiwisolver ' + kiwi['kiwi_version'] + ' (C++; remove + add)':44} {kiwi['first_ms']:>9.1f} ms {kiwi['incremental_ms']:>13.3f} ms")
print(f"{'kiwisolver ' + kiwi['kiwi_version'] + ' (edit variable, strong)':44} {'':>12} {kiwi['edit_ms']:>13.3f} ms")
print(f"ratio solver / kiwisolver: first pass {ours['solver_first_ms'] / kiwi['first_ms']:.2f}x, "
      f"constant change {ours['solver_incremental_ms'] / kiwi['incremental_ms']:.2f}x")
PY
