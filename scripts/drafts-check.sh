#!/usr/bin/env bash
# Drafts never ship (docs/adr/0010-drafts-never-ship.md): builds a copy of the repository with one draft post and one
# post scheduled for 2099 added, then searches everything the copy's build serves (site/build/client: HTML, .data,
# JSON, JavaScript, sitemap) for their marker sentences and slugs. The working tree is not touched: the copy (without
# .git and build outputs; node_modules linked, so nothing is installed) lives in a temporary directory removed at
# the end. About 1 to 2 minutes on 2 cores.
# Usage: bash scripts/drafts-check.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$root/scripts/bootstrap.sh" >/dev/null

build_date=2026-11-22
work="$(mktemp -d "${TMPDIR:-/tmp}/drafts-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT
copy="$work/repo"
mkdir "$copy"

# The repository minus .git, the tools, build outputs and caches. node_modules: the packages' own (relative symlinks
# into the root one) are copied as they are; the root one is copied without its caches and pnpm state, its virtual
# store (node_modules/.pnpm, ~600 MB) linked (pnpm refuses a node_modules that is itself a link).
tar -C "$root" -cf - \
  --exclude=./.git --exclude=./.tools --exclude=./node_modules --exclude=./storybook-static \
  --exclude=dist --exclude=build --exclude=.react-router --exclude=test-results --exclude=playwright-report \
  --exclude=.vite --exclude=.bench --exclude=./coverage . | tar -C "$copy" -xf -
tar -C "$root" -cf - \
  --exclude=./node_modules/.pnpm --exclude='./node_modules/.pnpm-*' --exclude=./node_modules/.cache \
  --exclude='./node_modules/.vite*' ./node_modules | tar -C "$copy" -xf -
ln -s "$root/node_modules/.pnpm" "$copy/node_modules/.pnpm"

posts="$copy/packages/content/src/collections/blog/posts"
disclaimer='_This article is general information, not advice about a specific plan. Plans and costs vary by ZIP code._'
# fixture <slug> <marker> <published> <extra frontmatter line>
fixture() {
  cat > "$posts/$1.md" <<EOF
---
title: "$2: a post that is not on the site yet"
slug: $1
description: "$2 is in this description, which must never reach a visitor's browser before the post is published."
author: sarah-mitchell
published: $3
modified: $3
tags: [medicare]
$4
---

$2 opens this body. This post exists only to prove that a post that is not published yet stays out of the built
site: its title, description, body and address must appear in no page, no data file and no script.

## Why this matters

$2 again, in a second paragraph, so that a leak of any part of the body is found.

$disclaimer
EOF
}
fixture drafts-check-draft-7f3a DRAFT-MARKER-7f3a 2026-11-01 'draft: true'
fixture drafts-check-scheduled-9c2e SCHEDULED-MARKER-9c2e 2099-01-01 ''

echo "drafts check: building a copy with 1 draft and 1 scheduled post (SITE_BUILD_DATE=$build_date)..."
log="$work/build.log"
if ! (
  cd "$copy"
  export SITE_BUILD_DATE="$build_date"
  # Every package the site imports (content, ui, chat, lead, db), in dependency order, then the site.
  timeout 600 pnpm --filter '@agency/site^...' run build &&
    timeout 300 pnpm --filter @agency/site run build
) >"$log" 2>&1; then
  tail -n 40 "$log" >&2
  echo "drafts check: the build of the copy failed (log above)" >&2
  exit 1
fi

# The two posts made it into the content build (else the search below proves nothing).
for marker in DRAFT-MARKER-7f3a SCHEDULED-MARKER-9c2e; do
  grep -rqF "$marker" "$copy/packages/content/dist" || {
    echo "drafts check: $marker is not in the copy's content build; the fixture posts were not read" >&2
    exit 1
  }
done

client="$copy/site/build/client"
files="$(find "$client" -type f ! -name '*.br' ! -name '*.gz' | wc -l)"
if [ "$files" -lt 100 ]; then
  echo "drafts check: only $files files in build/client; the build did not produce the site" >&2
  exit 1
fi
# The published posts are in the build, so the search itself works.
grep -rqF --exclude='*.br' --exclude='*.gz' 'Many people skip this review' "$client" || {
  echo "drafts check: a published post's body is not in build/client; the search proves nothing" >&2
  exit 1
}

passed=0
failed=0
found=0
for pair in DRAFT-MARKER-7f3a:drafts-check-draft-7f3a SCHEDULED-MARKER-9c2e:drafts-check-scheduled-9c2e; do
  marker="${pair%%:*}"
  slug="${pair#*:}"
  hits="$(grep -rlF --exclude='*.br' --exclude='*.gz' -e "$marker" -e "$slug" "$client" || true)"
  if [ -n "$hits" ]; then
    failed=$((failed + 1))
    found=$((found + 1))
    while IFS= read -r file; do
      echo "FAIL: ${file#"$copy/site/"} carries the unpublished post $slug ($marker)" >&2
    done <<<"$hits"
  else
    passed=$((passed + 1))
    echo "ok: $slug ($marker) is in no file of build/client"
  fi
done

# Staff see the posts that are not published in `pnpm content:check` (the site's staff pages show published ones).
listed=1
check_output="$(cd "$copy" && timeout 120 pnpm content:check 2>&1)" || listed=0
grep -qE 'Not on the site yet.*drafts-check-scheduled-9c2e \(scheduled for 2099-01-01\).*drafts-check-draft-7f3a \(draft\)' \
  <<<"$check_output" || listed=0
if [ "$listed" -eq 1 ]; then
  echo "ok: pnpm content:check lists both posts as not on the site yet"
else
  echo "FAIL: pnpm content:check does not list the draft and the scheduled post as not on the site yet" >&2
fi

echo "drafts check: $found of 2 unpublished posts in build/client ($files files searched)"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$listed" -eq 1 ]
