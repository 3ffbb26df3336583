import type { Sport } from "@courtside/contract";
import type { QueryClient } from "@tanstack/react-query";
import { scheduleQueryKey } from "../../schedules/index.ts";

export type CatalogResource = "courts" | "timeslots" | "addons" | "addon-modules" | "closures";

/** Query keys of the back-office catalog lists, per sport and resource. */
export const catalogQueryKey = (sport: Sport, resource: CatalogResource) => ["admin-catalog", sport, resource] as const;

/** Every list is read whole: a facility's catalog is small. */
export const WHOLE_LIST = { per_page: 200 } as const;

/**
 * After a change: the changed list, and the public grids this browser may hold for the sport.
 * The closures list shows court names, so a court change refreshes it too.
 */
export async function refreshAfterChange(queryClient: QueryClient, sport: Sport, resource: CatalogResource) {
  void queryClient.invalidateQueries({ queryKey: scheduleQueryKey(sport) });
  if (resource === "courts") void queryClient.invalidateQueries({ queryKey: catalogQueryKey(sport, "closures") });
  await queryClient.invalidateQueries({ queryKey: catalogQueryKey(sport, resource) });
}
