#!/usr/bin/env bash
# ESLint over the repository with a cache that outlives the clone (SASAR_CACHE_DIR, else ~/.cache/sasar), as a CI
# cache would: a fresh clone on a machine that linted before re-lints only the files whose content (or the config)
# changed. ESLint keys its cache by absolute path, so it is kept with the clone's path written as @ROOT@ and any
# clone, wherever it is, can use it.
# What a cache cannot see: a rule's verdict on an unchanged file that depends on another file (an import made
# unresolvable by a rename elsewhere); the type check, which tracks dependencies, catches those.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
kept="${SASAR_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sasar}/eslint-cache.json"
work=node_modules/.cache/eslint/cache.json
mkdir -p "$(dirname "$kept")" "$(dirname "$work")"
[ -f "$kept" ] && sed "s|@ROOT@|$root|g" "$kept" > "$work"
pnpm exec eslint . --cache --cache-strategy content --cache-location "$work" "$@"
status=$?
if [ -f "$work" ]; then
  sed "s|$root|@ROOT@|g" "$work" > "$kept.$$" && mv "$kept.$$" "$kept"
fi
exit $status
