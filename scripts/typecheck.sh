#!/usr/bin/env bash
# Every package's sources in one TypeScript program (shared-graph and shared-ui are checked once, not once per
# package that imports them), beside the e2e suites, whose library and globals differ. Each package's own
# `pnpm --filter <pkg> typecheck` still checks that package alone.
# Both programs are incremental, their state kept outside the clone (SASAR_CACHE_DIR, else ~/.cache/sasar, one
# folder per clone path): a fresh clone on a machine that checked before re-checks what changed and what depends on it.
set -uo pipefail
cd "$(dirname "$0")/.."
cache="${SASAR_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sasar}/tsc/$(pwd | sha1sum | cut -c1-12)"
mkdir -p "$cache"
pnpm exec tsc -p tsconfig.typecheck.json --incremental --tsBuildInfoFile "$cache/packages.tsbuildinfo" & packages=$!
pnpm exec tsc -p e2e/tsconfig.json --incremental --tsBuildInfoFile "$cache/e2e.tsbuildinfo" & e2e=$!
wait $packages; packages_status=$?
wait $e2e; e2e_status=$?
exit $((packages_status || e2e_status))
