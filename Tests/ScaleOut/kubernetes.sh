#!/usr/bin/env bash
# The README's Kubernetes recipe without a cluster: the README shows deploy/kubernetes/render-job.yaml as it is; the
# Job is an Indexed Job of N pods whose command, run here as N pods would run it (JOB_COMPLETION_INDEX 0…N-1, at once,
# in the shared volume's working folder), renders shards 1/N … N/N that the README's merge line joins into the single
# render; and deploy/Dockerfile installs the Debian package of every shared library the binary loads (ldd, dpkg -S)
# besides Swift's own, which deploy/image-context.sh puts beside the binary, and the fonts ensure-deps.sh installs.
# Usage: kubernetes.sh BIN_FOLDER
set -euo pipefail
test_name=scale-out/kubernetes
source "$(dirname "$0")/common.sh"
use_dynamics "${1:?usage: kubernetes.sh BIN_FOLDER}"
manifest="$root/deploy/kubernetes/render-job.yaml"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The README's yaml block is the file, line for line.
awk '/^```yaml$/ { inside = 1; next } /^```$/ { inside = 0 } inside' "$root/README.md" >"$work/readme.yaml"
diff -q "$manifest" "$work/readme.yaml" >/dev/null ||
    fail "README.md's yaml block differs from deploy/kubernetes/render-job.yaml: $(diff "$manifest" "$work/readme.yaml" | sed -n 2p)"

# The fields the recipe relies on; prints the pod count, the shared volume's mount and working folder, and the command.
# Debian's python3, which python3-yaml (ensure-deps.sh scale) serves.
/usr/bin/python3 - "$manifest" >"$work/job" <<'PY' || fail "render-job.yaml: $(tail -n 1 "$work/job")"
import sys, yaml
job = yaml.safe_load(open(sys.argv[1]))
spec = job["spec"]
def need(ok, what):
    if not ok:
        print(what)
        sys.exit(1)
need(job["kind"] == "Job" and job["apiVersion"] == "batch/v1", "not a batch/v1 Job")
need(spec.get("completionMode") == "Indexed", "completionMode is not Indexed, so pods get no JOB_COMPLETION_INDEX")
need(spec.get("completions", 0) >= 2, "completions must be the shard count, at least 2")
pod = spec["template"]["spec"]
need(pod.get("restartPolicy") == "Never", "restartPolicy is not Never")
container, = pod["containers"]
command = container["command"]
need(command[:2] == ["sh", "-c"] and len(command) == 3, "the command is not sh -c SCRIPT")
mount, = container["volumeMounts"]
need((container.get("workingDir", "") + "/").startswith(mount["mountPath"] + "/"), "workingDir is not in the shared volume")
print(spec["completions"])
print(mount["mountPath"])
print(container["workingDir"])
print(command[2])
PY
{ read -r pods; read -r mount; read -r workdir; read -r script; } <"$work/job"

# Every pod at once, as the Job's parallelism runs them, with the shared volume mounted at $work/shared.
mkdir -p "$work/shared${workdir#"$mount"}"
pids=()
for ((index = 0; index < pods; index++)); do
    (cd "$work/shared${workdir#"$mount"}" && JOB_COMPLETION_INDEX=$index sh -c "$script") >"$work/pod-$index.log" 2>&1 &
    pids+=($!)
done
for index in "${!pids[@]}"; do
    wait "${pids[index]}" || fail "pod $index failed: $(tail -n 1 "$work/pod-$index.log")"
done
labels="$(python3 -c 'import json, sys
for path in sys.argv[1:]:
    shard = json.load(open(path))["shard"]
    print(shard["index"], shard["count"], sep="/")' "$work/shared${workdir#"$mount"}"/shards/*/manifest.json | sort -n | tr '\n' ' ')" ||
    fail "the pods' shard folders have no shard manifests"
expected="$(for ((k = 1; k <= pods; k++)); do printf '%s/%s ' "$k" "$pods"; done)"
[ "$labels" = "$expected" ] || fail "pods 0…$((pods - 1)) rendered shards $labels, not $expected"
cd "$work/shared${workdir#"$mount"}"
single_render "$work/single"
readme_merge_matches "$work/single"

# The image: Swift's libraries beside the binary, every other library's Debian package installed by the Dockerfile.
"$root/deploy/image-context.sh" "$(command -v dynamics)" "$work/image" || fail "deploy/image-context.sh failed"
packages="$(sed -n '/apt-get install/,/rm -rf/p' "$root/deploy/Dockerfile" | tr -s ' \\' '\n\n')"
libraries="$(ldd "$(command -v dynamics)" | awk '$3 ~ /^\// { print $3 }')"
# Every package that ships a file named like the library: for a library reached through Debian's alternatives
# (libblas.so.3, liblapack.so.3) every provider (reference BLAS, OpenBLAS), of which the image needs one, not
# necessarily this machine's choice.
providers_of() {
    if [[ "$(readlink "$1")" == /etc/alternatives/* ]]; then
        dpkg -S "*/$(basename "$1")" 2>/dev/null | sed 's/:.*//' | sort -u
    fi
}
# The providers of the alternatives the image has one of: a library of this machine's provider that no other provider
# needs (OpenBLAS's libopenblas.so.0) is not the image's concern.
chosen_elsewhere=""
for library in $libraries; do
    providers="$(providers_of "$library")"
    [ -n "$providers" ] && grep -qxF -- "$providers" <<<"$packages" && chosen_elsewhere+="$providers"$'\n'
done
checked=0
for library in $libraries; do
    checked=$((checked + 1))
    [ -f "$work/image/swift-runtime/$(basename "$library")" ] && continue
    # dpkg knows a file by the path its package installed, which on merged-/usr Debian may be the /lib one.
    owner="$(dpkg -S "$library" 2>/dev/null || dpkg -S "${library#/usr}" 2>/dev/null ||
        dpkg -S "$(readlink -f "$library")" 2>/dev/null)" || fail "no Debian package owns $library"
    owner="${owner%%:*}"
    providers="$(providers_of "$library")"
    grep -qxF -- "${providers:-$owner}" <<<"$packages" && continue
    grep -qxF -- "$owner" <<<"$chosen_elsewhere" && continue
    fail "deploy/Dockerfile does not install $(echo ${providers:-$owner} | sed 's/ / or /g') (for $(basename "$library"))"
done
for font in $(sed -n 's/^need \(fonts-[^ ]*\).*/\1/p' "$root/scripts/ensure-deps.sh"); do
    grep -qx -- "$font" <<<"$packages" || fail "deploy/Dockerfile does not install $font, which scenes draw with"
done
echo "$test_name: passed ($pods pods' shards merged into the single render; $checked libraries from ldd in the image)"
