import type { QueryClient } from "@tanstack/react-query";

/** Every query of the office pages starts with this key, so one change can refresh them all. */
export const OFFICE_KEY = "admin-office";

/**
 * After any change: every change writes an audit row and may send mail, so the office's
 * lists (audit log, outbox, administrators, rules, figures) are all marked stale.
 */
export function refreshOffice(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [OFFICE_KEY] });
}
