import type { ClosureHitChoice, ClosurePreview } from "@courtside/contract";
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { paths, to } from "../../../app/paths.ts";
import { confirmDialog } from "../../../components/confirm.tsx";
import { formatMoney, formatSlot } from "../../../lib/format.ts";
import type { BackLink } from "../../admin/back-link.ts";
import { useT } from "../i18n.ts";

type Refunding = Exclude<ClosureHitChoice, "refuse">;

/**
 * Every booking a refused closure hits, with what closing it would do and refund, and the
 * two ways to close them all in one step. Each asks first, saying how much goes where
 * (guests have no club credit: they are refunded the way they paid).
 */
export function ClosureRefundPanel({
  preview,
  back,
  busy,
  onClose,
}: {
  preview: ClosurePreview;
  back: BackLink;
  busy: boolean;
  onClose: (choice: Refunding) => void;
}) {
  const t = useT();
  const money = (n: number) => formatMoney(n, preview.currency) ?? "";
  const guests = preview.orders.filter((o) => !o.credit_possible && o.refund > 0).length;

  const ask = async (choice: Refunding) => {
    const toCredit = choice === "refund_to_credit";
    const answer = await confirmDialog({
      title: t("admin-catalog.refund.confirmTitle"),
      confirmLabel: t("admin-catalog.refund.confirmTitle"),
      message: t("admin-catalog.refund.confirmMessage", {
        count: preview.orders.length,
        amount: money(preview.refund_total),
        choice: toCredit ? "credit" : "payment",
        guests: toCredit ? guests : 0,
      }),
    });
    if (answer === "ok") onClose(choice);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="closure-hits-heading">
      <Stack gap="sm">
        <Title order={3} size="h4" id="closure-hits-heading">
          {t("admin-catalog.refund.heading", { count: preview.booking_count })}
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Caption>{t("admin-catalog.refund.total", { amount: money(preview.refund_total) })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("admin-catalog.refund.column.order")}</Table.Th>
                <Table.Th scope="col">{t("admin-catalog.refund.column.customer")}</Table.Th>
                <Table.Th scope="col">{t("admin-catalog.refund.column.courts")}</Table.Th>
                <Table.Th scope="col">{t("admin-catalog.refund.column.outcome")}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t("admin-catalog.refund.column.refund")}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.orders.map((o) => (
                <Table.Tr key={o.order_id}>
                  <Table.Td>
                    <Anchor component={Link} to={to(paths.admin.order, { order_id: o.order_id })} state={{ back }}>
                      {o.inv}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t("admin-catalog.refund.customer", { name: o.customer.name, type: o.customer_type })}</Table.Td>
                  <Table.Td>
                    {o.bookings.map((b) => `${b.court.name}, ${formatSlot(b.date, b.start, b.end)}`).join("; ")}
                  </Table.Td>
                  <Table.Td>
                    {o.status !== "paid"
                      ? t("admin-catalog.refund.unpaid")
                      : o.outcome === "cancel_order"
                        ? t("admin-catalog.refund.orderCancelled")
                        : t("admin-catalog.refund.courtsRefunded")}
                  </Table.Td>
                  <Table.Td ta="right">
                    {o.refund > 0 && !o.credit_possible
                      ? t("admin-catalog.refund.toCardAmount", { amount: money(o.refund) })
                      : money(o.refund)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm">{t("admin-catalog.refund.intro")}</Text>
        <Group gap="sm">
          <Button onClick={() => ask("refund_to_payment")} loading={busy}>
            {t("admin-catalog.refund.toCard")}
          </Button>
          <Button variant="default" onClick={() => ask("refund_to_credit")} loading={busy}>
            {t("admin-catalog.refund.toCredit")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
