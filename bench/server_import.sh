#!/usr/bin/env bash
# The import of many requirements (criteria) into an evaluation on a PostgreSQL server against the same
# into a file: the write path of every import but the job log's (Workspace::executeImport and the bulk
# writer, PostgresStorage's insertRows), which the job-log benchmark (compare_server.sh) does not take.
#
#   bench/server_import.sh [--build DIR] [--rows N] [--rounds R] [--keep DIR]
#
# Starts a throwaway PostgreSQL cluster as compare_server.sh does (and stops it with
# `pg_ctl -m immediate stop` when the script ends, whatever happens), writes bench_import's narrow
# CSV (id,tier,title,weight; ids bulk-N; default 200,000 rows) and a second one that changes every title
# ("Changed requirement N"), and, each round, in turn and under /usr/bin/time (wall seconds, peak RSS of
# the gatebench process):
#   1. file:   gatebench new FILE --lang en (not timed) + import FILE --kind criteria CSV (every row
#      added) + the same import of the second CSV over it (every row changed: the re-import);
#   2. server: gatebench new postgresql://... --lang en (not timed) + the same two imports, over TCP on
#      127.0.0.1.
# Checks that each import added, then changed, every row on both; prints every round and the medians.
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
    -h | --help) sed -n '2,18p' "$0"; exit 0 ;;
    *) echo "server_import.sh: unknown option $1" >&2; exit 1 ;;
    esac
done
if ! [[ $rounds =~ ^[1-9][0-9]*$ && $rows =~ ^[1-9][0-9]*$ ]]; then
    echo "server_import.sh: --rows and --rounds take a whole number of 1 or more" >&2
    exit 1
fi

script=server_import.sh
# shellcheck source=bench/server-cluster.sh
source "$here/bench/server-cluster.sh"
server_bench_setup

# bench_import's narrow rows: a third each gate, bonus (with a weight) and deferred.
csv="$work/criteria-narrow-$rows.csv"
awk -v n="$rows" 'BEGIN {
    split("gate bonus deferred", tier, " ")
    print "id,tier,title,weight"
    for (i = 0; i < n; ++i) { t = i % 3; printf "bulk-%d,%s,Bulk requirement %d,%s\n", i, tier[t + 1], i, (t == 1 ? i % 5 + 1 : "") }
}' > "$csv"
# The same requirements, every title changed.
changed="$work/criteria-changed-$rows.csv"
sed '2,$s/,Bulk requirement /,Changed requirement /' "$csv" > "$changed"

start_cluster

echo "$rows narrow criteria, $rounds rounds, $gatebench, load $(cut -d' ' -f1-3 /proc/loadavg)"
fi_import=() sv_import=() fi_again=() sv_again=()
for ((round = 1; round <= rounds; ++round)); do
    workspace="$work/bench.gatebench"
    rm -f "$workspace" "$workspace-wal" "$workspace-shm"
    "$gatebench" new "$workspace" --lang en --force > /dev/null
    measure file-import "$gatebench" import "$workspace" --kind criteria "$csv"
    fi_import+=("$wall") fi_rss=$rss
    measure file-reimport "$gatebench" import "$workspace" --kind criteria "$changed"
    fi_again+=("$wall") fi_again_rss=$rss
    uri="postgresql://gatebench@127.0.0.1:$port/bench?evaluation=round$round"
    "$gatebench" new "$uri" --lang en > /dev/null
    measure server-import "$gatebench" import "$uri" --kind criteria "$csv"
    sv_import+=("$wall") sv_rss=$rss
    measure server-reimport "$gatebench" import "$uri" --kind criteria "$changed"
    sv_again+=("$wall") sv_again_rss=$rss
    # Each import's entry says what it did: every row added, then every row changed, on both.
    for where in "$workspace" "$uri"; do
        counts=$("$gatebench" audit "$where" --json | grep -oE '"(added|changed)_count": [0-9]+' | head -3 |
            tr -d '" ' | paste -sd' ')
        if [ "$counts" != "added_count:0 changed_count:$rows added_count:$rows" ]; then
            echo "$script: the imports of $where did not add then change $rows rows: $counts" >&2
            exit 1
        fi
    done
    printf 'round %d (load %s): file %6s s %4s MB, re-import %6s s %4s MB; server %6s s %4s MB, re-import %6s s %4s MB\n' \
        "$round" "$(cut -d' ' -f1 /proc/loadavg)" "${fi_import[-1]}" "$fi_rss" "${fi_again[-1]}" "$fi_again_rss" \
        "${sv_import[-1]}" "$sv_rss" "${sv_again[-1]}" "$sv_again_rss"
done
fi_i=$(median "${fi_import[@]}") sv_i=$(median "${sv_import[@]}")
fi_a=$(median "${fi_again[@]}") sv_a=$(median "${sv_again[@]}")
awk -v a="$sv_i" -v b="$fi_i" 'BEGIN { printf "medians, import: file %s s, server %s s: server / file %.1fx\n", b, a, a / b }'
awk -v a="$sv_a" -v b="$fi_a" 'BEGIN { printf "medians, re-import: file %s s, server %s s: server / file %.1fx\n", b, a, a / b }'
