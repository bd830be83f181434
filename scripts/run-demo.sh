#!/usr/bin/env bash
# Quick start: installs what is missing, builds GateBench, creates the demo evaluation (simulated
# data) and opens it. Without a display it creates the demo file, prints its summary and writes
# the demo's decision report PDF, printing its path.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
demo="${GATEBENCH_DEMO:-$PWD/build/gatebench-demo.gatebench}"
lang="${GATEBENCH_LANG:-}"
args=(new "$demo" --demo --force)
[[ -n $lang ]] && args+=(--lang "$lang")
build/app/gatebench "${args[@]}"
if [[ -n ${DISPLAY:-}${WAYLAND_DISPLAY:-} ]]; then
    exec build/app/gatebench "$demo" --page overview
fi
echo "No display: the demo evaluation is in $demo. Its summary:"
build/app/gatebench info "$demo"
report="${demo%.gatebench}-report.pdf"
report_args=(report "$demo" -o "$report")
[[ -n $lang ]] && report_args+=(--lang "$lang")
build/app/gatebench "${report_args[@]}" >/dev/null
echo "The demo's decision report (PDF): $report"
