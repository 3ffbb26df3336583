import type { Sport } from "@courtside/contract";
import { facilityInstant, hhmm, hhmmOfInstant, type Instants, overlaps, slotInstants } from "../../facility-time.ts";
import type { AddonRow, TimeslotRow } from "../../modules/catalog/catalog-service.ts";
import type { DemoCourt, DemoLedger } from "./ledger.ts";
import type { DemoPeople } from "./people.ts";
import type { DemoRandom } from "./random.ts";

/** One sport's catalog as the seed wrote it (ids from the database). */
export type SportCatalog = { courts: DemoCourt[]; slots: TimeslotRow[]; addons: AddonRow[] };

/** The demo administrators who book at the desk, cancel and close courts. */
export type DemoStaff = { ownerId: string; deskId: Record<Sport, string> };

export type ClosureDraft = Instants & {
  sport: Sport;
  court: DemoCourt | null;
  reason: string;
  createdByAdminId: string;
  createdAt: Date;
};

/** Everything the history and the upcoming days are generated with. */
export type DemoClub = {
  random: DemoRandom;
  ledger: DemoLedger;
  people: DemoPeople;
  catalog: Record<Sport, SportCatalog>;
  staff: DemoStaff;
  /** Today in the facility's zone, by the injected clock. */
  today: string;
  closures: ClosureDraft[];
};

/** A closure of one court (or every court, `court` null) from one wall time to another on a date. */
export function closure(
  club: DemoClub,
  spec: { sport: Sport; court: DemoCourt | null; date: string; from: string; to: string; reason: string; createdAt: Date },
): ClosureDraft {
  const zone = club.ledger.club.zone;
  const draft = {
    sport: spec.sport,
    court: spec.court,
    start: facilityInstant(spec.date, spec.from, zone),
    end: facilityInstant(spec.date, spec.to, zone),
    reason: spec.reason,
    createdByAdminId: spec.sport === "padel" ? club.staff.deskId.padel : club.staff.ownerId,
    createdAt: spec.createdAt,
  };
  club.closures.push(draft);
  return draft;
}

/** The courts of a slot that no closure covers. */
export function openCourts(club: DemoClub, sport: Sport, date: string, slot: TimeslotRow): DemoCourt[] {
  const during = slotInstants(date, hhmm(slot.startTime), hhmm(slot.endTime), club.ledger.club.zone);
  const closed = club.closures.filter((c) => c.sport === sport && overlaps(c, during));
  return club.catalog[sport].courts.filter((court) => !closed.some((c) => c.court === null || c.court.id === court.id));
}

/** The courts of a slot that are neither closed nor taken. */
export function freeCourts(club: DemoClub, sport: Sport, date: string, slot: TimeslotRow): DemoCourt[] {
  return openCourts(club, sport, date, slot).filter((court) => club.ledger.isFree(court.id, date, slot.id));
}

/** The sport's timeslot starting at `start` (HH:MM). */
export function slotAt(club: DemoClub, sport: Sport, start: string): TimeslotRow {
  const slot = club.catalog[sport].slots.find((s) => hhmm(s.startTime) === start);
  if (!slot) throw new Error(`the demo ${sport} catalog has no slot at ${start}`);
  return slot;
}

export function courtNamed(club: DemoClub, sport: Sport, name: string): DemoCourt {
  const court = club.catalog[sport].courts.find((c) => c.name === name);
  if (!court) throw new Error(`the demo ${sport} catalog has no court ${name}`);
  return court;
}

/** Players book and staff work from 07:00 to midnight. */
const FIRST_WAKING_HOUR = 7;

/** Before 07:00, facility time. */
export function inSmallHours(club: DemoClub, instant: Date): boolean {
  return Number(hhmmOfInstant(instant, club.ledger.club.zone).slice(0, 2)) < FIRST_WAKING_HOUR;
}

/**
 * An instant moved out of the small hours: one before 07:00 (facility time) goes back eight
 * hours, to the evening before, unless that would be before `notBefore`.
 */
export function awake(club: DemoClub, instant: Date, notBefore?: Date): Date {
  if (!inSmallHours(club, instant)) return instant;
  const evening = new Date(instant.getTime() - 8 * 3_600_000);
  return notBefore && evening < notBefore ? instant : evening;
}
