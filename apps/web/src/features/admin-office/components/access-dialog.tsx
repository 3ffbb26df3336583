import type { AdminAccount, AdminRole, Sport } from "@courtside/contract";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { parseApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { tone } from "../../../lib/tones.ts";
import { useChangeAccess } from "../api/change-access.ts";
import { useT } from "../i18n.ts";
import { AccessFields, accessSummary } from "./access-fields.tsx";

/** "Role and sports" for one account: the owner picks a role and sports; the server answers 409 for the last owner. */
export function AccessButton({ account }: { account: AdminAccount }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        aria-label={t("admin-office.access.changeRoleOf", { name: account.name })}
        onClick={() => setOpened(true)}
      >
        {t("admin-office.access.changeRole")}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("admin-office.access.title", { name: account.name })}
        centered
        closeButtonProps={{ "aria-label": t("admin-office.close") }}
      >
        {opened && <AccessForm account={account} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function AccessForm({ account, onDone }: { account: AdminAccount; onDone(): void }) {
  const t = useT();
  const change = useChangeAccess();
  const [role, setRole] = useState<AdminRole>(account.role);
  const [sports, setSports] = useState<Sport[]>(account.sports);
  const [error, setError] = useState<{ message?: string; role?: string; sports?: string }>({});

  const save = () => {
    if (role !== "owner" && sports.length === 0) return setError({ sports: t("admin-office.access.chooseSport") });
    change.mutate(
      { id: account.id, role, sports },
      {
        onSuccess: (saved) => {
          toast(t("admin-office.access.saved", { name: saved.name, access: accessSummary(saved) }), "success");
          onDone();
        },
        onError: (e) => {
          const info = parseApiError(e);
          setError({ message: info.message, role: info.fieldErrors.role, sports: info.fieldErrors.sports });
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      {error.message && (
        <Text c={tone.red} size="sm" role="alert">
          {error.message}
        </Text>
      )}
      <AccessFields role={role} sports={sports} onRole={setRole} onSports={setSports} errors={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t("admin-office.cancel")}
        </Button>
        <Button onClick={save} loading={change.isPending}>
          {t("admin-office.save")}
        </Button>
      </Group>
    </Stack>
  );
}
