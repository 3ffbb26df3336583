import { apiPaths } from "@courtside/contract";
import { expect } from "vitest";
import { createCourt, createTimeslot, memberToken, postOrder } from "./factories.ts";
import type { TestContext } from "./test-app.ts";

/** A member and a paid booking of theirs (paid through the demo checkout with the link's key). */
export async function paidMemberBooking(t: TestContext, date: string, slotId: number, courtIds: number[]) {
  const c = t.client();
  const { member, token } = await memberToken(t.app, c);
  const billing = { name: member.name, email: member.email, phone: "+34 600 000 002" };
  const created = await postOrder(c, "tennis", { date, timeslot_id: slotId, court_ids: courtIds, billing }, { token });
  expect(created.statusCode, created.body).toBe(201);
  await payByLink(t, created.data);
  return { member, token, order: created.data as { order_id: string; inv: string; total: number } };
}

/** Pays a pending order through its demo payment link. */
export async function payByLink(t: TestContext, order: { inv: string; paymentlink: string }) {
  const key = new URL(order.paymentlink).searchParams.get("key") ?? "";
  const paid = await t.client().post(apiPaths.demoPay(order.inv), { key });
  expect(paid.statusCode, paid.body).toBe(200);
}

/** The member's move of their booking's court to another place. */
export function memberMove(
  t: TestContext,
  token: string | undefined,
  orderId: string,
  body: { from_court_id: number; court_id: number; date: string; timeslot_id: number },
) {
  return t.client().post(apiPaths.orderMove("tennis", orderId), body, { token });
}

/** Two courts and a weekday slot whose member price is `price` (weekend price `weekend`). */
export async function courtsAndSlot(t: TestContext, start: string, price: number, weekend: number | null = null) {
  const [a, b] = await Promise.all([createCourt(t.app, "tennis"), createCourt(t.app, "tennis")]);
  const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, "0")}:00`;
  const slot = await createTimeslot(t.app, "tennis", {
    startTime: start,
    endTime: end,
    priceMember: price,
    weekendPriceMember: weekend,
  });
  return { a, b, slot };
}
