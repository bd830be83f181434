#!/usr/bin/env bash
# The import of many requirements (criteria) into an evaluation on a PostgreSQL server against the same
# into a file: the write path of every import but the job log's (Workspace::executeImport and the bulk
# writer, PostgresStorage's insertRows), which the job-log benchmark (compare_server.sh) does not take.
#
#   bench/server_import.sh [--build DIR] [--rows N] [--rounds R] [--keep DIR]
#
# Starts a throwaway PostgreSQL cluster as compare_server.sh does (and stops it with
# `pg_ctl -m immediate stop` when the script ends, whatever happens), writes bench_import's narrow
# CSV (id,tier,title,weight; ids bulk-N; default 200,000 rows) and, each round, in turn and under
# /usr/bin/time (wall seconds, peak RSS of the gatebench process):
#   1. file:   gatebench new FILE --lang en (not timed) + import FILE --kind criteria CSV;
#   2. server: gatebench new postgresql://... --lang en (not timed) + the same import, over TCP on
#      127.0.0.1.
# Prints every round and the medians.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
build="$here/build"
rows=200000
rounds=3
keep=""
while [ $# -gt 0 ]; do
    case "$1" in
    --build) build=$2; shift 2 ;;
    --rows) rows=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    -h | --help) sed -n '2,16p' "$0"; exit 0 ;;
    *) echo "server_import.sh: unknown option $1" >&2; exit 1 ;;
    esac
done
if ! [[ $rounds =~ ^[1-9][0-9]*$ && $rows =~ ^[1-9][0-9]*$ ]]; then
    echo "server_import.sh: --rows and --rounds take a whole number of 1 or more" >&2
    exit 1
fi

gatebench="$build/app/gatebench"
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2> /dev/null | sort -V | tail -1)
for tool in "$gatebench" /usr/bin/time "$pgbin/initdb" "$pgbin/pg_ctl"; do
    if ! command -v "$tool" > /dev/null; then
        echo "server_import.sh: $tool is missing (build GateBench; apt-get install time postgresql)" >&2
        exit 1
    fi
done

work=${keep:-$(mktemp -d)}
mkdir -p "$work"
cluster="$work/cluster"
as_server() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
stop_cluster() {
    [ -f "$cluster/data/postmaster.pid" ] && as_server "$pgbin/pg_ctl" -D "$cluster/data" -m immediate stop > /dev/null 2>&1
    [ -n "$keep" ] || rm -rf "$work"
}
trap stop_cluster EXIT

# bench_import's narrow rows: a third each gate, bonus (with a weight) and deferred.
csv="$work/criteria-narrow-$rows.csv"
awk -v n="$rows" 'BEGIN {
    split("gate bonus deferred", tier, " ")
    print "id,tier,title,weight"
    for (i = 0; i < n; ++i) { t = i % 3; printf "bulk-%d,%s,Bulk requirement %d,%s\n", i, tier[t + 1], i, (t == 1 ? i % 5 + 1 : "") }
}' > "$csv"

rm -rf "$cluster"
mkdir -p "$cluster/socket"
chmod 755 "$work" "$cluster"
[ "$(id -u)" = 0 ] && chown -R postgres: "$cluster"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
as_server "$pgbin/initdb" -D "$cluster/data" -U gatebench --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync \
    > "$work/initdb.log" 2>&1
cat >> "$cluster/data/postgresql.conf" << CONF
port = $port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$cluster/socket'
fsync = off
synchronous_commit = off
full_page_writes = off
shared_buffers = 32MB
CONF
as_server "$pgbin/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w -t 60 start > /dev/null
as_server "$pgbin/psql" -h "$cluster/socket" -p "$port" -U gatebench -d postgres -qc 'CREATE DATABASE bench'
echo "server: PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

measure() {
    local name=$1
    shift
    /usr/bin/time -f '%e %M' -o "$work/$name.time" "$@" > "$work/$name.out" 2> "$work/$name.err" || {
        echo "server_import.sh: $name failed:" >&2
        tail -5 "$work/$name.err" >&2
        exit 1
    }
    read -r wall rss_kb < <(tail -1 "$work/$name.time")
    rss=$((rss_kb / 1024))
}
median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

echo "$rows narrow criteria, $rounds rounds, $gatebench, load $(cut -d' ' -f1-3 /proc/loadavg)"
fi_import=() sv_import=()
for ((round = 1; round <= rounds; ++round)); do
    workspace="$work/bench.gatebench"
    rm -f "$workspace" "$workspace-wal" "$workspace-shm"
    "$gatebench" new "$workspace" --lang en --force > /dev/null
    measure file-import "$gatebench" import "$workspace" --kind criteria "$csv"
    fi_import+=("$wall") fi_rss=$rss
    uri="postgresql://gatebench@127.0.0.1:$port/bench?evaluation=round$round"
    "$gatebench" new "$uri" --lang en > /dev/null
    measure server-import "$gatebench" import "$uri" --kind criteria "$csv"
    sv_import+=("$wall") sv_rss=$rss
    printf 'round %d (load %s): file %6s s %4s MB; server %6s s %4s MB\n' "$round" "$(cut -d' ' -f1 /proc/loadavg)" \
        "${fi_import[-1]}" "$fi_rss" "${sv_import[-1]}" "$sv_rss"
done
fi_i=$(median "${fi_import[@]}") sv_i=$(median "${sv_import[@]}")
awk -v a="$sv_i" -v b="$fi_i" 'BEGIN { printf "medians: file %s s, server %s s: server / file %.1fx\n", b, a, a / b }'
