#!/usr/bin/env bash
# The whole test suite (README's test command): tools, dependencies, lint, types, unit + server tests on
# PGlite and PostgreSQL, production build, end-to-end in Chromium. Prints one closing summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
export npm_config_nodedir=/usr
# Each step's start, in seconds since the run began: where CI's time goes.
step() { echo "› $1 (at ${SECONDS}s)"; }

bash scripts/ensure-tools.sh
pnpm install --frozen-lockfile --reporter=silent

work=$(mktemp -d /tmp/sasar-test.XXXXXX)
pgdir=$(mktemp -d /tmp/sasar-pg.XXXXXX)  # its own folder: the postgres user cannot enter $work
cleanup() { bash scripts/postgres-for-tests.sh stop "$pgdir" || true; rm -rf "$work"; }
trap cleanup EXIT

# Lint (one thread) beside the type check (two programs): three single-threaded jobs keep two cores busy.
step "lint and type check"
pnpm -s lint > "$work/lint.log" 2>&1 & lint=$!
pnpm -s typecheck > "$work/typecheck.log" 2>&1 & typecheck=$!
wait $lint || lint_failed=1
wait $typecheck || typecheck_failed=1
cat "$work/lint.log" "$work/typecheck.log"
if [ -n "${lint_failed:-}" ] || [ -n "${typecheck_failed:-}" ]; then
  echo "› lint or type check failed${lint_failed:+ (lint)}${typecheck_failed:+ (types)}"
  exit 1
fi
if TEST_DATABASE_URL=$(bash scripts/postgres-for-tests.sh start "$pgdir"); then
  export TEST_DATABASE_URL
  echo "› PostgreSQL for server tests at $TEST_DATABASE_URL"
else
  echo "› PostgreSQL unavailable: server tests run on PGlite only"
fi

step "unit, component and server tests, the production build beside them"
# Two workers on two cores: server suites spend much of their time waiting on sockets and the database. The build
# (which no jest test reads) runs at the lowest priority meanwhile, on the CPU those waits leave idle; what is left
# of it runs once jest is done.
nice -n 19 pnpm -s build > "$work/build.log" 2>&1 & build=$!
# Young generations of 32 MB semi-spaces (V8's default is 16 MB), as the server runs: a test file's garbage mostly dies
# young, and fewer scavenges took the main thread's GC from 9.2 to 7.6 % of the rules tests' CPU.
NODE_OPTIONS="${NODE_OPTIONS:-} --max-semi-space-size=32" pnpm -s exec jest --ci --maxWorkers=2 --json --outputFile="$work/jest.json" || jest_failed=1

step "production build (finishing)"
wait $build || build_failed=1
cat "$work/build.log"
if [ -n "${build_failed:-}" ]; then
  echo "› production build failed"
  exit 1
fi

step "end-to-end tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$work/e2e.json" pnpm -s test:e2e --reporter=list,json || e2e_failed=1

step summary
node scripts/test-summary.mjs "$work/jest.json" "$work/e2e.json"
[ -z "${jest_failed:-}" ] && [ -z "${e2e_failed:-}" ]
