/**
 * Loaded into the bench's server process only (node --expose-gc --import): on SIGUSR2 it runs
 * a full garbage collection and writes process.memoryUsage() to BENCH_MEMORY_FILE, so the bench
 * can read what the live objects take, without GC timing noise. The product has no such hook.
 */
import { renameSync, writeFileSync } from "node:fs";

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on("SIGUSR2", () => {
    globalThis.gc?.();
    writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
    renameSync(`${file}.tmp`, file);
  });
}
