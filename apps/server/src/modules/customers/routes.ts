import {
  adminOrderDetailSchema,
  adminOrderParamsSchema,
  CSV_CONTENT_TYPE,
  customerDetailSchema,
  customerListQuerySchema,
  customerListSchema,
  customerParamsSchema,
  customerSearchSchema,
  noShowRequestSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { facilityToday } from "../../facility-time.ts";
import { guardAdministratorRoutes } from "../../http/auth.ts";
import { pageMeta, pageWindow } from "../../http/paging.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { orderDetail } from "../admin-bookings/order-detail.ts";
import { customersCsv, customersCsvFilename } from "./customer-csv.ts";
import { customerDetail } from "./customer-detail.ts";
import { countCustomers, searchCustomers } from "./customer-search.ts";
import { setNoShow } from "./no-show.ts";
import { presentCustomerRow } from "./presenter.ts";
import { staffOf } from "./staff.ts";

const tags = ["Back office: customers"];
const security = bearerAuth;
const SCOPE =
  "Members are listed whatever they booked; guests (a distinct normalised billing e-mail of orders without a member) " +
  "only with orders of the administrator's sports. Counts and history cover those sports.";

/** Back-office customers (members and guests), their notes, and no-shows of paid bookings. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdministratorRoutes(app);
  const deps = app.deps;
  const db = () => deps.database.db;
  const staff = staffOf;

  app.get(
    "/api/admin/customers",
    {
      config: { permission: "customers" },
      schema: {
        tags,
        security,
        summary: "Members and guests: search by name, e-mail or phone, paged, by name",
        description: SCOPE,
        querystring: customerListQuerySchema,
        response: { 200: customerListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { sports } = await staff(request);
      const { q, page, per_page } = request.query;
      const [rows, total] = await Promise.all([
        searchCustomers(db(), sports, q, pageWindow({ page, per_page })),
        countCustomers(db(), sports, q),
      ]);
      return { data: rows.map(presentCustomerRow), meta: pageMeta({ page, per_page }, total) };
    },
  );

  app.get(
    "/api/admin/customers.csv",
    {
      config: { permission: "customers" },
      schema: {
        tags,
        security,
        summary: "The customer search as CSV (every match, no paging)",
        description: `${SCOPE} RFC 4180, UTF-8 with a byte order mark; text starting with = + - @ gets a leading apostrophe.`,
        querystring: customerSearchSchema,
        response: {
          200: { description: "A CSV file (attachment)", content: { "text/csv": { schema: z.string() } } },
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request, reply) => {
      const { sports } = await staff(request);
      const rows = await searchCustomers(db(), sports, request.query.q);
      const name = customersCsvFilename(request.query.q, facilityToday(deps.clock.now(), deps.config.timezone));
      return reply
        .type(CSV_CONTENT_TYPE)
        .header("content-disposition", `attachment; filename="${name}"`)
        .send(customersCsv(rows.map(presentCustomerRow)));
    },
  );

  app.get(
    "/api/admin/customers/:customer_id",
    {
      config: { permission: "customers" },
      schema: {
        tags,
        security,
        summary: "One customer: contact, counts, plan, orders, payments, no-shows, suspensions and staff notes",
        description: `${SCOPE} 404 for an id that names no customer the administrator may see.`,
        params: customerParamsSchema,
        response: { 200: customerDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => customerDetail(deps, request.params.customer_id, await staff(request)),
  );

  app.post(
    "/api/admin/orders/:order_id/no-show",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security,
        summary: "Mark a booked court of a paid order as a no-show, or undo it",
        description:
          "booking_id names one of the order's booked courts; its slot must have started. 409 for an order that is " +
          "not paid (pending, expired, cancelled) or a court no longer booked, or a slot not yet started. Asking for " +
          "the state it is in changes nothing. Audited with the order's invoice. No-shows count towards the sport's " +
          "no-show rule (rules: no_show_limit).",
        params: adminOrderParamsSchema,
        body: noShowRequestSchema,
        response: { 200: adminOrderDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await setNoShow(deps, (await staff(request)).id, request.params.order_id, request.body);
      return orderDetail(deps, request.params.order_id);
    },
  );
};
