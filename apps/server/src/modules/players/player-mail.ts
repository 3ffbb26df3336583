import { formatSlot, profilePath, webRoutes } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { bookingPlayers, members, orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { hhmm } from "../../facility-time.ts";
import { mailWords } from "../mail/i18n.ts";
import { composeMail, mailClub } from "../mail/layout.ts";
import { orderDetails } from "../orders/order-queries.ts";
import { playerWords } from "./i18n.ts";

/**
 * Tells a player they were added (after the add's commit): who added them, when and where.
 * A member reads it in their language with a link to their profile; someone invited reads it in
 * the order's language (the owner booked in it) with the invitation's link: followed signed in
 * (an account made on the way), it joins them to the booking.
 */
export async function mailPlayer(deps: AppDeps, playerId: number, inviteKey: string | null): Promise<void> {
  const { db } = deps.database;
  const [row] = await db
    .select({ player: bookingPlayers, order: orders, memberName: members.name, memberEmail: members.email })
    .from(bookingPlayers)
    .innerJoin(orders, eq(orders.id, bookingPlayers.orderId))
    .leftJoin(members, eq(members.id, bookingPlayers.memberId))
    .where(eq(bookingPlayers.id, playerId));
  if (!row?.order.memberId) return;
  const [owner] = await db.select({ name: members.name }).from(members).where(eq(members.id, row.order.memberId));
  const d = (await orderDetails(db, [row.order])).get(row.order.id);
  if (!owner || !d?.date || !d.slot) return;
  const to = row.memberEmail ?? row.player.email;
  const name = row.memberName ?? row.player.name ?? "";
  if (!to) return;
  const invited = row.player.memberId === null;
  const club = await mailClub(deps, to, row.order.locale);
  const { locale } = club;
  const t = playerWords(locale);
  const { sport } = row.order;
  const when = formatSlot(d.date, hhmm(d.slot.startTime), hhmm(d.slot.endTime), locale);
  const where = `${club.name}, ${d.courts.map((c) => c.name).join(", ")}`;
  const values = { owner: owner.name, when, sport, club: club.name };
  await deps.mailer.send(
    composeMail({
      to,
      subject: t(invited ? "players.invited.subject" : "players.added.subject", values),
      club,
      content: {
        greeting: mailWords(locale)("mail.greeting", { name }),
        intro: [t(invited ? "players.invited.intro" : "players.added.intro", values)],
        facts: [
          [t("players.mail.when"), when],
          [t("players.mail.where"), where],
          [t("players.mail.booking"), row.order.inv],
        ],
        notes: [t(invited ? "players.invited.note" : "players.added.note")],
        action: invited
          ? { label: t("players.invited.action"), href: inviteLink(deps, inviteKey ?? "") }
          : { label: t("players.added.action"), href: `${deps.config.appUrl}${profilePath(sport)}` },
      },
    }),
  );
}

const inviteLink = (deps: AppDeps, key: string) =>
  `${deps.config.appUrl}${webRoutes.playAccept}?${new URLSearchParams({ key }).toString()}`;
