import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema.ts";
import type { OrderRow } from "./order-queries.ts";

type Waiting = { key: string; resolve(row: OrderRow | undefined): void; reject(err: unknown): void };

/**
 * Looks up orders by (scoped) Idempotency-Key, batching the lookups that arrive in the same
 * turn of the event loop into one query: in a rush hundreds of attempts each ask whether
 * they are a repeat, and one `IN (...)` answers them together.
 */
export class RepeatLookup {
  private waiting: Waiting[] = [];

  constructor(private readonly db: Db) {}

  find(key: string): Promise<OrderRow | undefined> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => void this.flush());
      this.waiting.push({ key, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    try {
      const rows = await this.db
        .select()
        .from(orders)
        .where(inArray(orders.idempotencyKey, [...new Set(batch.map((w) => w.key))]));
      const byKey = new Map(rows.map((row) => [row.idempotencyKey, row]));
      for (const w of batch) w.resolve(byKey.get(w.key));
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }
}

const lookups = new WeakMap<Db, RepeatLookup>();

/** The order an earlier request with this scoped Idempotency-Key created, if any. */
export function findRepeat(db: Db, key: string): Promise<OrderRow | undefined> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = new RepeatLookup(db);
    lookups.set(db, lookup);
  }
  return lookup.find(key);
}
