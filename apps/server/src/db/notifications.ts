import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export type Listener = (payload: string) => void;
/** Stops one listener; the channel is unlistened when its last listener goes. */
export type Unlisten = () => Promise<void>;

/** LISTEN/NOTIFY for both drivers: what Database exposes as listen() and notify(). */
export type Notifications = {
  /**
   * Calls `listener` with each payload on `channel`. `resumed` runs after the connection was
   * lost and is back: notifications sent meanwhile are gone, so the caller re-reads what it shows.
   */
  listen(channel: string, listener: Listener, resumed?: () => void): Promise<Unlisten>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

const RECONNECT_MS = 1000;
/** A LISTEN connection that is never answered (a frozen host) gives up after this and retries. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * node-postgres: one dedicated connection (never a pooled one, which would lose its
 * LISTENs when returned) opened at the first listen. When it drops it is re-opened every
 * RECONNECT_MS until the database answers, re-LISTENs every channel, then tells `resumed`.
 */
export function pgNotifications(url: string, pool: pg.Pool): Notifications {
  const listeners = new Map<string, Set<Listener>>();
  const resumers = new Set<() => void>();
  let current: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let lost = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const listenSql = (c: pg.Client, channel: string) => `LISTEN ${c.escapeIdentifier(channel)}`;

  const open = async (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    // Errors and ends of a connection that is no longer (or not yet) the current one are nobody's business.
    c.on("error", () => dropped(c));
    c.on("end", () => dropped(c));
    c.on("notification", (msg) => {
      for (const listener of listeners.get(msg.channel) ?? []) listener(msg.payload ?? "");
    });
    try {
      await c.connect();
      for (const channel of listeners.keys()) await c.query(listenSql(c, channel));
      if (closed) throw new Error("notifications closed");
    } catch (err) {
      c.end().catch(() => {});
      throw err;
    }
    current = c;
    if (lost) {
      lost = false;
      for (const resume of resumers) resume();
    }
    return c;
  };

  const connection = (): Promise<pg.Client> => {
    if (current) return Promise.resolve(current);
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const reconnectLater = () => {
    if (closed || retry || listeners.size === 0) return;
    retry = setTimeout(() => {
      retry = undefined;
      connection().catch(reconnectLater);
    }, RECONNECT_MS);
  };

  function dropped(c: pg.Client) {
    if (current !== c) return;
    current = null;
    lost = true;
    c.end().catch(() => {});
    reconnectLater();
  }

  const forget = (channel: string, listener: Listener) => {
    const set = listeners.get(channel);
    set?.delete(listener);
    if (set?.size !== 0) return false;
    listeners.delete(channel);
    return true;
  };

  return {
    async listen(channel, listener, resumed) {
      const known = listeners.get(channel);
      if (known) known.add(listener);
      else listeners.set(channel, new Set([listener]));
      try {
        const c = await connection();
        // Harmless if open() already listened to it; needed if it was connecting before this channel came.
        if (!known) await c.query(listenSql(c, channel));
      } catch (err) {
        forget(channel, listener);
        throw err;
      }
      if (resumed) resumers.add(resumed);
      return async () => {
        if (resumed) resumers.delete(resumed);
        if (!forget(channel, listener)) return;
        await current?.query(`UNLISTEN ${current.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = current ?? (await connecting?.catch(() => null));
      current = null;
      listeners.clear();
      resumers.clear();
      await c?.end().catch(() => {});
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
