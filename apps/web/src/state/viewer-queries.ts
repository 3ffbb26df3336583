import type { QueryClient } from "@tanstack/react-query";
import { useAuthStore } from "./auth-store.ts";

/**
 * Answers that depend on who is signed in (the grid's prices, the booking terms, the court
 * filter) are refetched when the member changes: signing in with a plan shows its prices and
 * window at once, signing out shows a guest's.
 */
export function refetchViewerQueriesOnSignIn(queryClient: QueryClient): () => void {
  let member = useAuthStore.getState().user_frontend?.id ?? null;
  return useAuthStore.subscribe((state) => {
    const now = state.user_frontend?.id ?? null;
    if (now === member) return;
    member = now;
    for (const key of ["schedule", "booking-terms", "court-filter"]) void queryClient.invalidateQueries({ queryKey: [key] });
  });
}
