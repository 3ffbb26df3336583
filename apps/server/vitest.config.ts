import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker less than the cores: one on a 2-core machine, which left a
    // core idle while a file waits on its database, timers or child servers. Two workers there
    // (session 17): PGlite run 11.9 min, PostgreSQL 9.7 min, every test passing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
