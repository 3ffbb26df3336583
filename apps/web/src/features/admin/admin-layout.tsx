import { ADMIN_ROLE_LABELS, type Sport, sportSettings } from "@courtside/contract";
import { Box, Button, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { confirmDialog } from "../../components/confirm.tsx";
import { useAuthStore } from "../../state/auth-store.ts";
import { adminSections, adminSportOf, adminSports, switchSportPath } from "./admin-sections.ts";
import { useAdminLogout } from "./api/admin-logout.ts";

type Section = { to: string; label: string };

/**
 * Every back-office page: the sport switch, the sections, the signed-in administrator,
 * sign-out. On a phone it takes one row (the sport switch and a menu holding the rest), so
 * the page itself starts near the top of the screen.
 */
export function AdminLayout() {
  const admin = useAuthStore((s) => s.user);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useAdminLogout();
  const sport = adminSportOf(pathname, admin?.type_web);
  const sports = adminSports(admin);
  const sections = adminSections(sport, admin);
  const who = admin ? `${ADMIN_ROLE_LABELS[admin.role] ?? "Administrator"}: ${admin.name}` : null;

  const signOut = async () => {
    if (
      (await confirmDialog({ title: "Sign out", message: "Sign out of the back office?", keepLabel: "Stay signed in" })) !== "ok"
    )
      return;
    logout.mutate(undefined, { onSettled: () => navigate(paths.adminLogin) });
  };

  const sportSwitch =
    sports.length > 1 ? (
      <SegmentedControl
        aria-label="Sport"
        value={sport}
        onChange={(value) => navigate(switchSportPath(pathname, sport, value as Sport))}
        data={sports.map((s) => ({ value: s, label: sportSettings[s].label }))}
      />
    ) : (
      <Text fw={500}>{sportSettings[sport].label}</Text>
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
                Sign out
              </Button>
            </Group>
          </Group>
          <nav aria-label="Back office">
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
          Menu
        </Button>
      </Group>
      {open && (
        <Paper id="admin-phone-menu" component="nav" aria-label="Back office" withBorder p="xs" radius="md">
          <Stack gap={0} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className="nav-link">
                  {section.label}
                </NavLink>
              </li>
            ))}
          </Stack>
          <Group
            justify="space-between"
            gap="xs"
            mt="xs"
            pt="xs"
            style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
          >
            {who && (
              <Text size="sm" c="dimmed">
                {who}
              </Text>
            )}
            <Button variant="default" onClick={onSignOut}>
              Sign out
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
