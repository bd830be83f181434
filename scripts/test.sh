#!/usr/bin/env bash
# The test command of README.md (and CI): installs what is missing, builds the release build
# with warnings as errors, and runs every test through CTest, two at a time.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
ctest --test-dir build -j2 --output-on-failure --no-tests=error
