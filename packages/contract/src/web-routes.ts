import { profilePath, SPORTS, type Sport, sportSettings } from "./sports.ts";

/**
 * The web app's pages (spec section 2): one table of React Router path patterns (`:param`
 * segments), read by the web app's routes (apps/web/src/app/paths.ts) and by the server, which
 * answers an address that matches none of them with 404 (and the app, which shows its error
 * page). Per-sport pages come from the sports map (`routeBase` "" for tennis, "/padel" for
 * padel): sport is a parameter, never a copy.
 */
function sportPages(sport: Sport) {
  const base = sportSettings[sport].routeBase;
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
    courtSchedules: `/court-schedules-${sport}`,
    profile: profilePath(sport),
    adminBookings: `/admin${base}/bookings`,
    adminDesk: `/admin${base}/desk`,
    adminSeries: `/admin${base}/series`,
    adminCatalog: `/admin${base}/catalog`,
    adminClosures: `/admin${base}/closures`,
    adminRules: `/admin${base}/rules`,
    /** Release draws of a date: entrants, seed, results (issue 13). */
    adminReleaseDraws: `/admin${base}/release-draws`,
    adminDashboard: `/admin${base}/dashboard`,
    adminDisputedResults: `/admin${base}/disputed-results`,
    /** Upcoming open matches of the sport, to join (issue 14). */
    openMatches: `${base}/open-matches`,
  } as const;
}

export type SportWebRoutes = ReturnType<typeof sportPages>;

export const webRoutes = {
  home: "/",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password/:token",
  profile: "/profile",
  editProfile: "/edit-profile",
  changePassword: "/change-password",
  courtSchedules: "/court-schedules",
  /** The member's plan, its card and the plans on sale. */
  membership: "/membership",
  /** The accessibility statement, linked from every page's footer. */
  accessibility: "/accessibility",
  /** A reminder mail's link: turn booking reminders off for its address. */
  remindersOff: "/reminders-off",
  /** An invitation mail's link: join the booking one was invited to play in (signed in). */
  playAccept: "/play/accept",
  /** A played booking's result: entered by one of its players, confirmed by another (member). */
  matchResult: "/match-result/:sport/:order_id",
  /** A share's payment page (split payment), opened from its link: ?key= */
  share: "/share/:share_id",
  adminLogin: "/admin/login",
  /** Back-office pages that are not per sport. */
  admin: {
    order: "/admin/orders/:order_id",
    customers: "/admin/customers",
    customer: "/admin/customers/:customer_id",
    mail: "/admin/mail",
    administrators: "/admin/administrators",
    audit: "/admin/audit",
    /** The accountant's export of receipts and credit notes. */
    documents: "/admin/documents",
    /** Membership plans and their benefits. */
    plans: "/admin/plans",
    /** A plan sold at the desk. */
    memberships: "/admin/memberships",
    /** The club's own information and colour (owners). */
    club: "/admin/club",
    /** The invitation link an invited administrator follows to set a password. */
    invite: "/admin/invite/:token",
    /** The one-time link a fresh install prints in its log to make the first administrator. */
    setup: "/admin/setup/:token",
  },
  pay: "/pay/:inv",
  sport: Object.fromEntries(SPORTS.map((s) => [s, sportPages(s)])) as Record<Sport, SportWebRoutes>,
} as const;

type RouteTable = { readonly [key: string]: string | RouteTable };

function patternsOf(table: RouteTable): string[] {
  return Object.values(table).flatMap((value) => (typeof value === "string" ? [value] : patternsOf(value)));
}

/** Every page pattern of the table, each once (e.g. /profile is both the member's page and tennis's profile). */
export const webPagePatterns: readonly string[] = [...new Set(patternsOf(webRoutes))];

const segmentsOf = (path: string) => path.replace(/\/+$/, "").split("/").slice(1);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether a pathname (no query) matches a pattern as React Router matches it: static segments
 * ignore case, `:name` takes one non-empty segment, a final `*` takes the rest, and trailing
 * slashes do not count.
 */
export function matchesWebPattern(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern.startsWith("/") ? pattern : `/${pattern}`);
  const got = segmentsOf(pathname).map(decodeSegment);
  for (const [i, part] of want.entries()) {
    if (part === "*" && i === want.length - 1) return true;
    const segment = got[i];
    if (segment === undefined) return false;
    if (part.startsWith(":")) {
      if (segment === "") return false;
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return false;
    }
  }
  return got.length === want.length;
}

/** The table's pattern a pathname opens, if any: an address that matches none is not a page. */
export function webPagePatternOf(pathname: string): string | undefined {
  return webPagePatterns.find((pattern) => matchesWebPattern(pattern, pathname));
}
