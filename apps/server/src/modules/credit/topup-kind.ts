import { webRoutes } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { creditTopups } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { composeMail, mailClub } from "../mail/layout.ts";
import { formatMoney } from "../mail/money.ts";
import type { OrderKindHandler } from "../orders/order-kinds.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { balanceOf } from "./ledger.ts";
import { creditTopup } from "./topup.ts";

/** What paying a top-up's order does: the credit is added (same transaction), then the member is told. */
export const topupOrderKind: OrderKindHandler = {
  paid: (deps, tx, order) => creditTopup(tx, order, deps.clock.now()),
  confirm: sendTopupConfirmation,
};

async function sendTopupConfirmation(deps: AppDeps, order: OrderRow): Promise<void> {
  const { db } = deps.database;
  const [topup] = await db.select().from(creditTopups).where(eq(creditTopups.orderId, order.id));
  const billing = order.billing as { name?: string; email?: string };
  if (!topup || !billing.email) return;
  const balance = await balanceOf(db, topup.memberId);
  const { config } = deps;
  await deps.mailer.send(
    composeMail({
      to: billing.email,
      subject: `Club credit topped up: ${formatMoney(topup.credit, order.currency)} (${order.inv})`,
      club: await mailClub(deps),
      content: {
        greeting: `Hello ${billing.name ?? ""},`,
        intro: [
          `Your club credit at ${config.clubName} is topped up. Your balance is now ${formatMoney(balance, order.currency)}.`,
        ],
        lines: {
          items: [
            [
              `Top-up ${order.inv}: ${formatMoney(topup.credit, order.currency)} of credit`,
              formatMoney(order.total, order.currency),
            ],
          ],
          total: formatMoney(order.total, order.currency),
        },
        notes: ["Pay your next booking with it from the order page: “Pay with club credit”."],
        action: { label: "See your credit", href: `${config.appUrl}${webRoutes.profile}` },
      },
    }),
  );
}
