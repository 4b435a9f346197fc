# Shared by the scale-out tests (sourced): where the README and the built `dynamics` are, the README's recipe lines,
# and the check that a merged folder is the single render. Every failure is one line on stderr and a non-zero exit.

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
fail() { echo "$test_name: $*" >&2; exit 1; }

# The README line that starts with $1, exactly as written; the tests run these lines, so README and test cannot drift.
readme_line() {
    local lines
    lines="$(grep -F -- "$1" "$root/README.md" | grep -E "^[[:space:]]*$(printf '%s' "$1" | sed 's/[][\.*^$/]/\\&/g')" || true)"
    [ -n "$lines" ] || fail "README.md has no line starting with '$1'"
    [ "$(printf '%s\n' "$lines" | wc -l)" -eq 1 ] || fail "README.md has more than one line starting with '$1'"
    printf '%s\n' "$lines"
}

# $1: the folder holding the built `dynamics` (make test-scale passes `swift build --show-bin-path`). It goes first
# on PATH, as the README's `export PATH="$PWD/.build/release:$PATH"` puts the release build there.
use_dynamics() {
    [ -x "$1/dynamics" ] || fail "no dynamics executable in '$1' (run swift build --product dynamics first)"
    export PATH="$(cd "$1" && pwd):$PATH"
}

# Renders the README's demo in one process into $1, the reference every merged folder is compared with.
single_render() {
    dynamics render ball-menu --out "$1" --quiet || fail "the single render of ball-menu failed"
}

# Checks that merged folder $1 is single render $2: the same manifest byte for byte (scene, settings, and both
# hashes of every frame), every frame file in both folders hashing to what its manifest lists, and one pixel hash per
# frame of the whole length. Prints one line with the numbers.
same_as_single() {
    local merged=$1 single=$2 frames
    [ -f "$merged/manifest.json" ] || fail "'$merged' has no manifest.json"
    cmp -s "$single/manifest.json" "$merged/manifest.json" ||
        fail "the merged manifest differs from the single render's ($(diff "$single/manifest.json" "$merged/manifest.json" | sed -n 2p | tr -s ' '))"
    frames="$(python3 - "$merged/manifest.json" <<'PY'
import json, sys
manifest = json.load(open(sys.argv[1]))
whole = round(manifest["duration"] * manifest["fps"])
pixels = [frame.get("pixelSHA256") for frame in manifest["frames"]]
if len(pixels) != whole or None in pixels or [f["index"] for f in manifest["frames"]] != list(range(whole)):
    sys.exit(f"{len(pixels)} frames with pixel hashes, not the {whole} of the whole render")
print(whole)
PY
)" || fail "merged manifest: $frames"
    local folder
    for folder in "$single" "$merged"; do
        python3 -c 'import json, sys; [print(f["sha256"] + "  " + f["file"]) for f in json.load(open(sys.argv[1]))["frames"]]' \
            "$folder/manifest.json" | (cd "$folder" && sha256sum --check --quiet --strict >/dev/null 2>&1) ||
            fail "a frame file in '$folder' is not the frame its manifest lists"
    done
    echo "$test_name: $frames frames; manifest identical to the single render's, every frame's file and pixel hash equal"
}

# The README's recipes, run in the current folder word for word by bash (the README's lines are bash).
run_readme() {
    local line
    line="$(readme_line "$1")" || exit 1
    bash -euo pipefail -c "$line"
}

# GNU parallel over 4 shards: shards/1 … shards/4.
readme_parallel() {
    parallel --version 2>/dev/null | grep -q 'GNU parallel' || fail "GNU parallel is not installed (scripts/ensure-deps.sh scale)"
    run_readme 'parallel dynamics render' || fail "the README's GNU parallel line failed"
}

# The Slurm job array (needs a cluster: scripts/local-slurm.sh), waited for at most $1 seconds.
readme_slurm() {
    local submitted job
    submitted="$(run_readme 'sbatch --array' 2>&1)" || fail "the README's sbatch line failed: ${submitted##*$'\n'}"
    job="$(printf '%s\n' "$submitted" | sed -n 's/^Submitted batch job \([0-9]*\)$/\1/p')"
    [ -n "$job" ] || fail "sbatch did not print a job id (it printed '$submitted')"
    local_slurm_wait "$job" "$1" || fail "the job array did not finish (see slurm-${job}_*.out)"
}

# The README's merge line, then the merged folder and its video checked against single render $1.
readme_merge_matches() {
    run_readme 'dynamics merge shards/' || fail "the README's merge line failed"
    same_as_single render-output/ball-menu "$1"
    local frames
    frames="$(ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 ball-menu.mp4)"
    [ "$frames" = "$(grep -c '"index"' "$1/manifest.json")" ] || fail "ball-menu.mp4 has $frames frames, not the render's"
}
