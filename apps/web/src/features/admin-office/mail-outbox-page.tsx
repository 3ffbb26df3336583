import { MAIL_STATUSES, type MailStatus } from "@courtside/contract";
import { Anchor, NativeSelect, Stack, Table, Text } from "@mantine/core";
import { ListPager } from "../../components/list-pager.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { ColumnHeads, TableScroll } from "../../components/table-scroll.tsx";
import { formatInstant } from "../../lib/format.ts";
import { useFacilityTimeZone } from "../schedules/index.ts";
import { useMail } from "./api/get-mail.ts";
import { MailMessageView } from "./components/mail-message-view.tsx";
import { MailStatusBadge } from "./components/mail-status-badge.tsx";
import { useSearchState } from "./components/use-search-state.ts";
import { useT } from "./i18n.ts";

/** /admin/mail: what the server sent or stored (?status=&page=&message=). */
export function MailOutboxPage() {
  const t = useT();
  const zone = useFacilityTimeZone();
  const { search, update, positive } = useSearchState();
  const statusParam = search.get("status");
  const status = MAIL_STATUSES.find((s) => s === statusParam);
  const page = positive("page") ?? 1;
  const open = positive("message");
  const mail = useMail({ status, page });

  return (
    <Stack>
      <PageTitle title={t("admin-office.mail.title")} description={t("admin-office.mail.description")} />
      <NativeSelect
        label={t("admin-office.mail.status")}
        maw={260}
        value={status ?? ""}
        onChange={(e) => update({ status: e.currentTarget.value || null, page: null })}
        data={[
          { value: "", label: t("admin-office.mail.all") },
          ...MAIL_STATUSES.map((s: MailStatus) => ({ value: s, label: t(`admin-office.mail.filter.${s}`) })),
        ]}
      />
      <QueryState what={t("admin-office.mail.loading")} pending={mail.isPending} error={mail.error} />
      {mail.data && mail.data.data.length === 0 && <Text c="dimmed">{t("admin-office.mail.none")}</Text>}
      {mail.data && mail.data.data.length > 0 && (
        <>
          <TableScroll label={t("admin-office.mail.messages")} minWidth={720}>
            <Table striped verticalSpacing="xs">
              <Table.Caption>{t("admin-office.mail.count", { count: mail.data.meta.total })}</Table.Caption>
              <ColumnHeads
                columns={[
                  t("admin-office.mail.column.subject"),
                  t("admin-office.mail.column.to"),
                  t("admin-office.mail.status"),
                  t("admin-office.mail.column.attempts"),
                  t("admin-office.mail.column.created"),
                  t("admin-office.mail.column.sent"),
                ]}
              />
              <Table.Tbody>
                {mail.data.data.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>
                      <Anchor component="button" type="button" ta="left" onClick={() => update({ message: String(m.id) })}>
                        {m.subject}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{m.to}</Table.Td>
                    <Table.Td>
                      <MailStatusBadge status={m.status} />
                    </Table.Td>
                    <Table.Td>{m.attempts}</Table.Td>
                    <Table.Td>{formatInstant(m.created_at, zone)}</Table.Td>
                    <Table.Td>{formatInstant(m.sent_at, zone) ?? "–"}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <ListPager meta={mail.data.meta} onChange={(p) => update({ page: String(p) })} />
        </>
      )}
      <MailMessageView id={open} onClose={() => update({ message: null })} />
    </Stack>
  );
}
