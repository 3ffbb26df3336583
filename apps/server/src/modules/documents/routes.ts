import {
  adminOrderParamsSchema,
  CSV_CONTENT_TYPE,
  documentApiPaths,
  documentFileParamsSchema,
  documentSummarySchema,
  documentsExportQuerySchema,
  myDocumentFileParamsSchema,
  myDocumentsSchema,
  orderAccessQuerySchema,
  pageQuerySchema,
  SPORTS,
  sportSettings,
} from "@courtside/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { addDays, dayInstants } from "../../facility-time.ts";
import { guardAdministratorRoutes, principalOf, requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { requestLocale } from "../i18n/request-locale.ts";
import { findViewableOrder } from "../orders/order-access.ts";
import {
  type DocumentFile,
  documentFile,
  listDocuments,
  listDocumentsOfExistingOrder,
  listMemberDocuments,
  memberDocumentFile,
} from "./document-files.ts";
import { documentsIssuedBetween } from "./document-queries.ts";
import { documentsCsv } from "./documents-csv.ts";

const tags = ["Receipts and credit notes"];
const fileResponse = {
  200: {
    description: "The document as a PDF (application/pdf) or a printable HTML page (text/html)",
    content: { "application/pdf": { schema: z.string() }, "text/html": { schema: z.string() } },
  },
};

function sendFile(reply: FastifyReply, file: DocumentFile) {
  const disposition = file.contentType === "application/pdf" ? "attachment" : "inline";
  return reply
    .type(file.contentType)
    .header("content-disposition", `${disposition}; filename="${file.filename}"`)
    .header("cache-control", "private, no-store")
    .send(file.body);
}

/** The order's receipts and credit notes for whoever may read the order: its member, staff, or the access key's holder. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  for (const sport of SPORTS) {
    const base = `/api/${sportSettings[sport].api}/orders/:order_id/documents`;
    const viewable = async (request: Parameters<typeof principalOf>[0], orderId: string, key: string | undefined) =>
      findViewableOrder(deps, sport, await principalOf(request), orderId, key);

    app.get(
      base,
      {
        schema: {
          tags,
          summary: `The receipts and credit notes of a ${sport} order`,
          description: "Same access as reading the order (its member, an administrator, or ?key=); anyone else gets 404.",
          security: [...bearerAuth, {}],
          params: adminOrderParamsSchema,
          querystring: orderAccessQuerySchema,
          response: { 200: z.array(documentSummarySchema), ...errorResponses(404) },
        },
      },
      async (request) => {
        const order = await viewable(request, request.params.order_id, request.query.key);
        return listDocuments(deps, order.id);
      },
    );

    app.get(
      `${base}/:file`,
      {
        schema: {
          tags,
          summary: `One receipt or credit note of a ${sport} order as PDF or HTML`,
          description: "`{number}.pdf` or `{number}.html`; same access as reading the order. Any other name is 404.",
          security: [...bearerAuth, {}],
          params: documentFileParamsSchema,
          querystring: orderAccessQuerySchema,
          response: { ...fileResponse, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const order = await viewable(request, request.params.order_id, request.query.key);
        return sendFile(reply, await documentFile(deps, order.id, request.params.file, requestLocale(request)));
      },
    );
  }
};

/** The signed-in member's documents of every order: bookings of both sports, extras, plans and top-ups. */
export const memberDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    documentApiPaths.mine,
    {
      schema: {
        tags,
        summary: "The signed-in member's receipts and credit notes, newest first",
        security: bearerAuth,
        querystring: pageQuerySchema,
        response: { 200: myDocumentsSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listMemberDocuments(deps, (await requireMember(request)).member.id, request.query),
  );

  app.get(
    `${documentApiPaths.mine}/:file`,
    {
      schema: {
        tags,
        summary: "One of the signed-in member's receipts or credit notes as PDF or HTML",
        description: "`{number}.pdf` or `{number}.html` of one of the member's orders; any other name is 404.",
        security: bearerAuth,
        params: myDocumentFileParamsSchema,
        response: { ...fileResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(request);
      return sendFile(reply, await memberDocumentFile(deps, member.id, request.params.file, requestLocale(request)));
    },
  );
};

/** Staff: any order's documents (permission bookings, the order's sport), and the accountant's export. */
export const adminDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdministratorRoutes(app);
  const deps = app.deps;

  app.get(
    "/api/admin/orders/:order_id/documents",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security: bearerAuth,
        summary: "The receipts and credit notes of an order",
        params: adminOrderParamsSchema,
        response: { 200: z.array(documentSummarySchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listDocumentsOfExistingOrder(deps, request.params.order_id),
  );

  app.get(
    "/api/admin/orders/:order_id/documents/:file",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security: bearerAuth,
        summary: "One receipt or credit note of an order as PDF or HTML",
        description: "`{number}.pdf` or `{number}.html`; any other name is 404.",
        params: documentFileParamsSchema,
        response: { ...fileResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendFile(reply, await documentFile(deps, request.params.order_id, request.params.file, requestLocale(request))),
  );

  app.get(
    "/api/admin/documents.csv",
    {
      config: { permission: "accounts" },
      schema: {
        tags,
        security: bearerAuth,
        summary: "The receipts, invoices and credit notes issued in a period, as CSV for the accountant",
        description:
          "One row per document issued from `from` to `to` (facility-local dates, both included, at most 366 days), " +
          "by series and number: number, kind, issue time, customer, company and tax id, base, VAT rate, VAT, total " +
          "(credit notes negative), currency, the receipt a credit note refers to, the order's invoice reference.",
        querystring: documentsExportQuerySchema,
        response: {
          200: { description: "A CSV file (attachment)", content: { "text/csv": { schema: z.string() } } },
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const zone = deps.config.timezone;
      const rows = await documentsIssuedBetween(
        deps.database.db,
        dayInstants(from, zone).start,
        dayInstants(addDays(to, 1), zone).start,
      );
      return reply
        .type(CSV_CONTENT_TYPE)
        .header("content-disposition", `attachment; filename="documents-${from}-to-${to}.csv"`)
        .send(documentsCsv(rows, zone));
    },
  );
};
