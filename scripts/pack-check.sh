#!/usr/bin/env bash
# Packs the published packages and uses them from a scratch project outside the workspace, the way a consumer
# would: install the tarballs, typecheck against the published .d.ts files (nodenext resolution) and run.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/bootstrap.sh >/dev/null

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
pnpm --filter @agency/content pack --pack-destination "$scratch" >/dev/null
cp scripts/pack-check/*.ts scripts/pack-check/tsconfig.json "$scratch/"
cd "$scratch"
echo '{ "name": "pack-check", "private": true, "type": "module" }' > package.json
typescript_version="$(node -p "require('$OLDPWD/node_modules/typescript/package.json').version")"
npm install --no-audit --no-fund --loglevel=error ./agency-content-*.tgz "typescript@$typescript_version" "@types/node@24" >/dev/null
npx tsc -p tsconfig.json
node content.ts
echo "pack-check: the packed @agency/content installs, typechecks and runs outside the workspace"
