#!/usr/bin/env bash
# ESLint over the repository, with its cache outside the clone (SASAR_CACHE_DIR, else ~/.cache/sasar): a fresh clone
# on a machine that linted before re-lints only the files whose content (or the config) changed, as a CI cache would.
# ESLint names the cache file after the clone's path, so clones in different places keep their own.
# What a cache cannot see: a rule's verdict on an unchanged file that depends on another file (an import made
# unresolvable by a rename elsewhere); the type check, which tracks dependencies, catches those.
set -euo pipefail
cd "$(dirname "$0")/.."
cache="${SASAR_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sasar}"
mkdir -p "$cache/eslint"
exec pnpm exec eslint . --cache --cache-strategy content --cache-location "$cache/eslint/" "$@"
