#!/usr/bin/env bash
# Every test: lint, types, server (PGlite, and PostgreSQL with DATABASE_URL), web units, browser.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run lint
npm run typecheck
bash scripts/test-server.sh
npm run test:web
npm run test:e2e
