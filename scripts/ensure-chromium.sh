#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests. Silent when it already is.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "ensure-chromium: $CHROMIUM is missing; installing the Debian chromium package" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
  else
    echo "ensure-chromium: not root and no sudo; install it with: apt-get install -y chromium" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y chromium
if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: chromium installed but $CHROMIUM is still missing" >&2
  exit 1
fi
