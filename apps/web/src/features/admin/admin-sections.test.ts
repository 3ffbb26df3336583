import { describe, expect, it } from "vitest";
import { adminSections, adminSportOf, adminSports, switchSportPath } from "./admin-sections.ts";

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

describe("the sections an administrator may use", () => {
  const labels = (sport: "tennis" | "padel", admin: Parameters<typeof adminSections>[1]) =>
    adminSections(sport, admin).map((s) => s.label);
  const everything = [
    "Bookings",
    "Desk booking",
    "Release draws",
    "Disputed results",
    "Dashboard",
    "Catalog",
    "Closures",
    "Rules",
    "Customers",
    "Plans",
    "Sell membership",
    "Receipts",
    "Mail",
    "Administrators",
    "Audit log",
    "Club",
  ];

  it("shows an owner everything, on every sport", () => {
    const owner = { role: "owner", sports: ["tennis"], type_web: "tennis" } as const;
    expect(labels("padel", owner)).toEqual(everything);
    expect(adminSports(owner)).toEqual(["tennis", "padel"]);
  });
  it("shows a manager their sports' sections and the mail, never administrators or the audit log", () => {
    const manager = { role: "manager", sports: ["padel"], type_web: "padel" } as const;
    expect(labels("padel", manager)).toEqual([
      "Bookings",
      "Desk booking",
      "Release draws",
      "Disputed results",
      "Dashboard",
      "Catalog",
      "Closures",
      "Rules",
      "Customers",
      "Plans",
      "Sell membership",
      "Mail",
    ]);
    expect(labels("tennis", manager)).toEqual(["Customers", "Plans", "Sell membership", "Mail"]);
    expect(adminSports(manager)).toEqual(["padel"]);
  });
  it("shows desk staff the bookings and the desk of their sports only", () => {
    const desk = { role: "desk", sports: ["tennis"], type_web: "tennis" } as const;
    expect(labels("tennis", desk)).toEqual([
      "Bookings",
      "Desk booking",
      "Release draws",
      "Disputed results",
      "Customers",
      "Sell membership",
    ]);
    // Customers and memberships are facility-wide: the customers listed are those of their own sports.
    expect(labels("padel", desk)).toEqual(["Customers", "Sell membership"]);
  });
  it("treats a record stored before roles as desk staff of its own sport until revalidated", () => {
    expect(labels("padel", { type_web: "padel" })).toEqual([
      "Bookings",
      "Desk booking",
      "Release draws",
      "Disputed results",
      "Customers",
      "Sell membership",
    ]);
    expect(adminSports({ type_web: "padel" })).toEqual(["padel"]);
  });
});
