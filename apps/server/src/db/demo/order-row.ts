import type { Sport } from "@courtside/contract";
import { digest } from "../../modules/auth/secrets.ts";
import { orderAccessKey } from "../../modules/orders/access-keys.ts";
import type { OrderRow } from "../../modules/orders/order-queries.ts";
import type { ClubSettings } from "./ledger-types.ts";
import type { DemoPlayer } from "./people.ts";

const MINUTE = 60_000;

/** How a demo order was placed: online from an address (a hold), or at the desk by an administrator. */
export type OrderChannel = { kind: "online"; address: string | null } | { kind: "desk"; adminId: string };

/**
 * A new pending booking order as create-order.ts would write it: the access key's hash, an
 * online order's hold and checkout, a desk order's administrator. The ledger sets its state.
 */
export function orderRow(
  club: ClubSettings,
  o: {
    id: string;
    inv: string;
    sport: Sport;
    player: DemoPlayer;
    total: number;
    createdAt: Date;
    channel: OrderChannel;
    provider: string;
    checkout: { ref: string; link: string } | undefined;
  },
): OrderRow {
  const online = o.channel.kind === "online";
  return {
    id: o.id,
    sport: o.sport,
    kind: "booking",
    memberId: o.player.memberId,
    parentOrderId: null,
    status: "pending",
    billing: o.player.billing,
    // The demo's guests booked in English.
    locale: "en",
    total: o.total,
    currency: club.currency,
    inv: o.inv,
    paymentProvider: o.provider,
    paymentRef: o.checkout?.ref ?? null,
    paymentlink: o.checkout?.link ?? null,
    accessKeyHash: digest(orderAccessKey(club.appSecret, o.id)),
    idempotencyKey: null,
    requestHash: null,
    holdPayer: null,
    clientAddress: o.channel.kind === "online" ? o.channel.address : null,
    holdUnits: 0,
    creditApplied: 0,
    sharedOut: 0,
    fellToOwnerAt: null,
    openPlace: false,
    claimExpiresAt: null,
    cardConsentAt: null,
    savedCardCustomer: null,
    savedCardMethod: null,
    cardChargeAt: null,
    cardChargeResult: null,
    holdExpiresAt: online ? new Date(o.createdAt.getTime() + club.holdMinutes[o.sport] * MINUTE) : null,
    paidAt: null,
    cancelledAt: null,
    remindedAt: null,
    refundDue: false,
    createdByAdminId: o.channel.kind === "desk" ? o.channel.adminId : null,
    seriesId: null,
    createdAt: o.createdAt,
  };
}
