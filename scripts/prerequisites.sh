#!/usr/bin/env bash
# Installs what Traceless needs on Linux to build and test: GCC's Objective-C
# runtime and GNUstep Base (plus SQLite and zlib headers). Quiet and quick when
# everything is already there; never touches a macOS machine.
set -euo pipefail

[ "$(uname -s)" = "Linux" ] || exit 0

# chromium and chromium-driver: the inspector page's browser tests (headless WebDriver).
packages=(gobjc libgnustep-base-dev libsqlite3-dev zlib1g-dev chromium chromium-driver)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
    echo "Traceless needs these Debian packages: ${missing[*]}" >&2
    echo "Install them with: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
fi

echo "Installing ${missing[*]} ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq "${missing[@]}" >/dev/null
echo "Installed ${missing[*]}."
