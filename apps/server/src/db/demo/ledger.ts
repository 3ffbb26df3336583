import { SPORTS, type Sport } from "@courtside/contract";
import { facilityToday, hhmm, slotInstants, toRange } from "../../facility-time.ts";
import { orderSnapshot } from "../../modules/admin-bookings/presenter.ts";
import { basePrices } from "../../modules/booking-policy/prices.ts";
import type { AddonRow, TimeslotRow } from "../../modules/catalog/catalog-service.ts";
import { stockKey } from "../../modules/catalog/stock.ts";
import { periodWords } from "../../modules/memberships/periods.ts";
import { newInvoiceNumber } from "../../modules/orders/access-keys.ts";
import { holdPayer, holdUnits } from "../../modules/orders/hold-limits.ts";
import type { OrderRow } from "../../modules/orders/order-queries.ts";
import { priceOrder } from "../../modules/orders/pricing.ts";
import { createDemoProvider } from "../../modules/payments/demo-provider.ts";
import { DESK_PROVIDER } from "../../modules/payments/providers.ts";
import { refundSummary } from "../../modules/payments/refunds.ts";
import type {
  AuditDraft,
  BookingIntent,
  BookingRow,
  ChosenAddon,
  ClubSettings,
  LineDraft,
  LineRow,
  MembershipDraft,
  PaymentDraft,
} from "./ledger-types.ts";
import { type OrderChannel, orderRow } from "./order-row.ts";
import type { DemoPlayer } from "./people.ts";
import { type DemoMembership, membershipSaleRows, PlanPrices } from "./plan-prices.ts";
import type { DemoRandom } from "./random.ts";

export type {
  AuditDraft,
  BookingIntent,
  ChosenAddon,
  ClubSettings,
  DemoCourt,
  MembershipDraft,
  PaymentDraft,
} from "./ledger-types.ts";
export type { DemoMembership, DemoPlan } from "./plan-prices.ts";

/**
 * The demo club's books: every order with its lines, bookings, payments and audit rows, kept
 * as the application itself would have written them (same pricing, invoice format, access
 * keys, hold bookkeeping, provider references). It also knows which cells are taken and what
 * add-on stock is left, so the generated club never breaks a rule the database or the
 * order validation would enforce.
 */
export class DemoLedger {
  readonly orders: OrderRow[] = [];
  readonly lines: LineRow[] = [];
  readonly bookings: BookingRow[] = [];
  /** Charges first, then refunds (their `refund_of` is resolved when written). */
  readonly payments: PaymentDraft[] = [];
  readonly audit: AuditDraft[] = [];
  readonly memberships: MembershipDraft[] = [];
  /** Plan holders' prices (plan-holders.ts says who holds what before the bookings are made). */
  readonly planPrices: PlanPrices;
  private readonly taken = new Set<string>();
  private readonly stockUsed = new Map<string, number>();
  private readonly invoices = new Set<string>();
  private readonly demo;

  constructor(
    private readonly random: DemoRandom,
    readonly club: ClubSettings,
  ) {
    this.demo = createDemoProvider(club.appUrl);
    this.planPrices = new PlanPrices(club.zone);
  }

  isFree(courtId: number, date: string, slotId: number): boolean {
    return !this.taken.has(`${courtId}|${date}|${slotId}`);
  }

  /** Units of a limited add-on still to be had in a slot (unlimited: Infinity). */
  stockLeft(addon: AddonRow, date: string, slotId: number): number {
    if (addon.stock === null) return Number.POSITIVE_INFINITY;
    return addon.stock - (this.stockUsed.get(stockKey(addon.id, date, slotId)) ?? 0);
  }

  book(intent: BookingIntent): OrderRow {
    const { sport, date, slot, courts, player, createdAt, channel } = intent;
    const priced = priceOrder({
      date,
      prices: this.planPrices.pricesOf(player, sport, createdAt),
      slot,
      courts,
      addons: intent.addons,
      multiAddons: intent.multiAddons,
    });
    const online = channel.kind === "online";
    const stockDates = [...intent.addons.map((a) => ({ ...a, date })), ...intent.multiAddons]
      .filter((a) => a.addon.stock !== null)
      .map((a) => a.date);
    const order = this.newOrder(sport, player, priced.total, createdAt, channel);
    order.status = intent.paid ? "paid" : online ? "expired" : "pending";
    if (online) {
      order.holdPayer = holdPayer(player.memberId, player.billing.email);
      order.holdUnits = holdUnits(courts.length, date, stockDates);
    }
    this.record(order, priced.lines, slot.id, intent.paid);
    const during = toRange(slotInstants(date, hhmm(slot.startTime), hhmm(slot.endTime), this.club.zone));
    const active = order.status !== "expired";
    for (const court of [...courts].sort((a, b) => a.id - b.id)) {
      this.bookings.push({ orderId: order.id, sport, courtId: court.id, timeslotId: slot.id, date, during, active });
      if (active) this.taken.add(`${court.id}|${date}|${slot.id}`);
    }
    if (!online) {
      const payment = intent.paid ? "paid" : "pay_later";
      const after = { ...orderSnapshot(order), date, timeslot_id: slot.id, court_ids: courts.map((c) => c.id), payment };
      this.audit.push({
        actorAdminId: channel.adminId,
        action: "order.desk_create",
        entity: "order",
        entityId: order.id,
        after,
        createdAt,
      });
    }
    return order;
  }

  /**
   * A plan sold at the desk: a paid membership order (one line, a desk charge), its active
   * membership and the audit row, as memberships/desk-sale.ts writes them.
   */
  sellPlan(player: DemoPlayer, sold: DemoMembership): OrderRow {
    const { plan } = sold;
    // As orderSportOf: the first sport the plan gives benefits in (each demo plan gives both).
    const sport = SPORTS.find((s) => plan.benefits[s]) ?? "tennis";
    const order = this.newOrder(sport, player, plan.price, sold.soldAt, { kind: "desk", adminId: sold.adminId });
    order.kind = "membership";
    order.status = "paid";
    const description = `${plan.name}, ${periodWords[plan.period]}`;
    const line = { kind: "membership" as const, description, qty: 1, unitPrice: plan.price, amount: plan.price };
    this.record(order, [{ ...line, date: null, courtId: null, addonId: null }], 0, true);
    const rows = membershipSaleRows(player, order, sold);
    this.memberships.push(rows.membership);
    this.audit.push(rows.audit);
    this.planPrices.runs(player.memberId as string, sold);
    return order;
  }

  /** Extra add-ons bought later for a paid booking: a paid child order with its own invoice. */
  addExtras(parent: OrderRow, date: string, slot: TimeslotRow, addons: ChosenAddon[], createdAt: Date): OrderRow {
    const priced = priceOrder({
      date,
      // No court lines: the court prices and the slot's prices are never read (as in extra-addons.ts).
      prices: basePrices("member"),
      slot: { ...slot, priceMember: 0, priceGuest: 0, weekendPriceMember: null, weekendPriceGuest: null },
      courts: [],
      addons,
      multiAddons: [],
    });
    const player = { memberId: parent.memberId, billing: parent.billing as DemoPlayer["billing"] };
    const child = this.newOrder(parent.sport, player, priced.total, createdAt, { kind: "online", address: null });
    child.parentOrderId = parent.id;
    child.status = "paid";
    this.record(child, priced.lines, slot.id, true);
    return child;
  }

  /** Staff cancel a booking (with its extras), refunding each paid order's charge through its provider when asked. */
  async cancelByStaff(order: OrderRow, how: { adminId: string; at: Date; refund: boolean; reason: string }): Promise<void> {
    const family = this.orders.filter((o) => o.id === order.id || o.parentOrderId === order.id);
    for (const o of family) {
      const before = orderSnapshot(o);
      const charge = this.payments.find((p) => p.orderId === o.id && p.kind === "charge");
      const returned = how.refund && o.status === "paid" && charge ? [await this.refund(o, charge, how.at)] : [];
      o.status = returned.length > 0 ? "refunded" : "cancelled";
      o.cancelledAt = how.at;
      this.releaseStock(o.id);
      this.audit.push({
        actorAdminId: how.adminId,
        action: "order.cancel",
        entity: "order",
        entityId: o.id,
        before,
        after: { ...orderSnapshot(o), refund: refundSummary(returned), reason: how.reason },
        createdAt: how.at,
      });
    }
    for (const b of this.bookings.filter((b) => b.orderId === order.id)) {
      b.active = false;
      this.taken.delete(`${b.courtId}|${b.date}|${b.timeslotId}`);
    }
  }

  private async refund(order: OrderRow, charge: PaymentDraft, at: Date) {
    const desk = charge.provider === DESK_PROVIDER;
    const ref = desk
      ? order.inv
      : (
          await this.demo.refund({
            orderId: order.id,
            inv: order.inv,
            checkoutRef: order.paymentRef,
            chargeRef: charge.providerRef,
            amount: charge.amount,
            currency: charge.currency,
            idempotencyKey: `refund-${charge.provider}-${charge.providerRef}`,
            part: 1,
          })
        ).ref;
    this.payments.push({ ...charge, providerRef: ref, kind: "refund", createdAt: at });
    return { provider: charge.provider, provider_ref: ref, amount: charge.amount, currency: charge.currency };
  }

  private newOrder(sport: Sport, player: DemoPlayer, total: number, createdAt: Date, channel: OrderChannel) {
    const id = this.random.uuid();
    const inv = this.invoice(sport, createdAt);
    const checkout = channel.kind === "online" ? this.demo.paymentNow?.({ orderId: id, inv }) : undefined;
    const provider = channel.kind === "online" ? this.demo.name : DESK_PROVIDER;
    return orderRow(this.club, { id, inv, sport, player, total, createdAt, channel, provider, checkout });
  }

  /** The order, its lines, its stock and (paid) its charge: online a minute or three after the order, at the desk at once. */
  private record(order: OrderRow, lines: LineDraft[], slotId: number, paid: boolean) {
    const rows = lines.map((line) => ({ ...line, orderId: order.id }));
    this.orders.push(order);
    this.lines.push(...rows);
    if (order.status !== "expired") this.countStock(rows, slotId, 1);
    if (!paid) return;
    const online = order.paymentProvider !== DESK_PROVIDER;
    order.paidAt = online ? new Date(order.createdAt.getTime() + this.random.int(40, 240) * 1000) : order.createdAt;
    this.payments.push({
      orderId: order.id,
      provider: order.paymentProvider,
      providerRef: order.paymentRef ?? order.inv,
      kind: "charge",
      amount: order.total,
      currency: order.currency,
      createdAt: order.paidAt,
    });
  }

  private releaseStock(orderId: string) {
    const slotId = this.slotOf(orderId);
    if (slotId === undefined) return;
    this.countStock(
      this.lines.filter((l) => l.orderId === orderId),
      slotId,
      -1,
    );
  }

  /** Adds (1) or gives back (-1) the add-on units of an order's lines in its slot. */
  private countStock(lines: LineRow[], slotId: number, sign: 1 | -1) {
    for (const line of lines) {
      if (line.addonId === null || line.date === null) continue;
      const key = stockKey(line.addonId, line.date, slotId);
      this.stockUsed.set(key, (this.stockUsed.get(key) ?? 0) + sign * line.qty);
    }
  }

  /** An order's slot: its own bookings', or its parent's for extras. */
  private slotOf(orderId: string): number | undefined {
    const order = this.orders.find((o) => o.id === orderId);
    const bookingOf = order?.parentOrderId ?? orderId;
    return this.bookings.find((b) => b.orderId === bookingOf)?.timeslotId;
  }

  private invoice(sport: Sport, createdAt: Date): string {
    const day = facilityToday(createdAt, this.club.zone);
    for (;;) {
      const inv = newInvoiceNumber(sport, day, (below) => this.random.int(0, below - 1));
      if (this.invoices.has(inv)) continue;
      this.invoices.add(inv);
      return inv;
    }
  }
}
