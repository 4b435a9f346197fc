#!/usr/bin/env bash
# Runs a command and prints how long it took, wall and processor time (its processes' user + system seconds, which
# barely depend on what else the machine runs): `scripts/timed.sh NAME command...` prints "timed: NAME took 12 s
# (20 CPU s)" on standard error and exits with the command's status. `make test` times its stages with it.
set -uo pipefail
name="$1"
shift
start=$SECONDS
"$@"
status=$?
# `times` prints the shell's own times, then its children's, as "1m2.345s 0m6.789s". It writes to a file, not a pipe:
# in a pipeline or `$(...)` it would run in a subshell, whose children's times are its own (none).
times_file="$(mktemp)"
times >"$times_file"
cpu="$(tail -1 "$times_file" | awk '{
    total = 0
    for (i = 1; i <= 2; i++) { split($i, part, "m"); total += part[1] * 60 + part[2] }
    printf "%d", total + 0.5 }')"
rm -f "$times_file"
echo "timed: ${name} took $((SECONDS - start)) s (${cpu} CPU s)" >&2
exit $status
