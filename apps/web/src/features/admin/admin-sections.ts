import { type AdminPermission, type AdminRole, adminMay, isSport, SPORTS, type Sport } from "@courtside/contract";
import { matchPath } from "react-router";
import { paths } from "../../app/paths.ts";
import { t } from "./i18n.ts";

/** What the back office needs to know of the signed-in administrator to show only what they may use. */
export type AdminAccess = { role?: AdminRole; sports?: readonly Sport[]; type_web?: string };

/**
 * The role and sports to show sections for. A record stored before roles existed has none:
 * it is treated as desk staff of its own sport until the session is revalidated (the server
 * decides in any case).
 */
function accessOf(admin: AdminAccess | null | undefined) {
  const own = isSport(admin?.type_web) ? admin.type_web : SPORTS[0];
  return { role: admin?.role ?? "desk", sports: admin?.sports ?? [own] };
}

/** The sports an administrator may switch between (owners: every sport). */
export function adminSports(admin: AdminAccess | null | undefined): Sport[] {
  const access = accessOf(admin);
  return access.role === "owner" ? [...SPORTS] : SPORTS.filter((s) => access.sports.includes(s));
}

/** The back office's navigation: per-sport sections first, then the facility-wide ones; only those the administrator may use. */
export function adminSections(sport: Sport, admin?: AdminAccess | null) {
  const r = paths.sport[sport];
  const sections: { to: string; label: string; permission: AdminPermission; perSport: boolean }[] = [
    { to: r.adminBookings, label: t("admin.section.bookings"), permission: "bookings", perSport: true },
    { to: r.adminDesk, label: t("admin.section.desk"), permission: "bookings", perSport: true },
    { to: r.adminReleaseDraws, label: t("admin.section.releaseDraws"), permission: "bookings", perSport: true },
    { to: r.adminDisputedResults, label: t("admin.section.disputedResults"), permission: "customers", perSport: true },
    { to: r.adminDashboard, label: t("admin.section.dashboard"), permission: "stats", perSport: true },
    { to: r.adminCatalog, label: t("admin.section.catalog"), permission: "catalog", perSport: true },
    { to: r.adminClosures, label: t("admin.section.closures"), permission: "closures", perSport: true },
    { to: r.adminRules, label: t("admin.section.rules"), permission: "rules", perSport: true },
    { to: paths.admin.customers, label: t("admin.section.customers"), permission: "customers", perSport: false },
    { to: paths.admin.plans, label: t("admin.section.plans"), permission: "plans", perSport: false },
    { to: paths.admin.memberships, label: t("admin.section.memberships"), permission: "memberships", perSport: false },
    { to: paths.admin.documents, label: t("admin.section.receipts"), permission: "accounts", perSport: false },
    { to: paths.admin.mail, label: t("admin.section.mail"), permission: "mail", perSport: false },
    { to: paths.admin.administrators, label: t("admin.section.administrators"), permission: "administrators", perSport: false },
    { to: paths.admin.audit, label: t("admin.section.audit"), permission: "audit", perSport: false },
    { to: paths.admin.club, label: t("admin.section.club"), permission: "club", perSport: false },
  ];
  const access = accessOf(admin);
  return sections
    .filter((s) => adminMay(access, s.permission, s.perSport ? sport : undefined))
    .map(({ to, label }) => ({ to, label }));
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
