import { memberMoveRequestSchema, memberMoveResultSchema, SPORTS, sportSettings } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { moveBookingByMember } from "./member-move.ts";

const tags = ["Orders"];
const orderParams = z.object({ order_id: z.uuid() });

/** The member's own move of a booking (staff move theirs under /api/admin/orders/{order_id}/move). */
export const moveRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  for (const sport of SPORTS) {
    app.post(
      `/api/${sportSettings[sport].api}/orders/:order_id/move`,
      {
        schema: {
          tags,
          summary: `Move the signed-in member's ${sport} booking to another court, time or date`,
          description:
            "The member's own paid booking (anyone else's, or none: 404), while free cancellation lasts (409 " +
            "move_window_closed with the deadline; unpaid: 409 move_not_paid), to a slot within the public booking " +
            "horizon (422 move_outside_horizon) that has not started. One transaction: the new place is taken and the " +
            "old released together; 409 court_taken names a court someone else has. The price difference at the new " +
            "time is settled: more → a pending child order with its own payment link; less → refunded to the card as " +
            "a partial refund. The member is mailed where the booking is now and the difference.",
          security: bearerAuth,
          params: orderParams,
          body: memberMoveRequestSchema,
          response: { 200: memberMoveResultSchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const principal = await requireMember(request);
        return moveBookingByMember(deps, sport, principal.member.id, request.params.order_id, request.body);
      },
    );
  }
};
