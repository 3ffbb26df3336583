import { SPORTS, type Sport, sportSettings } from "@courtside/contract";
import { Button, Group, SegmentedControl, Stack } from "@mantine/core";
import { useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { confirmDialog } from "../../components/confirm.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useAuthStore } from "../../state/auth-store.ts";
import { useAdminLogout } from "./api/admin-logout.ts";

/** /admin/bookings and /admin/padel/bookings: one page, the sport comes from the route. */
export function AdminBookingsPage({ sport }: { sport: Sport }) {
  const admin = useAuthStore((s) => s.user);
  const logout = useAdminLogout();
  const navigate = useNavigate();

  const signOut = async () => {
    if ((await confirmDialog({ title: "Sign out", message: "Sign out of the back office?" })) !== "ok") return;
    logout.mutate(undefined, { onSettled: () => navigate(paths.adminLogin) });
  };

  return (
    <Stack>
      <PageTitle
        title={`${sportSettings[sport].label} bookings`}
        description={admin ? `Administrator: ${admin.name}` : undefined}
      />
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Sport"
          value={sport}
          onChange={(value) => navigate(paths.sport[value as Sport].adminBookings)}
          data={SPORTS.map((s) => ({ value: s, label: sportSettings[s].label }))}
        />
        <Button variant="default" onClick={signOut} loading={logout.isPending}>
          Sign out
        </Button>
      </Group>
    </Stack>
  );
}
