import type { AdminAccountStatus } from "@courtside/contract";
import { Badge, Stack, Table, Text } from "@mantine/core";
import { ListPager } from "../../components/list-pager.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { ColumnHeads, TableScroll } from "../../components/table-scroll.tsx";
import { formatInstant } from "../../lib/format.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { useFacilityTimeZone } from "../schedules/index.ts";
import { useAdministrators } from "./api/get-administrators.ts";
import { accessSummary } from "./components/access-fields.tsx";
import { AccountActions } from "./components/account-actions.tsx";
import { InviteForm } from "./components/invite-form.tsx";
import { useSearchState } from "./components/use-search-state.ts";

const statusLook: Record<AdminAccountStatus, { color: string; label: string }> = {
  active: { color: "teal.9", label: "Active" },
  invited: { color: "blue.9", label: "Invited" },
  deactivated: { color: "gray.8", label: "Deactivated" },
};

/** /admin/administrators (owners): every account with its role, the invitation form, role changes and deactivate/reactivate. */
export function AdministratorsPage() {
  const zone = useFacilityTimeZone();
  const me = useAuthStore((s) => s.user);
  const { update, positive } = useSearchState();
  const page = positive("page") ?? 1;
  const list = useAdministrators(page);

  return (
    <Stack>
      <PageTitle
        title="Administrators"
        description="Invite colleagues to the back office with a role and sports, change them, and end their access."
      />
      <InviteForm />
      <QueryState what="the administrators" pending={list.isPending} error={list.error} />
      {list.data && (
        <>
          <TableScroll label="Administrators" minWidth={860}>
            <Table striped verticalSpacing="xs">
              <Table.Caption>{list.data.meta.total} administrators</Table.Caption>
              <ColumnHeads columns={["Name", "Email", "Role", "Status", "Added", "Actions"]} />
              <Table.Tbody>
                {list.data.data.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Th scope="row" fw={500}>
                      {a.name}
                      {a.id === me?.id && (
                        <Text span c="dimmed" size="sm">
                          {" "}
                          (you)
                        </Text>
                      )}
                    </Table.Th>
                    <Table.Td>{a.email}</Table.Td>
                    <Table.Td>{accessSummary(a)}</Table.Td>
                    <Table.Td>
                      <Badge color={statusLook[a.status].color} variant="filled" radius="sm">
                        {statusLook[a.status].label}
                      </Badge>
                      {a.invitation_expires_at && (
                        <Text size="xs" c="dimmed">
                          Link valid until {formatInstant(a.invitation_expires_at, zone)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatInstant(a.created_at, zone)}</Table.Td>
                    <Table.Td>
                      <AccountActions account={a} isSelf={a.id === me?.id} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <ListPager meta={list.data.meta} onChange={(p) => update({ page: String(p) })} />
        </>
      )}
    </Stack>
  );
}
