import { UnstyledButton } from "@mantine/core";
import { confirmDialog } from "../../components/confirm.tsx";
import { useAdminLogout } from "../../features/admin/api/admin-logout.ts";
import { toast } from "../../lib/toast.ts";
import { useT } from "../i18n.ts";

/** The public header's sign-out for staff: they stay on the page they are on, signed out. */
export function StaffSignOut() {
  const t = useT();
  const logout = useAdminLogout();
  const signOut = async () => {
    const answer = await confirmDialog({
      title: t("app.staffSignOut.title"),
      message: t("app.staffSignOut.message"),
      keepLabel: t("app.staffSignOut.keep"),
    });
    if (answer !== "ok") return;
    // Signed out even when the call fails (the mutation clears the session either way). This button is
    // gone once signed out, so the message follows the call rather than a callback of this component.
    await logout.mutateAsync().catch(() => undefined);
    toast(t("app.staffSignOut.done"), "success");
  };
  return (
    <UnstyledButton className="nav-link" onClick={() => void signOut()} disabled={logout.isPending}>
      {t("app.nav.signOut")}
    </UnstyledButton>
  );
}
