#!/usr/bin/env bash
# Installs the Debian 12 packages GateBench needs to build, test and run. Does nothing when they
# are all present already; needs root (or sudo) otherwise.
set -euo pipefail

packages=(
    g++ cmake ninja-build pkg-config
    qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools
    qt6-translations-l10n libqt6sql6-sqlite libqt6sql6-psql libgl-dev
    libquazip1-qt6-dev libspdlog-dev libcsv-dev libsqlite3-dev libssl-dev libxlsxwriter-dev libpq-dev
    xvfb xauth fonts-noto-cjk fonts-wqy-microhei poppler-utils
)
packages+=("$@")

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "Installing: ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || { echo "Run as root (or install sudo) to install: ${missing[*]}" >&2; exit 1; }
    sudo=sudo
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}"
