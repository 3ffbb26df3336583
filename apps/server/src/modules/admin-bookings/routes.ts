import {
  acceptedSchema,
  adminBookingListSchema,
  adminBookingsFilterSchema,
  adminBookingsQuerySchema,
  adminCancelRequestSchema,
  adminMemberMatchSchema,
  adminMemberQuerySchema,
  adminMoveRequestSchema,
  adminOrderDetailSchema,
  adminOrderParamsSchema,
  adminSportParamsSchema,
  CSV_CONTENT_TYPE,
  deskBookingRequestSchema,
  idempotencyHeadersSchema,
  orderSchema,
} from "@courtside/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { facilityToday } from "../../facility-time.ts";
import { actingAdministratorId, guardAdministratorRoutes } from "../../http/auth.ts";
import { inLocale } from "../../http/http-error.ts";
import { pageMeta, pageWindow } from "../../http/paging.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { requestLocale } from "../i18n/request-locale.ts";
import { playerNames } from "../players/booking-reads.ts";
import { bookingsCsv, csvFilename } from "./booking-csv.ts";
import { countOrders, listOrders } from "./booking-list.ts";
import { createDeskBooking } from "./desk-booking.ts";
import { lookUpMembers } from "./member-lookup.ts";
import { moveBookingByStaff } from "./move-booking.ts";
import { cancelByStaff, markPaidByStaff, resendConfirmation } from "./order-actions.ts";
import { orderDetail } from "./order-detail.ts";
import { presentBookingRow } from "./presenter.ts";
import { adminRefundRoutes } from "./refund-routes.ts";

const tags = ["Back office: bookings"];
const security = bearerAuth;

/** Back-office routes under /api/admin (administrator token). */
export const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdministratorRoutes(app);
  const deps = app.deps;
  const db = () => deps.database.db;
  const staff = async (request: FastifyRequest) => ({ adminId: await actingAdministratorId(request) });
  await app.register(adminRefundRoutes);

  app.get(
    "/api/admin/:sport/bookings",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security,
        summary: "Orders of the sport: filters, sort and paging",
        description:
          "One row per order: bookings and extra add-on orders (parent_order_id set, shown with their booking's slot). " +
          "from/to filter on the booking date (inclusive); q matches the customer's name or email or the invoice number.",
        params: adminSportParamsSchema,
        querystring: adminBookingsQuerySchema,
        response: { 200: adminBookingListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { page, per_page, ...filter } = request.query;
      const { sport } = request.params;
      const [rows, total] = await Promise.all([
        listOrders(db(), sport, filter, pageWindow({ page, per_page })),
        countOrders(db(), sport, filter),
      ]);
      const players = await playerNames(
        db(),
        rows.map((r) => r.order.id),
      );
      return {
        data: rows.map((r) => presentBookingRow(r, players.get(r.order.id))),
        meta: pageMeta({ page, per_page }, total),
      };
    },
  );

  app.get(
    "/api/admin/:sport/bookings.csv",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security,
        summary: "The filtered order list as CSV (every matching row, no paging)",
        description:
          "Same filters and sort as the list. RFC 4180 quoting, UTF-8 with a byte order mark; text a spreadsheet " +
          "would run as a formula (starting with = + - @) gets a leading apostrophe.",
        params: adminSportParamsSchema,
        querystring: adminBookingsFilterSchema,
        response: {
          200: { description: "A CSV file (attachment)", content: { "text/csv": { schema: z.string() } } },
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const { sport } = request.params;
      const rows = await listOrders(db(), sport, request.query);
      const zone = deps.config.timezone;
      const name = csvFilename(sport, request.query.from, request.query.to, facilityToday(deps.clock.now(), zone));
      return reply
        .type(CSV_CONTENT_TYPE)
        .header("content-disposition", `attachment; filename="${name}"`)
        .send(
          bookingsCsv(
            rows.map((r) => presentBookingRow(r)),
            zone,
          ),
        );
    },
  );

  app.post(
    "/api/admin/:sport/bookings",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security,
        summary: "A booking made at the desk for a phone or walk-in customer",
        description:
          "A member (member prices) or a guest's contact (guest prices); pay later (the courts stay booked until " +
          "marked paid or cancelled) or paid at the desk. Any date from today on; closed cells are refused. " +
          "409 names a court someone else has. A repeat with the same Idempotency-Key answers the first order.",
        params: adminSportParamsSchema,
        headers: idempotencyHeadersSchema,
        body: deskBookingRequestSchema,
        response: { 201: orderSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { adminId } = await staff(request);
      const key = request.headers["idempotency-key"];
      const order = await createDeskBooking(deps, request.params.sport, adminId, request.body, key);
      return reply.code(201).send(order);
    },
  );

  app.get(
    "/api/admin/orders/:order_id",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security,
        summary: "One order: bookings, lines, payments, extra add-on orders, history",
        params: adminOrderParamsSchema,
        response: { 200: adminOrderDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => orderDetail(deps, request.params.order_id),
  );

  app.post(
    "/api/admin/orders/:order_id/cancel",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security,
        summary: "Cancel an order (staff: at any time)",
        description:
          "Pending: cancelled, courts freed, its provider checkout closed. Paid, or paid after its hold lapsed " +
          "(refund_due): every payment refunded the way it was made (the provider that took it, or at the desk) " +
          "unless refund is false; its extra add-on orders go with it. The customer is mailed a cancellation notice. " +
          "Already cancelled, refunded or expired, or paid through a provider no longer configured: 409.",
        params: adminOrderParamsSchema,
        body: adminCancelRequestSchema.nullish(),
        response: { 200: adminOrderDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const body = request.body ?? { refund: true };
      await cancelByStaff(deps, await staff(request), request.params.order_id, body);
      return orderDetail(deps, request.params.order_id);
    },
  );

  app.post(
    "/api/admin/orders/:order_id/mark-paid",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security,
        summary: "Mark a pending order paid at the desk",
        description:
          "Closes the order's online checkout first (a payment still arriving online is recorded and refunded), " +
          "then records a desk payment and sends the confirmation mail. An order whose hold lapsed takes its courts " +
          "again if they are free; 409 when they were taken, when the customer has just completed the online " +
          "checkout, or when the order is not pending.",
        params: adminOrderParamsSchema,
        response: { 200: adminOrderDetailSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await markPaidByStaff(deps, await staff(request), request.params.order_id);
      return orderDetail(deps, request.params.order_id);
    },
  );

  app.post(
    "/api/admin/orders/:order_id/move",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security,
        summary: "Move a booked court of the order to another court, time or date of the same sport",
        description:
          "booking_id names one of the order's held courts; it moves to court_id at date and timeslot_id. An order " +
          "books one slot, so when the time changes its other courts move along, each on its own court. One " +
          "transaction: 409 naming the court when it is taken or closed then, or when a limited add-on of the order " +
          "is sold out at the new time; 409 when the order holds no courts (cancelled, expired, extras) or its slot " +
          "has started. price settle (default): a paid order's court lines are repriced at the new time and the " +
          "difference is charged (a pending child order with its payment link) or refunded in part; keep: the " +
          "prices stay as booked. Audited with the choice; the customer is mailed the new place and the difference.",
        params: adminOrderParamsSchema,
        body: adminMoveRequestSchema,
        response: { 200: adminOrderDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await moveBookingByStaff(deps, await staff(request), request.params.order_id, request.body);
      return orderDetail(deps, request.params.order_id);
    },
  );

  app.post(
    "/api/admin/orders/:order_id/resend-confirmation",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security,
        summary: "Send a paid order's confirmation mail again",
        params: adminOrderParamsSchema,
        response: { 202: acceptedSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const message = await resendConfirmation(deps, await staff(request), request.params.order_id);
      return reply.code(202).send({ message: inLocale(message, requestLocale(request)) });
    },
  );

  app.get(
    "/api/admin/members",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security,
        summary: "Look up members by name, email or phone (for a desk booking)",
        querystring: adminMemberQuerySchema,
        response: { 200: z.array(adminMemberMatchSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => lookUpMembers(db(), request.query.q),
  );
};
