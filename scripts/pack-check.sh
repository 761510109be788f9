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

# A Vite app using the packed @agency/ui (+ content) and its one stylesheet, as in the ui README.
cd "$OLDPWD"
app="$scratch/vite-app"
cp -r scripts/pack-check/vite-app "$app"
pnpm --filter @agency/ui pack --pack-destination "$scratch" >/dev/null
version_of() { node -p "require('./node_modules/$1/package.json').version"; }
deps=("react@$(version_of react)" "react-dom@$(version_of react-dom)" "@types/react@$(version_of @types/react)"
  "@types/react-dom@$(version_of @types/react-dom)" "vite@$(version_of vite)" "@vitejs/plugin-react@$(version_of @vitejs/plugin-react)"
  "typescript@$typescript_version")
cd "$app"
echo '{ "name": "pack-check-vite-app", "private": true, "type": "module" }' > package.json
npm install --no-audit --no-fund --loglevel=error "$scratch"/agency-content-*.tgz "$scratch"/agency-ui-*.tgz "${deps[@]}" >/dev/null
# The app installs content beside ui (its example uses both), so a run-time import of content inside ui would go
# unseen there: ui's JavaScript must not name it (its .d.ts may: ui takes content's types, docs/architecture.md).
if grep -rl --include="*.js" "@agency/content" node_modules/@agency/ui/dist; then
  echo "pack-check: the packed @agency/ui's JavaScript imports @agency/content (above); ui takes content's types only" >&2
  exit 1
fi
npx tsc -p tsconfig.json
npx vite build --logLevel error
grep -q "Medicare Open Enrollment" dist/assets/*.js
css="$(ls dist/assets/*.css)"
grep -q -- "--" "$css"
echo "pack-check: a Vite app outside the workspace builds with the packed @agency/ui, its CSS ($(wc -c < "$css") bytes) and @agency/content"
if [ -n "${PACK_CHECK_KEEP:-}" ]; then rm -rf "$PACK_CHECK_KEEP" && cp -r "$app" "$PACK_CHECK_KEEP"; fi
