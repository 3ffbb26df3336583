import { LEVEL_MAX, LEVEL_MIN, levelPaths, myLevelSchema, SPORTS, selfLevelRequestSchema } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { myLevel } from "./my-level.ts";
import { selfRate } from "./self-rate.ts";

const tags = ["Levels"];
const security = bearerAuth;

/** A member's level per sport (`/api/{api}/level`): read it with its history, and rate oneself until results do. */
export const levelRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  for (const sport of SPORTS) {
    const path = levelPaths.mine(sport);
    app.get(
      path,
      {
        schema: {
          tags,
          security,
          summary: `The member's ${sport} level (${LEVEL_MIN.toFixed(1)}–${LEVEL_MAX.toFixed(1)}), whether it is self-rated, and its latest changes`,
          response: { 200: myLevelSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        return myLevel(deps.database.db, sport, member.id);
      },
    );
    app.put(
      path,
      {
        schema: {
          tags,
          security,
          summary: `Rate oneself in ${sport}, in tenths from ${LEVEL_MIN.toFixed(1)} to ${LEVEL_MAX.toFixed(1)}`,
          description:
            "Shown as self-rated until a confirmed match result moves it. 409 level_rated_by_results once a result or staff " +
            "has set the level. At most 10 changes of one's own level a day, both sports together (429). Answers the level " +
            "as GET does.",
          body: selfLevelRequestSchema,
          response: { 200: myLevelSchema, ...errorResponses(401, 403, 409, 422, 429) },
        },
      },
      async (request) => {
        const { member } = await requireMember(request);
        await selfRate(deps, sport, member.id, request.body);
        return myLevel(deps.database.db, sport, member.id);
      },
    );
  }
};
