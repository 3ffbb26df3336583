import {
  idempotencyHeadersSchema,
  MEMBER_SERIES_MAX_DATES,
  memberSeriesRequestSchema,
  SPORTS,
  seriesCancelRequestSchema,
  seriesParamsSchema,
  seriesPreviewSchema,
  seriesSchema,
  sportSettings,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { requestLocale } from "../i18n/request-locale.ts";
import { bookSeries } from "./book-series.ts";
import { cancelSeriesFrom } from "./cancel-series.ts";
import { memberPlan, seriesKey, seriesRequestHash } from "./plans.ts";
import { previewSeries } from "./preview.ts";
import { findSeries } from "./series-row.ts";
import { presentSeries } from "./series-view.ts";

const tags = ["Weekly series"];
const security = bearerAuth;

/** A signed-in member's own weekly series under /api/{api}/series. */
export const memberSeriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const db = () => deps.database.db;
  for (const sport of SPORTS) {
    const base = `/api/${sportSettings[sport].api}/series`;

    app.post(
      `${base}/preview`,
      {
        schema: {
          tags,
          security,
          summary: `Preview a weekly ${sport} series: each date free (with its price), taken, closed or outside the horizon`,
          description: `Writes nothing. At most ${MEMBER_SERIES_MAX_DATES} dates; dates past the booking horizon are outside.`,
          body: memberSeriesRequestSchema,
          response: { 200: seriesPreviewSchema, ...errorResponses(401, 403, 422) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        return previewSeries(deps, memberPlan(sport, member, request.body), false, requestLocale(request));
      },
    );

    app.post(
      base,
      {
        schema: {
          tags,
          security,
          summary: `Book a weekly ${sport} series: every free date becomes an ordinary order, each paid before it`,
          description:
            "Each date's order is pending with its own payment link (the first one is paid now through it), held " +
            "until that date's free cancellation ends; unpaid, it lapses and frees its court. Taken, closed and outside " +
            "dates are answered with why and not booked. Idempotency-Key as for orders.",
          headers: idempotencyHeadersSchema,
          body: memberSeriesRequestSchema,
          response: { 201: seriesSchema, ...errorResponses(401, 403, 422) },
        },
      },
      async (request, reply) => {
        const { member } = await requireMember(request);
        const plan = memberPlan(sport, member, request.body);
        const key = seriesKey(sport, `member:${member.id}`, request.headers["idempotency-key"]);
        return reply.code(201).send(await bookSeries(deps, plan, key, seriesRequestHash(request.body), requestLocale(request)));
      },
    );

    app.get(
      `${base}/:series_id`,
      {
        schema: {
          tags,
          security,
          summary: `One of the member's ${sport} series with every date and its order's state`,
          params: seriesParamsSchema,
          response: { 200: seriesSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        return presentSeries(deps, await findSeries(db(), sport, request.params.series_id, member.id));
      },
    );

    app.post(
      `${base}/:series_id/cancel`,
      {
        schema: {
          tags,
          security,
          summary: `Cancel a date of the member's ${sport} series and every later one`,
          description:
            "Each date as the ordinary cancel: pending dates released, paid ones refunded while free cancellation " +
            "lasts. A paid date past it is refused (409) before anything changes, naming the date to cancel from instead.",
          params: seriesParamsSchema,
          body: seriesCancelRequestSchema.nullish(),
          response: { 200: seriesSchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const principal = await requireMember(request);
        const series = await findSeries(db(), sport, request.params.series_id, principal.member.id);
        return cancelSeriesFrom(deps, series, { member: principal }, request.body?.from_date);
      },
    );
  }
};
