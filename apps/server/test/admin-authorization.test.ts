import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, memberToken } from "./support/factories.ts";
import { isErrorShape, operationsOf } from "./support/fuzz.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/**
 * The authorization matrix of the back office: every operation under /api/admin in the
 * OpenAPI document, called with no token, a member token and an administrator token.
 * New admin routes join the matrix by being in the document.
 */
let t: TestContext;
let member: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  member = (await memberToken(t.app, t.client())).token;
  admin = await adminToken(t.app, t.client());
});
afterAll(() => t.close());

/** A concrete URL for a templated path: a sport where one is asked, a syntactically valid id elsewhere. */
function concrete(path: string): string {
  return path
    .replace("{sport}", "tennis")
    .replace(/\{order_id\}/g, "00000000-0000-4000-8000-000000000000")
    .replace(/\{[a-z_]+\}/g, "1");
}

async function adminOperations() {
  const doc = (await t.client().get("/api/openapi.json")).data;
  return operationsOf(doc).filter((op) => op.path.startsWith("/api/admin/"));
}

describe("back-office authorization matrix", () => {
  it("lists the back-office operations in the OpenAPI document, each secured", async () => {
    const ops = await adminOperations();
    expect(ops.length).toBeGreaterThan(0);
    for (const op of ops) expect(op.secured, `${op.method} ${op.path} declares bearer auth`).toBe(true);
  });

  it("answers 401 without a token, 403 to a member and neither to an administrator", async () => {
    const failures: string[] = [];
    for (const op of await adminOperations()) {
      const url = concrete(op.path);
      const body = op.method === "GET" || op.method === "DELETE" ? undefined : {};
      const call = (token?: string) => t.client().request(op.method, url, body, { token });
      const anonymous = await call();
      const asMember = await call(member);
      const asAdmin = await call(admin);
      const label = `${op.method} ${op.path}`;
      if (anonymous.statusCode !== 401 || !isErrorShape(anonymous.data))
        failures.push(`${label}: anonymous ${anonymous.statusCode}`);
      if (asMember.statusCode !== 403 || !isErrorShape(asMember.data)) failures.push(`${label}: member ${asMember.statusCode}`);
      if ([401, 403].includes(asAdmin.statusCode) || asAdmin.statusCode >= 500)
        failures.push(`${label}: administrator ${asAdmin.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
