import type { CustomerRow } from "@courtside/contract";
import { Anchor, Badge, Box, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths, to } from "../../../app/paths.ts";
import { ColumnHeads, TableScroll } from "../../../components/table-scroll.tsx";
import { formatDate } from "../../../lib/format.ts";
import { t as translate, useT } from "../i18n.ts";

const customerHref = (id: string) => to(paths.admin.customer, { customer_id: id });

function KindBadge({ kind }: { kind: CustomerRow["kind"] }) {
  const t = useT();
  return (
    <Badge variant="outline" color={kind === "member" ? "blue" : "gray"} size="sm">
      {t("customers.kind", { kind })}
    </Badge>
  );
}

const counts = (c: CustomerRow) => translate("customers.list.counts", { bookings: c.bookings, noShows: c.no_shows });

/** Customers as a table on wider screens and as cards on a phone, each linking to the customer's page. */
export function CustomerList({ rows }: { rows: CustomerRow[] }) {
  const t = useT();
  return (
    <>
      <Box visibleFrom="sm">
        <TableScroll label={t("customers.customers")} minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <caption className="visually-hidden">{t("customers.customers")}</caption>
            <ColumnHeads
              columns={[
                t("customers.list.name"),
                t("customers.list.type"),
                t("customers.list.contact"),
                { label: t("customers.bookings"), numeric: true },
                t("customers.lastBooking"),
                { label: t("customers.noShows"), numeric: true },
              ]}
            />
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor component={Link} to={customerHref(c.id)} fw={600}>
                      {c.name || c.email}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <KindBadge kind={c.kind} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{c.email}</Text>
                    {c.phone && (
                      <Text size="xs" c="dimmed">
                        {c.phone}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{c.bookings}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(c.last_booking_date) ?? "—"}</Table.Td>
                  <Table.Td ta="right">{c.no_shows}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Box>
      <Stack
        hiddenFrom="sm"
        gap="sm"
        component="ul"
        aria-label={t("customers.customers")}
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {rows.map((c) => (
          <Paper key={c.id} withBorder p="sm" radius="md" component="li">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Anchor component={Link} to={customerHref(c.id)} fw={600}>
                {c.name || c.email}
              </Anchor>
              <KindBadge kind={c.kind} />
            </Group>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {c.email}
              {c.phone ? ` · ${c.phone}` : ""}
            </Text>
            <Text size="xs" c="dimmed">
              {counts(c)}
              {c.last_booking_date ? ` · ${t("customers.list.last", { date: formatDate(c.last_booking_date) })}` : ""}
            </Text>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
