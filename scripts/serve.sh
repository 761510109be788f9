#!/usr/bin/env bash
# One command, fresh machine: installs, builds everything and serves the prerendered site.
#   bash scripts/serve.sh            -> http://127.0.0.1:4173/
#   PORT=8080 bash scripts/serve.sh  -> http://127.0.0.1:8080/
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/bootstrap.sh
pnpm install --frozen-lockfile
pnpm run build
exec pnpm run serve --port "${PORT:-4173}" --host "${HOST:-127.0.0.1}"
