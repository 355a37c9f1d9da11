#!/usr/bin/env bash
# Every package's sources in one TypeScript program (shared-graph and shared-ui are checked once, not once per
# package that imports them), beside the e2e suites, whose library and globals differ. Each package's own
# `pnpm --filter <pkg> typecheck` still checks that package alone.
set -uo pipefail
cd "$(dirname "$0")/.."
pnpm exec tsc -p tsconfig.typecheck.json & packages=$!
pnpm exec tsc -p e2e/tsconfig.json & e2e=$!
wait $packages; packages_status=$?
wait $e2e; e2e_status=$?
exit $((packages_status || e2e_status))
