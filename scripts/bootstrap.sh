#!/usr/bin/env bash
# Makes Node 24 and pnpm 12 available to this project without touching the system Node.
# Both come from the npm registry (the `node` package ships the binary) into .tools/,
# which is then put first on PATH. Source it: `. scripts/bootstrap.sh`.
# Set AGENCY_SKIP_BOOTSTRAP=1 to use whatever node/pnpm are already on PATH.
# It is sourced, so it sets no shell options (no `set -e`) and reports failure through its return status.

NODE_RANGE="24"
PNPM_RANGE="12"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"

if [ "${AGENCY_SKIP_BOOTSTRAP:-0}" != "1" ]; then
  need_install=0
  if [ ! -x "$TOOLS/bin/node" ] || [ ! -x "$TOOLS/bin/pnpm" ]; then
    need_install=1
  elif [ "$("$TOOLS/bin/node" -p 'process.versions.node.split(".")[0]')" != "$NODE_RANGE" ]; then
    need_install=1
  fi
  if [ "$need_install" = "1" ]; then
    echo "bootstrap: installing node@$NODE_RANGE and pnpm@$PNPM_RANGE into .tools/ (from the npm registry)"
    npm install --global --prefix "$TOOLS" --no-audit --no-fund --loglevel=error \
      "node@$NODE_RANGE" "pnpm@$PNPM_RANGE" >/dev/null || {
      echo "bootstrap: could not install node@$NODE_RANGE and pnpm@$PNPM_RANGE from the npm registry" >&2
      return 1
    }
  fi
  export PATH="$TOOLS/bin:$PATH"
fi

# Never let anything try to download a browser: tests use Debian's Chromium.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"

echo "bootstrap: node $(node --version), pnpm $(pnpm --version)"
