import type { PageMeta } from "@courtside/contract";
import { sql } from "drizzle-orm";

/** The page a `{data, meta}` list is asked for (`pageQuerySchema`). */
export type PageRequest = { page: number; per_page: number };

/** Rows skipped before the page. */
export const offsetOf = ({ page, per_page }: PageRequest) => (page - 1) * per_page;

/** LIMIT and OFFSET of a page. */
export function pageWindow(query: PageRequest) {
  return { limit: query.per_page, offset: offsetOf(query) };
}

/** The `meta` of a `{data, meta}` list; an empty list still has one (empty) page. */
export function pageMeta({ page, per_page }: PageRequest, total: number): PageMeta {
  return { page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) };
}

/** `count(*)` as a number, for the page metadata. */
export const countAll = sql<number>`count(*)::int`.mapWith(Number);
