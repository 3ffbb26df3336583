import { withSharedLock } from "./shared-lock.ts";

/**
 * Padel's rules and its newest date (day +11) are shared by specs on both workers: a spec that
 * changes padel's rules (admin-office: the horizon and release time; release-draw: a draw on
 * day +11) or books padel's day +11 holds this lock across workers, so none of them sees
 * another's rules or draw.
 */
export function withPadelDay<T>(run: () => Promise<T>): Promise<T> {
  return withSharedLock("padel", run);
}
