import type { Sport } from "@courtside/contract";
import { useEffect } from "react";
import { useAuthStore } from "../../../state/auth-store.ts";

/** Records the sport being booked in the auth state (`sport`). */
export function useSportArea(sport: Sport): void {
  const setSport = useAuthStore((s) => s.setSport);
  useEffect(() => setSport(sport), [sport, setSport]);
}
