#!/usr/bin/env bash
# The README's GNU parallel recipe, word for word: 4 shard processes of ball-menu at once, the README's merge line,
# and the merged folder compared with ball-menu rendered in one process. Usage: parallel.sh BIN_FOLDER
set -euo pipefail
test_name=scale-out/parallel
source "$(dirname "$0")/common.sh"
use_dynamics "${1:?usage: parallel.sh BIN_FOLDER}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
single_render single
start=$SECONDS
readme_parallel
readme_merge_matches single
echo "$test_name: passed (4 shards with GNU parallel and the merge in $((SECONDS - start)) s)"
