import type { AdminAccount, AdminRole, Sport } from "@courtside/contract";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { parseApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { tone } from "../../../lib/tones.ts";
import { useChangeAccess } from "../api/change-access.ts";
import { AccessFields, accessSummary } from "./access-fields.tsx";

/** "Role and sports" for one account: the owner picks a role and sports; the server answers 409 for the last owner. */
export function AccessButton({ account }: { account: AdminAccount }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" aria-label={`Change role of ${account.name}`} onClick={() => setOpened(true)}>
        Change role
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Role and sports of ${account.name}`}
        centered
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {opened && <AccessForm account={account} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function AccessForm({ account, onDone }: { account: AdminAccount; onDone(): void }) {
  const change = useChangeAccess();
  const [role, setRole] = useState<AdminRole>(account.role);
  const [sports, setSports] = useState<Sport[]>(account.sports);
  const [error, setError] = useState<{ message?: string; role?: string; sports?: string }>({});

  const save = () => {
    if (role !== "owner" && sports.length === 0) return setError({ sports: "Choose at least one sport." });
    change.mutate(
      { id: account.id, role, sports },
      {
        onSuccess: (saved) => {
          toast(`${saved.name}: ${accessSummary(saved)}.`, "success");
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
          Cancel
        </Button>
        <Button onClick={save} loading={change.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
