import { adminOfficePaths, type Sport } from "@courtside/contract";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { auditLog } from "../../src/db/schema.ts";
import type { TestClient } from "./client.ts";
import { type AdministratorOptions, createAdministrator } from "./factories.ts";

/** An administrator signed in through POST /api/login: the row, its password and its token. */
export async function signedInAdministrator(
  app: FastifyInstance,
  client: TestClient,
  sport: Sport = "tennis",
  options: AdministratorOptions = {},
) {
  const admin = await createAdministrator(app, sport, options);
  const res = await client.post("/api/login", { email: admin.email, password: admin.password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { ...admin, token: res.data.token as string };
}

/** Audit rows of one entity, newest first, read straight from the table. */
export function auditRowsOf(app: FastifyInstance, entityId: string) {
  return app.deps.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.id));
}

export const rulesOf = (client: TestClient, sport: Sport, token: string) => client.get(adminOfficePaths.rules(sport), { token });

export const putRules = (client: TestClient, sport: Sport, token: string, body: unknown) =>
  client.put(adminOfficePaths.rules(sport), body, { token });
