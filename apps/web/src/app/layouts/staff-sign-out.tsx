import { UnstyledButton } from "@mantine/core";
import { confirmDialog } from "../../components/confirm.tsx";
import { useAdminLogout } from "../../features/admin/api/admin-logout.ts";
import { toast } from "../../lib/toast.ts";

/** The public header's sign-out for staff: they stay on the page they are on, signed out. */
export function StaffSignOut() {
  const logout = useAdminLogout();
  const signOut = async () => {
    const answer = await confirmDialog({
      title: "Sign out",
      message: "Sign out of the back office?",
      keepLabel: "Stay signed in",
    });
    if (answer !== "ok") return;
    // Signed out even when the call fails (the mutation clears the session either way). This button is
    // gone once signed out, so the message follows the call rather than a callback of this component.
    await logout.mutateAsync().catch(() => undefined);
    toast("You are signed out of the back office.", "success");
  };
  return (
    <UnstyledButton className="nav-link" onClick={() => void signOut()} disabled={logout.isPending}>
      Sign out
    </UnstyledButton>
  );
}
