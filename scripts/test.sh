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

step "the README's commands, run as written (serve.sh on 4173 and 8080, pnpm serve, storybook, changeset status, the two benches)"
bash scripts/readme-commands.sh

# The test calendar: from here on, builds and tests speak of the enrollment season of this day, so screenshots and
# expectations hold still as the real calendar turns (the README's commands above build for today, as a deployed
# site does). Tests compute what a page says from the season of SITE_BUILD_DATE, never from a typed year.
export SITE_BUILD_DATE="${SITE_BUILD_DATE:-2026-11-24}"

step "build packages (@agency/content validates its data first)"
pnpm run build:packages

step "pack check (the packed packages work outside the workspace)"
bash scripts/pack-check.sh

step "content check (editorial warnings; never fails)"
pnpm content:check

step "typecheck"
pnpm run typecheck

step "unit tests (vitest, jsdom)"
pnpm test:unit

step "Edge Functions under Deno (each supabase/functions folder as deployed, against a real PostgreSQL)"
pnpm test:edge

step "story tests (vitest + storybook, headless Chromium, a11y errors fail)"
pnpm test:stories

step "build the static Storybook (for designers)"
pnpm run build-storybook --quiet

step "Chromatic: publish the Storybook for visual review (skipped without CHROMATIC_PROJECT_TOKEN)"
pnpm chromatic

step "build site (prerender)"
# The end-to-end build is the one `bash scripts/serve.sh` makes: no hosted backend (no VITE_SUPABASE_URL), so the
# chat, the callback form and the staff sign-in call the site's own origin, where the local server answers them all
# (its own auth service at /auth/v1: the staff tests sign in for real, docs/adr/0022).
pnpm --filter @agency/site run build

step "size budgets (first-load JS, CSS, no zod, no third-party script)"
pnpm size

step "HTML validity of every prerendered page (Nu HTML Checker)"
pnpm validate:html

step "security suite (the served build under 1,000 malformed chat bodies, oversize chunked bodies, forged client addresses; a hung and a stopped database; slow clients and the connection cap; 500 durable callbacks; the daily rebuild and its swap)"
(cd site && node --test 'security/*.test.ts')

step "drafts check (a build with a draft and a scheduled post carries neither)"
bash scripts/drafts-check.sh

step "end-to-end tests (playwright on the served build; hostile addresses; visual.spec.ts compares screenshots with the baselines)"
pnpm test:e2e

step "all checks passed"
