#!/usr/bin/env bash
# Browser tests run in Debian's Chromium (Playwright's own browser download does not work
# offline). Install it when missing and we may; otherwise say what to do.
# Also poppler-utils: its pdfsig checks the signed invoice PDFs as a PDF reader does (the API
# test is skipped without it, so a missing pdfsig only warns).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

can_apt() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; }
updated=0
apt_install() {
  if [ "$updated" = "0" ]; then
    apt-get update -qq >/dev/null 2>&1 || true
    updated=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if ! command -v pdfsig >/dev/null; then
  if can_apt; then
    echo "Installing poppler-utils from apt (pdfsig) for the signed PDF tests…"
    apt_install poppler-utils || echo "could not install poppler-utils: the pdfsig test will be skipped" >&2
  else
    echo "pdfsig (poppler-utils) is missing: the signed PDF check with pdfsig will be skipped." >&2
  fi
fi

# The browser tests run in Chromium's headless shell where it is installed (e2e/playwright.config.ts):
# a third less processor than the full browser's headless mode. Without it they use the full browser.
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ] && can_apt; then
  echo "Installing Chromium's headless shell from apt for the browser tests…"
  apt_install chromium-headless-shell || echo "could not install chromium-headless-shell: the browser tests will use $CHROMIUM" >&2
fi

if [ -x "$CHROMIUM" ]; then exit 0; fi
if can_apt; then
  echo "Installing Chromium from apt for the browser tests…"
  apt_install chromium
  exit 0
fi
echo "Chromium is needed for the browser tests: install it (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
