/**
 * A preload for the bench's server that records every statement it sends (milliseconds since
 * start, prepared or not, the text's head and its FROM clause) and writes them as JSON to
 * QUERY_LOG_FILE (default /tmp/query-log.json) when the server exits. For counting statements
 * per operation, e.g.:
 *   BENCH_SERVER_ARGS="--import ./bench/query-log.mjs" BENCH_ONLY=waitlist npm run bench:release
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const pg = createRequire(new URL("../apps/server/package.json", import.meta.url))("pg");
const log = [];
const started = performance.now();
const send = pg.Client.prototype.query;
pg.Client.prototype.query = function (...args) {
  const statement = args[0];
  const text = (typeof statement === "string" ? statement : (statement?.text ?? "?")).replace(/\s+/g, " ");
  const from = text.indexOf(" from ");
  log.push([
    Math.round(performance.now() - started),
    `${statement?.name ? "[prepared] " : ""}${text.slice(0, 100)}${from > 0 ? ` ~${text.slice(from, from + 140)}` : ""}`,
  ]);
  return send.apply(this, args);
};
const write = () => writeFileSync(process.env.QUERY_LOG_FILE ?? "/tmp/query-log.json", JSON.stringify(log));
process.on("exit", write);
process.on("SIGTERM", () => process.exit(0));
