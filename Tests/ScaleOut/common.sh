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

# $1: the folder holding the built `dynamics` (make test-scale passes the debug build's). It goes first on PATH,
# where the README's `export PATH="$PWD/.build/release:$PATH"` puts the release build.
use_dynamics() {
    [ -x "$1/dynamics" ] || fail "no dynamics executable in '$1' (build it: swift build --product dynamics)"
    export PATH="$(cd "$1" && pwd):$PATH"
}

# Renders the README's demo in one process into $1, the reference every merged folder is compared with. With
# SCALE_OUT_REFERENCE set (make test-scale sets it for its three scripts), the render is made there once and $1 links
# to it.
single_render() {
    local folder=${SCALE_OUT_REFERENCE:-$1}
    if [ ! -f "$folder/manifest.json" ]; then
        dynamics render ball-menu --out "$folder" --quiet || fail "the single render of ball-menu failed"
    fi
    [ "$folder" = "$1" ] || ln -s "$folder" "$1"
}

# Checks that merged folder $1 is single render $2: the same manifest (scene, settings, and every frame's number,
# time, file name and pixel hash) for the whole length, and every frame file in both folders hashing to what its own
# manifest lists. Files are compared by their pixels, as merge compares them, not by their bytes: the PNG encoder
# does not always write the same bytes for the same picture (one frame in a few thousand, seen under load), which the
# pass line counts. Prints one line with the numbers.
same_as_single() {
    local merged=$1 single=$2 frames folder
    [ -f "$merged/manifest.json" ] || fail "'$merged' has no manifest.json"
    frames="$(python3 - "$single/manifest.json" "$merged/manifest.json" 2>&1 <<'PY'
import json, sys
single, merged = (json.load(open(path)) for path in sys.argv[1:])
whole = round(single["duration"] * single["fps"])
if [f["index"] for f in merged["frames"]] != list(range(whole)):
    sys.exit(f"{len(merged['frames'])} frames, not the {whole} of the whole render")
def pictures(manifest):
    return {**manifest, "frames": [{k: v for k, v in f.items() if k != "fileHash"} for f in manifest["frames"]]}
expected, actual = pictures(single), pictures(merged)
if expected != actual:
    frame = next((a for a, b in zip(expected["frames"], actual["frames"]) if a != b), None)
    if frame is not None:
        sys.exit(f"frame {frame['index']} differs in " + ", ".join(k for k in frame if frame[k] != actual["frames"][frame["index"]].get(k)))
    sys.exit("it differs in " + ", ".join(k for k in expected if expected[k] != actual.get(k)))
if any(f.get("pixelHash") is None for f in merged["frames"]):
    sys.exit("a frame has no pixel hash")
print(whole, sum(a["fileHash"] != b["fileHash"] for a, b in zip(single["frames"], merged["frames"])))
PY
)" || fail "the merged manifest differs from the single render's: $frames"
    for folder in "$single" "$merged"; do
        # Frames are fingerprinted with XXH3-128 ("xxh3-128:<hex>"), which xxhsum checks.
        python3 -c 'import json, sys; [print(f["fileHash"].removeprefix("xxh3-128:") + "  " + f["file"]) for f in json.load(open(sys.argv[1]))["frames"]]' \
            "$folder/manifest.json" | (cd "$folder" && xxhsum -H2 --check --quiet --strict - >/dev/null 2>&1) ||
            fail "a frame file in '$folder' is not the frame its manifest lists"
    done
    echo "$test_name: ${frames% *} frames; manifest equal to the single render's, every frame's pixel hash equal" \
        "(${frames#* } encoded to other bytes)"
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
