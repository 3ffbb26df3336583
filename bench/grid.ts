/** The public day grid as the bench reads it, and the free court-slots of the bookable days. */
import type { Cell } from "./load.ts";

const SPORT_API = { tennis: "frontend", padel: "frontend_padel" } as const;
/** The demo club's horizon (its rules' total_days). */
export const HORIZON_DAYS = 12;

export type Grid = {
  date: string;
  courts: { id: number }[];
  timeslots: { id: number }[];
  cells: { court_id: number; timeslot_id: number; status: string }[];
};

export async function grid(base: string, sport: keyof typeof SPORT_API, date?: string): Promise<Grid> {
  const res = await fetch(`${base}/api/${SPORT_API[sport]}/schedules${date ? `?date=${date}` : ""}`);
  if (res.status !== 200) throw new Error(`schedules answered ${res.status}`);
  return (await res.json()) as Grid;
}

export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Every free court-slot from tomorrow to the horizon's end, in both sports, that `keep` accepts. */
export async function freeCells(base: string, today: string, keep: (cell: Cell) => boolean = () => true): Promise<Cell[]> {
  const cells: Cell[] = [];
  for (let i = 1; i < HORIZON_DAYS; i++) {
    const date = addDays(today, i);
    for (const sport of ["tennis", "padel"] as const) {
      for (const c of (await grid(base, sport, date)).cells) {
        const cell = { sport, date, timeslotId: c.timeslot_id, courtId: c.court_id };
        if (c.status === "available" && keep(cell)) cells.push(cell);
      }
    }
  }
  return cells;
}
