#!/usr/bin/env bash
# Every test: lint, dependencies' Node engines, types, the OpenAPI document (Redocly), server (PGlite, and PostgreSQL with DATABASE_URL), web units, browser.
set -euo pipefail
cd "$(dirname "$0")/.."
# The browser tests need the system Chromium: installed first when missing (as .ci/run does), so a
# machine without it learns so before the long server run, not after.
bash scripts/ensure-chromium.sh
npm run lint
npm run lint:engines
npm run typecheck
npm run lint:openapi
bash scripts/test-server.sh
npm run test:web
npm run test:e2e
