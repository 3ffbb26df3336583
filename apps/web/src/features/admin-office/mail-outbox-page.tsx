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

/** /admin/mail: what the server sent or stored (?status=&page=&message=). */
export function MailOutboxPage() {
  const zone = useFacilityTimeZone();
  const { search, update, positive } = useSearchState();
  const statusParam = search.get("status");
  const status = MAIL_STATUSES.find((s) => s === statusParam);
  const page = positive("page") ?? 1;
  const open = positive("message");
  const mail = useMail({ status, page });

  return (
    <Stack>
      <PageTitle
        title="Mail outbox"
        description="Every message the server sent. Without SMTP the messages stay here, so they can be read in the back office. Outside the demo, links that would let their reader into an account (password resets, invitations, booking keys) are hidden: only the recipient gets them."
      />
      <NativeSelect
        label="Status"
        maw={260}
        value={status ?? ""}
        onChange={(e) => update({ status: e.currentTarget.value || null, page: null })}
        data={[
          { value: "", label: "All messages" },
          ...MAIL_STATUSES.map((s: MailStatus) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) })),
        ]}
      />
      <QueryState what="the outbox" pending={mail.isPending} error={mail.error} />
      {mail.data && mail.data.data.length === 0 && <Text c="dimmed">No messages.</Text>}
      {mail.data && mail.data.data.length > 0 && (
        <>
          <TableScroll label="Messages" minWidth={720}>
            <Table striped verticalSpacing="xs">
              <Table.Caption>
                {mail.data.meta.total} message{mail.data.meta.total === 1 ? "" : "s"}, newest first
              </Table.Caption>
              <ColumnHeads columns={["Subject", "To", "Status", "Attempts", "Created", "Sent"]} />
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
