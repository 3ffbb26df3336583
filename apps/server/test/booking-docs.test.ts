import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("OpenAPI document for booking", () => {
  it("lists every catalog, schedule, order and payment call of both sports with the contract's schemas", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
    for (const api of ["frontend", "frontend_padel"]) {
      for (const path of [
        "courts",
        "timeslots",
        "addons",
        "addons/{id}",
        "addon-modules/{id}",
        "schedules",
        "schedule-courts/{court}/{timeslot}",
        "orders",
        "orders/{order_id}",
        "my-orders",
      ]) {
        expect(doc.paths, `${api}/${path}`).toHaveProperty([`/api/${api}/${path}`]);
      }
    }
    expect(doc.paths).toHaveProperty(["/api/payments/demo/{inv}/pay"]);
    expect(JSON.stringify(doc.paths["/api/payments/demo/{inv}"].get.responses["200"])).toContain("#/components/schemas/Order");
    const create = doc.paths["/api/frontend/orders"].post;
    expect(create.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toContain("header:idempotency-key");
    expect(JSON.stringify(create.responses["201"])).toContain("#/components/schemas/Order");
    for (const name of [
      "Court",
      "Timeslot",
      "Addon",
      "AddonModule",
      "DaySchedule",
      "CourtFilterEntry",
      "Order",
      "OrderLine",
      "Billing",
    ]) {
      expect(doc.components.schemas, name).toHaveProperty(name);
    }
  });
});
