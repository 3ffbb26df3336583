import { isSport } from "@courtside/contract";
import { Anchor, Container, Group } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useClub } from "../../features/club/api/get-club.ts";
import { useT as useCommonT } from "../../i18n/common.ts";
import { env } from "../../lib/env.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { useClubColour } from "../club-colour.ts";
import { useT } from "../i18n.ts";
import { paths } from "../paths.ts";
import { DemoBadge } from "./demo-badge.tsx";
import { HeaderLogo } from "./header-logo.tsx";
import { LanguageSwitch } from "./language-switch.tsx";

// Staff only: its dialog and toast stay out of the bundle every visitor loads.
const StaffSignOut = lazy(() => import("./staff-sign-out.tsx").then((m) => ({ default: m.StaffSignOut })));

/**
 * The site header. Who is signed in shows here: a member has their profile; staff have the
 * back office and, outside it (the back office has its own), a sign-out; anyone else signs in.
 */
export function Header() {
  const memberSignedIn = useAuthStore((s) => s.user_authenticated);
  const adminSignedIn = useAuthStore((s) => s.authenticated);
  const adminSport = useAuthStore((s) => s.user?.type_web);
  const sport = useAuthStore((s) => s.sport);
  const inBackOffice = useLocation().pathname.startsWith("/admin/");
  const t = useT();
  const common = useCommonT();
  const club = useClub().data;
  const clubName = club?.name || env.clubName;
  useClubColour(club?.primary_color);
  const links = [
    { to: paths.sport.tennis.home, label: common("common.sport.tennis") },
    { to: paths.sport.padel.home, label: common("common.sport.padel") },
    { to: paths.courtSchedules, label: t("app.nav.schedules") },
    // The sport being booked (tennis until one is chosen): the page links the other sport's.
    { to: paths.sport[sport].openMatches, label: t("app.nav.openMatches") },
    ...(memberSignedIn
      ? [
          { to: paths.profile, label: t("app.nav.profile") },
          { to: paths.membership, label: t("app.nav.membership") },
        ]
      : []),
    ...(adminSignedIn
      ? [{ to: paths.sport[isSport(adminSport) ? adminSport : "tennis"].adminBookings, label: t("app.nav.backOffice") }]
      : []),
    ...(memberSignedIn || adminSignedIn ? [] : [{ to: paths.login, label: t("app.nav.signIn") }]),
  ];
  const staffSignOut = adminSignedIn && !memberSignedIn && !inBackOffice;
  return (
    <header className="site-header">
      <Container size="lg" py="xs">
        <div className="site-header-bar">
          <Group gap="sm" wrap="nowrap">
            <Anchor
              component={Link}
              to={paths.home}
              fw={800}
              fz="xl"
              c="var(--mantine-color-text)"
              underline="never"
              className="site-header-home"
            >
              {club?.logo && <HeaderLogo logo={club.logo} />}
              {clubName}
            </Anchor>
            <DemoBadge />
          </Group>
          <nav aria-label={t("app.nav.label")} className="site-header-nav">
            <Group gap={4} wrap="wrap" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="nav-link" end={link.to === paths.profile}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {staffSignOut && (
                <li>
                  <Suspense fallback={null}>
                    <StaffSignOut />
                  </Suspense>
                </li>
              )}
            </Group>
          </nav>
          <LanguageSwitch />
        </div>
      </Container>
    </header>
  );
}
