import { isSport, SPORTS, type Sport } from "@courtside/contract";
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
 * The sport a back-office page is about: the sport whose per-sport admin paths match it; a
 * facility-wide page keeps the administrator's own `type_web` (else the first sport).
 */
export function adminSportOf(pathname: string, typeWeb: string | undefined): Sport {
  const perSport = SPORTS.find((sport) =>
    Object.values(paths.sport[sport]).some((p) => typeof p === "string" && p.startsWith("/admin/") && matchPath(p, pathname)),
  );
  return perSport ?? (isSport(typeWeb) ? typeWeb : SPORTS[0]);
}

/** The same section for the other sport, or its bookings list when the page is not per sport. */
export function switchSportPath(pathname: string, from: Sport, to: Sport): string {
  const entry = Object.entries(paths.sport[from]).find(([, p]) => typeof p === "string" && p === pathname);
  const key = entry?.[0] as keyof (typeof paths.sport)[Sport] | undefined;
  const target = key ? paths.sport[to][key] : undefined;
  return typeof target === "string" ? target : paths.sport[to].adminBookings;
}
