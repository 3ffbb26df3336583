import type { Billing } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { bookingMovedMail, type MovedDifference } from "../mail/booking-moved-mail.ts";
import { mailClub } from "../mail/layout.ts";
import { bookingLink, orderAccessKey } from "../orders/access-keys.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { presentOne } from "../orders/present-orders.ts";
import type { MovePlan } from "./move-plan.ts";
import type { Settlement } from "./price-difference.ts";

/** The customer hears where the booking is now and how the price changed (nobody when the order has no email). */
export async function sendMoveNotice(deps: AppDeps, row: OrderRow, plan: MovePlan, by: "staff" | "member", s: Settlement) {
  const billing = row.billing as Partial<Billing>;
  if (!billing.email) return;
  const [fresh] = await deps.database.db.select().from(orders).where(eq(orders.id, row.id));
  const order = await presentOne(deps, fresh ?? row);
  const { config } = deps;
  await deps.mailer.send(
    bookingMovedMail({
      to: billing.email,
      name: billing.name ?? "",
      order,
      club: await mailClub(deps, billing.email, row.locale),
      link: bookingLink(config.appUrl, deps.appSecret, row),
      was: plan.was.place,
      now: plan.now,
      byClub: by === "staff",
      difference: differenceOf(deps, s, order.currency),
    }),
  );
}

function differenceOf(deps: AppDeps, s: Settlement, currency: string): MovedDifference {
  if (s.kind === "refund") return { kind: "refund", amount: s.amount, currency };
  if (s.kind === "none") return { kind: "none" };
  const link = s.child.paymentlink
    ? deps.payments.linkFor(s.child.paymentlink, orderAccessKey(deps.appSecret, s.child.id))
    : bookingLink(deps.config.appUrl, deps.appSecret, s.child);
  return { kind: "charge", amount: s.amount, currency, inv: s.child.inv, link };
}
