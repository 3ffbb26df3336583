import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { auditLog } from "../../src/db/schema.ts";
import type { Answer, TestClient } from "./client.ts";
import { createAdministrator } from "./factories.ts";
import type { TestContext } from "./test-app.ts";

export type AdminCaller = {
  id: string;
  get(url: string): Promise<Answer>;
  post(url: string, body?: unknown): Promise<Answer>;
  put(url: string, body?: unknown): Promise<Answer>;
  delete(url: string): Promise<Answer>;
};

/** An administrator of its own, signed in, calling through one browser-like client. */
export async function signedInAdmin(t: TestContext): Promise<AdminCaller> {
  const admin = await createAdministrator(t.app);
  const c: TestClient = t.client();
  const token = (await c.post("/api/login", { email: admin.email, password: admin.password })).data.token as string;
  return {
    id: admin.id,
    get: (url) => c.get(url, { token }),
    post: (url, body) => c.post(url, body, { token }),
    put: (url, body) => c.put(url, body, { token }),
    delete: (url) => c.delete(url, { token }),
  };
}

/** The audit rows of one entity, newest first. */
export function auditRows(app: FastifyInstance, entity: string, entityId: string | number) {
  return app.deps.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}
