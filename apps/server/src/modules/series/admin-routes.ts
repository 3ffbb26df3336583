import {
  adminSeriesRequestSchema,
  adminSportParamsSchema,
  idempotencyHeadersSchema,
  seriesCancelRequestSchema,
  seriesParamsSchema,
  seriesPreviewSchema,
  seriesSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingAdministratorId, guardAdministratorRoutes } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { requestLocale } from "../i18n/request-locale.ts";
import { bookSeries } from "./book-series.ts";
import { cancelSeriesFrom } from "./cancel-series.ts";
import { seriesKey, seriesRequestHash, staffPlan } from "./plans.ts";
import { previewSeries } from "./preview.ts";
import { findSeries } from "./series-row.ts";
import { presentSeries } from "./series-view.ts";

const tags = ["Back office: weekly series"];
const security = bearerAuth;
const params = adminSportParamsSchema.extend(seriesParamsSchema.shape);

/** Staff book, view and cancel weekly series under /api/admin/{sport}/series (permission bookings). */
export const adminSeriesRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdministratorRoutes(app);
  const deps = app.deps;
  const db = () => deps.database.db;

  app.post(
    "/api/admin/:sport/series/preview",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security,
        summary: "Preview a weekly series: each date free (with its price), taken (by which order), closed or outside",
        description: "Writes nothing. Dates are the first date and every 7 days after, for weeks (1–52) or up to until.",
        params: adminSportParamsSchema,
        body: adminSeriesRequestSchema,
        response: { 200: seriesPreviewSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const adminId = await actingAdministratorId(request);
      const plan = await staffPlan(db(), request.params.sport, adminId, request.body);
      return previewSeries(deps, plan, true, requestLocale(request));
    },
  );

  app.post(
    "/api/admin/:sport/series",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security,
        summary: "Book a weekly series at the desk: every free date becomes an ordinary order",
        description:
          "One order per date, each written through the ordinary order path in its own transaction; dates taken, " +
          "closed or outside (also one lost to a racing booking) are answered with why and not booked. payment " +
          "paid_now: each order paid at the desk; each_before: each order pending with its payment link, held until " +
          "its free cancellation ends. One mail lists the dates. A repeat with the same Idempotency-Key answers the " +
          "series and books only what the first attempt had not reached; the same key with another body is 422.",
        params: adminSportParamsSchema,
        headers: idempotencyHeadersSchema,
        body: adminSeriesRequestSchema,
        response: { 201: seriesSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const adminId = await actingAdministratorId(request);
      const { sport } = request.params;
      const plan = await staffPlan(db(), sport, adminId, request.body);
      const key = seriesKey(sport, `admin:${adminId}`, request.headers["idempotency-key"]);
      return reply.code(201).send(await bookSeries(deps, plan, key, seriesRequestHash(request.body), requestLocale(request)));
    },
  );

  app.get(
    "/api/admin/:sport/series/:series_id",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security,
        summary: "A weekly series with every date and its order's state",
        params,
        response: { 200: seriesSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => presentSeries(deps, await findSeries(db(), request.params.sport, request.params.series_id)),
  );

  app.post(
    "/api/admin/:sport/series/:series_id/cancel",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security,
        summary: "Cancel a date of the series and every later one (default: every date from today)",
        description:
          "Each date's order is cancelled as the staff cancel does (refunded the way it was paid, audited, mailed). " +
          "One date alone: cancel its order (POST /api/admin/orders/{order_id}/cancel). 409 when nothing is left to cancel.",
        params,
        body: seriesCancelRequestSchema.nullish(),
        response: { 200: seriesSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const adminId = await actingAdministratorId(request);
      const series = await findSeries(db(), request.params.sport, request.params.series_id);
      return cancelSeriesFrom(deps, series, { staff: { adminId } }, request.body?.from_date);
    },
  );
};
