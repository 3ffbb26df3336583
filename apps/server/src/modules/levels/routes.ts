import {
  LEVEL_MAX,
  LEVEL_MIN,
  levelPaths,
  memberLevelParamsSchema,
  memberLevelsSchema,
  memberParamsSchema,
  myLevelSchema,
  SPORTS,
  selfLevelRequestSchema,
  staffLevelRequestSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { guardAdministratorRoutes, requireMember } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { staffOf } from "../customers/staff.ts";
import { myLevel } from "./my-level.ts";
import { selfRate } from "./self-rate.ts";
import { memberLevels, setLevelByStaff } from "./staff-level.ts";

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

/** Staff read a member's levels and set one (`/api/admin/members/{member_id}/levels`): the customer page. */
export const adminLevelRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdministratorRoutes(app);
  const deps = app.deps;
  app.get(
    "/api/admin/members/:member_id/levels",
    {
      config: { permission: "customers" },
      schema: {
        tags: ["Back office: customers"],
        security,
        summary: "A member's level in each of the administrator's sports, with its latest changes",
        params: memberParamsSchema,
        response: { 200: memberLevelsSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { sports } = await staffOf(request);
      return memberLevels(deps, request.params.member_id, sports);
    },
  );
  app.put(
    "/api/admin/members/:member_id/levels/:sport",
    {
      config: { permission: "customers" },
      schema: {
        tags: ["Back office: customers"],
        security,
        summary: "Set a member's level in a sport, with the reason (audited)",
        description:
          "Staff of the sport. In tenths from 1.0 to 7.0; the reason goes to the audit log (customer.level_set). The " +
          "member can no longer rate themself in that sport. Answers the member's levels as GET does.",
        params: memberLevelParamsSchema,
        body: staffLevelRequestSchema,
        response: { 200: memberLevelsSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const staff = await staffOf(request);
      const { member_id, sport } = request.params;
      await setLevelByStaff(deps, staff.id, member_id, sport, request.body);
      return memberLevels(deps, member_id, staff.sports);
    },
  );
};
