#!/usr/bin/env bash
# A job-log import into an evaluation on a PostgreSQL server against the same import into a file
# (issue 31: at most 10 times the file's time, under 400 MB).
#
#   bench/compare_server.sh [--build DIR] [--jobs N] [--seed S] [--file PATH] [--keep DIR] [--rounds R]
#
# Starts a throwaway PostgreSQL cluster as the tests do (tests/support/PostgresCluster: initdb and
# pg_ctl as the `postgres` user when run as root, a free loopback port, a socket folder in the work
# folder, fsync and synchronous_commit off, shared_buffers 32MB) and stops it with
# `pg_ctl -m immediate stop` when the script ends, whatever happens. Without --file, generates a log
# with bench/gen_sacct (job-id order). Each round, in turn and under /usr/bin/time (wall seconds, peak
# RSS of the gatebench process; the server's own processes are not counted):
#   1. file:   gatebench new (empty, not timed) + import --kind jobs --format sacct + baseline --json;
#   2. server: gatebench new postgresql://... (empty, not timed) + the same import + baseline --json,
#      over the loopback socket (TCP, 127.0.0.1).
# Prints every round, the medians and the ratios server / file, and checks that both baselines are
# the same JSON.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
build="$here/build"
jobs=1000000
seed=1
file=""
keep=""
rounds=3
while [ $# -gt 0 ]; do
    case "$1" in
    --build) build=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --file) file=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    -h | --help) sed -n '2,19p' "$0"; exit 0 ;;
    *) echo "compare_server.sh: unknown option $1" >&2; exit 1 ;;
    esac
done
if ! [[ $rounds =~ ^[1-9][0-9]*$ ]]; then
    echo "compare_server.sh: --rounds takes a whole number of 1 or more" >&2
    exit 1
fi

script=compare_server.sh
# shellcheck source=bench/server-cluster.sh
source "$here/bench/server-cluster.sh"
server_bench_setup

if [ -z "$file" ]; then
    file="$work/jobs-$jobs-$seed.sacct"
    if [ ! -s "$file" ]; then
        echo "generating $jobs jobs (seed $seed) ..."
        "$build/bench/gen_sacct" --jobs "$jobs" --seed "$seed" --out "$file" > /dev/null
    fi
fi
cat "$file" > /dev/null # into the page cache

# The throwaway cluster.
start_cluster

echo "file: $file ($(($(stat -c %s "$file") / 1000000)) MB, $(wc -l < "$file") lines), $rounds rounds, load $(cut -d' ' -f1-3 /proc/loadavg)"
fi_import=() fi_base=() sv_import=() sv_base=()
rss_max=0
maxof() { echo $(($1 > $2 ? $1 : $2)); }
for ((round = 1; round <= rounds; ++round)); do
    workspace="$work/bench.gatebench"
    rm -f "$workspace" "$workspace-wal" "$workspace-shm"
    "$gatebench" new "$workspace" --empty --tz Asia/Shanghai --force > /dev/null
    measure file-import "$gatebench" import "$workspace" --kind jobs --format sacct "$file" --tz Asia/Shanghai
    fi_import+=("$wall") fi_import_rss=$rss
    measure file-baseline "$gatebench" baseline "$workspace" --json
    fi_base+=("$wall") fi_base_rss=$rss

    uri="postgresql://gatebench@127.0.0.1:$port/bench?evaluation=round$round"
    "$gatebench" new "$uri" --empty --tz Asia/Shanghai > /dev/null
    measure server-import "$gatebench" import "$uri" --kind jobs --format sacct "$file" --tz Asia/Shanghai
    sv_import+=("$wall") sv_import_rss=$rss
    measure server-baseline "$gatebench" baseline "$uri" --json
    sv_base+=("$wall") sv_base_rss=$rss
    if ! cmp -s "$work/file-baseline.out" "$work/server-baseline.out"; then
        echo "compare_server.sh: the server's baseline --json differs from the file's" >&2
        diff "$work/file-baseline.out" "$work/server-baseline.out" | head -10 >&2
        exit 1
    fi
    rss_max=$(maxof "$rss_max" "$(maxof "$sv_import_rss" "$sv_base_rss")")
    printf 'round %d (load %s)\n' "$round" "$(cut -d' ' -f1 /proc/loadavg)"
    printf '  file:   import %6s s %4s MB, baseline --json %6s s %4s MB\n' "${fi_import[-1]}" "$fi_import_rss" \
        "${fi_base[-1]}" "$fi_base_rss"
    printf '  server: import %6s s %4s MB, baseline --json %6s s %4s MB\n' "${sv_import[-1]}" "$sv_import_rss" \
        "${sv_base[-1]}" "$sv_base_rss"
done
fi_i=$(median "${fi_import[@]}") fi_b=$(median "${fi_base[@]}")
sv_i=$(median "${sv_import[@]}") sv_b=$(median "${sv_base[@]}")
echo
echo "medians: file import $fi_i s + baseline $fi_b s; server import $sv_i s + baseline $sv_b s"
awk -v a="$sv_i" -v b="$fi_i" -v c="$sv_b" -v d="$fi_b" -v m="$rss_max" 'BEGIN {
    printf "server / file: import %.1fx (target at most 10x), baseline --json %.1fx; largest peak RSS on the server runs %d MB (target under 400)\n", a / b, c / d, m }'
echo "baselines: the same JSON on both in every round"
