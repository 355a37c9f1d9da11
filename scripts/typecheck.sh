#!/usr/bin/env bash
# Every package's sources in one TypeScript program (shared-graph and shared-ui are checked once, not once per
# package that imports them), beside the e2e suites, whose library and globals differ. Each package's own
# `pnpm --filter <pkg> typecheck` still checks that package alone.
# Both programs are incremental. Their build info names files relative to itself, so it is kept outside the clone
# (SASAR_CACHE_DIR, else ~/.cache/sasar) and copied in and out: a fresh clone on a machine that checked before
# re-checks only what changed and what depends on it.
set -uo pipefail
cd "$(dirname "$0")/.."
kept="${SASAR_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sasar}/tsc"
work=node_modules/.cache/tsc
mkdir -p "$kept" "$work"
for program in packages e2e; do
  [ -f "$kept/$program.tsbuildinfo" ] && cp "$kept/$program.tsbuildinfo" "$work/"
done
pnpm exec tsc -p tsconfig.typecheck.json --incremental --tsBuildInfoFile "$work/packages.tsbuildinfo" & packages=$!
pnpm exec tsc -p e2e/tsconfig.json --incremental --tsBuildInfoFile "$work/e2e.tsbuildinfo" & e2e=$!
wait $packages; packages_status=$?
wait $e2e; e2e_status=$?
for program in packages e2e; do
  [ -f "$work/$program.tsbuildinfo" ] && cp "$work/$program.tsbuildinfo" "$kept/$program.tsbuildinfo.$$" && mv "$kept/$program.tsbuildinfo.$$" "$kept/$program.tsbuildinfo"
done
exit $((packages_status || e2e_status))
