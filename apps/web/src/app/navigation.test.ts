import { describe, expect, it } from "vitest";
import {
  adminLoginDestination,
  adminLoginRedirect,
  adminPageRedirect,
  authStepRedirect,
  guestOnlyRedirect,
  loginIntentSearch,
  memberLoginDestination,
  memberPageRedirect,
  parseLoginIntent,
  safeInternalPath,
} from "./navigation.ts";
import { paths } from "./paths.ts";

const noIntent = { booking: null, from: null };

describe("route table", () => {
  it("generates the spec's per-sport paths from the sports map", () => {
    expect(paths.sport.tennis).toMatchObject({
      home: "/tennis",
      addon: "/addon",
      auth: "/auth",
      summary: "/summary",
      extraAddon: "/extra-addon/:order_id",
      extraSummary: "/extra-summary/:order_id",
      guestSummary: "/guest/summary",
      guestBookingCompleted: "/guest/booking-completed",
      multiAddonsModule: "/multi-addons/module/:id",
      scheduleAddons: "/schedule-addons/:id",
      addonModules: { multi: "multi-addons", single: "addons" },
      courtSchedules: "/court-schedules-tennis",
      profile: "/profile",
      adminBookings: "/admin/bookings",
    });
    expect(paths.sport.padel).toMatchObject({
      home: "/padel",
      addon: "/padel/addon",
      auth: "/padel/auth",
      summary: "/padel/summary",
      extraAddon: "/padel/extra-addon/:order_id",
      extraSummary: "/padel/extra-summary/:order_id",
      guestSummary: "/padel/guest/summary",
      guestBookingCompleted: "/padel/guest/booking-completed",
      multiAddonsModule: "/padel/multi-addons/module/:id",
      scheduleAddons: "/padel/schedule-addons/:id",
      addonModules: { multi: "padel-multi-addons", single: "padel-addons" },
      courtSchedules: "/court-schedules-padel",
      profile: "/profile-padel",
      adminBookings: "/admin/padel/bookings",
    });
  });
});

describe("navigation rules", () => {
  it("sends a signed-in member away from guest-only pages to the profile", () => {
    expect(guestOnlyRedirect(true, noIntent)).toBe("/profile");
    expect(guestOnlyRedirect(false, noIntent)).toBeNull();
  });

  it("sends a signed-in member from the auth step to the sport's summary", () => {
    expect(authStepRedirect(true, "tennis")).toBe("/summary");
    expect(authStepRedirect(true, "padel")).toBe("/padel/summary");
    expect(authStepRedirect(false, "padel")).toBeNull();
  });

  it("sends a signed-out visitor from member pages to /login, remembering where they were", () => {
    expect(memberPageRedirect(true, "/edit-profile")).toBeNull();
    const target = memberPageRedirect(false, "/padel/extra-addon/ord_1?x=1") ?? "";
    expect(target.startsWith("/login?")).toBe(true);
    expect(parseLoginIntent(target.slice("/login".length))).toEqual({
      booking: null,
      from: "/padel/extra-addon/ord_1?x=1",
    });
  });

  it("member login lands on /summary, /padel/summary or /profile by login variant", () => {
    expect(memberLoginDestination({ booking: "tennis", from: null })).toBe("/summary");
    expect(memberLoginDestination({ booking: "padel", from: "/edit-profile" })).toBe("/padel/summary");
    expect(memberLoginDestination({ booking: null, from: "/change-password" })).toBe("/change-password");
    expect(memberLoginDestination(noIntent)).toBe("/profile");
    // The guard on /login uses the same rule, so a login opened from /padel/auth ends on the padel summary.
    expect(guestOnlyRedirect(true, parseLoginIntent(loginIntentSearch({ booking: "padel" })))).toBe("/padel/summary");
  });

  it("never redirects off-site or back into a sign-in page", () => {
    expect(safeInternalPath("https://evil.test/")).toBeNull();
    expect(safeInternalPath("//evil.test/")).toBeNull();
    expect(safeInternalPath("/\\evil.test")).toBeNull();
    expect(safeInternalPath("/login?redirect=/login")).toBeNull();
    expect(safeInternalPath("/reset-password/abc")).toBeNull();
    expect(safeInternalPath("/profile-padel")).toBe("/profile-padel");
    expect(parseLoginIntent("?redirect=https%3A%2F%2Fevil.test&booking=golf")).toEqual(noIntent);
  });

  it("administrator login lands by type_web", () => {
    expect(adminLoginDestination("padel")).toBe("/admin/padel/bookings");
    expect(adminLoginDestination("tennis")).toBe("/admin/bookings");
    expect(adminLoginDestination(undefined)).toBe("/admin/bookings");
    expect(adminLoginRedirect(true, "padel")).toBe("/admin/padel/bookings");
    expect(adminLoginRedirect(false, "padel")).toBeNull();
  });

  it("sends a signed-out visitor from administrator pages to /admin/login", () => {
    expect(adminPageRedirect(false)).toBe("/admin/login");
    expect(adminPageRedirect(true)).toBeNull();
  });
});
