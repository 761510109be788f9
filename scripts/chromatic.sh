#!/usr/bin/env bash
# Publishes the built Storybook (storybook-static/, from `pnpm run build-storybook`) to Chromatic for visual review.
# Needs CHROMATIC_PROJECT_TOKEN (the project's token, which also names the project); without it, it skips.
# Settings: chromatic.config.json. Visual changes do not fail the run (exitZeroOnChanges): reviewers accept or deny
# them on chromatic.com. Extra arguments go to the chromatic CLI (e.g. --dry-run, --branch-name).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo 'Chromatic: skipped (set CHROMATIC_PROJECT_TOKEN to publish storybook-static/ to chromatic.com for visual review).'
  exit 0
fi

. scripts/bootstrap.sh >/dev/null
if [ ! -f storybook-static/index.json ]; then
  echo "Chromatic: no built Storybook in storybook-static/. Run \"pnpm run build-storybook\" first." >&2
  exit 1
fi
exec pnpm exec chromatic --config-file chromatic.config.json --storybook-build-dir storybook-static --no-interactive "$@"
