#!/usr/bin/env bash
# The browser tests and Lighthouse drive the system Chromium at /usr/bin/chromium (never a
# downloaded browser). Installs it from Debian when it is missing and this user may; otherwise
# stops with the one command to run. `.ci/run` and `npm test` both call this.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
install="apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation"
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "== installing Chromium from Debian (browser tests need /usr/bin/chromium)"
  bash -c "$install" >/dev/null
elif command -v sudo >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  echo "== installing Chromium from Debian (browser tests need /usr/bin/chromium)"
  sudo bash -c "$install" >/dev/null
else
  echo "The browser tests need Chromium at /usr/bin/chromium. Install it with:" >&2
  echo "  sudo apt-get install chromium fonts-liberation" >&2
  exit 1
fi
/usr/bin/chromium --version
