#!/usr/bin/env bash
# The README's Slurm job array, word for word, on a real one-node Slurm cluster started here (scripts/local-slurm.sh)
# and stopped whatever happens; then the README's merge line and the merged folder compared with ball-menu rendered
# in one process. A machine that cannot run the daemons prints one "skipped" line saying why (exit 0, never a pass).
# Usage: slurm.sh BIN_FOLDER
set -euo pipefail
test_name=scale-out/slurm
source "$(dirname "$0")/common.sh"
source "$root/scripts/local-slurm.sh"
use_dynamics "${1:?usage: slurm.sh BIN_FOLDER}"
work="$(mktemp -d)"
trap 'local_slurm_stop; rm -rf "$work"' EXIT
cd "$work"
skip() { echo "$test_name: skipped: $*"; exit 0; }
[ "$(id -u)" -eq 0 ] || skip "the Slurm daemons and jobs run as root here (SlurmUser=root), and this is not root"
command -v slurmctld >/dev/null && command -v munged >/dev/null || skip "slurmctld or munged is not installed"
mkdir cluster
local_slurm_start cluster 2>cluster/start.err || skip "$(tail -n 1 cluster/start.err)"
single_render single
start=$SECONDS
readme_slurm 300
readme_merge_matches single
echo "$test_name: passed (the 4-task job array on a one-node cluster and the merge in $((SECONDS - start)) s)"
