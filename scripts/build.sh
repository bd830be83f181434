#!/usr/bin/env bash
# Configures and builds the release build (app and tests) in build/, warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DGATEBENCH_WERROR=ON "$@" >/dev/null
cmake --build build -j"$(nproc)"
