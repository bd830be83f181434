#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (build-fuzz/) and runs them for SECONDS in all (default
# 60, as in CI), shared equally: with three targets, each runs SECONDS/3. A new target does not make
# CI slower; give a longer run for more per target: scripts/fuzz.sh 3600.
# Findings are written to build-fuzz/findings/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DGATEBENCH_FUZZ=ON -DBUILD_TESTING=OFF >/dev/null
targets=$(grep -oE "add_executable\((fuzz_[a-z_]+)" fuzz/CMakeLists.txt | sed "s/add_executable(//")
for t in $targets; do cmake --build build-fuzz -j"$(nproc)" --target "$t"; done
mkdir -p build-fuzz/findings
count=$(wc -w <<<"$targets")
share=$(( seconds / count > 0 ? seconds / count : 1 ))
for t in $targets; do
    target=build-fuzz/fuzz/$t
    [[ -x $target && -f $target ]] || continue
    name=$(basename "$target")
    corpus=build-fuzz/corpus/$name
    mkdir -p "$corpus"
    seeds=fuzz/corpus/${name#fuzz_}
    echo "fuzzing $name for ${share}s"
    "$target" -max_total_time="$share" -timeout=10 -rss_limit_mb=2048 -artifact_prefix=build-fuzz/findings/ \
        "$corpus" $( [[ -d $seeds ]] && echo "$seeds" )
done
