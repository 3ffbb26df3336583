import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export type Listener = (payload: string) => void;
/** Stops one listener; the channel is unlistened when its last listener goes. */
export type Unlisten = () => Promise<void>;

/** LISTEN/NOTIFY for both drivers: what Database exposes as listen() and notify(). */
export type Notifications = {
  listen(channel: string, listener: Listener): Promise<Unlisten>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

const RECONNECT_MS = 1000;

/**
 * node-postgres: one dedicated connection (never a pooled one, which would lose its
 * LISTENs when returned) opened at the first listen, re-opened and re-LISTENed if it drops.
 */
export function pgNotifications(url: string, pool: pg.Pool): Notifications {
  const listeners = new Map<string, Set<Listener>>();
  let client: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client === ready) client = null;
      if (!closed && listeners.size > 0) retry = setTimeout(() => void connection().catch(lost), RECONNECT_MS);
    };
    c.on("notification", (msg) => {
      for (const listener of listeners.get(msg.channel) ?? []) listener(msg.payload ?? "");
    });
    c.on("error", () => {
      c.end().catch(() => {});
      lost();
    });
    const ready = (async () => {
      await c.connect();
      for (const channel of listeners.keys()) await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      return c;
    })();
    ready.catch(() => {});
    return ready;
  };
  const connection = () => {
    client ??= connect();
    return client;
  };

  return {
    async listen(channel, listener) {
      const known = listeners.get(channel);
      if (known) known.add(listener);
      else listeners.set(channel, new Set([listener]));
      const c = await connection();
      if (!known) await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      return async () => {
        const set = listeners.get(channel);
        set?.delete(listener);
        if (set?.size !== 0) return;
        listeners.delete(channel);
        const current = await client?.catch(() => null);
        await current?.query(`UNLISTEN ${current.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = await client?.catch(() => null);
      client = null;
      listeners.clear();
      await current?.end().catch(() => {});
    },
  };
}

/** PGlite: one in-process connection that supports LISTEN itself. */
export function pgliteNotifications(client: PGlite): Notifications {
  return {
    listen: async (channel, listener) => {
      const unsubscribe = await client.listen(channel, listener);
      return () => unsubscribe();
    },
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: async () => {},
  };
}
