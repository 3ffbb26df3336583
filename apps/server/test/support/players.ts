import { playerPaths } from "@courtside/contract";
import { expect } from "vitest";
import { createCourt, memberToken, postOrder } from "./factories.ts";
import { payByLink } from "./moves.ts";
import type { TestContext } from "./test-app.ts";

/**
 * A new member's tennis booking of a court of its own at `slot` on `date`, paid unless asked
 * otherwise, made in `language` (the order's, for its mails); by `owner` when given.
 */
export async function memberBooking(
  t: TestContext,
  slot: { id: number; date: string },
  options: { pay?: boolean; language?: string; owner?: Awaited<ReturnType<typeof memberToken>> } = {},
) {
  const c = t.client();
  const owner = options.owner ?? (await memberToken(t.app, c));
  const court = await createCourt(t.app, "tennis");
  const billing = { name: owner.member.name, email: owner.member.email, phone: "+34 600 000 002" };
  const created = await postOrder(
    c,
    "tennis",
    { date: slot.date, timeslot_id: slot.id, court_ids: [court.id], billing },
    { token: owner.token, headers: options.language ? { "accept-language": options.language } : {} },
  );
  expect(created.statusCode, created.body).toBe(201);
  if (options.pay !== false) await payByLink(t, created.data);
  return { owner, court, order: created.data as { order_id: string; inv: string } };
}

/**
 * A new member's held tennis booking (as memberBooking) with two other members and an invited
 * player on it: the four a split divides between.
 */
export async function heldWithPlayers(t: TestContext, slot: { id: number; date: string }) {
  const { owner, order } = await memberBooking(t, slot, { pay: false });
  const a = await memberToken(t.app, t.client());
  const b = await memberToken(t.app, t.client());
  for (const body of [
    { email: a.member.email },
    { email: b.member.email },
    { email: "ines.invited@example.test", name: "Inés" },
  ]) {
    const added = await t.client().post(playerPaths.players("tennis", order.order_id), body, { token: owner.token });
    expect(added.statusCode, added.body).toBe(201);
  }
  return { owner, a, b, order };
}
