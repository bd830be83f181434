#!/usr/bin/env bash
# A job-log import into an evaluation on a PostgreSQL server against the same import into a file
# (issue 31: at most 10 times the file's time, under 400 MB).
#
#   bench/compare_server.sh [--build DIR] [--jobs N] [--seed S] [--file PATH] [--keep DIR] [--rounds R]
#                           [--reimport]
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
# With --reimport, each round times instead a job import over an earlier import of the same jobs: the
# log's jobs first as they were while running (every started job RUNNING, its End Unknown; imported, not
# timed), then the log itself, whose record of every started job is later and replaces the stored one
# (BaselineRepository::markReplaced); on a file, then on the server, with the same checks.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
build="$here/build"
jobs=1000000
seed=1
file=""
keep=""
rounds=3
reimport=0
while [ $# -gt 0 ]; do
    case "$1" in
    --build) build=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --file) file=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --reimport) reimport=1; shift ;;
    -h | --help) sed -n '2,24p' "$0"; exit 0 ;;
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

if [ "$reimport" = 1 ]; then
    # The same jobs while they ran: every line of a started job RUNNING, with no end yet (a requeued
    # record stays as it is).
    earlier="$work/earlier.sacct"
    awk -F'|' -v OFS='|' 'NR == 1 { for (i = 1; i <= NF; ++i) col[$i] = i; print; next }
        $col["Start"] != "" && $col["Start"] != "Unknown" && $col["Start"] != "None" && $col["State"] !~ /^REQUEUED/ {
            $col["State"] = "RUNNING"; $col["End"] = "Unknown" } { print }' "$file" > "$earlier"
    fi_again=() sv_again=()
    for ((round = 1; round <= rounds; ++round)); do
        workspace="$work/bench.gatebench"
        rm -f "$workspace" "$workspace-wal" "$workspace-shm"
        "$gatebench" new "$workspace" --empty --tz Asia/Shanghai --force > /dev/null
        measure file-earlier "$gatebench" import "$workspace" --kind jobs --format sacct "$earlier" --tz Asia/Shanghai
        measure file-reimport "$gatebench" import "$workspace" --kind jobs --format sacct "$file" --tz Asia/Shanghai
        fi_again+=("$wall") fi_rss=$rss
        uri="postgresql://gatebench@127.0.0.1:$port/bench?evaluation=again$round"
        "$gatebench" new "$uri" --empty --tz Asia/Shanghai > /dev/null
        measure server-earlier "$gatebench" import "$uri" --kind jobs --format sacct "$earlier" --tz Asia/Shanghai
        measure server-reimport "$gatebench" import "$uri" --kind jobs --format sacct "$file" --tz Asia/Shanghai
        sv_again+=("$wall") sv_rss=$rss
        if ! cmp -s "$work/file-reimport.out" <(sed "s|$uri|$workspace|" "$work/server-reimport.out"); then
            echo "compare_server.sh: the server's re-import says otherwise than the file's" >&2
            diff "$work/file-reimport.out" "$work/server-reimport.out" | head -10 >&2
            exit 1
        fi
        "$gatebench" baseline "$workspace" --json > "$work/file-baseline.out"
        "$gatebench" baseline "$uri" --json > "$work/server-baseline.out"
        if ! cmp -s "$work/file-baseline.out" "$work/server-baseline.out"; then
            echo "compare_server.sh: the server's baseline --json differs from the file's after the re-import" >&2
            exit 1
        fi
        printf 'round %d (load %s): re-import: file %6s s %4s MB; server %6s s %4s MB; %s\n' "$round" \
            "$(cut -d' ' -f1 /proc/loadavg)" "${fi_again[-1]}" "$fi_rss" "${sv_again[-1]}" "$sv_rss" \
            "$(grep -oE '[0-9]+ added, [0-9]+ updated' "$work/file-reimport.out" | head -1)"
    done
    fi_a=$(median "${fi_again[@]}") sv_a=$(median "${sv_again[@]}")
    awk -v a="$sv_a" -v b="$fi_a" 'BEGIN { printf "medians, re-import: file %s s, server %s s: server / file %.1fx\n", b, a, a / b }'
    echo "baselines after the re-import: the same JSON on both in every round"
    exit 0
fi
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
