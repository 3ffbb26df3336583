import { describe, expect, it } from "vitest";
import { adminSportOf, switchSportPath } from "./admin-sections.ts";

describe("the back office's sport", () => {
  it("is the sport whose section the page is", () => {
    expect(adminSportOf("/admin/padel/catalog", "tennis")).toBe("padel");
    expect(adminSportOf("/admin/catalog", "padel")).toBe("tennis");
  });
  it("is the administrator's own on a facility-wide page, else the first sport", () => {
    expect(adminSportOf("/admin/audit", "padel")).toBe("padel");
    expect(adminSportOf("/admin/orders/abc", undefined)).toBe("tennis");
    expect(adminSportOf("/admin/mail", "squash")).toBe("tennis");
  });
  it("switches to the same section of the other sport, or its bookings", () => {
    expect(switchSportPath("/admin/closures", "tennis", "padel")).toBe("/admin/padel/closures");
    expect(switchSportPath("/admin/audit", "tennis", "padel")).toBe("/admin/padel/bookings");
  });
});
