import {
  acceptInvitationSchema,
  adminAccountPageSchema,
  adminAccountParamsSchema,
  adminAccountSchema,
  adminAuthResponseSchema,
  administratorAccessSchema,
  administratorInviteSchema,
  pageQuerySchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdministrator } from "../../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../../http/responses.ts";
import { presentAdministrator } from "../../administrators/presenter.ts";
import { acceptInvitation } from "./accept-invitation.ts";
import { changeAccess } from "./access.ts";
import {
  deactivateAdministrator,
  inviteAdministrator,
  listAdministrators,
  reactivateAdministrator,
  resendInvitation,
} from "./service.ts";

const tags = ["Back office: administrators"];

/** Administrator accounts (owners only): list, invite, change role and sports, deactivate, reactivate, resend the invitation. */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const actor = async (request: Parameters<typeof requireAdministrator>[0]) =>
    (await requireAdministrator(request)).administrator;

  app.get(
    "/api/admin/administrators",
    {
      config: { permission: "administrators" },
      schema: {
        tags,
        summary: "Every administrator account with its status (active, invited, deactivated)",
        security: bearerAuth,
        querystring: pageQuerySchema,
        response: { 200: adminAccountPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listAdministrators(deps, request.query),
  );

  app.post(
    "/api/admin/administrators",
    {
      config: { permission: "administrators" },
      schema: {
        tags,
        summary: "Invite an administrator: the account is created without a password and mailed a link to set one",
        description: "The link (APP_URL/admin/invite/{token}) works once, for 72 hours. A taken email answers 422.",
        security: bearerAuth,
        body: administratorInviteSchema,
        response: { 201: adminAccountSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await inviteAdministrator(deps, await actor(request), request.body)),
  );

  app.put(
    "/api/admin/administrators/:id/access",
    {
      config: { permission: "administrators" },
      schema: {
        tags,
        summary: "Change an administrator's role and sports (owners only; audited)",
        description:
          "Owners cover every sport whatever sports are given; type_web (where the back office opens) stays when it is " +
          "still one of the sports, else the first of them. Taking the owner role from the last active owner: 409.",
        security: bearerAuth,
        params: adminAccountParamsSchema,
        body: administratorAccessSchema,
        response: { 200: adminAccountSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => changeAccess(deps, await actor(request), request.params.id, request.body),
  );

  const change = (path: string, summary: string, run: typeof deactivateAdministrator, codes: number[] = [401, 403, 404, 409]) =>
    app.post(
      `/api/admin/administrators/:id/${path}`,
      {
        config: { permission: "administrators" },
        schema: {
          tags,
          summary,
          security: bearerAuth,
          params: adminAccountParamsSchema,
          response: { 200: adminAccountSchema, ...errorResponses(...codes) },
        },
      },
      async (request) => run(deps, await actor(request), request.params.id),
    );

  change(
    "deactivate",
    "Deactivate an administrator: their sessions and invitations end and they can no longer sign in (not yourself, not the last active owner: 409)",
    deactivateAdministrator,
  );
  change("reactivate", "Let a deactivated administrator sign in again", reactivateAdministrator, [401, 403, 404]);
  change(
    "resend-invitation",
    "Mail a new invitation link to an administrator who has not set a password yet (earlier links stop working)",
    resendInvitation,
  );
};

/** The invitee's side: public, no token (the mailed token is the credential). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    "/api/admin-invitations/accept",
    {
      schema: {
        tags,
        summary: "Set the invited administrator's password and sign them in",
        description: "The token from the invitation mail works once, for 72 hours; an unknown, used or expired one answers 422.",
        body: acceptInvitationSchema,
        response: { 200: adminAuthResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      const { administrator, token } = await acceptInvitation(deps, request.body, request.ip);
      return { token, user: presentAdministrator(administrator) };
    },
  );
};
