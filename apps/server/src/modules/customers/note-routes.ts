import {
  customerDetailSchema,
  customerNoteParamsSchema,
  customerNoteRequestSchema,
  customerNoteSchema,
  customerParamsSchema,
  customerSuspensionParamsSchema,
} from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { guardAdministratorRoutes } from "../../http/auth.ts";
import { bearerAuth, errorResponses, noContent } from "../../http/responses.ts";
import { customerDetail } from "./customer-detail.ts";
import { addCustomerNote, deleteCustomerNote, editCustomerNote } from "./customer-notes.ts";
import { liftSuspension } from "./lift-suspension.ts";
import { staffOf as staff } from "./staff.ts";

const tags = ["Back office: customers"];
const security = bearerAuth;

/** Staff notes about a customer (add, change, delete) and lifting a no-show suspension early; all audited. */
export const customerNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdministratorRoutes(app);
  const deps = app.deps;
  const db = () => deps.database.db;

  app.post(
    "/api/admin/customers/:customer_id/notes",
    {
      config: { permission: "customers" },
      schema: {
        tags,
        security,
        summary: "Add a staff note about a customer (1–2000 characters; audited)",
        params: customerParamsSchema,
        body: customerNoteRequestSchema,
        response: { 201: customerNoteSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const who = await staff(request);
      const note = await addCustomerNote(db(), who, request.params.customer_id, request.body);
      return reply.code(201).send(note);
    },
  );

  app.put(
    "/api/admin/customers/:customer_id/notes/:note_id",
    {
      config: { permission: "customers" },
      schema: {
        tags,
        security,
        summary: "Change a staff note's text (its author, an owner or a manager; audited)",
        description:
          "The same rules as a new note (1–2000 characters, line breaks allowed). 404 for a note that is not about this " +
          "customer; 403 for another administrator's note unless owner or manager. The same text changes nothing.",
        params: customerNoteParamsSchema,
        body: customerNoteRequestSchema,
        response: { 200: customerNoteSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { customer_id: customerId, note_id: noteId } = request.params;
      return editCustomerNote(db(), await staff(request), { customerId, noteId }, request.body, deps.clock.now());
    },
  );

  app.delete(
    "/api/admin/customers/:customer_id/notes/:note_id",
    {
      config: { permission: "customers" },
      schema: {
        tags,
        security,
        summary: "Delete a staff note (its author, an owner or a manager; audited with its text)",
        description: "404 for a note that is not about this customer (or was deleted); 403 for another administrator's note.",
        params: customerNoteParamsSchema,
        response: { 204: noContent, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { customer_id: customerId, note_id: noteId } = request.params;
      await deleteCustomerNote(db(), await staff(request), { customerId, noteId });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/admin/customers/:customer_id/suspensions/:sport/lift",
    {
      config: { permission: "customers" },
      schema: {
        tags,
        security,
        summary: "Lift a customer's no-show suspension of a sport early (audited)",
        description:
          "The no-shows marked until now stop counting towards the sport's no-show rule, so the customer books online " +
          "at once; a no-show marked later counts afresh. 409 when the customer is not suspended. Answers the customer.",
        params: customerSuspensionParamsSchema,
        response: { 200: customerDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const who = await staff(request);
      await liftSuspension(deps, who, request.params.customer_id, request.params.sport);
      return customerDetail(deps, request.params.customer_id, who);
    },
  );
};
