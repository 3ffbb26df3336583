import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "@courtside/contract";
import { describe, expect, it } from "vitest";
import { auditKindLabel, auditKinds, auditSentence } from "./audit-kinds.ts";

const ana = { id: "a1", name: "Ana", email: "ana@club.test", role: "owner" as const };
const dan = { id: "a2", name: "Dan", email: "dan@club.test", role: "desk" as const };
const booking = {
  inv: "T-20261124-AB12",
  sport: "tennis" as const,
  date: "2026-11-24",
  start: "18:00",
  end: "19:00",
  courts: ["Court 3"],
};
const ctx = { currency: "EUR" };

function entry(action: AuditAction, fields: Partial<AuditEntry>): AuditEntry {
  return {
    id: 1,
    actor: ana,
    action,
    entity: action.split(".")[0] as string,
    entity_id: "7",
    before: null,
    after: null,
    created_at: "2026-11-22T10:00:00.000Z",
    booking: null,
    ...fields,
  };
}

const order = (status: string) => ({ inv: booking.inv, status, refund_due: false, total: 1800 });
const court = { id: 7, name: "Court 3", surface: "Clay", indoor: false, active: true, sort_order: 3 };
const slot = {
  id: 4,
  start: "18:00",
  end: "19:00",
  price_member: 1800,
  price_guest: 2000,
  weekend_price_member: null,
  weekend_price_guest: null,
  active: true,
};
const addon = { id: 9, name: "Coach", group: 2, price: 1200, module: "addons", module_id: null, stock: null, active: true };
const closure = {
  id: 2,
  court_id: 7,
  court_name: "Court 3",
  start_date: "2026-11-24",
  start_time: "18:00",
  end_date: "2026-11-24",
  end_time: "20:00",
  reason: "Net repair",
};
const rules = { sport: "tennis", total_days: 12, hold_minutes: 15, cancel_hours: 24, max_unpaid_holds: 4 };
const logoId = "0b7c2f9e-3c1a-4d2e-9f1b-6a5d4c3b2a10";
const photoId = "5e8d7c6b-1a2f-4e3d-8c9b-0a1b2c3d4e5f";
const ines = { name: "Ines", email: "ines@club.test", type_web: "padel", role: "manager", sports: ["padel"], status: "invited" };

/** One case per kind the server writes: the entry as stored, the sentence staff read. */
const cases: Record<AuditAction, [Partial<AuditEntry>, string]> = {
  "order.desk_create": [
    { actor: dan, booking, after: { ...order("pending"), payment: "pay_later" } },
    "Dan (desk staff) booked T-20261124-AB12 on Court 3, Tue 24 Nov 18:00 at the desk for €18.00, to pay later",
  ],
  "order.cancel": [
    { booking, before: order("paid"), after: { ...order("refunded"), refund: { amount: 1800, currency: "EUR" }, reason: null } },
    "Ana (owner) cancelled booking T-20261124-AB12 on Court 3, Tue 24 Nov 18:00, refund €18.00",
  ],
  "order.mark_paid": [
    { actor: dan, booking, before: order("pending"), after: { ...order("paid"), payment: { provider: "desk", amount: 1800 } } },
    "Dan (desk staff) marked booking T-20261124-AB12 on Court 3, Tue 24 Nov 18:00 paid at the desk: €18.00",
  ],
  "order.resend_confirmation": [
    { booking, after: { to: "gina@example.test" } },
    "Ana (owner) sent the confirmation of booking T-20261124-AB12 on Court 3, Tue 24 Nov 18:00 again to gina@example.test",
  ],
  "order.auto_refund": [
    {
      actor: null,
      booking,
      before: order("expired"),
      after: {
        ...order("refunded"),
        refund: { amount: 1800, currency: "EUR" },
        reason: "The hold lapsed and the court was taken.",
      },
    },
    "The system refunded €18.00 for booking T-20261124-AB12 on Court 3, Tue 24 Nov 18:00 automatically: The hold lapsed and the court was taken.",
  ],
  "order.move": [
    {
      booking: { ...booking, courts: ["Court 4"], start: "19:00" },
      before: { inv: booking.inv, courts: ["Court 3"], date: "2026-11-24", start: "18:00", end: "19:00" },
      after: { inv: booking.inv, courts: ["Court 4"], date: "2026-11-25", start: "19:00", end: "20:00", booking_id: 5 },
    },
    "Ana (owner) moved booking T-20261124-AB12 from Court 3, Tue 24 Nov 18:00 to Court 4, Wed 25 Nov 19:00",
  ],
  "order.no_show": [
    {
      actor: dan,
      booking,
      after: { inv: booking.inv, booking_id: 5, courts: ["Court 3"], date: "2026-11-24", start: "18:00", no_show: true },
    },
    "Dan (desk staff) marked booking T-20261124-AB12 on Court 3, Tue 24 Nov 18:00 a no-show",
  ],
  "order.no_show_undo": [
    {
      booking,
      after: { inv: booking.inv, booking_id: 5, courts: ["Court 3"], date: "2026-11-24", start: "18:00", no_show: false },
    },
    "Ana (owner) undid the no-show of booking T-20261124-AB12 on Court 3, Tue 24 Nov 18:00",
  ],
  "order.refund_part": [
    {
      booking,
      before: order("paid"),
      after: {
        ...order("paid"),
        refund: { amount: 900, currency: "EUR" },
        to: "credit",
        lines: [],
        freed_courts: [],
        reason: "Rain stopped play",
      },
    },
    "Ana (owner) refunded €9.00 of booking T-20261124-AB12 on Court 3, Tue 24 Nov 18:00 as club credit (reason: Rain stopped play)",
  ],
  "customer.note": [
    {
      entity: "customer",
      entity_id: "guest:gina@example.test",
      after: { note_id: 1, customer: "Gina", text: "Prefers\nCourt 3." },
    },
    "Ana (owner) added a note about Gina: “Prefers Court 3.”",
  ],
  "customer.note_edit": [
    {
      entity: "customer",
      entity_id: "guest:gina@example.test",
      before: { note_id: 1, text: "Prefers\nCourt 3." },
      after: { note_id: 1, customer: "Gina", text: "Prefers Court 4." },
    },
    "Ana (owner) changed a note about Gina from “Prefers Court 3.” to “Prefers Court 4.”",
  ],
  "customer.note_delete": [
    {
      entity: "customer",
      entity_id: "guest:gina@example.test",
      before: { note_id: 1, customer: "Gina", text: "Prefers Court 3.", author: "Dan" },
    },
    "Ana (owner) deleted a note about Gina: “Prefers Court 3.”",
  ],
  "customer.level_set": [
    {
      actor: dan,
      entity: "customer",
      entity_id: "0b7c2f9e-3c1a-4d2e-9f1b-6a5d4c3b2a11",
      before: { sport: "padel", level: 3 },
      after: { customer: "Gina", sport: "padel", level: 4.5, reason: "Won the club league" },
    },
    "Dan (desk staff) set Gina's padel level to 4.5 (was 3.0): Won the club league",
  ],
  "result.settle": [
    {
      actor: dan,
      entity: "order",
      booking,
      before: { result_id: 3, status: "disputed", disputed_by: "Javier" },
      after: {
        result_id: 3,
        outcome: "confirm",
        status: "confirmed",
        team_a: ["Maya", "Lucía"],
        team_b: ["Javier", "Carmen"],
        winner: "b",
        score: "4-6 3-6",
        reason: "Lucía agrees they lost",
      },
    },
    "Dan (desk staff) confirmed the disputed result of booking T-20261124-AB12 on Court 3, Tue 24 Nov 18:00 (Javier and Carmen beat Maya and Lucía 4-6 3-6, disputed by Javier): Lucía agrees they lost",
  ],
  "customer.suspension_lift": [
    {
      actor: dan,
      entity: "customer",
      entity_id: "guest:gina@example.test",
      before: { sport: "tennis", until: "2026-12-07", no_shows: 2 },
      after: { sport: "tennis", customer: "Gina", lifted: true },
    },
    "Dan (desk staff) lifted the no-show suspension of Gina from booking tennis online (it ran until Mon 7 Dec 2026)",
  ],
  "court.create": [{ after: court }, "Ana (owner) added court Court 3 (Clay, outdoor)"],
  "court.update": [
    { before: court, after: { ...court, name: "Centre", indoor: true } },
    "Ana (owner) changed court Centre: name Court 3 → Centre; outdoor → indoor",
  ],
  "court.deactivate": [
    { before: court, after: { ...court, active: false } },
    "Ana (owner) deactivated court Court 3: it is no longer offered",
  ],
  "court.reorder": [{ entity_id: "padel", before: [1, 2], after: [2, 1] }, "Ana (owner) reordered the padel courts"],
  "timeslot.create": [{ after: slot }, "Ana (owner) added timeslot 18:00–19:00 (member €18.00, guest €20.00)"],
  "timeslot.update": [
    { before: slot, after: { ...slot, price_guest: 2400, weekend_price_guest: 3000 } },
    "Ana (owner) changed timeslot 18:00–19:00: guest price €20.00 → €24.00; weekend guest price the weekday price → €30.00",
  ],
  "timeslot.deactivate": [
    { before: slot, after: { ...slot, active: false } },
    "Ana (owner) deactivated timeslot 18:00–19:00: it is no longer offered",
  ],
  "addon.create": [{ after: addon }, "Ana (owner) added add-on Coach (€12.00)"],
  "addon.update": [
    { before: addon, after: { ...addon, price: 1500, stock: 2 } },
    "Ana (owner) changed add-on Coach: price €12.00 → €15.00; stock unlimited → 2",
  ],
  "addon.deactivate": [
    { before: addon, after: { ...addon, active: false } },
    "Ana (owner) deactivated add-on Coach: it is no longer offered",
  ],
  "addon_module.create": [
    { after: { id: 1, name: "Summer camp", description: "", active: true } },
    "Ana (owner) added add-on module Summer camp",
  ],
  "addon_module.update": [
    { before: { name: "Camp", description: "" }, after: { name: "Summer camp", description: "" } },
    "Ana (owner) changed add-on module Summer camp: name Camp → Summer camp",
  ],
  "addon_module.deactivate": [
    { before: { name: "Camp", active: true }, after: { name: "Camp", active: false } },
    "Ana (owner) deactivated add-on module Camp: it is no longer offered",
  ],
  "closure.create": [{ after: closure }, "Ana (owner) closed Court 3 from Tue 24 Nov 18:00 to Tue 24 Nov 20:00 (Net repair)"],
  "closure.delete": [
    { before: { ...closure, court_name: null } },
    "Ana (owner) deleted the closure of all courts from Tue 24 Nov 18:00 to Tue 24 Nov 20:00 (Net repair): it is open again",
  ],
  "rules.update": [
    { entity_id: "tennis", before: rules, after: { ...rules, hold_minutes: 10, cancel_hours: 12 } },
    "Ana (owner) changed the tennis rules: hold time 15 minutes → 10 minutes; free cancellation 24 hours before → 12 hours before",
  ],
  "club.update": [
    {
      entity_id: "1",
      before: { name: "Courtside", phone: "", cancellation_policy: "" },
      after: {
        name: "Courtside",
        phone: "+34 910 000 000",
        cancellation_policy: "Cancel up to 24 hours before your booking for a full refund.",
      },
    },
    "Ana (owner) changed the club's information: phone none → +34 910 000 000; cancellation policy none → “Cancel up to 24 hours before your bookin…”",
  ],
  "club.logo_set": [
    { entity_id: "1", before: null, after: { logo: logoId, width: 512, height: 512 } },
    "Ana (owner) set the club's logo",
  ],
  "club.logo_remove": [{ entity_id: "1", before: { logo: logoId } }, "Ana (owner) removed the club's logo"],
  "club.photo_add": [
    { entity_id: "1", after: { photo: photoId, alt: "Court 3 under the evening lights", court_id: 7, court: "Court 3" } },
    "Ana (owner) added a photo of Court 3: “Court 3 under the evening lights”",
  ],
  "club.photo_remove": [
    { entity_id: "1", before: { photo: photoId, alt: "The clubhouse terrace", court_id: null } },
    "Ana (owner) removed a photo of the club: “The clubhouse terrace”",
  ],
  "administrator.first_setup": [
    { actor: null, after: { email: "ana@club.test", via: "environment" } },
    "The system set up the first administrator, ana@club.test, from the server's settings",
  ],
  "administrator.invite": [{ after: ines }, "Ana (owner) invited Ines (ines@club.test) as manager of padel"],
  "administrator.resend_invitation": [{ before: ines, after: ines }, "Ana (owner) sent Ines's invitation again"],
  "administrator.accept_invitation": [
    { actor: { ...ana, name: "Ines", role: "manager" }, before: { status: "invited" }, after: { status: "active" } },
    "Ines (manager) accepted the invitation and set a password",
  ],
  "administrator.change_access": [
    { before: { ...ines, status: "active" }, after: { ...ines, role: "desk", sports: ["tennis", "padel"] } },
    "Ana (owner) changed Ines's access from manager of padel to desk staff of tennis and padel",
  ],
  "administrator.deactivate": [
    { before: { ...ines, status: "active" }, after: { ...ines, status: "deactivated" } },
    "Ana (owner) deactivated Ines: their sessions and invitations ended",
  ],
  "administrator.reactivate": [
    { before: { ...ines, status: "deactivated" }, after: { ...ines, status: "active" } },
    "Ana (owner) reactivated Ines",
  ],
  "plan.create": [{ after: { name: "Gold", price: 4000 } }, "Ana (owner) created the plan Gold"],
  "plan.update": [{ before: { name: "Gold", active: true }, after: { active: false } }, "Ana (owner) retired the plan Gold"],
  "membership.sell": [
    { after: { member: { name: "Rafa" }, plan: { name: "Gold" }, amount: 4000, inv: "T-20261122-AB12" } },
    "Ana (owner) sold Gold to Rafa for €40.00 (T-20261122-AB12)",
  ],
  "membership.cancel": [
    { after: { inv: "T-20261122-AB12", refunded: 1200, currency: "EUR" } },
    "Ana (owner) cancelled membership T-20261122-AB12, refund €12.00",
  ],
  "credit.adjust": [
    { after: { member: { name: "Lucía Fernández" }, amount: -500, reason: "rained off", balance_after: 1000 } },
    "Ana (owner) took €5.00 of credit from Lucía Fernández (rained off), balance €10.00",
  ],
  "credit.topup_sell": [
    { after: { member: { name: "Lucía Fernández" }, inv: "T-20261122-AB12", amount: 10000, credit: 11000 } },
    "Ana (owner) sold Lucía Fernández €110.00 of credit for €100.00 (T-20261122-AB12)",
  ],
  "credit_pack.create": [{ after: { name: "Pay 100, get 110" } }, "Ana (owner) created the top-up pack Pay 100, get 110"],
  "credit_pack.update": [
    { before: { name: "Pay 100, get 110" }, after: { active: false } },
    "Ana (owner) retired the top-up pack Pay 100, get 110",
  ],
};

describe("audit entries in words", () => {
  it.each(AUDIT_ACTIONS.map((action) => [action, ...cases[action]] as const))("%s", (action, fields, sentence) => {
    expect(auditSentence(entry(action, fields), ctx)).toBe(sentence);
    expect(auditKindLabel(action)).toBe(auditKinds[action].label);
  });

  it("words a cancellation without a refund, with its reason, and an order whose booking is unknown", () => {
    const kept = entry("order.cancel", {
      booking,
      before: order("paid"),
      after: { ...order("cancelled"), refund: null, reason: "No show" },
    });
    expect(auditSentence(kept, ctx)).toBe(
      "Ana (owner) cancelled booking T-20261124-AB12 on Court 3, Tue 24 Nov 18:00, no refund (reason: No show)",
    );
    const bare = entry("order.resend_confirmation", { entity_id: "o-1", after: { to: "x@example.test" } });
    expect(auditSentence(bare, ctx)).toBe("Ana (owner) sent the confirmation of order o-1 again to x@example.test");
  });

  it("words a voided result without a score, on an order whose booking is unknown", () => {
    const voided = entry("result.settle", {
      entity: "order",
      entity_id: "o-2",
      before: { result_id: 4, status: "disputed", disputed_by: null },
      after: { outcome: "void", team_a: ["Maya"], team_b: ["Javier"], winner: "a", score: "", reason: "Nobody agrees" },
    });
    expect(auditSentence(voided, ctx)).toBe(
      "Ana (owner) voided the disputed result of order o-2 (Maya beat Javier): Nobody agrees",
    );
  });

  it("words the club's offer of women's, men's and mixed matches turned on", () => {
    const on = entry("club.update", {
      entity_id: "1",
      before: { name: "Courtside", match_categories: false },
      after: { name: "Courtside", match_categories: true },
    });
    expect(auditSentence(on, ctx)).toBe(
      "Ana (owner) changed the club's information: women's, men's and mixed matches not offered → offered",
    );
  });

  it("words a replaced logo, and photos of the club and of a court whose name the entry did not keep", () => {
    const replaced = entry("club.logo_set", { before: { logo: logoId }, after: { logo: photoId, width: 512, height: 512 } });
    expect(auditSentence(replaced, ctx)).toBe("Ana (owner) changed the club's logo");
    const ofClub = entry("club.photo_add", { after: { photo: photoId, alt: "The terrace", court_id: null, court: null } });
    expect(auditSentence(ofClub, ctx)).toBe("Ana (owner) added a photo of the club: “The terrace”");
    const ofCourt = entry("club.photo_remove", { before: { photo: photoId, alt: "Net\nand lines", court_id: 7 } });
    expect(auditSentence(ofCourt, ctx)).toBe("Ana (owner) removed a photo of a court: “Net and lines”");
  });

  it("says what it can of a kind this version does not know", () => {
    const other = { ...entry("court.create", {}), action: "court.paint" };
    expect(auditSentence(other, ctx)).toBe("Ana (owner) made a change (court.paint)");
    expect(auditKindLabel("court.paint")).toBe("court.paint");
  });
});
