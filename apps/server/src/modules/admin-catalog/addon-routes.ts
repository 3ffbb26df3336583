import {
  addonInputSchema,
  addonModuleInputSchema,
  adminAddonListSchema,
  adminAddonModuleListSchema,
  adminAddonModuleSchema,
  adminAddonSchema,
  pageQuerySchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingAdministratorId } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { createAddonModule, deactivateAddonModule, listAddonModules, updateAddonModule } from "./addon-modules.ts";
import { createAddon, deactivateAddon, listAddons, updateAddon } from "./addons.ts";
import { sportIdParams, sportParams, tags } from "./route-kit.ts";

const security = bearerAuth;

/** Add-ons and the multi-add-on modules that group them. */
export const addonRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    "/api/admin/:sport/addons",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Every add-on of the sport, inactive ones too",
        params: sportParams,
        querystring: pageQuerySchema,
        response: { 200: adminAddonListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => listAddons(db, request.params.sport, request.query),
  );

  app.post(
    "/api/admin/:sport/addons",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Add an add-on (a multi-add-on names a module of the same sport)",
        params: sportParams,
        body: addonInputSchema,
        response: { 201: adminAddonSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAddon(db, await actingAdministratorId(request), request.params.sport, request.body)),
  );

  app.put(
    "/api/admin/:sport/addons/:id",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Change an add-on; active: true reactivates it",
        params: sportIdParams,
        body: addonInputSchema,
        response: { 200: adminAddonSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      updateAddon(db, await actingAdministratorId(request), request.params.sport, request.params.id, request.body),
  );

  app.delete(
    "/api/admin/:sport/addons/:id",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Deactivate an add-on: it is no longer offered",
        params: sportIdParams,
        response: { 200: adminAddonSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => deactivateAddon(db, await actingAdministratorId(request), request.params.sport, request.params.id),
  );

  app.get(
    "/api/admin/:sport/addon-modules",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Every multi-add-on module of the sport, inactive ones too",
        params: sportParams,
        querystring: pageQuerySchema,
        response: { 200: adminAddonModuleListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => listAddonModules(db, request.params.sport, request.query),
  );

  app.post(
    "/api/admin/:sport/addon-modules",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Add a multi-add-on module",
        params: sportParams,
        body: addonModuleInputSchema,
        response: { 201: adminAddonModuleSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAddonModule(db, await actingAdministratorId(request), request.params.sport, request.body)),
  );

  app.put(
    "/api/admin/:sport/addon-modules/:id",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Change a module; active: true reactivates it",
        params: sportIdParams,
        body: addonModuleInputSchema,
        response: { 200: adminAddonModuleSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      updateAddonModule(db, await actingAdministratorId(request), request.params.sport, request.params.id, request.body),
  );

  app.delete(
    "/api/admin/:sport/addon-modules/:id",
    {
      config: { permission: "catalog" },
      schema: {
        tags,
        security,
        summary: "Deactivate a module: its page is no longer offered",
        params: sportIdParams,
        response: { 200: adminAddonModuleSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => deactivateAddonModule(db, await actingAdministratorId(request), request.params.sport, request.params.id),
  );
};
