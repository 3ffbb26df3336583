import { webRoutes } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { creditTopups } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { mailWords } from "../mail/i18n.ts";
import { composeMail, mailClub } from "../mail/layout.ts";
import { formatMoney } from "../mail/money.ts";
import type { OrderKindHandler } from "../orders/order-kinds.ts";
import type { OrderRow } from "../orders/order-queries.ts";
import { creditWords } from "./i18n.ts";
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
  const club = await mailClub(deps, billing.email);
  const { locale } = club;
  const t = creditWords(locale);
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const credit = money(topup.credit);
  await deps.mailer.send(
    composeMail({
      to: billing.email,
      subject: t("credit.topup.subject", { credit, inv: order.inv }),
      club,
      content: {
        greeting: mailWords(locale)("mail.greeting", { name: billing.name ?? "" }),
        intro: [t("credit.topup.intro", { club: config.clubName, balance: money(balance) })],
        lines: {
          items: [[t("credit.topup.line", { inv: order.inv, credit }), money(order.total)]],
          total: money(order.total),
        },
        notes: [t("credit.topup.note")],
        action: { label: t("credit.topup.action"), href: `${config.appUrl}${webRoutes.profile}` },
      },
    }),
  );
}
