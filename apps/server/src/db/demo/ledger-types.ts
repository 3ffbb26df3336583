import type { Sport } from "@courtside/contract";
import type { AddonRow, TimeslotRow } from "../../modules/catalog/catalog-service.ts";
import type { PricedLine } from "../../modules/orders/pricing.ts";
import type { auditLog, bookings, memberships, payments } from "../schema.ts";
import type { DemoPlayer } from "./people.ts";

/** What the demo club's rows depend on besides its dice: the clock, the zone and the server's settings. */
export type ClubSettings = {
  now: Date;
  zone: string;
  currency: string;
  appUrl: string;
  appSecret: string;
  /** Each sport's rule: how long an online order held its courts unpaid. */
  holdMinutes: Record<Sport, number>;
};

export type DemoCourt = { id: number; name: string };
export type ChosenAddon = { addon: AddonRow; qty: number };

/** One order for courts of one slot, as a player (online) or the desk would have placed it. */
export type BookingIntent = {
  sport: Sport;
  date: string;
  slot: TimeslotRow;
  courts: DemoCourt[];
  player: DemoPlayer;
  addons: ChosenAddon[];
  multiAddons: (ChosenAddon & { date: string })[];
  createdAt: Date;
  channel: { kind: "online"; address: string } | { kind: "desk"; adminId: string };
  /** Unpaid online: the hold lapsed (expired). Unpaid at the desk: pay later (pending, courts kept). */
  paid: boolean;
};

/** A line as written: priced for courts and add-ons, or a membership's (no date, court or add-on). */
export type LineDraft = Omit<PricedLine, "kind" | "date"> & { kind: PricedLine["kind"] | "membership"; date: string | null };
export type LineRow = LineDraft & { orderId: string };
export type BookingRow = Omit<typeof bookings.$inferInsert, "id">;
/** A refund names its charge by order: the charge's id is known once it is written (write.ts). */
export type PaymentDraft = Omit<typeof payments.$inferInsert, "id" | "refundOf">;
export type AuditDraft = Omit<typeof auditLog.$inferInsert, "id">;
export type MembershipDraft = Omit<typeof memberships.$inferInsert, "id">;
