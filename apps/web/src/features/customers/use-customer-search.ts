import { customerListQuerySchema } from "@courtside/contract";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/**
 * The customer search lives in the address (?q=&page=&per_page=), so a search can be reloaded
 * and returned to from a customer's page. A value the contract refuses (an old link) is dropped.
 */
export function parseCustomerSearch(search: URLSearchParams) {
  const raw: Record<string, string> = Object.fromEntries(search);
  let parsed = customerListQuerySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = customerListQuerySchema.safeParse(raw);
  }
  return parsed.success ? parsed.data : customerListQuerySchema.parse({});
}

export function useCustomerSearch() {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => parseCustomerSearch(search), [search]);
  /** A new search goes back to page 1; an empty value leaves the address. */
  const update = useCallback(
    (changes: { q?: string; page?: number }) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if ("q" in changes) {
            if (changes.q) next.set("q", changes.q);
            else next.delete("q");
            next.delete("page");
          }
          if (changes.page !== undefined) next.set("page", String(changes.page));
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return { query, update };
}
