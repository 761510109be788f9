#!/usr/bin/env bash
# The duplicates in product code, as issue 19 counts them: tests, stories, fixtures, mocks, test helpers, e2e,
# benches and eval sets aside. Copies the tracked product files into a temporary folder and runs the tool library's
# `duplicates` there (it is not part of the repository). Arguments pass on, e.g. `--most 200`.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
git ls-files -co --exclude-standard | grep -E '\.(ts|tsx|js|mjs|cjs|css)$' |
  grep -vE '(\.test\.|\.spec\.|\.stories\.|/fixtures?/|\.fixtures?\.|/e2e/|test-helpers|/testing/|\.bench\.|/bench/|/evals?/|/mocks/|\.d\.ts$|storyViewports)' |
  while read -r file; do
    [ -f "$file" ] && mkdir -p "$out/$(dirname "$file")" && cp "$file" "$out/$file"
  done
cd "$out" && duplicates --seconds 120 "$@"
