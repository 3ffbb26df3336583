import { isSport, type Sport } from "@courtside/contract";
import { matchPath } from "react-router";
import { paths } from "../../app/paths.ts";

/** The back office's navigation: per-sport sections first, then the facility-wide ones. */
export function adminSections(sport: Sport) {
  const r = paths.sport[sport];
  return [
    { to: r.adminBookings, label: "Bookings" },
    { to: r.adminDesk, label: "Desk booking" },
    { to: r.adminDashboard, label: "Dashboard" },
    { to: r.adminCatalog, label: "Catalog" },
    { to: r.adminClosures, label: "Closures" },
    { to: r.adminRules, label: "Rules" },
    { to: paths.admin.mail, label: "Mail" },
    { to: paths.admin.administrators, label: "Administrators" },
    { to: paths.admin.audit, label: "Audit log" },
  ];
}

/**
 * The sport a back-office page is about: `/admin/padel/...` is padel, another per-sport
 * page is tennis, and a facility-wide page keeps the administrator's own `type_web`.
 */
export function adminSportOf(pathname: string, typeWeb: string | undefined): Sport {
  if (pathname.startsWith("/admin/padel/")) return "padel";
  const perSport = Object.values(paths.sport.tennis).some(
    (p) => typeof p === "string" && p.startsWith("/admin/") && matchPath(p, pathname),
  );
  if (perSport) return "tennis";
  return isSport(typeWeb) ? typeWeb : "tennis";
}

/** The same section for the other sport, or its bookings list when the page is not per sport. */
export function switchSportPath(pathname: string, from: Sport, to: Sport): string {
  const entry = Object.entries(paths.sport[from]).find(([, p]) => typeof p === "string" && p === pathname);
  const key = entry?.[0] as keyof (typeof paths.sport)[Sport] | undefined;
  const target = key ? paths.sport[to][key] : undefined;
  return typeof target === "string" ? target : paths.sport[to].adminBookings;
}
