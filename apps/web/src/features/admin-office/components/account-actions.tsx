import type { AdminAccount } from "@courtside/contract";
import { Button, Group } from "@mantine/core";
import { confirmDialog } from "../../../components/confirm.tsx";
import { toastApiError } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { tone } from "../../../lib/tones.ts";
import { useDeactivateAdministrator } from "../api/deactivate-administrator.ts";
import { useReactivateAdministrator } from "../api/reactivate-administrator.ts";
import { useResendInvitationAdministrator } from "../api/resend-invitation.ts";
import { useT } from "../i18n.ts";
import { AccessButton } from "./access-dialog.tsx";

/** Change role and sports, deactivate, reactivate or re-invite one account (after a confirmation). Nobody acts on themselves. */
export function AccountActions({ account, isSelf }: { account: AdminAccount; isSelf: boolean }) {
  const t = useT();
  const deactivate = useDeactivateAdministrator();
  const reactivate = useReactivateAdministrator();
  const resend = useResendInvitationAdministrator();
  if (isSelf) return null;

  const run = async (title: string, message: string, mutation: typeof deactivate, done: string) => {
    if ((await confirmDialog({ title, message })) !== "ok") return;
    mutation.mutate(account.id, {
      onSuccess: () => toast(done, "success"),
      onError: toastApiError,
    });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {account.status !== "deactivated" && <AccessButton account={account} />}
      {account.status === "invited" && (
        <Button
          size="xs"
          variant="default"
          loading={resend.isPending}
          aria-label={t("admin-office.account.resendLabel", { name: account.name })}
          onClick={() =>
            run(
              t("admin-office.account.resend"),
              t("admin-office.account.resendMessage", { email: account.email }),
              resend,
              t("admin-office.account.resendDone", { email: account.email }),
            )
          }
        >
          {t("admin-office.account.resend")}
        </Button>
      )}
      {account.status === "deactivated" ? (
        <Button
          size="xs"
          variant="default"
          loading={reactivate.isPending}
          aria-label={t("admin-office.account.reactivateLabel", { name: account.name })}
          onClick={() =>
            run(
              t("admin-office.account.reactivateTitle"),
              t("admin-office.account.reactivateMessage", { name: account.name }),
              reactivate,
              t("admin-office.account.reactivateDone", { name: account.name }),
            )
          }
        >
          {t("admin-office.account.reactivate")}
        </Button>
      ) : (
        <Button
          size="xs"
          color={tone.red}
          variant="outline"
          loading={deactivate.isPending}
          aria-label={t("admin-office.account.deactivateLabel", { name: account.name })}
          onClick={() =>
            run(
              t("admin-office.account.deactivateTitle"),
              t("admin-office.account.deactivateMessage", { name: account.name }),
              deactivate,
              t("admin-office.account.deactivateDone", { name: account.name }),
            )
          }
        >
          {t("admin-office.account.deactivate")}
        </Button>
      )}
    </Group>
  );
}
