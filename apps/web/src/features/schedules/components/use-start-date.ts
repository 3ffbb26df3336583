import type { Sport } from "@courtside/contract";
import { useSchedule } from "../api/get-schedule.ts";
import { isDayOver } from "../day-rows.ts";
import { addDays } from "../horizon.ts";
import { useHorizon } from "./use-horizon.ts";

/**
 * Where a booking screen starts: today, or tomorrow once every time of today is over (late in
 * the evening nothing is left to book today). Null until today's grid has answered; a failed
 * answer says nothing about the day, so it starts on today.
 */
export function useStartDate(sport: Sport): { date: string | null; todayOver: boolean } {
  const horizon = useHorizon(sport);
  const today = useSchedule(sport, horizon.ready ? horizon.today : null);
  if (!horizon.ready || today.isPending || today.isPlaceholderData) return { date: null, todayOver: false };
  const todayOver = today.data?.date === horizon.today && isDayOver(today.data) && horizon.totalDays > 1;
  return { date: todayOver ? addDays(horizon.today, 1) : horizon.today, todayOver };
}
