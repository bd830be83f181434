#!/usr/bin/env bash
# GateBench's job-log import plus `baseline --json` against sqlite3's bare `.import` and DuckDB's
# read_csv + quantile_cont, on the same `sacct --parsable2` file, in one run (issue 11).
#
#   bench/compare_baseline.sh [--build DIR] [--jobs N] [--seed S] [--file PATH] [--keep DIR] [--rounds R]
#
# Without --file, generates two logs with bench/gen_sacct (the same bytes for the same --jobs and
# --seed), one in job-id order (submit times follow the ids) and one with the same jobs' submit times
# shuffled (`--shuffle-submits`: the order of concatenated exports or several clusters), and runs the
# comparison on each in turn, the id order first; with --file, on that file as it is. For a file it
# times, each as a user runs it and under /usr/bin/time (wall seconds,
# peak RSS as the kernel reports it, pages of a memory-mapped input included):
#   1. gatebench new (empty) + gatebench import --kind jobs --format sacct + gatebench baseline --json
#      (separate processes; the import and the baseline are timed, creating the file is not);
#   2. sqlite3: `.mode list`, `.separator |`, `.import FILE jobs` into a new database: one table,
#      every line (steps and comments included) as text, nothing checked, folded or indexed;
#   3. DuckDB (@duckdb/node-api from the npm registry, installed into a temporary folder): one
#      in-memory query, read_csv of the file + quantile_cont of the queue wait (P50, P90) over
#      the lines that have a start. Skipped with a note when npm cannot install it.
# The three run in turn, R rounds (default 3), so that a slower minute of a shared machine falls on
# all of them alike. Prints every round, then for each contender its fastest and its median round
# and its largest peak memory, and the ratios GateBench / sqlite3 and GateBench / DuckDB of the
# fastest rounds and of the medians.
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
    -h | --help) sed -n '2,23p' "$0"; exit 0 ;;
    *) echo "compare_baseline.sh: unknown option $1" >&2; exit 1 ;;
    esac
done
if ! [[ $rounds =~ ^[1-9][0-9]*$ ]]; then
    echo "compare_baseline.sh: --rounds takes a whole number of 1 or more" >&2
    exit 1
fi

gatebench="$build/app/gatebench"
for tool in "$gatebench" /usr/bin/time sqlite3; do
    if ! command -v "$tool" > /dev/null; then
        echo "compare_baseline.sh: $tool is missing (build GateBench; apt-get install time sqlite3)" >&2
        exit 1
    fi
done

work=${keep:-$(mktemp -d)}
mkdir -p "$work"
[ -n "$keep" ] || trap 'rm -rf "$work"' EXIT

if [ -z "$file" ]; then
    # Both orders, each compared by this script with --file, in the same folder.
    for order in id shuffled; do
        file="$work/jobs-$jobs-$seed-$order.sacct"
        if [ ! -s "$file" ]; then
            echo "generating $jobs jobs (seed $seed, $order order) ..."
            shuffle=()
            [ $order = shuffled ] && shuffle=(--shuffle-submits)
            "$build/bench/gen_sacct" --jobs "$jobs" --seed "$seed" "${shuffle[@]}" --out "$file" > /dev/null
        fi
    done
    for order in id shuffled; do
        echo "== submit times in $order order"
        "$0" --build "$build" --rounds "$rounds" --keep "$work/$order" --file "$work/jobs-$jobs-$seed-$order.sacct"
        echo
    done
    exit 0
fi
bytes=$(stat -c %s "$file")
cat "$file" > /dev/null # into the page cache, so that every contender reads it from memory

# Runs a command under /usr/bin/time; sets $wall (s) and $rss (MB). Output goes to $work/NAME.out.
measure() {
    local name=$1
    shift
    /usr/bin/time -f '%e %M' -o "$work/$name.time" "$@" > "$work/$name.out" 2> "$work/$name.err" || {
        echo "compare_baseline.sh: $name failed:" >&2
        tail -5 "$work/$name.err" >&2
        exit 1
    }
    read -r wall rss_kb < <(tail -1 "$work/$name.time")
    rss=$((rss_kb / 1024))
}

echo "file: $file ($((bytes / 1000000)) MB, $(wc -l < "$file") lines), $rounds rounds"
echo

duckdir="$work/duckdb"
mkdir -p "$duckdir"
duck=""
if (cd "$duckdir" && timeout 600 npm install --silent --no-audit --no-fund @duckdb/node-api > npm.log 2>&1); then
    duck=yes
    cat > "$duckdir/q.mjs" << 'EOF'
import { DuckDBInstance } from '@duckdb/node-api';
const instance = await DuckDBInstance.create(':memory:');
const connection = await instance.connect();
const reader = await connection.runAndReadAll(`
  SELECT quantile_cont(epoch(Start::TIMESTAMP) - epoch(Submit::TIMESTAMP), [0.5, 0.9]) AS q
  FROM read_csv('${process.argv[2]}', delim = '|', header = true, all_varchar = true)
  WHERE Start NOT IN ('Unknown', 'None', '') AND Submit NOT IN ('Unknown', 'None', '')`);
console.log(JSON.stringify(reader.getRowsJson()));
EOF
else
    echo "DuckDB: skipped (npm could not install @duckdb/node-api: $(tail -1 "$duckdir/npm.log"))"
fi

gb_walls=() sq_walls=() duck_walls=()
gb_rss=0 sq_rss=0 duck_rss=0
maxof() { echo $(($1 > $2 ? $1 : $2)); }
workspace="$work/bench.gatebench"
printf '.mode list\n.separator |\n.import %s jobs\n' "$file" > "$work/import.sql"
for ((round = 1; round <= rounds; ++round)); do
    echo "round $round"
    rm -f "$workspace" "$workspace-wal" "$workspace-shm"
    "$gatebench" new "$workspace" --empty --tz Asia/Shanghai --force > /dev/null
    measure import "$gatebench" import "$workspace" --kind jobs --format sacct "$file" --tz Asia/Shanghai
    import_wall=$wall import_rss=$rss
    measure baseline "$gatebench" baseline "$workspace" --json
    baseline_wall=$wall baseline_rss=$rss
    wall=$(awk -v a="$import_wall" -v b="$baseline_wall" 'BEGIN { printf "%.2f", a + b }')
    gb_walls+=("$wall")
    gb_rss=$(maxof "$gb_rss" "$(maxof "$import_rss" "$baseline_rss")")
    p50=$(grep -o '"p50": *[0-9.e+-]*' "$work/baseline.out" | head -1 | sed 's/.*: *//')
    p90=$(grep -o '"p90": *[0-9.e+-]*' "$work/baseline.out" | head -1 | sed 's/.*: *//')
    printf '  %-34s %8s s  %6s MB   (import %s s %s MB, baseline %s s %s MB; P50 %s s, P90 %s s)\n' \
        "GateBench import + baseline --json" "$wall" "$(maxof "$import_rss" "$baseline_rss")" "$import_wall" \
        "$import_rss" "$baseline_wall" "$baseline_rss" "$p50" "$p90"

    rm -f "$work/bare.sqlite"
    measure sqlite3 sqlite3 "$work/bare.sqlite" ".read $work/import.sql"
    sq_walls+=("$wall")
    sq_rss=$(maxof "$sq_rss" "$rss")
    printf '  %-34s %8s s  %6s MB   (%s rows)\n' "sqlite3 .import (bare)" "$wall" "$rss" \
        "$(sqlite3 "$work/bare.sqlite" 'SELECT count(*) FROM jobs')"

    if [ -n "$duck" ]; then
        measure duckdb node "$duckdir/q.mjs" "$file"
        duck_walls+=("$wall")
        duck_rss=$(maxof "$duck_rss" "$rss")
        printf '  %-34s %8s s  %6s MB   (P50, P90 over every line with a start: %s)\n' \
            "DuckDB read_csv + quantile_cont" "$wall" "$rss" "$(cat "$work/duckdb.out")"
    fi
done

# The fastest and the median (the lower middle one of an even count) of a list of seconds.
fastest() { printf '%s\n' "$@" | sort -g | head -1; }
median() { printf '%s\n' "$@" | sort -g | sed -n "$((($# + 1) / 2))p"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

gb_fast=$(fastest "${gb_walls[@]}") gb_median=$(median "${gb_walls[@]}")
sq_fast=$(fastest "${sq_walls[@]}") sq_median=$(median "${sq_walls[@]}")
echo
printf '%-34s %8s %8s %8s\n' "" "fastest" "median" "peak MB"
printf '%-34s %8s %8s %8s\n' "GateBench import + baseline --json" "$gb_fast" "$gb_median" "$gb_rss"
printf '%-34s %8s %8s %8s\n' "sqlite3 .import (bare)" "$sq_fast" "$sq_median" "$sq_rss"
if [ -n "$duck" ]; then
    duck_fast=$(fastest "${duck_walls[@]}") duck_median=$(median "${duck_walls[@]}")
    printf '%-34s %8s %8s %8s\n' "DuckDB read_csv + quantile_cont" "$duck_fast" "$duck_median" "$duck_rss"
fi
echo
echo "GateBench / sqlite3 .import: $(ratio "$gb_fast" "$sq_fast") fastest, $(ratio "$gb_median" "$sq_median")" \
    "median (target at most 0.33)"
if [ -n "$duck" ]; then
    echo "GateBench / DuckDB:          $(ratio "$gb_fast" "$duck_fast") fastest," \
        "$(ratio "$gb_median" "$duck_median") median (target at most 2)"
fi
printf 'GateBench peak memory:       %s MB (target under 400)\n' "$gb_rss"
