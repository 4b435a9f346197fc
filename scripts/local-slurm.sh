# A one-node Slurm cluster inside a folder, for make test-scale and bench-render: munged, slurmctld and slurmd run
# as background processes of the caller, with their configuration, key, sockets, state, spool and logs all in that
# folder and the controller and node on loopback ports that are free now, so two runs on one machine do not meet and
# nothing under /etc is read or changed. Source it, then:
#   local_slurm_start FOLDER   starts the cluster; exports SLURM_CONF, so sbatch, squeue and scontrol use it.
#                              Fails with one line on stderr (the reason, from the daemons' logs) if it cannot.
#   local_slurm_wait JOB SECS  waits for every task of JOB to leave the queue; fails unless all COMPLETED.
#   local_slurm_stop           stops what local_slurm_start started (call it from an EXIT trap).
# Needs root (the daemons and the jobs run as root, SlurmUser=root) and the packages of ensure-deps.sh scale.

local_slurm_pids=()

# A TCP port on 127.0.0.1 that nothing listens on now.
local_slurm_free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# The last error a daemon logged in folder $1; slurmd's complaints that the unused PMIx MPI plugin cannot load are
# not reasons.
local_slurm_last_error() { grep -ihE 'error|fatal' "$1"/*.log "$1"/*.out 2>/dev/null | grep -v pmix | tail -n 1; }

local_slurm_start() {
    local dir host ctld_port node_port waited
    dir="$(cd "$1" && pwd)"
    host="$(hostname -s)"
    ctld_port="$(local_slurm_free_port)"
    node_port="$(local_slurm_free_port)"
    mkdir -p "$dir/munge" "$dir/state" "$dir/spool"
    chmod 700 "$dir/munge"
    mungekey --create --keyfile="$dir/munge/munge.key" 2>"$dir/mungekey.log" ||
        { echo "mungekey failed: $(tail -n 1 "$dir/mungekey.log")" >&2; return 1; }
    chmod 400 "$dir/munge/munge.key"
    # Without cgroups or systemd: processes are tracked through /proc, tasks are not bound, nothing is accounted.
    cat >"$dir/slurm.conf" <<EOF
ClusterName=dynamics-local
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$node_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/munge.socket
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/builtin
MpiDefault=none
ReturnToService=2
NodeName=$host NodeAddr=127.0.0.1 CPUs=2 State=UNKNOWN
PartitionName=local Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
    export SLURM_CONF="$dir/slurm.conf"
    munged --foreground --force --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.socket" \
        --pid-file="$dir/munge/munged.pid" --seed-file="$dir/munge/munged.seed" --log-file="$dir/munged.log" \
        >"$dir/munged.out" 2>&1 &
    local_slurm_pids+=($!)
    for waited in $(seq 50); do [ -S "$dir/munge/munge.socket" ] && break; sleep 0.1; done
    [ -S "$dir/munge/munge.socket" ] ||
        { echo "munged did not start: $(local_slurm_last_error "$dir")" >&2; return 1; }
    slurmctld -D -i >"$dir/slurmctld.out" 2>&1 &
    local_slurm_pids+=($!)
    slurmd -D -N "$host" >"$dir/slurmd.out" 2>&1 &
    local_slurm_pids+=($!)
    # The node is ready once the controller lists it idle; a daemon that exited is reported with its last log line.
    for waited in $(seq 150); do
        sinfo -h -N -o '%t' 2>/dev/null | grep -qx idle && return 0
        local pid
        for pid in "${local_slurm_pids[@]}"; do
            kill -0 "$pid" 2>/dev/null && continue
            echo "a Slurm daemon exited: $(local_slurm_last_error "$dir")" >&2
            return 1
        done
        sleep 0.2
    done
    echo "the Slurm node did not become idle within 30 s: $(local_slurm_last_error "$dir")" >&2
    return 1
}

local_slurm_wait() {
    local job=$1 limit=$2 start states
    start=$SECONDS
    while [ -n "$(squeue -h -j "$job" 2>/dev/null)" ]; do
        if [ $((SECONDS - start)) -ge "$limit" ]; then
            echo "Slurm job $job still queued or running after $limit s" >&2
            return 1
        fi
        sleep 0.5
    done
    # Without accounting, finished tasks stay in the controller for MinJobAge (300 s), long enough to read them.
    states="$(scontrol -o show job "$job" | grep -o 'JobState=[A-Z_]*' | sort | uniq -c | tr -s ' ' | sed 's/^ //')"
    [ "$states" = "$(scontrol -o show job "$job" | wc -l) JobState=COMPLETED" ] ||
        { echo "Slurm job $job did not complete: ${states//$'\n'/, }" >&2; return 1; }
}

local_slurm_stop() {
    local pid waited
    # Jobs still running (a test that failed half-way) are cancelled first, so no render outlives the cluster.
    if [ ${#local_slurm_pids[@]} -eq 3 ] && [ -n "$(squeue -h 2>/dev/null)" ]; then
        scancel --user "$(id -un)" 2>/dev/null
        for waited in $(seq 20); do [ -z "$(squeue -h 2>/dev/null)" ] && break; sleep 0.5; done
    fi
    # Reverse order: the node first, the controller, then munge, which both use until they exit.
    for ((i = ${#local_slurm_pids[@]} - 1; i >= 0; i--)); do
        pid=${local_slurm_pids[i]}
        kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
    done
    local_slurm_pids=()
    return 0
}
