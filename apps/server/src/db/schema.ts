/**
 * The database schema, one file per area (drizzle-kit reads this one; migrations are
 * generated from it). Shared column shapes live in schema/columns.ts.
 */
export * from "./schema/accounts.ts";
export * from "./schema/catalog.ts";
export * from "./schema/club.ts";
export * from "./schema/credit.ts";
export * from "./schema/customers.ts";
export * from "./schema/documents.ts";
export * from "./schema/levels.ts";
export * from "./schema/matches.ts";
export * from "./schema/memberships.ts";
export * from "./schema/office.ts";
export * from "./schema/orders.ts";
export * from "./schema/players.ts";
export * from "./schema/release.ts";
export * from "./schema/results.ts";
export * from "./schema/series.ts";
export * from "./schema/waitlist.ts";
