import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Config } from "../config.ts";
import { type Listener, pgliteNotifications, pgNotifications, type Unlisten } from "./notifications.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /**
   * Connections of the server's own, for work it starts itself that people wait on (the
   * waitlist's offers): in a burst, requests queue for `db`'s connections, and an offer of
   * eight statements in a row would wait in that queue eight times. PGlite: `db`.
   */
  serverDb: Db;
  /** Plain SQL for health checks and migrations. */
  ping(): Promise<void>;
  /** Runs fn while holding a lock that other server instances also take (start-up work). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel (a dedicated connection on PostgreSQL, re-opened when it drops);
   * `resumed` runs once it is back after a loss. Answers how to stop.
   */
  listen(channel: string, listener: Listener, resumed?: () => void): Promise<Unlisten>;
  /** NOTIFY every listener of every instance on this database. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

export async function openDatabase(settings: Config["database"]): Promise<Database> {
  if (settings.kind === "postgres") return openPostgres(settings.url);
  return openPglite(settings.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = openPool(url, 20);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const serverPool = openPool(url, 8);
  const notifications = pgNotifications(url, pool);
  return {
    kind: "postgres",
    db,
    serverDb: drizzlePg(serverPool, { schema }) as unknown as Db,
    ping: async () => {
      await pool.query("select 1");
    },
    exclusive: async (fn) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query("select pg_advisory_lock(804137)");
        return await fn();
      } finally {
        await lockClient.query("select pg_advisory_unlock(804137)").catch(() => {});
        lockClient.release();
      }
    },
    listen: notifications.listen,
    notify: notifications.notify,
    close: async () => {
      await notifications.close();
      await Promise.all([pool.end(), serverPool.end()]);
    },
  };
}

function openPool(url: string, max: number): pg.Pool {
  // The connect timeout bounds how long a request waits for a database that does not answer.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, keepAlive: true });
  // A client losing its connection must not crash the process: an idle one reports to the pool,
  // a checked-out one (between two statements of a transaction) to its own listener. Its next
  // query then fails (answered 503) and the pool discards it on release.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

/** dataDir null means in memory (tests). */
async function openPglite(dataDir: string | null): Promise<Database> {
  return wrapPglite(await PGlite.create(dataDir ?? undefined, { extensions: { btree_gist } }));
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const notifications = pgliteNotifications(client);
  return {
    kind: "pglite",
    db,
    serverDb: db,
    ping: async () => {
      await client.query("select 1");
    },
    // PGlite has one connection in one process: nothing else can interleave.
    exclusive: (fn) => fn(),
    listen: notifications.listen,
    notify: notifications.notify,
    close: () => client.close(),
  };
}
