import type { FastifyRequest } from "fastify";
import { requireAdministrator } from "../../http/auth.ts";
import { coveredSports } from "./customer-key.ts";

/** The signed-in administrator as the customer pages need them: who (audit, notes), role (notes) and sports (scope). */
export async function staffOf(request: FastifyRequest) {
  const { administrator } = await requireAdministrator(request);
  const { id, name, role } = administrator;
  return { id, name, role, sports: coveredSports(administrator) };
}
