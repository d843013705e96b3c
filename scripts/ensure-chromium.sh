#!/usr/bin/env bash
# Browser tests use the system's Chromium headless shell (Debian's chromium-headless-shell, never
# a downloaded browser): the headless-only build Playwright itself runs headless tests in, without
# the full browser's UI and its extra processes, so a test costs less CPU. Install it when we can.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "The Chromium headless shell is missing: installing Debian's chromium-headless-shell package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium-headless-shell >/dev/null
  exit 0
fi
echo "The Chromium headless shell is missing. Install it, then run the tests again:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium-headless-shell" >&2
echo "(or set CHROMIUM_PATH to another Chromium, e.g. /usr/bin/chromium)" >&2
exit 1
