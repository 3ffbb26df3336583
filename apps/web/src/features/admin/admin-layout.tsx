import { ADMIN_ROLE_LABELS, type Sport, sportSettings } from "@courtside/contract";
import { Button, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { confirmDialog } from "../../components/confirm.tsx";
import { useAuthStore } from "../../state/auth-store.ts";
import { adminSections, adminSportOf, adminSports, switchSportPath } from "./admin-sections.ts";
import { useAdminLogout } from "./api/admin-logout.ts";

/** Every back-office page: the sport switch, the sections, the signed-in administrator, sign-out. */
export function AdminLayout() {
  const admin = useAuthStore((s) => s.user);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useAdminLogout();
  const sport = adminSportOf(pathname, admin?.type_web);
  const sports = adminSports(admin);

  const signOut = async () => {
    if (
      (await confirmDialog({ title: "Sign out", message: "Sign out of the back office?", keepLabel: "Stay signed in" })) !== "ok"
    )
      return;
    logout.mutate(undefined, { onSettled: () => navigate(paths.adminLogin) });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        {sports.length > 1 ? (
          <SegmentedControl
            aria-label="Sport"
            value={sport}
            onChange={(value) => navigate(switchSportPath(pathname, sport, value as Sport))}
            data={sports.map((s) => ({ value: s, label: sportSettings[s].label }))}
          />
        ) : (
          <Text fw={500}>{sportSettings[sport].label}</Text>
        )}
        <Group gap="xs">
          {admin && (
            <Text size="sm" c="dimmed">
              {ADMIN_ROLE_LABELS[admin.role] ?? "Administrator"}: {admin.name}
            </Text>
          )}
          <Button variant="default" onClick={signOut} loading={logout.isPending}>
            Sign out
          </Button>
        </Group>
      </Group>
      <nav aria-label="Back office">
        <Group gap={4} wrap="wrap" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {adminSections(sport, admin).map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} className="nav-link">
                {section.label}
              </NavLink>
            </li>
          ))}
        </Group>
      </nav>
      <Outlet />
    </Stack>
  );
}
