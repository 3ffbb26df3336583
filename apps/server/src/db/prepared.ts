import type { Db } from "./client.ts";

/**
 * A statement built once per database handle and then only run: on hot paths drizzle's
 * building of a query (walking every column of the table) costs more CPU than its round trip
 * (a profile of 200 staff cancels: a third of the server's time). `build` names the statement
 * (`.prepare("name")`, unique in the server) with `sql.placeholder` for its values; PostgreSQL
 * then also parses it once per connection. A transaction is a handle of its own: pass `db`
 * unless the statement must see the transaction's writes or locks.
 */
export function preparedPer<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
