#!/usr/bin/env bash
# Benchmark: GET /api/competitions/{slug}/leaderboard on loopback with 10,000 entries and 1,000,000
# results loaded, at 10,000 requests/s, directly and through the gateway in the same run. Prints p50 / p99 of each
# (goal: p99 <= 5 ms through the gateway; issue 36) and the achieved rate.
#
# What it does: starts a throw-away PostgreSQL (Debian's, or the one named by BENCH_PG_BIN), starts the
# leaderboard (built if missing) against it, bulk-loads the data with SQL, warms the page once and
# drives it with wrk for BENCH_SECONDS. wrk (Debian 4.x) has no fixed-rate mode, so a Lua delay paces
# each connection: C connections each waiting C/rate seconds between requests give about `rate`
# requests/s; the achieved rate is printed beside the latencies.
#
# Settings (environment): BENCH_RATE (10000), BENCH_GATEWAY_PORT (18180), BENCH_SECONDS (30), BENCH_CONNECTIONS (20),
# BENCH_PAGE_SIZE (50), BENCH_ENTRIES (10000), BENCH_RESULTS (1000000), BENCH_PORT (18084),
# BENCH_PG_PORT (55433).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
RATE="${BENCH_RATE:-10000}"
SECONDS_TO_RUN="${BENCH_SECONDS:-30}"
CONNECTIONS="${BENCH_CONNECTIONS:-20}"
PAGE_SIZE="${BENCH_PAGE_SIZE:-50}"
ENTRIES="${BENCH_ENTRIES:-10000}"
RESULTS="${BENCH_RESULTS:-1000000}"
PORT="${BENCH_PORT:-18084}"
PG_PORT="${BENCH_PG_PORT:-55433}"
GATEWAY_PORT="${BENCH_GATEWAY_PORT:-18180}"
GATEWAY_PID=""
SLUG=bench
WORK="$(mktemp -d /tmp/arbiter-bench-leaderboard.XXXXXX)"
APP_PID=""
PG_BIN="${BENCH_PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}"

# shellcheck source=../scripts/java-env.sh
source "$ROOT/scripts/java-env.sh"

cleanup() {
  if [[ -n "$GATEWAY_PID" ]]; then pkill -P "$GATEWAY_PID" 2>/dev/null || true; kill "$GATEWAY_PID" 2>/dev/null || true; fi
  if [[ -n "$APP_PID" ]]; then kill "$APP_PID" 2>/dev/null || true; wait "$APP_PID" 2>/dev/null || true; fi
  if [[ -f "$WORK/pg/postmaster.pid" ]]; then as_pg "$PG_BIN/pg_ctl" -D "$WORK/pg" -m fast stop >/dev/null 2>&1 || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

# PostgreSQL refuses to run as root: run it as the postgres user when we are root.
as_pg() { if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }

need_packages=()
command -v wrk >/dev/null || need_packages+=(wrk)
[[ -x "$PG_BIN/initdb" ]] || need_packages+=(postgresql)
if ((${#need_packages[@]})); then
  if [[ $(id -u) -ne 0 ]]; then echo "bench: needs ${need_packages[*]} (apt-get install -y ${need_packages[*]})" >&2; exit 1; fi
  echo "bench: installing ${need_packages[*]}" >&2
  apt-get install -y --no-install-recommends "${need_packages[@]}" >/dev/null
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
fi

APP="$ROOT/services/leaderboard/target/quarkus-app/quarkus-run.jar"
if [[ ! -f "$APP" ]]; then
  echo "bench: building the leaderboard" >&2
  (cd "$ROOT" && ./mvnw -B -ntp -q -pl services/leaderboard -am install -DskipTests)
fi

echo "bench: starting PostgreSQL ($PG_BIN) on port $PG_PORT" >&2
mkdir -p "$WORK/pg"
[[ $(id -u) -eq 0 ]] && chown -R postgres "$WORK" && chmod 755 "$WORK"
as_pg "$PG_BIN/initdb" -D "$WORK/pg" -U postgres --auth=trust -E UTF8 >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$WORK/pg" -l "$WORK/pg.log" -w \
  -o "-p $PG_PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c shared_buffers=256MB" start >/dev/null
psql_() { as_pg "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -v ON_ERROR_STOP=1 -q "$@"; }
psql_ -c "create database leaderboard"

echo "bench: starting the leaderboard on port $PORT" >&2
QUARKUS_HTTP_PORT="$PORT" \
QUARKUS_DATASOURCE_JDBC_URL="jdbc:postgresql://127.0.0.1:$PG_PORT/leaderboard" \
QUARKUS_DATASOURCE_USERNAME=postgres QUARKUS_DATASOURCE_PASSWORD=postgres \
KAFKA_BOOTSTRAP_SERVERS="127.0.0.1:1" \
ARBITER_LEADERBOARD_BLOB_STORE="$WORK/blobs" \
QUARKUS_LOG_CATEGORY__ORG_APACHE_KAFKA__LEVEL=ERROR \
  "$JAVA_HOME/bin/java" $ARBITER_JVM_FLAGS -Xmx512m -jar "$APP" >"$WORK/app.log" 2>&1 &
APP_PID=$!
for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:$PORT/api/leaderboard/info" >/dev/null 2>&1 && break
  kill -0 "$APP_PID" 2>/dev/null || { cat "$WORK/app.log" >&2; exit 1; }
  sleep 0.5
done

echo "bench: loading $ENTRIES entries and $RESULTS results" >&2
load_start=$(date +%s)
psql_ -d leaderboard <<SQL
insert into competition (slug, title, game, protocol, seats, ranking_method, ladder_method, announced)
values ('$SLUG', 'Benchmark ladder', 'rps', 'lmc1', 2, 'wins', 'glicko2', true);
insert into entry (entry_id, competition, contestant, name, version, version_seen_at)
select 'e' || i, '$SLUG', 'contestant' || (i % 3000), 'entry number ' || i, 1 + i % 4, now()
from generate_series(1, $ENTRIES) i;
insert into match_result (match_id, competition, kind, rated, applied, status, attempt, moves, duration_ms, seed, recorded_at)
select 'm' || i, '$SLUG', 'ladder', true, true, 'completed', 1, 1000, 800, i, now() - (($RESULTS - i) || ' seconds')::interval
from generate_series(1, $RESULTS) i;
insert into match_seat (match_id, seat, entry_id, version, contestant, entry_name, score, verdict)
select 'm' || i, s, 'e' || (1 + ((i::bigint * 7919 + s * 104729) % $ENTRIES)), 1, 'c', 'n', (i + s) % 3, 'ok'
from generate_series(1, $RESULTS) i, generate_series(1, 2) s;
insert into rating (competition, entry_id, method, value, uncertainty, matches, s1, s2, s3, s_at, last_change, last_seq, updated_at)
select '$SLUG', 'e' || i, 'glicko2', r, 50 + random() * 100, 200, r, 60, 0.06, now(), random() * 10 - 5, i, now()
from (select i, 1500 + 300 * (random() + random() + random() - 1.5) as r from generate_series(1, $ENTRIES) i) x;
analyze;
SQL
echo "bench: loaded in $(( $(date +%s) - load_start )) s" >&2

URL="http://127.0.0.1:$PORT/api/competitions/$SLUG/leaderboard?size=$PAGE_SIZE"
# The first request after a change ranks all entries (snapshot rebuild); later ones are served from memory.
cold=$(curl -fs "$URL" -o "$WORK/page.json" -w '%{time_total}')
rows=$(grep -o '"entryId"' "$WORK/page.json" | wc -l)
total=$(grep -o '"total":[0-9]*' "$WORK/page.json" | cut -d: -f2)
echo "bench: page of $rows rows out of $total, $(wc -c <"$WORK/page.json") bytes; first (cold) request ${cold} s" >&2
# Warm the JIT before measuring.
wrk -t2 -c"$CONNECTIONS" -d5s "$URL" >/dev/null

delay_ms=$(awk -v c="$CONNECTIONS" -v r="$RATE" 'BEGIN { printf "%.3f", 1000 * c / r }')
cat >"$WORK/pace.lua" <<LUA
-- Each connection waits between requests so that all of them together send about $RATE per second.
function delay() return $delay_ms end
LUA

# One measurement: wrk paced at RATE against URL; prints the figures line, labelled.
measure() {
  local label="$1" url="$2"
  wrk -t2 -c"$CONNECTIONS" -d5s "$url" >/dev/null # warm the JIT (and the gateway's) first
  echo "bench: $label: wrk -t2 -c$CONNECTIONS -d${SECONDS_TO_RUN}s, paced at $RATE req/s (delay ${delay_ms} ms per connection)" >&2
  wrk -t2 -c"$CONNECTIONS" -d"${SECONDS_TO_RUN}s" --latency -s "$WORK/pace.lua" "$url" | tee "$WORK/wrk-$label.txt" >&2
  local p50 p99 achieved errors
  p50=$(awk '$1 == "50%" { print $2 }' "$WORK/wrk-$label.txt")
  p99=$(awk '$1 == "99%" { print $2 }' "$WORK/wrk-$label.txt")
  achieved=$(awk '/Requests\/sec/ { print $2 }' "$WORK/wrk-$label.txt")
  errors=$(awk '/Non-2xx|Socket errors/ { print }' "$WORK/wrk-$label.txt")
  echo "leaderboard-api ($label): entries=$ENTRIES results=$RESULTS page=$PAGE_SIZE target=${RATE}/s achieved=${achieved}/s p50=$p50 p99=$p99 (goal p99 <= 5 ms) cold-first-request=${cold}s ${errors:+errors: $errors}"
}

measure direct "$URL"

# Side by side in the same run: the same page through the gateway, as a browser reaches it under ./arbiter up.
GATEWAY_JAR="$ROOT/cli/target/arbiter.jar"
if [[ -f "$GATEWAY_JAR" ]]; then
  # The gateway exits when its stdin closes (its supervisor died): hold it open for the bench's length.
  (sleep 100000 | "$JAVA_HOME/bin/java" -Xmx64m -cp "$GATEWAY_JAR" dev.arbiter.launcher.GatewayMain "$GATEWAY_PORT" \
      "leaderboard=$PORT" >"$WORK/gateway.log" 2>&1) &
  GATEWAY_PID=$!
  for _ in $(seq 1 60); do curl -fs -o /dev/null "http://127.0.0.1:$GATEWAY_PORT/api/leaderboard/info" && break; sleep 0.5; done
  measure gateway "http://127.0.0.1:$GATEWAY_PORT/api/competitions/$SLUG/leaderboard?size=$PAGE_SIZE"
else
  echo "bench: no $GATEWAY_JAR (./arbiter builds it): the gateway is not measured" >&2
fi
