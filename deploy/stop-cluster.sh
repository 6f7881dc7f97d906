#!/usr/bin/env bash
# Stops what deploy/start-cluster.sh started, by the pids it wrote: nginx first (no new requests),
# then each instance with SIGTERM, which finishes the requests in flight and exits within 10 s.
# The run folder (logs, data) stays. RUN_DIR as for the start (default ./.cluster).
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
RUN_DIR=${RUN_DIR:-$root/.cluster}
pids=$RUN_DIR/pids

# A pid file may outlive its process and the number be reused: signal it only while it is still ours.
ours() {
  local pid=$1 what=$2
  kill -0 "$pid" 2>/dev/null && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "$what"
}

# Sends a signal, waits up to `wait` seconds for the exit, then kills.
stop() {
  local file=$1 signal=$2 wait=$3 what=$4 pid
  [[ -f $file ]] || return 0
  pid=$(cat "$file")
  if ours "$pid" "$what"; then
    kill "-$signal" "$pid"
    for ((i = 0; i < wait * 10; i++)); do
      ours "$pid" "$what" || break
      sleep 0.1
    done
    if ours "$pid" "$what"; then
      echo "stop-cluster: $(basename "$file" .pid) (pid $pid) still running after ${wait}s: killing it" >&2
      kill -KILL "$pid"
    fi
    echo "stopped $(basename "$file" .pid) (pid $pid)"
  fi
  rm -f "$file"
}

[[ -d $pids ]] || {
  echo "nothing to stop in $RUN_DIR"
  exit 0
}
# QUIT: nginx finishes the requests it is proxying, then exits.
stop "$pids/nginx.pid" QUIT 10 nginx
for file in "$pids"/instance-*.pid; do
  [[ -e $file ]] || continue
  stop "$file" TERM 12 apps/server &
done
wait
