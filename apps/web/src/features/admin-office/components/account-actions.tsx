import type { AdminAccount } from "@courtside/contract";
import { Button, Group } from "@mantine/core";
import { confirmDialog } from "../../../components/confirm.tsx";
import { toastApiError } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { tone } from "../../../lib/tones.ts";
import { useDeactivateAdministrator } from "../api/deactivate-administrator.ts";
import { useReactivateAdministrator } from "../api/reactivate-administrator.ts";
import { useResendInvitationAdministrator } from "../api/resend-invitation.ts";
import { AccessButton } from "./access-dialog.tsx";

/** Change role and sports, deactivate, reactivate or re-invite one account (after a confirmation). Nobody acts on themselves. */
export function AccountActions({ account, isSelf }: { account: AdminAccount; isSelf: boolean }) {
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
          aria-label={`Resend invitation to ${account.name}`}
          onClick={() =>
            run(
              "Resend invitation",
              `Mail ${account.email} a new invitation link? Earlier links stop working.`,
              resend,
              `A new invitation was sent to ${account.email}.`,
            )
          }
        >
          Resend invitation
        </Button>
      )}
      {account.status === "deactivated" ? (
        <Button
          size="xs"
          variant="default"
          loading={reactivate.isPending}
          aria-label={`Reactivate ${account.name}`}
          onClick={() =>
            run("Reactivate administrator", `Let ${account.name} sign in again?`, reactivate, `${account.name} was reactivated.`)
          }
        >
          Reactivate
        </Button>
      ) : (
        <Button
          size="xs"
          color={tone.red}
          variant="outline"
          loading={deactivate.isPending}
          aria-label={`Deactivate ${account.name}`}
          onClick={() =>
            run(
              "Deactivate administrator",
              `${account.name} will be signed out everywhere and can no longer sign in. Deactivate?`,
              deactivate,
              `${account.name} was deactivated.`,
            )
          }
        >
          Deactivate
        </Button>
      )}
    </Group>
  );
}
