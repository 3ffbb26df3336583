import type { Sport } from "@courtside/contract";
import { facilityToday } from "../../facility-time.ts";
import { basePrices, type PriceList, pricesFor } from "../../modules/booking-policy/prices.ts";
import type { Benefits } from "../../modules/booking-policy/tier.ts";
import type { OrderRow } from "../../modules/orders/order-queries.ts";
import type { AuditDraft, MembershipDraft } from "./ledger-types.ts";
import type { DemoPlayer } from "./people.ts";

/** A plan on sale at the demo club, with its benefits per sport. */
export type DemoPlan = {
  id: number;
  name: string;
  price: number;
  period: "month" | "quarter" | "year";
  benefits: Record<Sport, Benefits>;
};
/** A membership as sold: the plan, the days it runs (ends_on exclusive) and the instant it was sold. */
export type DemoMembership = { plan: DemoPlan; startsOn: string; endsOn: string; soldAt: Date; adminId: string };

/** Plan holders' memberships: a member's bookings made while one runs are at its plan's prices. */
export class PlanPrices {
  private readonly held = new Map<string, DemoMembership>();

  constructor(private readonly zone: string) {}

  /** The member's membership (its sale may be written later than the bookings it prices). */
  runs(memberId: string, sold: DemoMembership): void {
    this.held.set(memberId, sold);
  }

  /** The court prices a player saw when ordering: their plan's while it ran, else the member or guest price. */
  pricesOf(player: DemoPlayer, sport: Sport, at: Date): PriceList {
    if (!player.memberId) return basePrices("guest");
    const held = this.held.get(player.memberId);
    const day = facilityToday(at, this.zone);
    if (!held || day < held.startsOn || day >= held.endsOn) return basePrices("member");
    const { plan } = held;
    return pricesFor({
      kind: "plan",
      memberId: player.memberId,
      planId: plan.id,
      planName: plan.name,
      benefits: plan.benefits[sport],
    });
  }
}

/** The membership row and the desk sale's audit row of a plan sold, as memberships/desk-sale.ts writes them. */
export function membershipSaleRows(
  player: DemoPlayer,
  order: OrderRow,
  sold: DemoMembership,
): { membership: MembershipDraft; audit: AuditDraft } {
  const { plan } = sold;
  const memberId = player.memberId as string;
  return {
    membership: {
      memberId,
      planId: plan.id,
      status: "active",
      startsOn: sold.startsOn,
      endsOn: sold.endsOn,
      orderId: order.id,
      soldByAdminId: sold.adminId,
      createdAt: sold.soldAt,
    },
    audit: {
      actorAdminId: sold.adminId,
      action: "membership.sell",
      entity: "membership",
      entityId: order.id,
      after: {
        member: { id: memberId, name: player.billing.name, email: player.billing.email },
        plan: { id: plan.id, name: plan.name, period: plan.period },
        inv: order.inv,
        amount: order.total,
        starts_on: sold.startsOn,
        ends_on: sold.endsOn,
      },
      createdAt: sold.soldAt,
    },
  };
}
