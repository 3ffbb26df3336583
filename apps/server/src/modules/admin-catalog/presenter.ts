import type { AdminAddon, AdminAddonModule, AdminClosure, AdminCourt, AdminTimeslot } from "@courtside/contract";
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import type { addonModules, addons, courts, timeslots } from "../../db/schema.ts";
import { presentAddon, presentCourt, presentTimeslot } from "../catalog/presenter.ts";

type CourtRow = typeof courts.$inferSelect;
type TimeslotRow = typeof timeslots.$inferSelect;
type AddonRow = typeof addons.$inferSelect;
type ModuleRow = typeof addonModules.$inferSelect;

/** A closure as read for the back office: its range as instants, its court's name when it has one. */
export type ClosureRead = {
  id: number;
  courtId: number | null;
  courtName: string | null;
  start: Date;
  end: Date;
  reason: string;
  createdAt: Date;
};

/** The back office sees every field, inactive rows included; these are also the audit's before/after. */
export function presentAdminCourt(row: CourtRow): AdminCourt {
  return { ...presentCourt(row), active: row.active, sort_order: row.sortOrder };
}

export function presentAdminTimeslot(row: TimeslotRow): AdminTimeslot {
  return {
    ...presentTimeslot(row),
    weekend_price_member: row.weekendPriceMember,
    weekend_price_guest: row.weekendPriceGuest,
    active: row.active,
  };
}

export function presentAdminAddon(row: AddonRow): AdminAddon {
  return { ...presentAddon(row), active: row.active };
}

export function presentAdminAddonModule(row: ModuleRow): AdminAddonModule {
  return { id: row.id, name: row.name, description: row.description, active: row.active };
}

/** Dates and times in the facility's zone, as the administrator typed them. */
export function presentAdminClosure(row: ClosureRead, zone: string): AdminClosure {
  const local = tz(zone);
  return {
    id: row.id,
    court_id: row.courtId,
    court_name: row.courtName,
    start_date: format(row.start, "yyyy-MM-dd", { in: local }),
    start_time: format(row.start, "HH:mm", { in: local }),
    end_date: format(row.end, "yyyy-MM-dd", { in: local }),
    end_time: format(row.end, "HH:mm", { in: local }),
    starts_at: row.start.toISOString(),
    ends_at: row.end.toISOString(),
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}
