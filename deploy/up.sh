#!/usr/bin/env bash
# One machine, the whole replicated deployment from Debian packages (README: "Beyond one
# machine"): PostgreSQL (package postgresql), two replicas of each agent service sharing
# it, and HAProxy (package haproxy) in front with deploy/haproxy.cfg.
#
#   deploy/up.sh start     initdb on first use, start everything, wait until healthy
#   deploy/up.sh stop      stop HAProxy, the replicas and PostgreSQL
#   deploy/up.sh status    what runs, and each balancer's health answer
#
# Clients use the usual ports (the balancer's): registry 8001, CRM 8007, demo 8005,
# territory 8888. State and logs: $AGENT_DEPLOY_DIR (default ~/.agent-deploy; /var/lib/agent-deploy as root). Every
# port below can be changed through the environment.
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
# root: a directory the postgres user can reach (not /root)
if [ "$(id -u)" = 0 ]; then DEFAULT_DIR=/var/lib/agent-deploy; else DEFAULT_DIR="$HOME/.agent-deploy"; fi
DIR="${AGENT_DEPLOY_DIR:-$DEFAULT_DIR}"
PG_PORT="${AGENT_PG_PORT:-55432}"
PG_BIN="${AGENT_PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}"
HAPROXY="${AGENT_HAPROXY:-$(command -v haproxy || echo /usr/sbin/haproxy)}"
if command -v agent >/dev/null 2>&1; then AGENT=(agent); else AGENT=(node "$HERE/../bin/agent.js"); fi

export AGENT_LB_HOST="${AGENT_LB_HOST:-127.0.0.1}"
export AGENT_LB_REGISTRY_PORT="${AGENT_LB_REGISTRY_PORT:-8001}" AGENT_LB_CRM_PORT="${AGENT_LB_CRM_PORT:-8007}"
export AGENT_LB_DEMO_PORT="${AGENT_LB_DEMO_PORT:-8005}" AGENT_LB_TERRITORY_PORT="${AGENT_LB_TERRITORY_PORT:-8888}"
# replica ports: service -> "first second"
declare -A REPLICA_PORTS=(
  [api-registry]="${AGENT_REGISTRY_PORTS:-8101 8102}"
  [demo_crm]="${AGENT_CRM_PORTS:-8107 8108}"
  [demo]="${AGENT_DEMO_PORTS:-8105 8106}"
  [demo_territory]="${AGENT_TERRITORY_PORTS:-8188 8189}"
)
declare -A LB_NAME=([api-registry]=REGISTRY [demo_crm]=CRM [demo]=DEMO [demo_territory]=TERRITORY)
ORDER=(demo_territory demo_crm api-registry demo)

# PostgreSQL refuses to run as root: under root it runs as the package's `postgres` user
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

export AGENT_DATABASE_URL="${AGENT_DATABASE_URL:-postgres://agent@127.0.0.1:$PG_PORT/agent}"
# the demo replicas reach the registry through the balancer
export AGENT_API_REGISTRY_PORT="$AGENT_LB_REGISTRY_PORT"

wait_http() { # url, what
  for _ in $(seq 1 300); do
    if curl -fs -o /dev/null "$1"; then return 0; fi
    sleep 0.2
  done
  echo "$2 did not become healthy ($1); see $DIR/logs" >&2
  return 1
}

start() {
  mkdir -p "$DIR/logs" "$DIR/run"
  if [ ! -f "$DIR/pg/PG_VERSION" ]; then
    [ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL is not installed: apt-get install postgresql" >&2; exit 1; }
    mkdir -p "$DIR/pg"
    [ "$(id -u)" = 0 ] && chown postgres: "$DIR/pg"
    as_pg "$PG_BIN/initdb" -D "$DIR/pg" -U postgres --auth=trust --locale=C --encoding=UTF8 >"$DIR/logs/initdb.log"
    printf "port = %s\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '%s'\nmax_connections = 200\n" \
      "$PG_PORT" "$DIR/pg" >>"$DIR/pg/postgresql.conf"
    fresh=1
  fi
  [ "$(id -u)" = 0 ] && chown postgres: "$DIR/logs"
  as_pg "$PG_BIN/pg_ctl" -D "$DIR/pg" -l "$DIR/logs/postgresql.log" -w status >/dev/null 2>&1 ||
    as_pg "$PG_BIN/pg_ctl" -D "$DIR/pg" -l "$DIR/logs/postgresql.log" -w start >/dev/null
  if [ "${fresh:-0}" = 1 ]; then
    as_pg "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -qc "CREATE ROLE agent LOGIN" -c "CREATE DATABASE agent OWNER agent"
  fi
  for svc in "${ORDER[@]}"; do
    i=0
    for port in ${REPLICA_PORTS[$svc]}; do
      i=$((i + 1))
      export "AGENT_${LB_NAME[$svc]}_$i=127.0.0.1:$port"
      pidfile="$DIR/run/$svc-$i.pid"
      if [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then continue; fi
      mkdir -p "$DIR/home-$i"
      AGENT_HOME="$DIR/home-$i" nohup "${AGENT[@]}" serve "$svc" --port "$port" >"$DIR/logs/$svc-$i.log" 2>&1 &
      echo $! >"$pidfile"
    done
    for port in ${REPLICA_PORTS[$svc]}; do wait_http "http://127.0.0.1:$port/health" "$svc on port $port"; done
  done
  if ! { [ -f "$DIR/run/haproxy.pid" ] && kill -0 "$(cat "$DIR/run/haproxy.pid")" 2>/dev/null; }; then
    "$HAPROXY" -c -q -f "$HERE/haproxy.cfg"
    nohup "$HAPROXY" -db -f "$HERE/haproxy.cfg" >"$DIR/logs/haproxy.log" 2>&1 &
    echo $! >"$DIR/run/haproxy.pid"
  fi
  for p in "$AGENT_LB_REGISTRY_PORT" "$AGENT_LB_CRM_PORT" "$AGENT_LB_DEMO_PORT" "$AGENT_LB_TERRITORY_PORT"; do
    wait_http "http://$AGENT_LB_HOST:$p/health" "the balancer on port $p"
  done
  echo "up: registry http://$AGENT_LB_HOST:$AGENT_LB_REGISTRY_PORT, CRM :$AGENT_LB_CRM_PORT, demo :$AGENT_LB_DEMO_PORT," \
    "territory :$AGENT_LB_TERRITORY_PORT (2 replicas each, PostgreSQL on 127.0.0.1:$PG_PORT)"
}

stop() {
  for f in "$DIR"/run/*.pid; do
    [ -f "$f" ] || continue
    pid="$(cat "$f")"
    kill "$pid" 2>/dev/null && while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
    rm -f "$f"
  done
  if [ -f "$DIR/pg/PG_VERSION" ]; then as_pg "$PG_BIN/pg_ctl" -D "$DIR/pg" -m fast -w stop >/dev/null 2>&1 || true; fi
  echo "stopped"
}

status() {
  for f in "$DIR"/run/*.pid; do
    [ -f "$f" ] || continue
    if kill -0 "$(cat "$f")" 2>/dev/null; then s=running; else s=gone; fi
    echo "$(basename "$f" .pid): $s"
  done
  for p in "$AGENT_LB_REGISTRY_PORT" "$AGENT_LB_CRM_PORT" "$AGENT_LB_DEMO_PORT" "$AGENT_LB_TERRITORY_PORT"; do
    echo "balancer :$p /health -> $(curl -s -o /dev/null -w '%{http_code}' "http://$AGENT_LB_HOST:$p/health")"
  done
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) echo "usage: deploy/up.sh start|stop|status" >&2; exit 2 ;;
esac
