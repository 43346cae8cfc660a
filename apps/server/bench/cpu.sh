#!/bin/bash
# `bench/cpu.sh CACHE path[|etag] …` (in apps/server, with the bench's PRODUCTS and DATABASE_URL): the
# server's own CPU time per request (and, on PostgreSQL, that of the database's processes serving it, "DB")
# while autocannon, in another process, asks each address for DURATION seconds (default 6, after 2 s of
# warm-up) over 10 connections; CACHE answers kept in memory (0: every answer from the database).
# `path|etag` revalidates (If-None-Match with the answer's ETag: 304). On a machine shared with other work,
# requests a second swing with the load; the CPU a request costs the server much less (README "The
# catalogue at 100,000 products"). Run `node --cpu-prof --import tsx bench/serve-only.ts` instead to see
# where that time goes.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
CACHE=$1 node --import tsx bench/serve-only.ts > "$log" 2>&1 &
pid=$!
shift
for _ in $(seq 1 120); do grep -q listening "$log" && break; sleep 1; done
base=$(grep -o 'http://[0-9.:]*' "$log")
tick=$(getconf CLK_TCK)
cpu() { awk '{print $14+$15}' "/proc/$pid/stat"; }
# On PostgreSQL, the CPU of the database's processes serving the bench server's connections (a process's
# title names its client's port), per process: one that ends during a run is left out, one that starts
# counts from zero. Other clients of the same database are not counted.
db=${DATABASE_URL:+${DATABASE_URL##*/}}
dbcpu() {
  [[ -z "$db" ]] && return
  local port p
  for port in $(ss -tnp 2>/dev/null | awk -v pid="pid=$pid," 'index($0, pid) { n = split($4, a, ":"); print a[n] }'); do
    for p in $(pgrep -f "postgres: .* $db 127\.0\.0\.1\($port\)" || true); do
      awk -v p="$p" '{print p, $14+$15}' "/proc/$p/stat" 2>/dev/null || true
    done
  done
}
dbdelta() {
  awk 'NR==FNR { before[$1] = $2; next } { sum += $2 - ($1 in before ? before[$1] : 0) } END { print sum + 0 }' \
    <(echo "$1") <(echo "$2")
}
for spec in "$@"; do
  path=${spec%%|*}
  hdr=""
  if [[ "$spec" == *"|etag" ]]; then
    tag=$(curl -s -D - -o /dev/null -H 'X-Api-Key: bench-key' "$base$path" | awk -F': ' 'tolower($1)=="etag"{print $2}' | tr -d '\r')
    hdr="If-None-Match: $tag"
  fi
  node_modules/.bin/autocannon -c 10 -d 2 -H 'X-Api-Key: bench-key' ${hdr:+-H "$hdr"} "$base$path" > /dev/null 2>&1
  c0=$(cpu)
  d0=$(dbcpu)
  out=$(node_modules/.bin/autocannon -j -c 10 -d "${DURATION:-6}" -H 'X-Api-Key: bench-key' ${hdr:+-H "$hdr"} "$base$path" 2>/dev/null)
  c1=$(cpu)
  d1=$(dbcpu)
  echo "$out" | node -e '
    const d = JSON.parse(require("fs").readFileSync(0, "utf8"));
    const [path, revalidated, c0, c1, d0, d1, tick] = process.argv.slice(1);
    const per = (a, b) => (((b - a) / tick) * 1000) / d.requests.total;
    console.log(`${(path + (revalidated ? " (304)" : "")).padEnd(64)} ${per(c0, c1).toFixed(3).padStart(7)} ms CPU/request ${per(d0, d1).toFixed(3).padStart(7)} ms DB ${String(Math.round(d.requests.average)).padStart(7)} req/s  ${JSON.stringify(d.statusCodeStats)}`);
  ' "$path" "$hdr" "$c0" "$c1" 0 "$(dbdelta "$d0" "$d1")" "$tick"
done
kill -INT "$pid"
wait "$pid" 2>/dev/null || true
rm -f "$log"
