import type { Addon, Court, Timeslot } from "@courtside/contract";
import { hhmm } from "../../facility-time.ts";
import type { AddonRow, CourtRow, TimeslotRow } from "./catalog-service.ts";

/** The only shapes in which catalog rows leave the server. */
export function presentCourt(row: CourtRow): Court {
  return { id: row.id, name: row.name, surface: row.surface, indoor: row.indoor };
}

export function presentTimeslot(row: TimeslotRow): Timeslot {
  return {
    id: row.id,
    start: hhmm(row.startTime),
    end: hhmm(row.endTime),
    price_member: row.priceMember,
    price_guest: row.priceGuest,
  };
}

export function presentAddon(row: AddonRow): Addon {
  return {
    id: row.id,
    name: row.name,
    group: row.group === 2 ? 2 : 1,
    price: row.price,
    module: row.module,
    module_id: row.moduleId,
    stock: row.stock,
  };
}
