import type { Sport } from "@courtside/contract";
import { Box, Button, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { confirmDialog } from "../../components/confirm.tsx";
import { sportName } from "../../i18n/common.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { adminSections, adminSportOf, adminSports, switchSportPath } from "./admin-sections.ts";
import { useAdminLogout } from "./api/admin-logout.ts";
import { useT } from "./i18n.ts";
import { roleName } from "./roles.ts";

type Section = { to: string; label: string };

// i18n-ignore: a CSS border, not words
const menuFootStyle = { borderTop: "1px solid var(--mantine-color-default-border)" };

/**
 * Every back-office page: the sport switch, the sections, the signed-in administrator,
 * sign-out. On a phone it takes one row (the sport switch and a menu holding the rest), so
 * the page itself starts near the top of the screen.
 */
export function AdminLayout() {
  const t = useT();
  const admin = useAuthStore((s) => s.user);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useAdminLogout();
  const sport = adminSportOf(pathname, admin?.type_web);
  const sports = adminSports(admin);
  const sections = adminSections(sport, admin);
  const who = admin ? t("admin.layout.who", { role: roleName(admin.role) ?? t("admin.role.unknown"), name: admin.name }) : null;

  const signOut = async () => {
    const answer = await confirmDialog({
      title: t("admin.layout.signOut"),
      message: t("admin.layout.signOutMessage"),
      keepLabel: t("admin.layout.staySignedIn"),
    });
    if (answer !== "ok") return;
    logout.mutate(undefined, { onSettled: () => navigate(paths.adminLogin) });
  };

  const sportSwitch =
    sports.length > 1 ? (
      <SegmentedControl
        aria-label={t("admin.layout.sport")}
        value={sport}
        onChange={(value) => navigate(switchSportPath(pathname, sport, value as Sport))}
        data={sports.map((s) => ({ value: s, label: sportName(s) }))}
      />
    ) : (
      <Text fw={500}>{sportName(sport)}</Text>
    );

  return (
    <Stack gap="md">
      <Box visibleFrom="sm">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            {sportSwitch}
            <Group gap="xs">
              {who && (
                <Text size="sm" c="dimmed">
                  {who}
                </Text>
              )}
              <Button variant="default" onClick={signOut} loading={logout.isPending}>
                {t("admin.layout.signOut")}
              </Button>
            </Group>
          </Group>
          <nav aria-label={t("admin.layout.backOffice")}>
            <Group gap={4} wrap="wrap" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
              {sections.map((section) => (
                <li key={section.to}>
                  <NavLink to={section.to} className="nav-link">
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </Group>
          </nav>
        </Stack>
      </Box>
      <Box hiddenFrom="sm">
        <PhoneBar sportSwitch={sportSwitch} sections={sections} who={who} onSignOut={signOut} />
      </Box>
      <Outlet />
    </Stack>
  );
}

/**
 * The phone's one row: the sport switch and a menu button. The menu is a disclosure (the
 * pattern for site navigation) with the sections (the current one marked), who is signed in
 * and sign-out; it closes once staff go somewhere.
 */
function PhoneBar({
  sportSwitch,
  sections,
  who,
  onSignOut,
}: {
  sportSwitch: ReactNode;
  sections: Section[];
  who: string | null;
  onSignOut: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {sportSwitch}
        <Button
          variant="default"
          leftSection={<span aria-hidden>{open ? "✕" : "☰"}</span>}
          aria-expanded={open}
          aria-controls="admin-phone-menu"
          onClick={() => setOpen((o) => !o)}
        >
          {t("admin.layout.menu")}
        </Button>
      </Group>
      {open && (
        <Paper id="admin-phone-menu" component="nav" aria-label={t("admin.layout.backOffice")} withBorder p="xs" radius="md">
          <Stack gap={0} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className="nav-link">
                  {section.label}
                </NavLink>
              </li>
            ))}
          </Stack>
          <Group justify="space-between" gap="xs" mt="xs" pt="xs" style={menuFootStyle}>
            {who && (
              <Text size="sm" c="dimmed">
                {who}
              </Text>
            )}
            <Button variant="default" onClick={onSignOut}>
              {t("admin.layout.signOut")}
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
