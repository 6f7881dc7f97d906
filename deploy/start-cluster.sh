#!/usr/bin/env bash
# Starts the server as several instances on this machine behind nginx, on PostgreSQL and Redis:
# the production shape (deploy/README.md) in one command, for trying it and for the benchmark.
#
#   bash deploy/start-cluster.sh          # two instances on :4311 and :4312, nginx on :4310
#   bash deploy/stop-cluster.sh
#
# Settings (environment, with defaults):
#   INSTANCES=2  BASE_PORT=4311 (instances on BASE_PORT, BASE_PORT+1, …)  NGINX_PORT=4310  NGINX_HOST=127.0.0.1
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shanlian_cluster (created when missing)
#   REDIS_URL=redis://127.0.0.1:6379
#   SEED=demo      the demo market and its accounts (README), so that the cluster is usable at once;
#                  reference (or never) for a database that must not hold them
#   RUN_DIR=./.cluster   pids, logs, nginx's files and each instance's DATA_DIR
#   SHANLIAN_RUNTIME=auto   compiled (apps/server/dist, after `npm run build`) when present, else the
#                  sources through tsx; `tsx` or `compiled` to choose. A stale dist runs stale code.
#   NGINX=nginx on PATH (Debian: /usr/sbin/nginx)
# Anything else exported (SMS_PROVIDER, MQTT_URL, …) reaches the instances as it is.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")

INSTANCES=${INSTANCES:-2}
BASE_PORT=${BASE_PORT:-4311}
NGINX_PORT=${NGINX_PORT:-4310}
NGINX_HOST=${NGINX_HOST:-127.0.0.1}
DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/shanlian_cluster}
REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
SEED=${SEED:-demo}
RUN_DIR=${RUN_DIR:-$root/.cluster}
SHANLIAN_RUNTIME=${SHANLIAN_RUNTIME:-auto}
NGINX=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
READY_TIMEOUT=${READY_TIMEOUT:-180}
PUBLIC_URL=${PUBLIC_URL:-http://$NGINX_HOST:$NGINX_PORT}

mkdir -p "$RUN_DIR"
RUN_DIR=$(cd "$RUN_DIR" && pwd)

fail() {
  echo "start-cluster: $*" >&2
  RUN_DIR=$RUN_DIR NGINX=$NGINX bash "$here/stop-cluster.sh" >&2 || true
  exit 1
}

# A second start over a running cluster would orphan the first one's processes.
for f in "$RUN_DIR"/pids/*.pid; do
  [[ -e $f ]] || continue
  if kill -0 "$(cat "$f")" 2>/dev/null; then
    echo "start-cluster: already running ($f); run deploy/stop-cluster.sh first" >&2
    exit 1
  fi
done
rm -rf "$RUN_DIR/pids" "$RUN_DIR/temp"
mkdir -p "$RUN_DIR"/{pids,logs,temp,data}

# The database: created when missing, so that a fresh clone needs only a PostgreSQL server.
db_name=${DATABASE_URL##*/}
db_name=${db_name%%\?*}
[[ $db_name =~ ^[A-Za-z0-9_]+$ ]] || fail "DATABASE_URL must end in a plain database name, not '$db_name'"
admin_url="${DATABASE_URL%/*}/postgres"
if ! psql "$admin_url" -tAc "select 1 from pg_database where datname = '$db_name'" | grep -q 1; then
  echo "creating database $db_name"
  psql "$admin_url" -qc "create database \"$db_name\"" || fail "could not create database $db_name"
fi

# The server: compiled JavaScript as `npm start` runs it, or the sources through tsx (no build step).
case $SHANLIAN_RUNTIME in
  auto) [[ -f $root/apps/server/dist/main.js && -d $root/packages/contract/dist ]] && SHANLIAN_RUNTIME=compiled || SHANLIAN_RUNTIME=tsx ;;
  compiled | tsx) ;;
  *) fail "SHANLIAN_RUNTIME is auto, compiled or tsx" ;;
esac
if [[ $SHANLIAN_RUNTIME == compiled ]]; then
  server=(--max-old-space-size=320 --conditions=compiled --enable-source-maps apps/server/dist/main.js)
else
  server=(--max-old-space-size=320 --import tsx apps/server/src/main.ts)
fi

# The audit chain's key (decision 022): production refuses to start without it. Unless exported, one is
# made once for this run folder and kept beside it (never in the database); every instance shares it.
if [ -z "${AUDIT_KEY:-}" ]; then
  mkdir -p "$RUN_DIR"
  [ -s "$RUN_DIR/audit.key" ] || (umask 077 && head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$RUN_DIR/audit.key")
  AUDIT_KEY=$(cat "$RUN_DIR/audit.key")
fi

start_instance() {
  local port=$1 data=$RUN_DIR/data/$1
  mkdir -p "$data"
  # Each instance has its own DATA_DIR and shares none of it: on PostgreSQL uploaded files are kept
  # in the database (FILE_STORE, deploy/README.md#files). A link left by an older run goes.
  [ -L "$data/files" ] && rm "$data/files"
  echo "--- started $(date -Iseconds)" >>"$RUN_DIR/logs/instance-$port.log"
  (
    cd "$root"
    # exec all the way down, so that the pid below is the server's own (stop-cluster.sh signals it)
    # texts off unless the caller names a provider (a trial cluster must not text anyone)
    exec env NODE_ENV=production SMS_PROVIDER="${SMS_PROVIDER:-none}" PORT="$port" HOST=127.0.0.1 DATA_DIR="$data" DATABASE_URL="$DATABASE_URL" REDIS_URL="$REDIS_URL" \
      AUDIT_KEY="$AUDIT_KEY" AUDIT_CHECKPOINT_FILE="${AUDIT_CHECKPOINT_FILE:-$RUN_DIR/audit-checkpoints.jsonl}" SEED="$SEED" TRUST_PROXY=127.0.0.1 LOG_LEVEL="${LOG_LEVEL:-warn}" PUBLIC_URL="$PUBLIC_URL" \
      nohup node "${server[@]}"
  ) >>"$RUN_DIR/logs/instance-$port.log" 2>&1 &
  echo $! >"$RUN_DIR/pids/instance-$port.pid"
}

wait_ready() {
  local port=$1 pid deadline=$((SECONDS + READY_TIMEOUT))
  pid=$(cat "$RUN_DIR/pids/instance-$port.pid")
  until curl -fsS -o /dev/null --max-time 3 "http://127.0.0.1:$port/readyz" 2>/dev/null; do
    if ! kill -0 "$pid" 2>/dev/null; then
      sed -n '/^--- started/h; /^--- started/!H; ${x;p}' "$RUN_DIR/logs/instance-$port.log" | tail -n 30 >&2
      fail "instance :$port exited before it was ready (log above: $RUN_DIR/logs/instance-$port.log)"
    fi
    ((SECONDS < deadline)) || fail "instance :$port not ready within ${READY_TIMEOUT}s"
    sleep 0.5
  done
  echo "instance :$port ready (pid $pid)"
}

ports=()
for ((i = 0; i < INSTANCES; i++)); do ports+=($((BASE_PORT + i))); done

# Every instance migrates the database and seeds an empty one at start, without a lock between
# instances: the first one does it alone, the others start once it answers.
echo "starting ${#ports[@]} instances ($SHANLIAN_RUNTIME) on $DATABASE_URL, $REDIS_URL"
start_instance "${ports[0]}"
wait_ready "${ports[0]}"
for port in "${ports[@]:1}"; do start_instance "$port"; done
for port in "${ports[@]:1}"; do wait_ready "$port"; done

# nginx: the shared template rendered into the run folder, the instances listed beside it. Each is
# listed only now that it answered /readyz: open-source nginx does not probe by itself.
cp "$here/nginx/nginx.local.conf" "$RUN_DIR/nginx.conf"
sed -e "s|\${SHANLIAN_LISTEN}|$NGINX_HOST:$NGINX_PORT|g" -e "s|\${SHANLIAN_ACCESS_LOG}|logs/access.log|g" \
  "$here/nginx/shanlian.conf.template" >"$RUN_DIR/shanlian.conf"
if grep -q '\${SHANLIAN_' "$RUN_DIR/shanlian.conf"; then fail "a placeholder of the nginx template was not rendered"; fi
: >"$RUN_DIR/shanlian-upstreams.conf"
for port in "${ports[@]}"; do
  echo "server 127.0.0.1:$port max_fails=3 fail_timeout=10s;" >>"$RUN_DIR/shanlian-upstreams.conf"
done
nginx_args=(-p "$RUN_DIR/" -c "$RUN_DIR/nginx.conf" -e "$RUN_DIR/logs/error.log")
"$NGINX" "${nginx_args[@]}" -t -q || fail "nginx refused the configuration ($RUN_DIR/nginx.conf)"
"$NGINX" "${nginx_args[@]}" || fail "nginx did not start (see $RUN_DIR/logs/error.log)"

deadline=$((SECONDS + 10))
until curl -fsS -o /dev/null --max-time 3 "http://$NGINX_HOST:$NGINX_PORT/readyz" 2>/dev/null; do
  ((SECONDS < deadline)) || fail "nginx on :$NGINX_PORT does not answer /readyz"
  sleep 0.2
done
echo "nginx on $PUBLIC_URL → ${ports[*]/#/:}; $(curl -fsS "http://$NGINX_HOST:$NGINX_PORT/readyz")"
echo "logs in $RUN_DIR/logs; stop with: bash deploy/stop-cluster.sh"
