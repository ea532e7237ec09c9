#!/usr/bin/env bash
# Browser tests run in Debian's Chromium (Playwright's own browser download does not work
# offline). Install it when missing and we may; otherwise say what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium from apt for the browser tests…"
  apt-get update -qq >/dev/null 2>&1 || true
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is needed for the browser tests: install it (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
