import {
  apiPaths,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  localeUpdateRequestSchema,
  loginRequestSchema,
  memberAuthResponseSchema,
  memberSchema,
  passwordChangeRequestSchema,
  profileUpdateRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  resetLinkCheckRequestSchema,
  resetLinkCheckResponseSchema,
  resetPasswordRequestSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf, requireMember } from "../../http/auth.ts";
import { notFound } from "../../http/http-error.ts";
import { bearerAuth, errorResponses, noContent } from "../../http/responses.ts";
import { requestLocale } from "../i18n/request-locale.ts";
import * as accounts from "./account-service.ts";
import { checkResetLink, requestPasswordReset, resetPassword } from "./password-reset-service.ts";
import { presentMember } from "./presenter.ts";

const tags = ["Member accounts"];

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.post(
    "/api/frontend/register",
    {
      schema: {
        tags,
        summary: "Register a member account",
        body: registerRequestSchema,
        response: { 201: memberAuthResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      const { member, token } = await accounts.register(deps, request.body, request.ip, requestLocale(request));
      return reply.code(201).send({ token, user: presentMember(member) });
    },
  );

  app.post(
    "/api/frontend/login",
    {
      schema: {
        tags,
        summary: "Sign in as a member",
        body: loginRequestSchema,
        response: { 200: memberAuthResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      const { member, token } = await accounts.login(deps, request.body, request.ip);
      return { token, user: presentMember(member) };
    },
  );

  app.post(
    "/api/frontend/logout",
    {
      schema: {
        tags,
        summary: "Sign out (revokes the token)",
        security: bearerAuth,
        response: { 204: noContent, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const principal = await requireMember(request);
      await accounts.logout(deps, principal.tokenId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/frontend/refresh",
    {
      schema: {
        tags,
        summary: "Swap the token for a fresh one",
        security: bearerAuth,
        response: { 200: refreshResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const principal = await requireMember(request);
      return { token: await accounts.refresh(deps, principal.tokenId) };
    },
  );

  app.post(
    "/api/frontend/forgot-password",
    {
      schema: {
        tags,
        summary: "Mail a password reset link",
        body: forgotPasswordRequestSchema,
        response: { 202: forgotPasswordResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await requestPasswordReset(deps, request.body.email, request.ip, requestLocale(request))),
  );

  app.post(
    "/api/frontend/reset-password/check",
    {
      schema: {
        tags,
        summary: "Check a reset link before the new password is typed",
        description:
          "200 with the link's expiry while it works; 422 with the reset's one message for an unknown email or a wrong, " +
          "used or expired token. Rate limited per address together with the reset itself.",
        body: resetLinkCheckRequestSchema,
        response: { 200: resetLinkCheckResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => checkResetLink(deps, request.body, request.ip),
  );

  app.post(
    "/api/frontend/reset-password",
    {
      schema: {
        tags,
        summary: "Set a new password with a reset link's token",
        body: resetPasswordRequestSchema,
        response: { 204: noContent, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/api/frontend/profile",
    {
      schema: {
        tags,
        summary: "Update the signed-in member's profile",
        security: bearerAuth,
        body: profileUpdateRequestSchema,
        response: { 200: memberSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const principal = await requireMember(request);
      return presentMember(await accounts.updateProfile(deps, principal.member.id, request.body));
    },
  );

  app.put(
    apiPaths.memberLocale,
    {
      schema: {
        tags,
        summary: "Set the signed-in member's language",
        description: "The language of their mails, and of the app wherever they sign in.",
        security: bearerAuth,
        body: localeUpdateRequestSchema,
        response: { 200: memberSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const principal = await requireMember(request);
      return presentMember(await accounts.updateLocale(deps, principal.member.id, request.body.locale));
    },
  );

  app.put(
    "/api/frontend/password",
    {
      schema: {
        tags,
        summary: "Change the signed-in member's password",
        security: bearerAuth,
        body: passwordChangeRequestSchema,
        response: { 204: noContent, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const principal = await requireMember(request);
      await accounts.changePassword(deps, principal.member, principal.tokenId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/frontend/user/:email",
    {
      schema: {
        tags,
        summary: "A member by e-mail",
        security: bearerAuth,
        description: "The member itself or an administrator; anyone else gets the same 404 as an unknown email.",
        params: z.object({ email: z.string().max(254) }),
        response: { 200: memberSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const principal = await principalOf(request);
      const email = request.params.email.trim().toLowerCase();
      const allowed =
        principal?.kind === "administrator" || (principal?.kind === "member" && principal.member.email.toLowerCase() === email);
      const member = allowed ? await accounts.findMemberByEmail(deps, email) : undefined;
      if (!member) throw notFound();
      return presentMember(member);
    },
  );
};
