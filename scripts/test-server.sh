#!/usr/bin/env bash
# The server suite on the embedded database, then on PostgreSQL when DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
echo "== server tests on PGlite (embedded)"
TEST_DB=pglite npx vitest run "$@"
if [ -n "${DATABASE_URL:-}" ]; then
  echo "== server tests on PostgreSQL ($DATABASE_URL)"
  TEST_DB=postgres npx vitest run "$@"
elif [ "${CI:-}" = "true" ]; then
  echo "CI=true but DATABASE_URL is not set: the PostgreSQL run cannot be skipped in CI." >&2
  exit 1
fi
