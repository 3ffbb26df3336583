import { profilePath, SPORTS, type Sport, sportSettings } from "@courtside/contract";
import { generatePath } from "react-router";

/**
 * The one table of route paths (spec section 2). Per-sport paths are generated from the
 * contract's sports map (`routeBase` "" for tennis, "/padel" for padel); this module has
 * no React and no feature imports, so every layer may read it.
 */
function sportRoutes(sport: Sport) {
  const base = sportSettings[sport].routeBase;
  const modulePrefix = base ? `${sport}-` : "";
  return {
    /** Booking home: /tennis, /padel. */
    home: `/${sport}`,
    addon: `${base}/addon`,
    auth: `${base}/auth`,
    summary: `${base}/summary`,
    extraAddon: `${base}/extra-addon/:order_id`,
    extraSummary: `${base}/extra-summary/:order_id`,
    guestSummary: `${base}/guest/summary`,
    guestBookingCompleted: `${base}/guest/booking-completed`,
    multiAddonsModule: `${base}/multi-addons/module/:id`,
    scheduleAddons: `${base}/schedule-addons/:id`,
    /** `?module=` values of the schedule-addons target. */
    addonModules: { multi: `${modulePrefix}multi-addons`, single: `${modulePrefix}addons` },
    courtSchedules: `/court-schedules-${sport}`,
    profile: profilePath(sport),
    adminBookings: `/admin${base}/bookings`,
    adminDesk: `/admin${base}/desk`,
    adminCatalog: `/admin${base}/catalog`,
    adminClosures: `/admin${base}/closures`,
    adminRules: `/admin${base}/rules`,
    adminDashboard: `/admin${base}/dashboard`,
  } as const;
}

export type SportRoutes = ReturnType<typeof sportRoutes>;

export const paths = {
  home: "/",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password/:token",
  profile: "/profile",
  editProfile: "/edit-profile",
  changePassword: "/change-password",
  courtSchedules: "/court-schedules",
  adminLogin: "/admin/login",
  /** Back-office pages that are not per sport. */
  admin: {
    order: "/admin/orders/:order_id",
    mail: "/admin/mail",
    administrators: "/admin/administrators",
    audit: "/admin/audit",
    /** The invitation link an invited administrator follows to set a password. */
    invite: "/admin/invite/:token",
  },
  pay: "/pay/:inv",
  sport: Object.fromEntries(SPORTS.map((s) => [s, sportRoutes(s)])) as Record<Sport, SportRoutes>,
} as const;

/** Fills a path template, e.g. `to(paths.sport.padel.extraAddon, { order_id })`. */
export const to = generatePath;

/** Link to the schedule-addons target with its `?module=` value. */
export function scheduleAddonsHref(sport: Sport, id: string, kind: "multi" | "single"): string {
  const routes = paths.sport[sport];
  return `${generatePath(routes.scheduleAddons, { id })}?module=${routes.addonModules[kind]}`;
}
