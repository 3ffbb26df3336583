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
import { useT } from "./i18n.ts";

const statusColor: Record<AdminAccountStatus, string> = {
  active: "teal.9",
  invited: "blue.9",
  deactivated: "gray.8",
};

/** /admin/administrators (owners): every account with its role, the invitation form, role changes and deactivate/reactivate. */
export function AdministratorsPage() {
  const t = useT();
  const zone = useFacilityTimeZone();
  const me = useAuthStore((s) => s.user);
  const { update, positive } = useSearchState();
  const page = positive("page") ?? 1;
  const list = useAdministrators(page);

  return (
    <Stack>
      <PageTitle title={t("admin-office.admins.title")} description={t("admin-office.admins.description")} />
      <InviteForm />
      <QueryState what={t("admin-office.admins.loading")} pending={list.isPending} error={list.error} />
      {list.data && (
        <>
          <TableScroll label={t("admin-office.admins.title")} minWidth={860}>
            <Table striped verticalSpacing="xs">
              <Table.Caption>{t("admin-office.admins.count", { count: list.data.meta.total })}</Table.Caption>
              <ColumnHeads
                columns={[
                  t("admin-office.field.name"),
                  t("admin-office.field.email"),
                  t("admin-office.role.label"),
                  t("admin-office.admins.column.status"),
                  t("admin-office.admins.column.added"),
                  t("admin-office.admins.column.actions"),
                ]}
              />
              <Table.Tbody>
                {list.data.data.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Th scope="row" fw={500}>
                      {a.name}
                      {a.id === me?.id && (
                        <Text span c="dimmed" size="sm">
                          {" "}
                          {t("admin-office.admins.you")}
                        </Text>
                      )}
                    </Table.Th>
                    <Table.Td>{a.email}</Table.Td>
                    <Table.Td>{accessSummary(a)}</Table.Td>
                    <Table.Td>
                      <Badge color={statusColor[a.status]} variant="filled" radius="sm">
                        {t(`admin-office.admins.status.${a.status}`)}
                      </Badge>
                      {a.invitation_expires_at && (
                        <Text size="xs" c="dimmed">
                          {t("admin-office.admins.linkValid", { date: formatInstant(a.invitation_expires_at, zone) })}
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
