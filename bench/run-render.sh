#!/usr/bin/env bash
# Rendering figures, measured in one run: `dynamics-bench render` (draw and PNG-encode ms, PNG sequences, mp4 beside
# ffmpeg alone), `dynamics-bench cached-drawing` (ball-menu and springy-list drawn with and without backing stores),
# `dynamics-bench table-scroll` (a 10,000-row table scrolled for 5 s against a plain view of the same rows),
# `dynamics-bench several-scenes` (six demos rendered in one process, on one thread and with the worker pipeline, then
# as six `dynamics render` processes at once),
# the speed-up of 1, 2 and 4 shard processes on this machine and of the README's two scale-out lines
# (GNU parallel, and a Slurm job array on a one-node cluster started for it), and a bouncing square rendered by us and
# by manim (PyPI, installed into .build-bench/manim-venv on first use) as a PNG sequence and as an mp4.
# Usage: bench/run-render.sh [--no-manim]
# A failed build or render stops it with one line on stderr and a non-zero status; a manim that cannot be installed is
# reported on one line and its rows are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "bench-render: $*" >&2; exit 1; }
seconds() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "Building dynamics and dynamics-bench (release) …" >&2
swift build -c release --product dynamics-bench >/dev/null || fail "could not build dynamics-bench"
swift build -c release --product dynamics >/dev/null || fail "could not build dynamics"
bin="$(swift build -c release --show-bin-path)"
work=.build-bench/render
rm -rf "$work"
mkdir -p "$work"

echo "== Frames, PNG encoding, sequences, mp4 =="
"$bin/dynamics-bench" render || fail "dynamics-bench render failed"

echo
echo "== Cached drawing: draw(_:) into backing stores (UIKit's way) against drawing every view every frame =="
"$bin/dynamics-bench" cached-drawing || fail "dynamics-bench cached-drawing failed"

echo
echo "== Table scrolling: a 10,000-row UITableView against a plain view drawing the same rows =="
"$bin/dynamics-bench" table-scroll || fail "dynamics-bench table-scroll failed"

echo
echo "== Several scenes: one process (every stage on the main actor, then the worker pipeline) and six processes at once =="
"$bin/dynamics-bench" several-scenes || fail "dynamics-bench several-scenes failed"

echo
echo "== Shards: ball-menu (390 frames, PNG sequence), N processes at once on this machine =="
printf '%-8s %10s %10s\n' shards "wall s" speed-up
single=""
for n in 1 2 4; do
    start=$(seconds)
    pids=()
    for k in $(seq 1 "$n"); do
        "$bin/dynamics" render ball-menu --shard "$k/$n" --out "$work/shards-$n/$k" --quiet >/dev/null 2>"$work/shard-$n-$k.log" &
        pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid" || fail "a shard of $n failed (see $work/shard-$n-*.log)"; done
    wall=$(elapsed "$start" "$(seconds)")
    [ -n "$single" ] || single=$wall
    printf '%-8s %10s %10s\n' "$n" "$wall" "$(ratio "$single" "$wall")"
done
# The README's lines as make test-scale runs them (Tests/ScaleOut/common.sh), in a folder of their own; the Slurm row
# counts from sbatch to the array's end, not the cluster's start.
test_name=bench-render
source Tests/ScaleOut/common.sh
source scripts/local-slurm.sh
use_dynamics "$bin"
mkdir -p "$work/recipes/cluster"
trap local_slurm_stop EXIT
cd "$work/recipes"
start=$(seconds)
readme_parallel
wall=$(elapsed "$start" "$(seconds)")
printf '%-8s %10s %10s   %s\n' 4 "$wall" "$(ratio "$single" "$wall")" "the README's GNU parallel line"
rm -rf shards
if local_slurm_start cluster 2>cluster/start.err; then
    start=$(seconds)
    readme_slurm 600
    wall=$(elapsed "$start" "$(seconds)")
    printf '%-8s %10s %10s   %s\n' 4 "$wall" "$(ratio "$single" "$wall")" "the README's Slurm job array, one node"
    local_slurm_stop
else
    echo "Slurm: skipped: $(tail -n 1 cluster/start.err)"
fi
cd - >/dev/null

[ "${1:-}" = --no-manim ] && exit 0
echo
echo "== Bouncing square, 300 frames at 1920×1080, 60 fps: us and manim =="
venv=.build-bench/manim-venv
if [ ! -x "$venv/bin/manim" ]; then
    echo "Installing manim 0.22.0 from PyPI into $venv …" >&2
    if ! { python3 -m venv "$venv" && "$venv/bin/pip" install -q manim==0.22.0; } >"$work/manim-install.log" 2>&1; then
        echo "manim: could not be installed ($(tail -n 1 "$work/manim-install.log")); its rows are skipped"
        exit 0
    fi
fi
cat >"$work/bounce.py" <<'PY'
from manim import *

class Bounce(Scene):
    """Our bounce scene in manim units (135 px each): a 300 px square, 2000 px/s² gravity, restitution 0.8, 5 s."""
    def construct(self):
        square = Square(side_length=2.2, color=BLUE, fill_opacity=1).move_to(UP * 2.3)
        state = {"velocity": 0.0}
        floor = -4.0
        def fall(mob, dt):
            state["velocity"] -= 14.8 * dt
            mob.shift(UP * state["velocity"] * dt)
            if mob.get_bottom()[1] < floor:
                mob.shift(UP * (floor - mob.get_bottom()[1]))
                state["velocity"] = -0.8 * state["velocity"]
        square.add_updater(fall)
        self.add(square)
        self.wait(5)
PY
time_it() { # time_it LOG COMMAND... → prints wall seconds
    local log=$1 start
    shift
    start=$(seconds)
    "$@" >"$log" 2>&1 || fail "$* failed (see $log)"
    elapsed "$start" "$(seconds)"
}
manim_png=$(time_it "$work/manim-png.log" "$venv/bin/manim" render -qh --format png-sequence --disable_caching \
    --media_dir "$work/manim" "$work/bounce.py" Bounce)
manim_mp4=$(time_it "$work/manim-mp4.log" "$venv/bin/manim" render -qh --disable_caching \
    --media_dir "$work/manim" "$work/bounce.py" Bounce)
ours_png=$(time_it "$work/ours-png.log" "$bin/dynamics-bench" bounce png "$work/ours-png")
ours_mp4=$(time_it "$work/ours-mp4.log" "$bin/dynamics-bench" bounce mp4 "$work/ours.mp4")
printf '%-14s %8s %8s %8s\n' output "ours s" "manim s" ratio
printf '%-14s %8s %8s %8s\n' "PNG sequence" "$ours_png" "$manim_png" "$(ratio "$ours_png" "$manim_png")"
printf '%-14s %8s %8s %8s\n' mp4 "$ours_mp4" "$manim_mp4" "$(ratio "$ours_mp4" "$manim_mp4")"
