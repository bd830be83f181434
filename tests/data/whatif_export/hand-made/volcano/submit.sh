#!/bin/sh
# GateBench what-if load replay for candidate runai: the busiest 4 h of the job log (2026-10-05 09:00 to 13:00 Asia/Shanghai), scaled to a PoC cluster of 16 GPUs.
# GateBench 假设分析负载回放（候选方案 runai）：任务记录中最繁忙的 4 小时（2026-10-05 09:00 至 13:00 Asia/Shanghai），缩放到 16 块 GPU 的 PoC 集群。
# Submits the 5 job(s) of this folder at their offsets from the moment it starts, sleeping between
# them, so that the scheduler sees the submit times of the log. The last is submitted after 3h 30m.
set -eu
cd "$(dirname "$0")"
start=$(date +%s)
wait_until() {
    delay=$((start + $1 - $(date +%s)))
    if [ "$delay" -gt 0 ]; then sleep "$delay"; fi
}
wait_until 600; kubectl create -f gb-1.yaml
wait_until 600; kubectl create -f gb-2.yaml
wait_until 3600; kubectl create -f gb-3.yaml
wait_until 7200; kubectl create -f gb-4.yaml
wait_until 12600; kubectl create -f gb-5.yaml
