#!/usr/bin/env bash
# Runs every check of the project, in the order CI runs them. Works on a fresh machine:
# it brings Node 24 and pnpm (scripts/bootstrap.sh) and installs dependencies from the lockfile.
# Needs Debian's Chromium at /usr/bin/chromium (.ci/run installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/bootstrap.sh

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "install (frozen lockfile)"
pnpm install --frozen-lockfile

step "lint (eslint + prettier)"
pnpm run lint

step "build packages (@agency/content validates its data first)"
pnpm run build:packages

step "pack check (the packed packages work outside the workspace)"
bash scripts/pack-check.sh

step "content check (editorial warnings; never fails)"
pnpm run content:check

step "typecheck"
pnpm run typecheck

step "unit tests (vitest, jsdom)"
pnpm run test:unit

step "story tests (vitest + storybook, headless Chromium, a11y errors fail)"
pnpm run test:stories

step "build the static Storybook (for designers)"
pnpm run build-storybook --quiet

step "build site (prerender)"
pnpm --filter @agency/site run build

step "end-to-end tests (playwright on the served build)"
pnpm run test:e2e

step "all checks passed"
