import {
  adminOrderDetailSchema,
  adminOrderParamsSchema,
  adminPartRefundRequestSchema,
  idempotencyHeadersSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingAdministratorId } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { orderDetail } from "./order-detail.ts";
import { refundPartByStaff } from "./part-refund.ts";

const tags = ["Back office: bookings"];

/** Staff refunding part of an order (registered inside adminBookingRoutes, behind its guard). */
export const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  app.post(
    "/api/admin/orders/:order_id/refunds",
    {
      config: { permission: "bookings" },
      schema: {
        tags,
        security: bearerAuth,
        summary: "Refund part of a paid order: an amount, or chosen lines",
        description:
          "Either amount (cents; no court is freed) or lines (ids of the order's lines, each refunded in full; a court " +
          "line frees its court when its slot has not started). to: payment (default; each part back where its charge " +
          "came from, club credit to credit) or credit (all into the member's club credit; members' orders only). " +
          "One transaction under the order's lock, audited; the customer is mailed the amount and where it went. The " +
          "order stays paid with refunded_total shown, or becomes refunded once nothing is left and no court is still " +
          "to be played. 422 naming the field (code refund_exceeds_left with params.limit) above what is left, for a " +
          "line not of the order or already refunded, or for credit on a guest's order; 409 for an order never paid, " +
          "cancelled or already refunded. A repeat of the Idempotency-Key refunds nothing again and answers the order.",
        params: adminOrderParamsSchema,
        headers: idempotencyHeadersSchema,
        body: adminPartRefundRequestSchema,
        response: { 200: adminOrderDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const staff = { adminId: await actingAdministratorId(request) };
      const key = request.headers["idempotency-key"];
      await refundPartByStaff(deps, staff, request.params.order_id, request.body, key);
      return orderDetail(deps, request.params.order_id);
    },
  );
};
