import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/**
 * A third party generates a typed client from the served document (openapi-typescript) and
 * compiles a call with it: create an order, read its order_id, fetch the calendar as text.
 */
let t: TestContext;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), "courtside-typed-client-"));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** Uses the generated `paths` the way a client would; the @ts-expect-error lines prove the types are not `any`. */
const CALL = `
import type { paths } from "./api";

type CreateOrder = paths["/api/frontend/orders"]["post"];
type Calendar = paths["/api/frontend/orders/{order_id}/calendar.ics"]["get"];
declare function send(method: string, url: string, headers: Record<string, string>, body?: string): Promise<unknown>;

export async function reserve(xsrf: string): Promise<string> {
  const headers: CreateOrder["parameters"]["header"] = { "idempotency-key": "reserve-0001-0001", "X-XSRF-TOKEN": xsrf };
  const body: CreateOrder["requestBody"]["content"]["application/json"] = {
    date: "2026-11-25",
    timeslot_id: 1,
    court_ids: [1],
    addons1: [],
    addons2: [],
    multiaddons1: [],
    multiaddons2: [],
    billing: { name: "Gina", email: "gina@example.test", phone: "+34 600 111 222" },
    guest: true,
  };
  // @ts-expect-error the anti-forgery header is required on an unsafe call
  const withoutXsrf: CreateOrder["parameters"]["header"] = { "idempotency-key": "reserve-0001-0001" };
  const order = (await send("POST", "/api/frontend/orders", { ...headers, ...withoutXsrf }, JSON.stringify(body))) as
    CreateOrder["responses"][201]["content"]["application/json"];
  // @ts-expect-error an order has no such field
  order.no_such_field;
  const ics = (await send("GET", \`/api/frontend/orders/\${order.order_id}/calendar.ics\`, {})) as
    Calendar["responses"][200]["content"]["text/calendar"];
  return order.order_id + ics.trim();
}
`;

function diagnosticsOf(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts"],
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
}

describe("a typed client generated from the document", () => {
  it("compiles a call that creates an order and reads its order_id", async () => {
    const document = (await t.client().get("/api/openapi.json")).data;
    writeFileSync(path.join(dir, "api.d.ts"), astToString(await openapiTS(document)));
    writeFileSync(path.join(dir, "call.ts"), CALL);
    expect(diagnosticsOf(path.join(dir, "call.ts"))).toEqual([]);
  });
});
