import { type AdminBookingsQuery, adminBookingsQuerySchema } from "@courtside/contract";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

export type ListQuery = ReturnType<typeof parseListQuery>;

/**
 * The list's filters live in the address (?from=&to=&status=&q=&sort=&page=&per_page=), so
 * a filtered list can be reloaded, shared and returned to. The contract's schema reads them;
 * a value it refuses (an old link) is dropped rather than breaking the page.
 */
export function parseListQuery(search: URLSearchParams) {
  const raw: Record<string, string> = Object.fromEntries(search);
  let parsed = adminBookingsQuerySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = adminBookingsQuerySchema.safeParse(raw);
  }
  return parsed.success ? parsed.data : adminBookingsQuerySchema.parse({});
}

export function useListQuery() {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => parseListQuery(search), [search]);
  /** Changes some filters; any change but the page goes back to page 1. Empty values are removed. */
  const update = useCallback(
    (changes: Partial<Record<keyof AdminBookingsQuery, string | number | undefined>>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === "") next.delete(key);
            else next.set(key, String(value));
          }
          if (!("page" in changes)) next.delete("page");
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return { query, update };
}
