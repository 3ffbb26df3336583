import { randomUUID } from "node:crypto";
import { apiPaths, customerApiPaths, formatDayAt, type Locale, adminBookingApiPaths as paths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../src/modules/mail/money.ts";
import { deskBody, type StaffSession, staffSession } from "./support/back-office.ts";
import { createCourt, createTimeslot, setRules } from "./support/factories.ts";
import { expectWorded, inEachLanguage } from "./support/languages.ts";
import { courtsAndSlot, paidMemberBooking } from "./support/moves.ts";
import { refundKey } from "./support/refunds.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// The clock starts at 2026-11-22T10:00Z (11:00 in Madrid).
const tuesday = "2026-11-24";
let t: TestContext;
let staff: StaffSession;
beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid" });
  await setRules(t.app, "tennis", { cancelHours: 24 });
  staff = await staffSession(t);
});
afterAll(() => t.close());

describe("refusals of moves, the back office's orders and customers, in the request's language", () => {
  it("a part refund above what is left: the field, the amount in each language's money, the same limit", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00", priceMember: 1800 });
    const { order } = await paidMemberBooking(t, tuesday, slot.id, [court.id]);
    const answers = await inEachLanguage((_locale, headers) =>
      staff.post(
        paths.orderRefunds(order.order_id),
        { amount: 5000, reason: "Goodwill" },
        { ...headers, "idempotency-key": refundKey() },
      ),
    );
    expect(answers.en.statusCode).toBe(422);
    expect(answers.en.data).toMatchObject({ code: "refund_exceeds_left", params: { limit: 1800 } });
    const left = (locale: Locale) => formatMoney(1800, "EUR", locale);
    expectWorded(answers, "amount", {
      en: "At most €18.00 is left to refund of this order.",
      es: `Quedan como máximo ${left("es")} por reembolsar de este pedido.`,
      fr: `Il reste au plus ${left("fr")} à rembourser sur cette commande.`,
    });
    expect(left("es")).toMatch(/^18,00\s€$/);
  });

  it("a staff move onto a court of another sport names the field and the sport", async () => {
    const [mine, padel] = await Promise.all([createCourt(t.app, "tennis"), createCourt(t.app, "padel")]);
    const slot = await createTimeslot(t.app, "tennis", { startTime: "17:00", endTime: "18:00" });
    const { order } = await paidMemberBooking(t, tuesday, slot.id, [mine.id]);
    const detail = await staff.get(paths.order(order.order_id));
    const body = { booking_id: detail.data.bookings[0].id, court_id: padel.id, date: tuesday, timeslot_id: slot.id };
    const answers = await inEachLanguage((_locale, headers) => staff.post(paths.orderMove(order.order_id), body, headers));
    expect(answers.en.statusCode).toBe(422);
    expect(answers.en.data).toMatchObject({
      code: "move_court_unavailable",
      params: { court_id: padel.id, sport: "tennis" },
    });
    expectWorded(answers, "court_id", {
      en: "Choose an open tennis court.",
      es: "Elige una pista de tenis abierta.",
      fr: "Choisissez un terrain de tennis ouvert.",
    });
  });

  it("a desk booking for a member who no longer exists names the field", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "16:00", endTime: "17:00" });
    const memberId = randomUUID();
    const body = deskBody(tuesday, slot.id, [court.id], { customer: { member_id: memberId } });
    const answers = await inEachLanguage((_locale, headers) =>
      staff.client.post(paths.bookings("tennis"), body, {
        token: staff.token,
        headers: { ...headers, "idempotency-key": refundKey() },
      }),
    );
    expect(answers.en.statusCode).toBe(422);
    expect(answers.en.data).toMatchObject({ code: "member_not_found", params: { member_id: memberId } });
    expectWorded(answers, "customer.member_id", {
      en: "The chosen member no longer exists.",
      es: "El socio elegido ya no existe.",
      fr: "Le membre choisi n’existe plus.",
    });
  });

  it("a member's move once free cancellation has ended: the hours and the start in each language", async () => {
    const { a, b, slot } = await courtsAndSlot(t, "10:00", 1800);
    const { token, order } = await paidMemberBooking(t, "2026-11-23", slot.id, [a.id]);
    const body = { from_court_id: a.id, court_id: b.id, date: "2026-11-23", timeslot_id: slot.id };
    const answers = await inEachLanguage((_locale, headers) =>
      t.client().post(apiPaths.orderMove("tennis", order.order_id), body, { token, headers }),
    );
    expect(answers.en.statusCode).toBe(409);
    expect(answers.en.data).toMatchObject({
      code: "move_window_closed",
      params: { deadline: "2026-11-22T09:00:00.000Z", cancel_hours: 24 },
    });
    const start = (locale: Locale) => formatDayAt("2026-11-23", "10:00", locale);
    expectWorded(answers, null, {
      en: `Bookings can be moved until free cancellation ends, 24 hours before the start (${start("en")}). Ask the club to move it.`,
      es: `Las reservas se pueden cambiar hasta que acaba la cancelación gratuita, 24 horas antes del inicio (${start("es")}). Pide al club que la cambie.`,
      fr: `Une réservation peut être déplacée tant que l’annulation gratuite est possible, jusqu’à 24 heures avant le début (${start("fr")}). Demandez au club de la déplacer.`,
    });
  });

  it("a no-show marked before the booking starts, and lifting a suspension nobody has", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "20:00", endTime: "21:00" });
    const { member, order } = await paidMemberBooking(t, tuesday, slot.id, [court.id]);
    const detail = await staff.get(paths.order(order.order_id));
    const noShow = { booking_id: detail.data.bookings[0].id, no_show: true };
    const early = await inEachLanguage((_locale, headers) =>
      staff.post(customerApiPaths.orderNoShow(order.order_id), noShow, headers),
    );
    expect(early.en.statusCode).toBe(409);
    expect(early.en.data.code).toBe("booking_not_started");
    expectWorded(early, null, {
      en: "This booking has not started yet: mark a no-show once its time has begun.",
      es: "Esta reserva aún no ha empezado: marca la ausencia cuando haya llegado su hora.",
      fr: "Cette réservation n’a pas encore commencé : signalez l’absence une fois son horaire commencé.",
    });

    const lift = await inEachLanguage((_locale, headers) =>
      staff.post(customerApiPaths.liftSuspension(member.id, "padel"), undefined, headers),
    );
    expect(lift.en.statusCode).toBe(409);
    expect(lift.en.data).toMatchObject({ code: "not_suspended", params: { sport: "padel" } });
    expectWorded(lift, null, {
      en: `${member.name} is not suspended from booking padel online: nothing to lift.`,
      es: `${member.name} no tiene suspendida la reserva online de pádel: no hay nada que levantar.`,
      fr: `La réservation en ligne de padel n’est pas suspendue pour ${member.name} : il n’y a rien à lever.`,
    });
  });

  it("words what it answers when a confirmation is sent again", async () => {
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis", { startTime: "15:00", endTime: "16:00" });
    const { member, order } = await paidMemberBooking(t, tuesday, slot.id, [court.id]);
    const sent = {} as Record<Locale, string>;
    for (const locale of ["en", "es", "fr"] as const) {
      const res = await staff.post(paths.orderResendConfirmation(order.order_id), undefined, { "accept-language": locale });
      expect(res.statusCode, res.body).toBe(202);
      sent[locale] = res.data.message;
    }
    expect(sent).toEqual({
      en: `The confirmation mail to ${member.email} is on its way.`,
      es: `El correo de confirmación a ${member.email} está en camino.`,
      fr: `L’e-mail de confirmation à ${member.email} est en route.`,
    });
  });
});
